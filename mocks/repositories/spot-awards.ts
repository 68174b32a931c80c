import type { Database } from '../../domain/db';
import type { SpotAwardRow } from '../../domain/fixtures/claims';
import { participantsIndex } from '../../domain/lib/admin/admin-participants';
import type { ClaimGrouping } from '../../domain/repositories/claims';
import { spotAwardId, type SpotAwardGroup, type SpotAwardsRepository } from '../../domain/repositories/spot-awards';

/** Newest first; the id breaks a tie, so the order is the same in every store. */
export function newestAwardFirst(a: SpotAwardRow, b: SpotAwardRow): number {
  return b.issuedAt.localeCompare(a.issuedAt) || b.id.localeCompare(a.id);
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
