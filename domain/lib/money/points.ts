import type { PointsAccount, PointsPosition, Reward, Tier, TierStatus } from '../../__generated__/resolvers-types';
import type { PointsLedgerRow, RewardRow, RewardsState, TierRow } from '../../fixtures/rewards';
import { redeemProblem } from '../../../src/lib/validation/money';
import { toIsoDate } from './dates';
import { type KeyOrder, sequenceOf } from '../connection';
import { withFieldResolvers } from './parent';
import { roundTo } from './round';
import type { Context } from '../../context';

/** What a points account is computed from besides the member's ledger: the program's tiers and the member's expiring points. */
export type PointsData = Pick<RewardsState, 'pointsExpirations' | 'rewardTiers'>;

export interface PointsTotals {
  /** Points available: the sum of every ledger row (as the store keeps it: `RewardsRepository.balance`). */
  balance: number;
  /** Points ever earned: the sum of the earned rows. */
  lifetimeEarned: number;
}

/** A member's points ledger newest first; one day's entries by entry, the later entered first. */
export const LEDGER_ORDER: KeyOrder<PointsLedgerRow> = { direction: 'DESC', key: (row) => [row.date, sequenceOf(row.id), row.id] };

export function totalsOf(rows: readonly PointsLedgerRow[]): PointsTotals {
  let balance = 0;
  let lifetimeEarned = 0;
  for (const row of rows) {
    balance += row.points;
    if (row.action === 'EARNED') lifetimeEarned += row.points;
  }
  return { balance, lifetimeEarned };
}

/**
 * A member's points totals as the store keeps them: the balance it keeps (the SQL store's stored
 * balance, which changes only with a ledger row), lifetime points from their ledger.
 */
export async function pointsTotalsFor(ctx: Pick<Context, 'repositories'>, userId: string): Promise<PointsTotals> {
  const [ledger, balance] = await Promise.all([ctx.repositories.rewards.ledger(userId), ctx.repositories.rewards.balance(userId)]);
  return { ...totalsOf(ledger), balance };
}

/** The program's tiers and a member's expiring points, as the store keeps them. */
export async function pointsDataFor(ctx: Pick<Context, 'repositories'>, userId: string): Promise<PointsData> {
  const [rewardTiers, pointsExpirations] = await Promise.all([ctx.repositories.rewards.tiers(), ctx.repositories.rewards.expirations(userId)]);
  return { rewardTiers, pointsExpirations };
}

export function toTier(row: TierRow): Tier {
  return { ...row, benefits: [...row.benefits] };
}

/** Tiers lowest first. */
export function sortedTiers(tiers: readonly TierRow[]): TierRow[] {
  return [...tiers].sort((a, b) => a.minPoints - b.minPoints);
}

/**
 * The tier of a points figure. Tiers are earned on lifetime points, so a redemption never lowers a
 * member's tier.
 */
export function tierRowFor(tiers: readonly TierRow[], qualifyingPoints: number): TierRow {
  const sorted = sortedTiers(tiers);
  const lowest = sorted[0];
  if (!lowest) throw new Error('No loyalty tiers are defined');
  let current = lowest;
  for (const tier of sorted) if (qualifyingPoints >= tier.minPoints) current = tier;
  return current;
}

/** Tier position for a points figure: current and next tier, points to the next, progress (100 at the top). */
export function tierStatusFromPoints(tiers: readonly TierRow[], qualifyingPoints: number): TierStatus {
  const sorted = sortedTiers(tiers);
  const current = tierRowFor(sorted, qualifyingPoints);
  const next = sorted.find((tier) => tier.minPoints > current.minPoints) ?? null;
  if (!next) return { current: toTier(current), next: null, pointsToNext: 0, progressPercent: 100 };
  const span = next.minPoints - current.minPoints;
  const progress = span > 0 ? ((qualifyingPoints - current.minPoints) / span) * 100 : 100;
  return {
    current: toTier(current),
    next: toTier(next),
    pointsToNext: Math.max(0, next.minPoints - qualifyingPoints),
    progressPercent: roundTo(Math.min(100, Math.max(0, progress)), 1),
  };
}

/**
 * The cheapest in-stock reward the member cannot afford yet, and how many points they still need;
 * 0 and null when every reward in stock is affordable.
 */
export function nextRewardFor(catalog: readonly RewardRow[], balance: number): { reward: RewardRow | null; pointsNeeded: number } {
  let next: RewardRow | null = null;
  for (const reward of catalog) {
    if (reward.stock > 0 && reward.points > balance && (!next || reward.points < next.points)) next = reward;
  }
  return { reward: next, pointsNeeded: next ? next.points - balance : 0 };
}

/** Points available and the distance to the next reward (the advisor dashboard's My Points card). */
export function pointsPositionOf(balance: number, catalog: readonly RewardRow[]): PointsPosition {
  const { reward, pointsNeeded } = nextRewardFor(catalog, balance);
  return { available: balance, pointsToNextReward: pointsNeeded, nextRewardName: reward?.name ?? null };
}

/** Hidden data of a PointsAccount parent: the ledger its paged `activity` field reads. */
export interface PointsAccountHidden {
  ledgerRows: PointsLedgerRow[];
}

/**
 * The member's points account (lifetime, this month, expiring, tier) from their ledger, newest first,
 * with the balance the store keeps (`RewardsRepository.balance`); `activity` pages `ledgerRows`.
 */
export function pointsAccountOf(rows: PointsLedgerRow[], balance: number, data: PointsData, userId: string, now: Date): PointsAccount {
  const { lifetimeEarned } = totalsOf(rows);
  const monthStart = `${toIsoDate(now).slice(0, 7)}-01`;
  let earnedThisMonth = 0;
  for (const row of rows) {
    if (row.date < monthStart) break;
    if (row.action === 'EARNED') earnedThisMonth += row.points;
  }
  // The nearest expiry still ahead (by the server's calendar): points past their date are gone already.
  const today = toIsoDate(now);
  let expiring: { points: number; expiresOn: string } | null = null;
  for (const row of data.pointsExpirations) {
    if (row.userId === userId && row.expiresOn >= today && (!expiring || row.expiresOn < expiring.expiresOn)) expiring = row;
  }
  return withFieldResolvers<PointsAccount, 'activity', PointsAccountHidden>(
    {
      balance,
      lifetimeEarned,
      earnedThisMonth,
      expiringPoints: expiring?.points ?? 0,
      expiringOn: expiring?.expiresOn ?? null,
      tier: tierStatusFromPoints(data.rewardTiers, lifetimeEarned),
    },
    { ledgerRows: rows },
  );
}

/** A catalogue reward with the viewer's button state. */
export function toReward(row: RewardRow, balance: number): Reward {
  const problem = redeemProblem({ cost: row.points, balance, stock: row.stock });
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    points: row.points,
    image: row.image,
    stock: row.stock,
    inStock: row.stock > 0,
    popular: row.popular,
    redeemState: problem === null ? 'AVAILABLE' : row.stock <= 0 ? 'OUT_OF_STOCK' : 'NOT_ENOUGH_POINTS',
  };
}
