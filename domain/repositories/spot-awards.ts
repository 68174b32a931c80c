import type { Database } from '../db';
import type { SpotAwardRow } from '../fixtures/claims';
import { participantsIndex } from '../lib/admin/admin-participants';
import type { ClaimGrouping } from './claims';

/**
 * Spot awards, as every store keeps them (docs/server.md, "Where the data lives"): the in-browser
 * server in its database (`MemorySpotAwards`), the HTTP server in the `spot_awards` table
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

/** Newest first; the id breaks a tie, so the order is the same in every store. */
export function newestAwardFirst(a: SpotAwardRow, b: SpotAwardRow): number {
  return b.issuedAt.localeCompare(a.issuedAt) || b.id.localeCompare(a.id);
}

/** The `SPOT-###` id of the n-th award. */
export function spotAwardId(number: number): string {
  return `SPOT-${String(number).padStart(3, '0')}`;
}

/** The in-browser store: the database's `spotAwards` collection and its sequence. */
export class MemorySpotAwards implements SpotAwardsRepository {
  constructor(private readonly db: Database) {}

  async issuedSince(instant: string): Promise<SpotAwardRow[]> {
    const since = Date.parse(instant);
    return this.db.data.spotAwards
      .filter((row) => Date.parse(row.issuedAt) >= since)
      .sort(newestAwardFirst)
      .map((row) => ({ ...row }));
  }

  async issue(award: Omit<SpotAwardRow, 'id'>): Promise<SpotAwardRow> {
    const data = this.db.data;
    data.spotAwardsSequence += 1;
    const row: SpotAwardRow = { id: spotAwardId(data.spotAwardsSequence), ...award };
    data.spotAwards.push(row);
    this.db.commit();
    return { ...row };
  }

  async summarize(period: { from?: string; to?: string }, by: ClaimGrouping = null): Promise<SpotAwardGroup[]> {
    const participants = participantsIndex(this.db).byId;
    const groups = new Map<string, SpotAwardGroup>();
    for (const award of this.db.data.spotAwards) {
      if ((period.from && award.issuedAt < period.from) || (period.to && award.issuedAt > period.to)) continue;
      const participant = participants.get(award.participantId);
      const key =
        by === 'participant' ? award.participantId : by === 'dealer' ? (participant?.dealerId ?? '') : by === 'role' ? (participant?.role ?? '') : '';
      const group = groups.get(key);
      if (group) {
        group.count += 1;
        group.amountCents += award.amountCents;
      } else groups.set(key, { key, count: 1, amountCents: award.amountCents });
    }
    return [...groups.values()];
  }
}
