import { sql } from 'kysely';
import type { Role } from '../../domain/__generated__/resolvers-types';
import type { DecisionResult, EnrolmentDecision, EnrolmentRequestRecord, EnrolmentsRepository, EnrolmentStatus, NewMember } from '../../domain/repositories/enrolments';
import type { SqlExecutor } from '../sql/database';
import { SqlReads } from './sql-reads';

interface RequestColumns {
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  dealer_number: string | null;
  requested_at: Date | string;
  decision: string | null;
  decided_at: Date | string | null;
  reason: string | null;
  user_id: string;
}

const STATUS: Record<string, EnrolmentStatus> = { approved: 'APPROVED', rejected: 'REJECTED' };

function toRecord(row: RequestColumns): EnrolmentRequestRecord {
  return {
    id: row.account_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role as Role,
    dealerNumber: row.dealer_number,
    requestedAt: new Date(row.requested_at).toISOString(),
    status: row.decision ? (STATUS[row.decision] ?? 'PENDING') : 'PENDING',
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    reason: row.reason,
  };
}

/** City and state of a dealer's `Springfield, IL`. */
function placeOf(location: string): { city: string; state: string } {
  const [city = '', state = ''] = location.split(',').map((part) => part.trim());
  return { city, state };
}

/**
 * Enrolment requests in `enrolment_requests` (migrations 0024 and 0028) with the accounts and users
 * they belong to. A decision is one `update … where decided_at is null`: of two administrators deciding
 * one request at once, the first decides it and the second finds it decided (PostgreSQL re-reads the
 * row the first changed before it applies the condition), and nothing of the second's is written.
 */
export class SqlEnrolments implements EnrolmentsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** The operation's reads that go to the store together: the requests waiting, with the participants list's page. */
    private readonly reads = new SqlReads(db),
  ) {}

  private read(where: ReturnType<typeof sql>, limit: number): Promise<RequestColumns[]> {
    return this.reads.read({
      query: sql<RequestColumns>`
        select r.account_id, u.first_name, u.last_name, a.email, a.role, r.dealer_number, r.requested_at, r.decision, r.decided_at, r.reason, a.user_id
        from enrolment_requests r join accounts a on a.id = r.account_id join users u on u.id = a.user_id
        where ${where} order by r.requested_at, r.account_id limit ${limit}`,
      answer: (rows) => rows,
    });
  }

  async pending(limit: number): Promise<EnrolmentRequestRecord[]> {
    return (await this.read(sql`r.decided_at is null`, limit)).map(toRecord);
  }

  async dealerNumbers(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('dealerships').select(['id', 'dealer_number']).where('dealer_number', '<>', '').execute();
    return new Map(rows.map((row) => [row.id, row.dealer_number]));
  }

  /** The guarded decision: the request's row changes only while it waits. */
  private async decide(id: string, decision: 'approved' | 'rejected', values: { dealershipId: string | null; reason: string | null }, by: EnrolmentDecision) {
    const { rows } = await sql<{ account_id: string }>`
      update enrolment_requests set decided_at = ${by.at}, decision = ${decision}, decided_by = ${by.decidedBy},
        dealership_id = ${values.dealershipId}, reason = ${values.reason}
      where account_id = ${id} and decided_at is null returning account_id`.execute(this.db);
    return rows.length > 0;
  }

  private async refusal(id: string): Promise<DecisionResult> {
    const [row] = await this.read(sql`r.account_id = ${id}`, 1);
    return row ? { refused: 'DECIDED', request: toRecord(row) } : { refused: 'NOT_FOUND' };
  }

  async approve(id: string, member: NewMember, by: EnrolmentDecision): Promise<DecisionResult> {
    if (!(await this.decide(id, 'approved', { dealershipId: member.dealer.id, reason: null }, by))) return this.refusal(id);
    const [row] = await this.read(sql`r.account_id = ${id}`, 1);
    if (!row) throw new Error(`Enrolment request ${id} vanished while it was approved`);
    await this.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', id).execute();
    // A dealership keeps its details in `dealerships` once a member of it uses the portal (its dealer
    // edits them on Profile Settings); one without them yet starts from the program's record.
    const { city, state } = placeOf(member.dealer.location);
    await this.db
      .insertInto('dealerships')
      .values({
        id: member.dealer.id,
        business_name: member.dealer.name,
        dealer_number: '',
        business_type: null,
        street_address: '',
        city,
        state,
        zip_code: '',
        business_phone: '',
        website: '',
        year_established: '',
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await enrolParticipant(this.db, {
      userId: row.user_id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      role: row.role === 'DEALER' ? 'DEALER' : 'COMFORT_ADVISOR',
      dealer: member.dealer,
      today: member.today,
    });
    return { request: toRecord({ ...row }) };
  }

  async reject(id: string, reason: string | null, by: EnrolmentDecision): Promise<DecisionResult> {
    if (!(await this.decide(id, 'rejected', { dealershipId: null, reason }, by))) return this.refusal(id);
    await this.db.updateTable('accounts').set({ status: 'rejected' }).where('id', '=', id).execute();
    const [row] = await this.read(sql`r.account_id = ${id}`, 1);
    if (!row) throw new Error(`Enrolment request ${id} vanished while it was rejected`);
    // Sessions of the account (there should be none) end with it.
    await this.db.deleteFrom('sessions').where('account_id', '=', id).execute();
    return { request: toRecord(row) };
  }
}

/**
 * Makes a dealership's member a program participant, so that their claims, points and training count as
 * theirs: a `participants` row (PART-### after the highest, numbered under an advisory lock) named on
 * their user, who belongs to the dealership from then on. An approved sign-up and an accepted
 * invitation both join this way. Returns the participant's id.
 */
export async function enrolParticipant(
  db: SqlExecutor,
  member: { userId: string; name: string; email: string; role: 'DEALER' | 'COMFORT_ADVISOR'; dealer: { id: string; location: string }; today: string },
): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('portal:participants_number'))`.execute(db);
  const { rows: last } = await sql<{ last: number }>`
    select coalesce(max(substring(id from 6)::int), 0)::int as last from participants where id ~ '^PART-[0-9]+$'`.execute(db);
  const participantId = `PART-${String((last[0]?.last ?? 0) + 1).padStart(3, '0')}`;
  await db
    .insertInto('participants')
    .values({
      id: participantId,
      name: member.name,
      email: member.email,
      phone: '',
      role: member.role,
      dealer_id: member.dealer.id,
      location: member.dealer.location,
      enrollment_date: member.today,
      last_activity: member.today,
      status: 'ACTIVE',
    })
    .execute();
  await db.updateTable('users').set({ dealership_id: member.dealer.id, participant_id: participantId }).where('id', '=', member.userId).execute();
  return participantId;
}
