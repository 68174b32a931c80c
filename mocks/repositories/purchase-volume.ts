import type { Database } from '../../domain/db';
import type { PurchaseGoalRow, PurchaseVolumeMonthRow } from '../../domain/fixtures/purchase-volume';
import type { PurchaseVolumeRepository } from '../../domain/repositories/purchase-volume';
import { coversDealership } from '../../domain/scope';

/** The in-browser store: the database's `purchaseVolumeMonths` and `purchaseVolumeGoals` collections. */
export class MemoryPurchaseVolume implements PurchaseVolumeRepository {
  constructor(private readonly db: Database) {}

  async months(dealershipId: string): Promise<PurchaseVolumeMonthRow[]> {
    // A dealership's own purchases only (domain/scope.ts).
    if (!coversDealership(this.db.scope, dealershipId)) return [];
    return this.db.data.purchaseVolumeMonths
      .filter((row) => row.dealershipId === dealershipId)
      .sort((a, b) => a.monthStart.localeCompare(b.monthStart))
      .map((row) => ({ ...row }));
  }

  async goals(dealershipId: string): Promise<PurchaseGoalRow[]> {
    if (!coversDealership(this.db.scope, dealershipId)) return [];
    return this.db.data.purchaseVolumeGoals
      .filter((row) => row.dealershipId === dealershipId)
      .sort((a, b) => a.year - b.year)
      .map((row) => ({ ...row }));
  }
}
