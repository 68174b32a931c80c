import { sql, type Expression, type SqlBool } from 'kysely';
import type { ParticipantRole, ParticipantStatus } from '../../domain/__generated__/resolvers-types';
import type { ParticipantRow } from '../../domain/fixtures/participants';
import type { DealerDirectory } from '../../domain/lib/admin/dealers';
import type { ParticipantTotals } from '../../domain/lib/admin/admin-participants';
import { cursorKey, pageSize, type ConnectionArgs, type Page, type SortKey } from '../../domain/lib/connection';
import type { DayRange, ParticipantListQuery, ParticipantRecord, ParticipantsRepository, StatusCount } from '../../domain/repositories/participants';
import type { Row, SqlExecutor } from '../sql/database';
import { containing, inBatches, keyAfter, keyOrder, listPage, matchingDealers, needleOf, type KeyColumn } from './sql-lists';
import { SqlReads } from './sql-reads';


const COLUMNS = sql`p.id, p.name, p.email, p.phone, p.role, p.dealer_id, p.location, p.enrollment_date::text as enrollment_date,
  p.last_activity::text as last_activity, p.status`;

/** A row as `COLUMNS` selects it. */
type Selected = Omit<Row<'participants'>, 'search_name' | 'search_text'>;

function toRow(row: Selected): ParticipantRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as ParticipantRole,
    dealerId: row.dealer_id,
    location: row.location,
    enrollmentDate: row.enrollment_date,
    lastActivity: row.last_activity,
    status: row.status as ParticipantStatus,
  };
}

/** Whether a cursor's text is a day as a date column reads back (`YYYY-MM-DD`, a day that exists). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '0001') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Participants' claims and earnings (approved and paid claims plus spot awards), as a subquery: of the
 * participants listed, or of every participant.
 */
function totalsOf(ids: readonly string[] | null) {
  const only = ids ? sql`where participant_id in (${sql.join(ids)})` : sql``;
  return sql`(
    select participant_id, sum(claims)::int as claims, sum(earnings)::bigint as earnings from (
      select participant_id, count(*) as claims, coalesce(sum(amount_cents) filter (where status in ('APPROVED', 'PAID')), 0) as earnings
      from claims ${only} group by participant_id
      union all
      select participant_id, 0, sum(amount_cents) from spot_awards ${only} group by participant_id
    ) parts group by participant_id
  )`;
}

/** A search the trigram index on `search_text` narrows: three letters or digits in a row (pg_trgm's trigrams). */
const TRIGRAM_NARROWED = /[\p{L}\p{N}]{3}/u;

/**
 * Participants in the `participants` table (server/sql/migrations/0005_claims_program.ts), with their totals summed
 * from `claims` and `spot_awards`: for a page's rows only, unless the list is sorted by a total.
 */
