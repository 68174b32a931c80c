import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ClaimAction, ClaimStatus, Dealer, Role } from '../../domain/__generated__/resolvers-types';
import type { ClaimFlagRow, ClaimGoalRow, ClaimHistoryRow, ClaimRow } from '../../domain/fixtures/claims';
import type { ClaimMatch } from '../../domain/lib/claims/checks';
import { comparisonKeyOf } from '../../domain/lib/claims/keys';
import type { DealerDirectory } from '../../domain/lib/admin/dealers';
import { cursorKey, pageSize, sequenceOf, type ConnectionArgs, type Page, type SortKey } from '../../domain/lib/connection';
import type { ClaimGroup, ClaimGrouping, ClaimListQuery, ClaimPatch, ClaimProbe, ClaimScope, ClaimsRepository, NewClaim } from '../../domain/repositories/claims';
import type { Row, SqlExecutor } from '../sql/database';
import { lastDayOf } from '../../domain/lib/admin/claims-index';
import { containing, inBatches, keyAfter, keyOrder, listPage, matchingDealers, needleOf, type KeyColumn } from './sql-lists';
import { SqlReads } from './sql-reads';
import { coversDealership, NETWORK, type Scope } from '../../domain/scope';
import { inParticipant } from './scope';


/** Characters a claim id can hold: a search with any other character cannot match an id (as in the in-browser index). */
const ID_CHARACTERS = /^[clm\-\d]+$/;

/** The day number (days since 1970-01-01) of a claim's submission, as domain/lib/admin/dates.ts counts. */
const DAY = sql<number>`(c.submitted_on - date '1970-01-01')`;

/** Whether a cursor's number is a day number a date column holds (years 1 to 9999). */
function isDayNumber(day: number): boolean {
  return Number.isSafeInteger(day) && day >= -719_162 && day <= 2_932_896;
}

const COLUMNS = sql`c.id, c.participant_id, c.dealer_id, c.product_id, c.amount_cents, c.status, c.submitted_on::text as submitted_on,
  c.decided_at, c.processing_days, c.issue, c.rejection_reason, c.version, c.serial_number, c.quantity, c.installed_on::text as installed_on,
  c.invoice_number, c.attachment, c.info_requested_at, c.model, c.customer_zip, c.submitted_at, c.flags`;

/** A row as `COLUMNS` selects it. */
type Selected = Omit<Row<'claims'>, 'number' | 'version' | 'serial_key' | 'invoice_key'> & { version: number };

/** What a patch of the lifecycle may set, as columns. */
const PATCH_COLUMNS: Record<keyof ClaimPatch, string> = {
  status: 'status',
  decidedAt: 'decided_at',
  processingDays: 'processing_days',
  rejectionReason: 'rejection_reason',
  issue: 'issue',
  amountCents: 'amount_cents',
  attachment: 'attachment',
  infoRequestedAt: 'info_requested_at',
  flags: 'flags',
};

function toHistoryRow(row: Row<'claim_history'>): ClaimHistoryRow {
  return {
    claimId: row.claim_id,
    seq: row.seq,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorRole: row.actor_role as Role,
    action: row.action as ClaimAction,
    fromStatus: row.from_status as ClaimStatus | null,
    toStatus: row.to_status as ClaimStatus,
    fromAmountCents: row.from_amount_cents,
    toAmountCents: row.to_amount_cents,
    note: row.note,
    attachment: row.attachment,
  };
}

function toRow(row: Selected): ClaimRow {
  return {
    id: row.id,
    participantId: row.participant_id,
    dealerId: row.dealer_id,
    productId: row.product_id,
    amountCents: Number(row.amount_cents),
    status: row.status as ClaimStatus,
    date: row.submitted_on,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    processingDays: row.processing_days,
    issue: row.issue,
    rejectionReason: row.rejection_reason,
    version: row.version,
    serialNumber: row.serial_number,
    quantity: row.quantity,
    installedOn: row.installed_on,
    invoiceNumber: row.invoice_number,
    attachment: row.attachment,
    infoRequestedAt: row.info_requested_at === null ? null : new Date(row.info_requested_at).toISOString(),
    // What the sample claims have none of is left out, as the in-browser store keeps them.
    ...(row.model === null ? {} : { model: row.model }),
    ...(row.customer_zip === null ? {} : { customerZip: row.customer_zip }),
    ...(row.submitted_at === null ? {} : { submittedAt: new Date(row.submitted_at).toISOString() }),
    ...((row.flags as unknown as ClaimFlagRow[]).length === 0 ? {} : { flags: row.flags as unknown as ClaimFlagRow[] }),
  };
}

