import { sql } from 'kysely';
import type { MeetingRequestRow } from '../../domain/fixtures/resources';
import { sequenceOf } from '../../domain/lib/connection';
import { MEETING_ALREADY_REQUESTED, MEETING_PREFIX, type MeetingRequestsRepository, type NewMeetingRequest } from '../../domain/repositories/meeting-requests';
import type { SqlExecutor } from '../sql/database';
import { allOrNothing, inBatches } from './sql-lists';

interface MeetingColumns {
  id: string;
  user_id: string;
  starts_at: Date | string;
  duration_minutes: number;
  topic: string;
  with_name: string;
  with_email: string;
  requested_at: Date | string;
}

const COLUMNS = sql`id, user_id, starts_at, duration_minutes, topic, with_name, with_email, requested_at`;

function toRow(row: MeetingColumns): MeetingRequestRow {
  return {
    id: row.id,
    userId: row.user_id,
    start: new Date(row.starts_at).toISOString(),
    durationMinutes: row.duration_minutes,
    topic: row.topic,
    withName: row.with_name,
    withEmail: row.with_email,
    requestedAt: new Date(row.requested_at).toISOString(),
  };
}

function values(row: MeetingRequestRow) {
  return {
    id: row.id,
    number: sequenceOf(row.id),
    user_id: row.userId,
    starts_at: row.start,
    duration_minutes: row.durationMinutes,
    topic: row.topic,
    with_name: row.withName,
    with_email: row.withEmail,
    requested_at: row.requestedAt,
  };
}

/**
 * Meeting requests in the `meeting_requests` table (server/sql/migrations/0018_meeting_requests.ts). A request takes the
 * meeting requests' lock (a transaction-level advisory lock, which every process on the database shares)
 * before it is numbered, so requests made at once get ids one after the other; one request per dealer,
 * start, length and topic is a unique index, so the same request sent twice at once is kept once.
 */
export class SqlMeetingRequests implements MeetingRequestsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async request(meeting: NewMeetingRequest): Promise<MeetingRequestRow | typeof MEETING_ALREADY_REQUESTED> {
    return allOrNothing(
      this.db,
      async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('portal:meeting_requests'))`.execute(trx);
        const { rows: last } = await sql<{ last: number }>`select coalesce(max(number), 0)::int as last from meeting_requests`.execute(trx);
        const row: MeetingRequestRow = { ...meeting, id: `${MEETING_PREFIX}${String((last[0]?.last ?? 0) + 1).padStart(4, '0')}` };
        const { rows } = await sql<MeetingColumns>`
          insert into meeting_requests (id, number, user_id, starts_at, duration_minutes, topic, with_name, with_email, requested_at)
          values (${row.id}, ${sequenceOf(row.id)}, ${row.userId}, ${row.start}::timestamptz, ${row.durationMinutes}, ${row.topic}, ${row.withName},
            ${row.withEmail}, ${row.requestedAt}::timestamptz)
          on conflict (user_id, starts_at, duration_minutes, topic) do nothing
          returning ${COLUMNS}`.execute(trx);
        return rows[0] ? toRow(rows[0]) : MEETING_ALREADY_REQUESTED;
      },
      (result) => result === MEETING_ALREADY_REQUESTED,
    );
  }

  async forUser(userId: string): Promise<MeetingRequestRow[]> {
    const { rows } = await sql<MeetingColumns>`select ${COLUMNS} from meeting_requests where user_id = ${userId} order by number`.execute(this.db);
    return rows.map(toRow);
  }

  /** Replaces every request with the given rows (the sample data, or a document saved before requests moved). */
  async replaceAll(rows: readonly MeetingRequestRow[]): Promise<void> {
    await this.db.deleteFrom('meeting_requests').execute();
    await inBatches(rows, (batch) => this.db.insertInto('meeting_requests').values(batch.map(values)).execute());
  }
}
