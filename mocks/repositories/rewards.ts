import type { Database } from '../../domain/db';
import type { CartLineRow, OfferActivationRow, OfferRow, PointsExpirationRow, PointsLedgerRow, RewardRow, RewardTileRow, TierRow } from '../../domain/fixtures/rewards';
import type { AdminRewardRow, RewardRedemptionRow } from '../../domain/fixtures/rewards-admin';
import { sequenceOf, sortByKey } from '../../domain/lib/connection';
import { nextSequentialId } from '../../domain/lib/money/ids';
import { LEDGER_ORDER, sortedTiers } from '../../domain/lib/money/points';
import {
  ledgerIdPrefix,
  redemptionId,
  redemptionItem,
  type LedgerRefusal,
  type Redemption,
  type RedemptionGroup,
  type RedemptionRefusal,
  type RewardsRepository,
} from '../../domain/repositories/rewards';
import { coversUser } from '../../domain/scope';

/** The in-browser store: the database's ledger, catalogue, cart, redemption, tier, tile, offer and expiry collections. */
export class MemoryRewards implements RewardsRepository {
  constructor(private readonly db: Database) {}

  async ledger(userId: string): Promise<PointsLedgerRow[]> {
    return sortByKey(
      this.db.data.pointsLedger.filter((row) => row.userId === userId).map((row) => ({ ...row })),
      LEDGER_ORDER,
    );
  }

  async balance(userId: string): Promise<number> {
    return this.balanceOf(userId);
  }

  private balanceOf(userId: string): number {
    let balance = 0;
    for (const row of this.db.data.pointsLedger) if (row.userId === userId) balance += row.points;
    return balance;
  }

  /** Appends a row; a redemption's (`sourceId` null) is its own source. */
  private addLedgerRow(entry: Omit<PointsLedgerRow, 'id' | 'sourceId'> & { sourceId: string | null }): PointsLedgerRow {
    const ledger = this.db.data.pointsLedger;
    const prefix = ledgerIdPrefix(entry.userId);
    const id = nextSequentialId(
      prefix,
      ledger.map((other) => other.id),
      4,
    );
    const row: PointsLedgerRow = { id, ...entry, sourceId: entry.sourceId ?? id };
    ledger.push(row);
    // Each row added moves the user's balance (domain/lib/live/events.ts); sent once the operation is saved.
    this.db.announce({ topic: 'balance', userId: entry.userId });
    return row;
  }

  async record(entry: Omit<PointsLedgerRow, 'id'>): Promise<PointsLedgerRow | LedgerRefusal> {
    // One source, one row: the same refusal as the SQL store's unique (source_kind, source_id).
    if (this.db.data.pointsLedger.some((row) => row.sourceKind === entry.sourceKind && row.sourceId === entry.sourceId)) return 'ALREADY_RECORDED';
    if (this.balanceOf(entry.userId) + entry.points < 0) return 'INSUFFICIENT_POINTS';
    const row = this.addLedgerRow(entry);
    this.db.commit();
    return { ...row };
  }

  async catalog(): Promise<RewardRow[]> {
    return this.db.data.rewardCatalog.map((row) => ({ ...row }));
  }

  async cart(userId: string): Promise<CartLineRow[]> {
    return this.db.data.rewardCartLines.filter((line) => line.userId === userId).map((line) => ({ ...line }));
  }

  async setCartLine(line: CartLineRow): Promise<void> {
    const lines = this.db.data.rewardCartLines;
    const index = lines.findIndex((other) => other.userId === line.userId && other.rewardId === line.rewardId);
    const existing = lines[index];
    if (line.quantity === 0) {
      if (index === -1) return;
      lines.splice(index, 1);
    } else if (existing) existing.quantity = line.quantity;
    else lines.push({ ...line });
    this.db.commit();
  }

