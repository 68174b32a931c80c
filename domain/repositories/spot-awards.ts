import type { SpotAwardRow } from '../fixtures/claims';
import type { ClaimGrouping } from './claims';

/**
 * Spot awards, as every store keeps them (docs/server.md, "Where the data lives"): the in-browser
 * server in its database (`MemorySpotAwards`, mocks/repositories/spot-awards.ts), the HTTP server in the `spot_awards` table
 * (server/repositories/spot-awards.ts). tests/server/repositories.test.ts runs one contract on each.
 */

/** The awards of one participant, dealer or participant role ('' when not grouped), counted and summed. */
export interface SpotAwardGroup {
  key: string;
  count: number;
  amountCents: number;
}

export interface SpotAwardsRepository {
  /** Awards issued at or after the instant (ISO-8601), newest first. */
  issuedSince(instant: string): Promise<SpotAwardRow[]>;
  /** Issues an award: it gets the next `SPOT-###` id. */
  issue(award: Omit<SpotAwardRow, 'id'>): Promise<SpotAwardRow>;
  /** The awards issued from `from` to `to` (instants, inclusive; either may be left open), grouped `by`. */
  summarize(period: { from?: string; to?: string }, by?: ClaimGrouping): Promise<SpotAwardGroup[]>;
}

/** The `SPOT-###` id of the n-th award. */
export function spotAwardId(number: number): string {
  return `SPOT-${String(number).padStart(3, '0')}`;
}