/**
 * Claims in the `claims` table (server/sql/migrations/0005_claims_program.ts): each list, summary and decision is one
 * statement, paged by key (never by offset), and a decision updates its one row only while the claim
 * is still in the status it was read in.
 */
export class SqlClaims implements ClaimsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** The program's dealers, named as their business details say (`dealerships`): a search matches a dealership by name. */
    private readonly dealers: () => DealerDirectory,
    /** Whose claims it reads and changes (domain/scope.ts): a dealership's, an advisor's own. */
    private readonly scope: Scope = NETWORK,
    /** The operation's reads that go to the store together: the dashboards' summaries and goal. */
    private readonly reads = new SqlReads(db),
  ) {}

  /** The operation's scope, on `claims c`. */
  private get tenant(): Expression<SqlBool> {
    return inParticipant(this.scope, sql`c.dealer_id`, sql`c.participant_id`);
  }

  /** The conditions of a scope, on `claims c`. */
  private where(scope: ClaimScope, today: number): RawBuilder<SqlBool> {
    const conditions: Expression<SqlBool>[] = [this.tenant];
    if (scope.statuses && scope.statuses.length > 0) conditions.push(sql<SqlBool>`c.status in (${sql.join(scope.statuses)})`);
    const dealerId = scope.dealerId?.trim();
    if (dealerId) conditions.push(sql<SqlBool>`c.dealer_id = ${dealerId}`);
    const participantId = scope.participantId?.trim();
    if (participantId) conditions.push(sql<SqlBool>`c.participant_id = ${participantId}`);
    if (scope.flagged === true) conditions.push(sql<SqlBool>`c.flags <> '[]'::jsonb`);
    if (scope.from) conditions.push(sql<SqlBool>`c.submitted_on >= ${scope.from}::date`);
    const to = lastDayOf(scope, today);
    if (to) conditions.push(sql<SqlBool>`c.submitted_on <= ${to}::date`);
    if (scope.decidedFrom) conditions.push(sql<SqlBool>`c.decided_at >= ${scope.decidedFrom}::timestamptz`);
    if (scope.decidedTo) conditions.push(sql<SqlBool>`c.decided_at <= ${scope.decidedTo}::timestamptz`);
    const needle = needleOf(scope.search);
    if (needle) {
      const any: Expression<SqlBool>[] = [sql<SqlBool>`c.participant_id in (select id from participants where search_name like ${containing(needle)})`];
      const dealers = matchingDealers(this.dealers(), needle);
      if (dealers.length > 0) any.push(sql<SqlBool>`c.dealer_id in (${sql.join(dealers)})`);
      if (ID_CHARACTERS.test(needle)) any.push(sql<SqlBool>`strpos(lower(c.id), ${needle}) > 0`);
      conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
    }
    return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  }

  async byId(id: string): Promise<ClaimRow | null> {
    const { rows } = await sql<Selected>`select ${COLUMNS} from claims c where c.id = ${id} and ${this.tenant}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async list(query: ClaimListQuery, args: ConnectionArgs): Promise<Page<ClaimRow> & { totalAmountCents: number }> {
    const field = query.field ?? 'DATE';
    const descending = (query.direction ?? 'DESC') === 'DESC';
    const after = cursorKey(args.after, ['number', 'number']);
    const value =
      field === 'DATE'
        ? DAY
        : field === 'AMOUNT'
          ? sql<number>`c.amount_cents`
          : field === 'DAYS'
            ? sql<number>`coalesce(c.processing_days, greatest(0, ${query.today}::int - ${DAY}))`
            : sql<number>`c.number`;
    // A day number orders as the day does: the list walks the indexes on `submitted_on`
    // (server/sql/migrations/0005_claims_program.ts, 0034_list_indexes.ts), and the cursor's day
    // compares as a date when it is one.
    const day = after?.[0] as number | undefined;
    const first: KeyColumn =
      field !== 'DATE' ? value : day === undefined || isDayNumber(day) ? { expression: sql`c.submitted_on`, value: sql`date '1970-01-01' + ${day ?? 0}::int` } : DAY;
    const key: KeyColumn[] = [first, sql`c.number`];
    const where = this.where({ ...query.filter, participantId: query.participantId ?? query.filter?.participantId }, query.today);
    const page = await listPage<Selected & { key_value: number; number: number }, { amount: string | number | null }>(this.db, {
      columns: sql`${COLUMNS}, ${value} as key_value, c.number`,
      from: sql`claims c`,
      where,
      following: after ? keyAfter(key, after, descending) : null,
      order: keyOrder(key, descending),
      size: pageSize(args),
      sums: sql`sum(c.amount_cents)::bigint as amount`,
      needs: args.needs,
    });
    return {
      ...page.paging,
      rows: page.rows.map(toRow),
      keys: page.rows.map((row): SortKey => [Number(row.key_value), Number(row.number)]),
      totalAmountCents: 'amount' in page.counts ? Number(page.counts.amount ?? 0) : Number.NaN,
    };
  }

  summarize(scope: ClaimScope, today: number, by: ClaimGrouping = null): Promise<ClaimGroup[]> {
    const key = by === 'participant' ? sql`c.participant_id` : by === 'dealer' ? sql`c.dealer_id` : by === 'role' ? sql`p.role` : sql`''`;
    const query = sql<{ month: string; status: string; key: string; count: number; amount: number; decided: number; days: number; flagged: number }>`
      select to_char(c.submitted_on, 'YYYY-MM') as month, c.status, ${key} as key, count(*)::int as count,
        sum(c.amount_cents)::bigint as amount, count(c.processing_days)::int as decided, coalesce(sum(c.processing_days), 0)::bigint as days,
        count(*) filter (where c.flags <> '[]'::jsonb)::int as flagged
      from claims c ${by === 'role' ? sql`join participants p on p.id = c.participant_id` : sql``}
      where ${this.where(scope, today)}
      group by 1, 2, 3`;
    return this.reads.read({ query, answer: (rows) => rows.map((row) => ({
      month: row.month,
      status: row.status as ClaimStatus,
      key: row.key,
      count: row.count,
      amountCents: Number(row.amount),
      decided: row.decided,
      processingDays: Number(row.days),
      flagged: row.flagged,
    })) });
  }

  async dealersWithClaims(): Promise<Dealer[]> {
    const directory = this.dealers();
    const { rows } = await sql<{ dealer_id: string }>`select distinct c.dealer_id from claims c where ${this.tenant}`.execute(this.db);
    return rows.map((row) => directory.get(row.dealer_id)).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  async history(claimId: string): Promise<ClaimHistoryRow[]> {
    const { rows } = await sql<Row<'claim_history'>>`
      select h.* from claim_history h join claims c on c.id = h.claim_id
      where h.claim_id = ${claimId} and ${this.tenant}
      order by h.seq`.execute(this.db);
    return rows.map(toHistoryRow);
  }

  async change(id: string, version: number, patch: ClaimPatch, entries: readonly ClaimHistoryRow[]): Promise<ClaimRow | null> {
    const sets = (Object.keys(patch) as (keyof ClaimPatch)[])
      .filter((key) => patch[key] !== undefined)
      .map((key) => {
        const value = patch[key];
        const cast = key === 'attachment' || key === 'flags' ? sql`::jsonb` : key === 'decidedAt' || key === 'infoRequestedAt' ? sql`::timestamptz` : sql``;
        return sql`${sql.ref(PATCH_COLUMNS[key])} = ${(key === 'attachment' || key === 'flags') && value !== null ? JSON.stringify(value) : value}${cast}`;
      });
    // The row changes only at the version it was read at; its history entries go in the same statement.
    const { rows } = await sql<Selected>`
      with changed as (
        update claims c set ${sql.join([...sets, sql`version = c.version + 1`])}
        where c.id = ${id} and c.version = ${version} and ${this.tenant}
        returning ${COLUMNS}
      ), appended as (
        insert into claim_history (claim_id, seq, at, actor_id, actor_name, actor_role, action, from_status, to_status,
          from_amount_cents, to_amount_cents, note, attachment)
        select e.claim_id, e.seq, e.at, e.actor_id, e.actor_name, e.actor_role, e.action, e.from_status, e.to_status,
          e.from_amount_cents, e.to_amount_cents, e.note, e.attachment
        from jsonb_to_recordset(${JSON.stringify(entries.map(toHistoryColumns))}::jsonb) as e(claim_id text, seq int, at timestamptz,
          actor_id text, actor_name text, actor_role text, action text, from_status text, to_status text, from_amount_cents int,
          to_amount_cents int, note text, attachment jsonb)
        where exists (select 1 from changed)
      )
      select * from changed`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async goal(dealerId: string): Promise<number> {
    if (!coversDealership(this.scope, dealerId)) return 0;
    return this.reads.read({ query: sql<{ goal: number }>`select goal from claim_goals where dealer_id = ${dealerId}`, answer: (rows) => rows[0]?.goal ?? 0 });
  }

  async add(claim: NewClaim, submitted: Omit<ClaimHistoryRow, 'claimId' | 'seq'>): Promise<ClaimRow> {
    // The sequence numbers after every claim of the network, which a member's scope does not see.
    const { rows: next } = await sql<{ number: string }>`select nextval('claim_numbers') as number`.execute(this.db);
    const number = Number(next[0]?.number);
    const id = `CLM-${number}`;
    const { rows } = await sql<Selected>`
      insert into claims as c (id, number, participant_id, dealer_id, product_id, amount_cents, status, submitted_on, decided_at,
        processing_days, issue, rejection_reason, version, serial_number, quantity, installed_on, invoice_number, attachment,
        info_requested_at, model, customer_zip, submitted_at, flags, serial_key, invoice_key)
      values (${id}, ${number}, ${claim.participantId}, ${claim.dealerId}, ${claim.productId}, ${claim.amountCents}, ${claim.status},
        ${claim.date}::date, ${claim.decidedAt}::timestamptz, ${claim.processingDays}, ${claim.issue}, ${claim.rejectionReason}, 1,
        ${claim.serialNumber}, ${claim.quantity}, ${claim.installedOn}::date, ${claim.invoiceNumber},
        ${claim.attachment ? JSON.stringify(claim.attachment) : null}::jsonb, ${claim.infoRequestedAt}::timestamptz, ${claim.model ?? null},
        ${claim.customerZip ?? null}, ${claim.submittedAt ?? null}::timestamptz, ${JSON.stringify(claim.flags ?? [])}::jsonb,
        ${comparisonKeyOf(claim.serialNumber)}, ${comparisonKeyOf(claim.invoiceNumber)})
      returning ${COLUMNS}`.execute(this.db);
    // A statement of its own: the history's row-level security finds the claim only once it is written.
    await sql`
      insert into claim_history (claim_id, seq, at, actor_id, actor_name, actor_role, action, from_status, to_status,
        from_amount_cents, to_amount_cents, note, attachment)
      values (${id}, 1, ${submitted.at}::timestamptz, ${submitted.actorId}, ${submitted.actorName}, ${submitted.actorRole}, ${submitted.action},
        ${submitted.fromStatus}, ${submitted.toStatus}, ${submitted.fromAmountCents}, ${submitted.toAmountCents}, ${submitted.note},
        ${submitted.attachment ? JSON.stringify(submitted.attachment) : null}::jsonb)`.execute(this.db);
    if (!rows[0]) throw new Error(`Claim ${id} was not stored`);
    return toRow(rows[0]);
  }

  async matches(probe: ClaimProbe, lock = false): Promise<ClaimMatch[]> {
    // Approvals of one serial take turns (server/sql/migrations/0037_claim_submission.ts).
    if (lock && probe.serialKey !== '') await sql`select pg_advisory_xact_lock(hashtext(${`portal:serial:${probe.serialKey}`}))`.execute(this.db);
    const { rows } = await sql<{ id: string; dealer_id: string; status: string; same_serial: boolean; same_invoice: boolean }>`
      select * from claim_matches(${probe.serialKey}, ${probe.invoiceKey}, ${probe.dealerId}, ${probe.id})`.execute(this.db);
    return rows.map((row) => ({ id: row.id, dealerId: row.dealer_id, status: row.status as ClaimStatus, sameSerial: row.same_serial, sameInvoice: row.same_invoice }));
  }

  async submittedSince(participantId: string, since: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from claims c
      where c.participant_id = ${participantId} and c.submitted_at > ${since}::timestamptz and ${this.tenant}`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  /** Replaces the dealerships' claims goals with `rows` (the sample data, or a document saved before they moved). */
  async replaceGoals(rows: readonly ClaimGoalRow[]): Promise<void> {
    await this.db.deleteFrom('claim_goals').execute();
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('claim_goals')
        .values(batch.map((row) => ({ dealer_id: row.dealerId, goal: row.goal })))
        .onConflict((conflict) => conflict.column('dealer_id').doNothing())
        .execute(),
    );
  }

  /** Replaces every row with `rows` (the sample data, when the portal's data is seeded or reset). */
  async replaceAll(rows: readonly ClaimRow[]): Promise<void> {
    // History rows are never deleted one by one (a trigger refuses it); a reset empties the table whole.
    // The evidence files go with the claims they belong to.
    await sql`truncate claim_history`.execute(this.db);
    await this.db.deleteFrom('claim_files').execute();
    await this.db.deleteFrom('claims').execute();
    // A set written at migration 0033 (a document's rows moving) comes before the submission's columns (0037).
    const submissions = await this.hasSequence();
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('claims')
        .values(batch.map((row) => ({
          id: row.id,
          number: sequenceOf(row.id),
          participant_id: row.participantId,
          dealer_id: row.dealerId,
          product_id: row.productId,
          amount_cents: row.amountCents,
          status: row.status,
          submitted_on: row.date,
          decided_at: row.decidedAt,
          processing_days: row.processingDays,
          issue: row.issue,
          rejection_reason: row.rejectionReason,
          version: row.version ?? 1,
          // A document saved before the lifecycle has no evidence on its claims.
          serial_number: row.serialNumber ?? '',
          quantity: row.quantity ?? 1,
          installed_on: row.installedOn ?? row.date,
          invoice_number: row.invoiceNumber ?? '',
          attachment: row.attachment ? JSON.stringify(row.attachment) : null,
          info_requested_at: row.infoRequestedAt ?? null,
          ...(submissions
            ? {
                model: row.model ?? null,
                customer_zip: row.customerZip ?? null,
                submitted_at: row.submittedAt ?? null,
                flags: JSON.stringify(row.flags ?? []),
                serial_key: comparisonKeyOf(row.serialNumber ?? ''),
                invoice_key: comparisonKeyOf(row.invoiceNumber ?? ''),
              }
            : {}),
        })))
        .execute(),
    );
    // New claims are numbered after these (server/sql/migrations/0037_claim_submission.ts).
    if (submissions) await sql`select setval('claim_numbers', coalesce(max(number), 1000)) from claims`.execute(this.db);
  }

  private async hasSequence(): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`select to_regclass('claim_numbers') is not null as found`.execute(this.db);
    return rows[0]?.found ?? false;
  }
}

/** A history entry as the columns `change` inserts (jsonb_to_recordset reads them by name). */
function toHistoryColumns(entry: ClaimHistoryRow): Record<keyof Row<'claim_history'>, unknown> {
  return {
    claim_id: entry.claimId,
    seq: entry.seq,
    at: entry.at,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    actor_role: entry.actorRole,
    action: entry.action,
    from_status: entry.fromStatus,
    to_status: entry.toStatus,
    from_amount_cents: entry.fromAmountCents,
    to_amount_cents: entry.toAmountCents,
    note: entry.note,
    attachment: entry.attachment,
  };
}
