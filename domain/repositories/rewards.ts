import type { Database } from '../db';
import type { CartLineRow, OfferActivationRow, PointsLedgerRow, RewardRow } from '../fixtures/rewards';
import type { RewardRedemptionRow } from '../fixtures/rewards-admin';
import { sequenceOf, sortByKey } from '../lib/connection';
import { nextSequentialId } from '../lib/money/ids';
import { LEDGER_ORDER } from '../lib/money/points';

/**
 * Points and rewards, as every store keeps them (docs/server.md, "Where the data lives"): each member's
 * points ledger and balance, the members' reward catalogue with its stock, carts, and the program's
 * redemptions. The in-browser server keeps them in its database (`MemoryRewards`), the HTTP server in
 * tables (server/repositories/rewards.ts); tests/server/rewards.test.ts runs one contract on each.
 *
 * The rules (what a member may redeem, the messages, tiers) live in domain/resolvers/rewards.ts and
 * domain/lib/money/points.ts. A store's part is to apply a redemption whole or not at all: the points
 * never go below zero, nor a reward's stock, and every points change has its ledger row.
 */

/** Why a redemption was not applied. */
export type RedemptionRefusal = 'INSUFFICIENT_POINTS' | 'OUT_OF_STOCK';

export interface RedemptionLine {
  rewardId: string;
  quantity: number;
}

export interface Redemption {
  userId: string;
  /** The member's participant, whose redemptions the program's figures count (none for a member without one). */
  participantId: string | null;
  /** The day it is made, `YYYY-MM-DD`. */
  on: string;
  /** At least one line, each reward once. */
  lines: readonly RedemptionLine[];
  /** Whether the redeemed lines leave the member's cart (a checkout). */
  fromCart: boolean;
}

/** Redemptions of one reward: how many units, and the points they cost. */
export interface RedemptionGroup {
  rewardId: string;
  count: number;
  points: number;
}

export interface RewardsRepository {
  /** A member's points ledger, newest first (`LEDGER_ORDER`). */
  ledger(userId: string): Promise<PointsLedgerRow[]>;
  /** Adds a ledger row (points earned, or taken back); INSUFFICIENT_POINTS, and nothing added, when it would take the balance below zero. */
  record(entry: Omit<PointsLedgerRow, 'id'>): Promise<PointsLedgerRow | 'INSUFFICIENT_POINTS'>;
  /** The members' reward catalogue, in its own order, with the stock left. */
  catalog(): Promise<RewardRow[]>;
  /** A member's cart lines, in the order they were first added. */
  cart(userId: string): Promise<CartLineRow[]>;
  /** Sets a line's quantity; 0 removes it. */
  setCartLine(line: CartLineRow): Promise<void>;
  /**
   * Applies a redemption whole: each reward's stock goes down by its quantity, the member's balance by
   * the rewards' points, with one ledger row per line and one program redemption per unit. Refused, with
   * nothing changed, when a stock or the balance does not cover it at this moment.
   */
  redeem(redemption: Redemption): Promise<RedemptionRefusal | null>;
  /** Redemptions made from `from` to `to` (days, inclusive; either may be left open), by reward. */
  redemptions(period: { from?: string; to?: string }): Promise<RedemptionGroup[]>;
  /** The ids of the offers a member activated. */
  activatedOffers(userId: string): Promise<Set<string>>;
  /** Activates an offer for a member; a second activation keeps the first one's time. */
  activateOffer(activation: OfferActivationRow): Promise<void>;
}

/** A redemption's ledger text: the reward's name, and the units when more than one. */
export function redemptionItem(name: string, quantity: number): string {
  return quantity > 1 ? `Redemption: ${name} (×${quantity})` : `Redemption: ${name}`;
}

/** The `<user>-PTS-####` prefix of a member's ledger rows. */
export function ledgerIdPrefix(userId: string): string {
  return `${userId}-PTS-`;
}

/** The `RDM-#####` id of the n-th program redemption. */
export function redemptionId(number: number): string {
  return `RDM-${String(number).padStart(5, '0')}`;
}

/** The in-browser store: the database's ledger, catalogue, cart and redemption collections. */
export class MemoryRewards implements RewardsRepository {
  constructor(private readonly db: Database) {}

  async ledger(userId: string): Promise<PointsLedgerRow[]> {
    return sortByKey(
      this.db.data.pointsLedger.filter((row) => row.userId === userId).map((row) => ({ ...row })),
      LEDGER_ORDER,
    );
  }

  private balanceOf(userId: string): number {
    let balance = 0;
    for (const row of this.db.data.pointsLedger) if (row.userId === userId) balance += row.points;
    return balance;
  }

  private addLedgerRow(entry: Omit<PointsLedgerRow, 'id'>): PointsLedgerRow {
    const ledger = this.db.data.pointsLedger;
    const prefix = ledgerIdPrefix(entry.userId);
    const row: PointsLedgerRow = {
      id: nextSequentialId(
        prefix,
        ledger.map((other) => other.id),
        4,
      ),
      ...entry,
    };
    ledger.push(row);
    return row;
  }

  async record(entry: Omit<PointsLedgerRow, 'id'>): Promise<PointsLedgerRow | 'INSUFFICIENT_POINTS'> {
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
        action: 'REDEEMED',
        item: redemptionItem(reward.name, quantity),
        points: -reward.points * quantity,
        carriedForward: false,
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
}
