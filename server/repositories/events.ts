import { sql } from 'kysely';
import type { EventAttendanceRow, EventRegistrationRow, EventRow, PastEventRow, RecordingRow } from '../../domain/fixtures/events';
import type { EventsRepository, RegistrationRefusal } from '../../domain/repositories/events';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { allOrNothing, inBatches, instantText } from './sql-lists';
import { coversUser, NETWORK, type Scope } from '../../domain/scope';

/** What the `content` column holds: everything of an event but its key, times and spots. */
type EventContent = Omit<EventRow, 'id' | 'startsAt' | 'endsAt' | 'spotsLeft'>;

function toRow(row: Row<'events'>): EventRow {
  return {
    id: row.id,
    ...(row.content as EventContent),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    spotsLeft: row.spots_left,
  };
}

function values(row: EventRow): NewRow<'events'> {
  const { id, startsAt, endsAt, spotsLeft, ...content } = row;
  return { id, starts_at: startsAt, ends_at: endsAt, spots_left: spotsLeft, content: JSON.stringify(content) };
}

/**
 * Upcoming events and registrations in tables (server/sql/migrations/0009_events.ts). A registration takes a
 * spot with `update … where spots_left > 0` in the same savepoint as its row, so two members asking
 * for the last spot at once get one registration and one "full"; the spots cannot go below zero.
 */
export class SqlEvents implements EventsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose attendance it reads (domain/scope.ts): a member's own. */
    private readonly scope: Scope = NETWORK,
  ) {}

  async upcoming(after: string): Promise<EventRow[]> {
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .where('ends_at', '>', instantText(after))
      .orderBy('starts_at')
      .orderBy(sql`id collate "C"`)
      .execute();
    return rows.map(toRow);
  }

  async byId(id: string): Promise<EventRow | null> {
    const row = await this.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  async registrations(userId: string): Promise<EventRegistrationRow[]> {
    const rows = await this.db
      .selectFrom('event_registrations')
      .select(['event_id', 'registered_at'])
      .where('user_id', '=', userId)
      .orderBy('number')
      .execute();
    return rows.map((row) => ({ eventId: row.event_id, userId, registeredAt: new Date(row.registered_at).toISOString() }));
  }

  async register(registration: EventRegistrationRow): Promise<RegistrationRefusal | null> {
    return allOrNothing(this.db, (trx) => new SqlEvents(trx, this.scope).applyRegistration(registration), (result) => result !== null);
  }

  private async applyRegistration(registration: EventRegistrationRow): Promise<RegistrationRefusal | null> {
    const inserted = await this.db
      .insertInto('event_registrations')
      .values({ event_id: registration.eventId, user_id: registration.userId, registered_at: registration.registeredAt })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) return 'REGISTERED';
    // An event that does not count its spots (null) takes anyone.
    const taken = await this.db
      .updateTable('events')
      .set({ spots_left: sql<number>`spots_left - 1` })
      .where('id', '=', registration.eventId)
      .where((eb) => eb.or([eb('spots_left', 'is', null), eb('spots_left', '>', 0)]))
      .executeTakeFirst();
    return taken.numUpdatedRows === 0n ? 'FULL' : null;
  }

  async cancel(eventId: string, userId: string): Promise<boolean> {
    return allOrNothing(
      this.db,
      async (trx) => {
        const removed = await trx.deleteFrom('event_registrations').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
        if (removed.numDeletedRows === 0n) return false;
        await trx.updateTable('events').set({ spots_left: sql<number>`spots_left + 1` }).where('id', '=', eventId).where('spots_left', 'is not', null).execute();
        return true;
      },
      () => false,
    );
  }

  /** Replaces every row with the given rows (the sample data, or a document saved before events moved). */
  async replaceAll(events: readonly EventRow[], registrations: readonly EventRegistrationRow[]): Promise<void> {
    await this.db.deleteFrom('event_registrations').execute();
    await this.db.deleteFrom('events').execute();
    await inBatches(events, (batch) => this.db.insertInto('events').values(batch.map(values)).execute());
    await inBatches(registrations, (batch) =>
      this.db
        .insertInto('event_registrations')
        .values(batch.map((row) => ({ event_id: row.eventId, user_id: row.userId, registered_at: row.registeredAt })))
        .execute(),
    );
  }

  async pastEvents(): Promise<PastEventRow[]> {
    const { rows } = await sql<Omit<Row<'past_events'>, 'day'> & { day: string }>`
      select id, day::text as day, title, location, attendees, recordings from past_events order by day desc, id collate "C"`.execute(this.db);
    return rows.map((row) => ({ id: row.id, title: row.title, date: row.day, location: row.location, attendees: row.attendees, recordings: row.recordings as unknown as RecordingRow[] }));
  }

  async attendance(userId: string): Promise<EventAttendanceRow[]> {
    // A member's own attendance only (domain/scope.ts).
    if (!coversUser(this.scope, userId)) return [];
    const rows = await this.db.selectFrom('event_attendance').select('past_event_id').where('user_id', '=', userId).orderBy(sql`past_event_id collate "C"`).execute();
    return rows.map((row) => ({ pastEventId: row.past_event_id, userId }));
  }

  /** Replaces the past events and who attended them with the given rows, each that is given. */
  async replacePast(data: { pastEvents?: readonly PastEventRow[]; eventAttendance?: readonly EventAttendanceRow[] }): Promise<void> {
    if (data.pastEvents) {
      await this.db.deleteFrom('past_events').execute();
      await inBatches(data.pastEvents, (batch) =>
        this.db
          .insertInto('past_events')
          .values(batch.map((row) => ({ id: row.id, day: row.date, title: row.title, location: row.location, attendees: row.attendees, recordings: JSON.stringify(row.recordings) })))
          .execute(),
      );
    }
    if (data.eventAttendance) {
      await this.db.deleteFrom('event_attendance').execute();
      await inBatches(data.eventAttendance, (batch) =>
        this.db
          .insertInto('event_attendance')
          .values(batch.map((row) => ({ user_id: row.userId, past_event_id: row.pastEventId })))
          .onConflict((conflict) => conflict.columns(['user_id', 'past_event_id']).doNothing())
          .execute(),
      );
    }
  }
}