export class SqlParticipants implements ParticipantsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** The program's dealers, named as their business details say (`dealerships`): a search matches a dealership by name. */
    private readonly dealers: () => DealerDirectory,
    /** The operation's reads that go to the store together: a list's page with the status cards and the enrolments waiting. */
    private readonly reads = new SqlReads(db),
  ) {}

  /** The totals of these participants. */
  private async totals(ids: readonly string[]): Promise<Map<string, ParticipantTotals>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{ participant_id: string; claims: number; earnings: string | number }>`
      select participant_id, claims, earnings from ${totalsOf(ids)} t`.execute(this.db);
    return new Map(rows.map((row) => [row.participant_id, { claims: row.claims, earningsCents: Number(row.earnings) }]));
  }

  private async records(rows: readonly Selected[]): Promise<ParticipantRecord[]> {
    const totals = await this.totals(rows.map((row) => row.id));
    return rows.map((row) => ({ row: toRow(row), totals: totals.get(row.id) ?? { claims: 0, earningsCents: 0 } }));
  }

  async list(query: ParticipantListQuery, args: ConnectionArgs): Promise<Page<ParticipantRecord>> {
    const field = query.field ?? 'NAME';
    const descending = query.direction === 'DESC';
    const after = cursorKey(args.after, ['number', 'string', 'string', 'string']);
    const byTotal = field === 'CLAIMS' || field === 'EARNINGS';
    const byDay = field === 'ENROLLED' ? sql`p.enrollment_date` : field === 'LAST_ACTIVITY' ? sql`p.last_activity` : null;
    // The key of domain/lib/admin/admin-participants.ts: a total, a day, the name lower-cased, the id. A
    // day orders as its ISO text does, so the list walks an index on the date column
    // (server/sql/migrations/0005_claims_program.ts); the cursor's day compares as a date when it is one.
    const day = after?.[1] as string | undefined;
    const key: KeyColumn[] = [
      field === 'CLAIMS' ? sql`coalesce(t.claims, 0)` : field === 'EARNINGS' ? sql`coalesce(t.earnings, 0)` : { constant: 0 },
      !byDay ? { constant: '' } : day === undefined || isDay(day) ? { expression: byDay, value: sql`${day ?? null}::date` } : sql`${byDay}::text collate "C"`,
      sql`lower(p.name) collate "C"`,
      sql`p.id collate "C"`,
    ];
    const filter = query.filter ?? {};
    const conditions: Expression<SqlBool>[] = [];
    if (filter.role) conditions.push(sql<SqlBool>`p.role = ${filter.role}`);
    if (filter.status) conditions.push(sql<SqlBool>`p.status = ${filter.status}`);
    const needle = needleOf(filter.search);
    const dealers = needle ? matchingDealers(this.dealers(), needle) : [];
    if (needle) {
      const any: Expression<SqlBool>[] = [sql<SqlBool>`p.search_text like ${containing(needle)}`];
      if (dealers.length > 0) any.push(sql<SqlBool>`p.dealer_id in (${sql.join(dealers)})`);
      conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
    }
    const where = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    const page = await listPage<Selected & { k0: string | number }>(this.db, {
      columns: sql`${COLUMNS}, ${byTotal ? (key[0] as Expression<unknown>) : sql`0`} as k0`,
      from: byTotal ? sql`participants p left join ${totalsOf(null)} t on t.participant_id = p.id` : sql`participants p`,
      where,
      following: after ? keyAfter(key, after, descending) : null,
      order: keyOrder(key, descending),
      size: pageSize(args),
      // Without a search, the count the participants' changes keep (server/sql/migrations/0034_list_indexes.ts);
      // with one the trigram index can narrow, a count through the indexes (0040_participant_search_count.ts).
      total: !needle
        ? () => this.counted(filter.role ?? null, filter.status ?? null)
        : TRIGRAM_NARROWED.test(needle)
          ? () => this.matching(needle, dealers, filter.role ?? null, filter.status ?? null)
          : null,
      needs: args.needs,
      reads: this.reads,
    });
    const records = await this.records(page.rows);
    return {
      ...page.paging,
      rows: records,
      keys: records.map(({ row }, index): SortKey => [
        Number(page.rows[index]?.k0 ?? 0),
        field === 'ENROLLED' ? row.enrollmentDate : field === 'LAST_ACTIVITY' ? row.lastActivity : '',
        row.name.toLowerCase(),
        row.id,
      ]),
    };
  }

  async byIds(ids: readonly string[]): Promise<Map<string, ParticipantRecord>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<Selected>`select ${COLUMNS} from participants p where p.id in (${sql.join(ids)})`.execute(this.db);
    return new Map((await this.records(rows)).map((record) => [record.row.id, record]));
  }

  /** How many participants a search matches, of the role and the status (either, when null), counted through the indexes. */
  private async matching(needle: string, dealers: readonly string[], role: string | null, status: string | null): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select participants_matching(${containing(needle)}, ${dealers.length > 0 ? sql`array[${sql.join(dealers)}]` : sql`array[]::text[]`}, ${role}::text, ${status}::text) as count`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  /** How many participants have the role and the status (either, when null), as `participant_counts` keeps them. */
  private async counted(role: string | null, status: string | null): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select coalesce(sum(participants), 0)::int as count from participant_counts
      where ${role === null ? sql`true` : sql`role = ${role}`} and ${status === null ? sql`true` : sql`status = ${status}`}`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  async statusCounts(ranges: readonly DayRange[]): Promise<StatusCount[]> {
    // Each status's count as `participant_counts` keeps it (server/sql/migrations/0034_list_indexes.ts);
    // the enrolments in each range through the index on the enrolment day.
    const windows = ranges.map((range) => sql`count(*) filter (where p.enrollment_date between ${range.from}::date and ${range.to}::date)::int`);
    const within = ranges.map((range) => sql`p.enrollment_date between ${range.from}::date and ${range.to}::date`);
    const enrolled =
      ranges.length > 0
        ? sql`(select array[${sql.join(windows)}] from participants p where p.status = c.status and (${sql.join(within, sql` or `)}))`
        : sql`array[]::int[]`;
    return this.reads.read({
      query: sql<{ status: string; count: number; enrolled: number[] }>`
        select c.status, c.count, ${enrolled} as enrolled
        from (select status, sum(participants)::int as count from participant_counts group by status having sum(participants) > 0) c`,
      answer: (rows) => rows.map((row) => ({ status: row.status as ParticipantStatus, count: row.count, enrolledIn: row.enrolled.map(Number) })),
    });
  }

  async activeBetween(ids: readonly string[], from: string, to: string): Promise<ParticipantRow[]> {
    const listed = ids.length > 0 ? sql`p.id in (${sql.join(ids)}) or ` : sql``;
    const { rows } = await sql<Selected>`
      select ${COLUMNS} from participants p where ${listed}p.last_activity between ${from}::date and ${to}::date`.execute(this.db);
    return rows.map(toRow);
  }

  async setStatus(id: string, status: ParticipantStatus): Promise<ParticipantRecord | null> {
    const { rows } = await sql<Selected>`
      update participants p set status = ${status} where p.id = ${id} and p.status <> ${status} returning ${COLUMNS}`.execute(this.db);
    return rows[0] ? ((await this.records(rows))[0] ?? null) : null;
  }

  /** Replaces every row with `rows` (the sample data, when the portal's data is seeded or reset); claims and awards first. */
  async replaceAll(rows: readonly ParticipantRow[]): Promise<void> {
    await this.db.deleteFrom('participants').execute();
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('participants')
        .values(batch.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          role: row.role,
          dealer_id: row.dealerId,
          location: row.location,
          enrollment_date: row.enrollmentDate,
          last_activity: row.lastActivity,
          status: row.status,
        })))
        .execute(),
    );
  }
}
