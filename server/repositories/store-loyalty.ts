import { sql } from 'kysely';
import type { StoreLoyaltyStatsRow } from '../../domain/fixtures/rewards';
import type { StoreLoyaltyRepository } from '../../domain/repositories/store-loyalty';
import type { SqlExecutor } from '../sql/database';

/** The store loyalty figures in the `store_loyalty_stats` table (server/sql/migrations/0031_program_content.ts), one row at most. */
export class SqlStoreLoyalty implements StoreLoyaltyRepository {
  constructor(private readonly db: SqlExecutor) {}

  async stats(): Promise<StoreLoyaltyStatsRow | null> {
    const { rows } = await sql<{ active_dealers: number; rewards_distributed_cents: number | string; satisfaction_rate: number }>`
      select active_dealers, rewards_distributed_cents, satisfaction_rate from store_loyalty_stats`.execute(this.db);
    const row = rows[0];
    return row ? { activeDealers: row.active_dealers, rewardsDistributedCents: Number(row.rewards_distributed_cents), satisfactionRate: Number(row.satisfaction_rate) } : null;
  }

  /** Replaces the figures with the given rows (the sample data, or a document saved before they moved). */
  async replaceAll(stats: StoreLoyaltyStatsRow | null): Promise<void> {
    await this.db.deleteFrom('store_loyalty_stats').execute();
    if (stats) {
      await this.db
        .insertInto('store_loyalty_stats')
        .values({ active_dealers: stats.activeDealers, rewards_distributed_cents: stats.rewardsDistributedCents, satisfaction_rate: stats.satisfactionRate })
        .execute();
    }
  }
}
