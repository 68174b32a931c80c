import { sql } from 'kysely';
import type { PurchaseGoalRow, PurchaseVolumeMonthRow } from '../../domain/fixtures/purchase-volume';
import type { PurchaseVolumeRepository } from '../../domain/repositories/purchase-volume';
import { coversDealership, NETWORK, type Scope } from '../../domain/scope';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';
import { SqlReads } from './sql-reads';

/**
 * A dealership's purchases by month and brand and its yearly goals in the `purchase_volume_months` and
 * `purchase_volume_goals` tables (server/sql/migrations/0032_points_and_goals.ts), read by dealership
 * through their indexes; row-level security holds them to the dealership.
 */
export class SqlPurchaseVolume implements PurchaseVolumeRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose purchases it reads (domain/scope.ts): a dealership's own. */
    private readonly scope: Scope = NETWORK,
    /** The operation's reads that go to the store together: the dealer dashboard's. */
    private readonly reads = new SqlReads(db),
  ) {}

  async months(dealershipId: string): Promise<PurchaseVolumeMonthRow[]> {
    if (!coversDealership(this.scope, dealershipId)) return [];
    return this.reads.read({
      query: sql<{ month_start: string; brand: string; amount_cents: number }>`
        select month_start::text as month_start, brand, amount_cents from purchase_volume_months
        where dealership_id = ${dealershipId} order by month_start, entry`,
      answer: (rows) => rows.map((row) => ({ dealershipId, monthStart: row.month_start, brand: row.brand, amountCents: row.amount_cents })),
    });
  }

  async goals(dealershipId: string): Promise<PurchaseGoalRow[]> {
    if (!coversDealership(this.scope, dealershipId)) return [];
    return this.reads.read({
      query: sql<{ year: number; annual_goal_cents: number }>`
        select year, annual_goal_cents from purchase_volume_goals where dealership_id = ${dealershipId} order by year`,
      answer: (rows) => rows.map((row) => ({ dealershipId, year: row.year, annualGoalCents: row.annual_goal_cents })),
    });
  }

  /** Replaces the purchases and the goals with the given rows, each that is given (the sample data, or a document saved before they moved). */
  async replaceAll(data: { purchaseVolumeMonths?: readonly PurchaseVolumeMonthRow[]; purchaseVolumeGoals?: readonly PurchaseGoalRow[] }): Promise<void> {
    if (data.purchaseVolumeMonths) {
      await this.db.deleteFrom('purchase_volume_months').execute();
      await inBatches(data.purchaseVolumeMonths, (batch) =>
        this.db
          .insertInto('purchase_volume_months')
          .values(batch.map((row) => ({ dealership_id: row.dealershipId, month_start: row.monthStart, brand: row.brand, amount_cents: row.amountCents })))
          .execute(),
      );
    }
    if (data.purchaseVolumeGoals) {
      await this.db.deleteFrom('purchase_volume_goals').execute();
      await inBatches(data.purchaseVolumeGoals, (batch) =>
        this.db
          .insertInto('purchase_volume_goals')
          .values(batch.map((row) => ({ dealership_id: row.dealershipId, year: row.year, annual_goal_cents: row.annualGoalCents })))
          .onConflict((conflict) => conflict.columns(['dealership_id', 'year']).doNothing())
          .execute(),
      );
    }
  }
}