  async redeem(redemption: Redemption): Promise<RedemptionRefusal | null> {
    const data = this.db.data;
    // Everything is checked before anything changes, in one synchronous run: no other operation of
    // this server can come in between.
    const lines: { reward: RewardRow; quantity: number }[] = [];
    let total = 0;
    for (const { rewardId, quantity } of redemption.lines) {
      const reward = data.rewardCatalog.find((row) => row.id === rewardId);
      if (!reward || reward.stock < quantity) return 'OUT_OF_STOCK';
      lines.push({ reward, quantity });
      total += reward.points * quantity;
    }
    if (this.balanceOf(redemption.userId) < total) return 'INSUFFICIENT_POINTS';
    let redemptions = 0;
    for (const row of data.rewardRedemptions) redemptions = Math.max(redemptions, sequenceOf(row.id));
    for (const { reward, quantity } of lines) {
      reward.stock -= quantity;
      this.addLedgerRow({
        userId: redemption.userId,
        date: redemption.on,
        at: redemption.at,
        actorId: redemption.userId,
        action: 'REDEEMED',
        item: redemptionItem(reward.name, quantity),
        points: -reward.points * quantity,
        carriedForward: false,
        sourceKind: 'REDEMPTION',
        sourceId: null,
      });
      if (redemption.participantId === null) continue;
      for (let unit = 0; unit < quantity; unit += 1) {
        redemptions += 1;
        data.rewardRedemptions.push({
          id: redemptionId(redemptions),
          rewardId: reward.id,
          participantId: redemption.participantId,
          redeemedOn: redemption.on,
          points: reward.points,
        });
      }
    }
    if (redemption.fromCart) {
      const redeemed = new Set(redemption.lines.map((line) => line.rewardId));
      data.rewardCartLines = data.rewardCartLines.filter((line) => line.userId !== redemption.userId || !redeemed.has(line.rewardId));
    }
    this.db.commit();
    return null;
  }

  async redemptions(period: { from?: string; to?: string }): Promise<RedemptionGroup[]> {
    const groups = new Map<string, RedemptionGroup>();
    for (const row of this.db.data.rewardRedemptions as readonly RewardRedemptionRow[]) {
      if ((period.from && row.redeemedOn < period.from) || (period.to && row.redeemedOn > period.to)) continue;
      const group = groups.get(row.rewardId);
      if (group) {
        group.count += 1;
        group.points += row.points;
      } else groups.set(row.rewardId, { rewardId: row.rewardId, count: 1, points: row.points });
    }
    return [...groups.values()];
  }

  async activatedOffers(userId: string): Promise<Set<string>> {
    return new Set(this.db.data.offerActivations.filter((row) => row.userId === userId).map((row) => row.offerId));
  }

  async activateOffer(activation: OfferActivationRow): Promise<void> {
    const activations = this.db.data.offerActivations;
    if (activations.some((row) => row.userId === activation.userId && row.offerId === activation.offerId)) return;
    activations.push({ ...activation });
    this.db.commit();
  }

  async tiers(): Promise<TierRow[]> {
    return sortedTiers(this.db.data.rewardTiers).map((row) => ({ ...row, benefits: [...row.benefits] }));
  }

  async tiles(): Promise<RewardTileRow[]> {
    return this.db.data.rewardTiles.map((row) => ({ ...row }));
  }

  async offers(): Promise<OfferRow[]> {
    return this.db.data.rewardOffers.map((row) => ({ ...row }));
  }

  async expirations(userId: string): Promise<PointsExpirationRow[]> {
    // A member's own points only (domain/scope.ts).
    if (!coversUser(this.db.scope, userId)) return [];
    return this.db.data.pointsExpirations
      .filter((row) => row.userId === userId)
      .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))
      .map((row) => ({ ...row }));
  }

  async programCatalog(): Promise<AdminRewardRow[]> {
    return this.db.data.rewardsAdminCatalog.map((row) => ({ ...row }));
  }
}
