import type { StoreLoyaltyStatsRow } from '../fixtures/rewards';

/**
 * The store loyalty figures the public store loyalty screen shows, as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database (`MemoryStoreLoyalty`,
 * mocks/repositories/store-loyalty.ts), the HTTP server in the `store_loyalty_stats` table, one row
 * (server/repositories/store-loyalty.ts); tests/server/program-content.test.ts runs one contract on each.
 */
export interface StoreLoyaltyRepository {
  /** The figures; null when the program has none on file. */
  stats(): Promise<StoreLoyaltyStatsRow | null>;
}
