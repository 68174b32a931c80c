import type { Database } from '../../domain/db';
import type { StoreLoyaltyStatsRow } from '../../domain/fixtures/rewards';
import type { StoreLoyaltyRepository } from '../../domain/repositories/store-loyalty';

/** The in-browser store: the database's `storeLoyaltyStats`. */
export class MemoryStoreLoyalty implements StoreLoyaltyRepository {
  constructor(private readonly db: Database) {}

  async stats(): Promise<StoreLoyaltyStatsRow | null> {
    const stats = this.db.data.storeLoyaltyStats;
    return stats ? { ...stats } : null;
  }
}
