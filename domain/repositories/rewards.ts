import type { CartLineRow, OfferActivationRow, OfferRow, PointsExpirationRow, PointsLedgerRow, RewardRow, RewardTileRow, TierRow } from '../fixtures/rewards';
import type { AdminRewardRow } from '../fixtures/rewards-admin';

/**
 * Points and rewards, as every store keeps them (docs/server.md, "Where the data lives"): each member's
 * points ledger and balance, the members' reward catalogue with its stock, carts, and the program's
 * redemptions, and the program's tiers, tiles, offers and reward catalogue with each member's expiring
 * points. The in-browser server keeps them in its database (`MemoryRewards`, mocks/repositories/rewards.ts), the HTTP server in
 * tables (server/repositories/rewards.ts); tests/server/rewards.test.ts runs one contract on each.
 *
 * The rules (what a member may redeem, the messages, tiers) live in domain/resolvers/rewards.ts and
 * domain/lib/money/points.ts. A store's part is to apply a redemption whole or not at all: the points
 * never go below zero, nor a reward's stock, and every points change has its ledger row. The ledger is
 * the record: its rows are never changed or removed, and one source (a claim approved, a redemption) is
 * one row at most, however often a store is asked.
 */

/** Why a ledger row was not added. */
export type LedgerRefusal = 'INSUFFICIENT_POINTS' | 'ALREADY_RECORDED';

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
  /** The instant it is made, ISO (its ledger rows' time; the member is their actor). */
  at: string;
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
  /**
   * A member's points available, as the store keeps it: the SQL store's stored balance, which changes
   * only with a ledger row; the memory store's sum of the ledger. Both are the ledger's sum.
   */
  balance(userId: string): Promise<number>;
  /**
   * Adds a ledger row (points earned, or taken back) and changes the balance with it. Nothing is added
   * when it would take the balance below zero (INSUFFICIENT_POINTS), nor when its source has a row
   * already (ALREADY_RECORDED: a claim approval credited once, even when asked twice at once).
   */
  record(entry: Omit<PointsLedgerRow, 'id'>): Promise<PointsLedgerRow | LedgerRefusal>;
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
  /** The program's tiers, lowest first. */
  tiers(): Promise<TierRow[]>;
  /** The Rewards screen's tiles, in the program's order. */
  tiles(): Promise<RewardTileRow[]>;
  /** The program's offers, in its order. */
  offers(): Promise<OfferRow[]>;
  /** A member's points that expire, soonest first; none of anyone outside the operation's scope. */
  expirations(userId: string): Promise<PointsExpirationRow[]>;
  /** The program's reward catalogue that Rewards Management and the reports count, in its order. */
  programCatalog(): Promise<AdminRewardRow[]>;
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
