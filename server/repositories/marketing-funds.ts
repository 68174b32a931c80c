import { sql } from 'kysely';
import type { MarketingFund, TransactionCategory, TransactionStatus } from '../../domain/__generated__/resolvers-types';
import type { FundGuidelineRow, FundTransactionRow } from '../../domain/fixtures/marketing-funds';
import { sequenceOf } from '../../domain/lib/connection';
import { fundTransactionPrefix, type MarketingFundsRepository, type NewFundClaim } from '../../domain/repositories/marketing-funds';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { allOrNothing, inBatches } from './sql-lists';
import { SqlReads } from './sql-reads';
import { coversDealership, NETWORK, type Scope } from '../../domain/scope';

const COLUMNS = sql`id, dealership_id, fund, day::text as day, description, amount_cents, status, category, campaign_date::text as campaign_date,
  pre_approval_reference, submitted_by`;

function toRow(row: Omit<Row<'fund_transactions'>, 'number'>): FundTransactionRow {
  return {
    id: row.id,
    dealershipId: row.dealership_id,
    fund: row.fund as MarketingFund,
    date: row.day,
    description: row.description,
    amountCents: row.amount_cents,
    status: row.status as TransactionStatus,
    category: row.category as TransactionCategory,
    campaignDate: row.campaign_date,
    preApprovalReference: row.pre_approval_reference,
    submittedBy: row.submitted_by,
  };
}

function values(row: FundTransactionRow): NewRow<'fund_transactions'> {
  return {
    id: row.id,
    number: sequenceOf(row.id),
    dealership_id: row.dealershipId,
    fund: row.fund,
    day: row.date,
    description: row.description,
    amount_cents: row.amountCents,
    status: row.status,
    category: row.category,
    campaign_date: row.campaignDate,
    pre_approval_reference: row.preApprovalReference,
    submitted_by: row.submittedBy,
  };
}

/**
 * Fund transactions in the `fund_transactions` table (server/sql/migrations/0010_fund_transactions.ts). A claim takes
 * the fund claims' lock (a transaction-level advisory lock, which every process on the database shares)
 * before it reads the dealership's transactions, so claims are checked and numbered one after another.
 * The program guidelines are the `fund_guidelines` table's (server/sql/migrations/0031_program_content.ts),
 * the same for every dealership.
 */
export class SqlMarketingFunds implements MarketingFundsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose funds it reads and claims (domain/scope.ts): a dealership's own. */
    private readonly scope: Scope = NETWORK,
    /** The operation's reads that go to the store together: the dealer dashboard's. */
    private readonly reads = new SqlReads(db),
  ) {}

  async transactions(dealershipId: string): Promise<FundTransactionRow[]> {
    if (!coversDealership(this.scope, dealershipId)) return [];
    return this.reads.read({
      query: sql<Omit<Row<'fund_transactions'>, 'number'>>`
        select ${COLUMNS} from fund_transactions where dealership_id = ${dealershipId}
        order by day desc, number desc, id collate "C" desc`,
      answer: (rows) => rows.map(toRow),
    });
  }

  async submitClaim(claim: NewFundClaim, covers: (transactions: FundTransactionRow[]) => boolean): Promise<FundTransactionRow | null> {
    if (!coversDealership(this.scope, claim.dealershipId)) return null;
    return allOrNothing(
      this.db,
      async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('portal:fund_claims'))`.execute(trx);
        if (!covers(await new SqlMarketingFunds(trx, this.scope).transactions(claim.dealershipId))) return null;
        const prefix = fundTransactionPrefix(claim.date);
        const { rows } = await sql<{ last: number }>`
          select coalesce(max(number), 0)::int as last from fund_transactions where starts_with(id, ${prefix})`.execute(trx);
        const row: FundTransactionRow = { id: `${prefix}${String((rows[0]?.last ?? 0) + 1).padStart(3, '0')}`, ...claim };
        await trx.insertInto('fund_transactions').values(values(row)).execute();
        return row;
      },
      () => false,
    );
  }

  async guidelines(): Promise<FundGuidelineRow[]> {
    const { rows } = await sql<{ title: string; items: unknown }>`select title, items from fund_guidelines order by position`.execute(this.db);
    return rows.map((row) => ({ title: row.title, items: row.items as string[] }));
  }

  /** Replaces the guidelines with the given rows (the sample data, or a document saved before they moved). */
  async replaceGuidelines(rows: readonly FundGuidelineRow[]): Promise<void> {
    await this.db.deleteFrom('fund_guidelines').execute();
    await inBatches(rows, (batch, start) =>
      this.db
        .insertInto('fund_guidelines')
        .values(batch.map((row, index) => ({ position: start + index, title: row.title, items: JSON.stringify(row.items) })))
        .execute(),
    );
  }

  /** Replaces every row with the given rows (the sample data, or a document saved before the funds moved). */
  async replaceAll(rows: readonly FundTransactionRow[]): Promise<void> {
    await this.db.deleteFrom('fund_transactions').execute();
    await inBatches(rows, (batch) => this.db.insertInto('fund_transactions').values(batch.map(values)).execute());
  }
}
