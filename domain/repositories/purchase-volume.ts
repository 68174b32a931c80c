import type { PurchaseGoalRow, PurchaseVolumeMonthRow } from '../fixtures/purchase-volume';

/**
 * A dealership's purchases by month and brand and its yearly purchase goals, as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database (`MemoryPurchaseVolume`,
 * mocks/repositories/purchase-volume.ts), the HTTP server in the `purchase_volume_months` and
 * `purchase_volume_goals` tables (server/repositories/purchase-volume.ts); tests/server/points-and-goals.test.ts
 * runs one contract on each. They are read only: the dealer dashboard's figures are the domain's
 * (`purchaseVolumeFor`, domain/lib/money/purchase-volume.ts).
 */
export interface PurchaseVolumeRepository {
  /** A dealership's purchases, oldest month first; none of a dealership outside the operation's scope. */
  months(dealershipId: string): Promise<PurchaseVolumeMonthRow[]>;
  /** A dealership's purchase goals, by year; none of a dealership outside the operation's scope. */
  goals(dealershipId: string): Promise<PurchaseGoalRow[]>;
}
