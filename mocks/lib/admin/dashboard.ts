import type {
  AdvisorSales,
  ClaimedSales,
  ClaimsByStatus,
  PayoutSegment,
  PendingClaimsSummary,
  ProcessingTime,
  ProgramHealth,
  RewardCategoryPopularity,
  TotalPayouts,
} from '../../__generated__/resolvers-types';
import { CLAIM_OVERDUE_AFTER_DAYS } from '../../../src/lib/validation';
import type { DbData } from '../../db';
import { averageProcessingDays, percentOf, PROCESSING_TARGET } from './analytics';
import { isApproved, isUndecided } from './claims-index';
import { averageCents, money } from '../money/cents';
import { dayNumber, isoDay, todayNumber } from './dates';

/**
 * The dashboard figures that depend on claims, participants, spot awards and redemptions, computed
 * from the data on every call (one pass each), so an approval, a rejection, an award or a status
 * change shows at once. The dashboard resolvers call these.
 */

/**
 * Claimed Sales (dealer dashboard): the dealership's claims submitted this calendar year against its
 * yearly goal, with their value and how many are pending (incl. needing info), approved and paid.
 */
export function claimedSalesFor(data: DbData, dealerId: string, now: Date): ClaimedSales {
  const today = isoDay(now);
  const year = today.slice(0, 4);
  let count = 0;
  let totalCents = 0;
  let pending = 0;
  let approved = 0;
  let paid = 0;
  for (const claim of data.claims) {
    if (claim.dealerId !== dealerId || !claim.date.startsWith(year) || claim.date > today) continue;
    count += 1;
    totalCents += claim.amountCents;
    if (isUndecided(claim.status)) pending += 1;
    else if (claim.status === 'APPROVED') approved += 1;
    else if (claim.status === 'PAID') paid += 1;
  }
  const goal = data.claimGoals.find((row) => row.dealerId === dealerId)?.goal ?? 0;
  return {
    count,
    goal,
    progress: percentOf(count, goal, 2),
    totalValue: money(totalCents),
    averagePerClaim: money(averageCents(totalCents, count)),
    pending,
    approved,
    paid,
  };
}

/**
 * My Sales (comfort advisor dashboard): the participant's claimed sales this calendar year that were
 * not rejected, their value, and how many fall in the current month.
 */
export function advisorSalesFor(data: DbData, participantId: string, now: Date): AdvisorSales {
  const today = isoDay(now);
  const year = today.slice(0, 4);
  const month = today.slice(0, 7);
  let count = 0;
  let totalCents = 0;
  let thisMonth = 0;
  for (const claim of data.claims) {
    if (claim.participantId !== participantId || claim.status === 'REJECTED') continue;
    if (!claim.date.startsWith(year) || claim.date > today) continue;
    count += 1;
    totalCents += claim.amountCents;
    if (claim.date.startsWith(month)) thisMonth += 1;
  }
  return { count, totalValue: money(totalCents), thisMonth };
}

/** My Pending Claims (comfort advisor dashboard): the participant's claims pending or needing info. */
export function pendingClaimsFor(data: DbData, participantId: string): PendingClaimsSummary {
  let count = 0;
  let totalCents = 0;
  for (const claim of data.claims) {
    if (claim.participantId !== participantId || !isUndecided(claim.status)) continue;
    count += 1;
    totalCents += claim.amountCents;
  }
  return { count, totalValue: money(totalCents) };
}

/** Claims Processing Time (admin dashboard): average decision days against the 3-5 days target. */
export function processingTimeFor(data: DbData): ProcessingTime {
  return {
    averageDays: averageProcessingDays(data.claims),
    targetMinDays: PROCESSING_TARGET.minDays,
    targetMaxDays: PROCESSING_TARGET.maxDays,
  };
}

/** Total Payouts (admin dashboard): approved and paid claims plus spot awards. */
export function totalPayoutsFor(data: DbData): TotalPayouts {
  let cents = 0;
  let approvedClaims = 0;
  for (const claim of data.claims) {
    if (!isApproved(claim.status)) continue;
    cents += claim.amountCents;
    approvedClaims += 1;
  }
  for (const award of data.spotAwards) cents += award.amountCents;
  return { amount: money(cents), approvedClaims };
}

/** Claims by Status (admin dashboard); `needsReview` (pending + needs info) is the card's badge. */
export function claimsByStatusFor(data: DbData): ClaimsByStatus {
  const counts = { approved: 0, pendingReview: 0, needsInfo: 0, rejected: 0 };
  for (const claim of data.claims) {
    if (isApproved(claim.status)) counts.approved += 1;
    else if (claim.status === 'PENDING') counts.pendingReview += 1;
    else if (claim.status === 'NEEDS_INFO') counts.needsInfo += 1;
    else counts.rejected += 1;
  }
  return { ...counts, needsReview: counts.pendingReview + counts.needsInfo };
}

/**
 * Program Health Score (admin dashboard), out of 100:
 * - approval rate (approved ÷ all claims): up to 30 points;
 * - average processing time: 25 points within the 3-5 days target, less the further above 5 days
 *   (none at 10 days or more);
 * - share of active participants: up to 25 points;
 * - pending claims reviewed on time (not pending over 4 days): up to 20 points.
 */
export function programHealthFor(data: DbData, now: Date): ProgramHealth {
  const today = todayNumber(now);
  let approved = 0;
  let pending = 0;
  let overdue = 0;
  for (const claim of data.claims) {
    if (isApproved(claim.status)) approved += 1;
    if (claim.status === 'PENDING') {
      pending += 1;
      if (today - dayNumber(claim.date) > CLAIM_OVERDUE_AFTER_DAYS) overdue += 1;
    }
  }
  const total = data.claims.length;
  const approvalRate = total === 0 ? 0 : Math.round((approved / total) * 100);
  const averageDays = averageProcessingDays(data.claims);
  const participants = data.participants.length;
  let active = 0;
  for (const row of data.participants) if (row.status === 'ACTIVE') active += 1;
  const activeShare = percentOf(active, participants);
  const onTimeShare = pending === 0 ? 1 : (pending - overdue) / pending;
  const speed =
    averageDays <= PROCESSING_TARGET.maxDays ? 1 : Math.max(0, 1 - (averageDays - PROCESSING_TARGET.maxDays) / PROCESSING_TARGET.maxDays);
  const score = Math.round((approvalRate / 100) * 30 + speed * 25 + (activeShare / 100) * 25 + onTimeShare * 20);
  return {
    score: Math.min(100, Math.max(0, score)),
    metrics: [
      { label: 'Approval Rate', value: `${approvalRate}%`, quantity: approvalRate, money: null },
      { label: 'Avg. Processing Time', value: `${averageDays.toFixed(1)} days`, quantity: averageDays, money: null },
      { label: 'Active Participants', value: `${activeShare.toFixed(1)}%`, quantity: activeShare, money: null },
      { label: 'Overdue Claims', value: overdue.toLocaleString('en-US'), quantity: overdue, money: null },
    ],
  };
}

/** Popular Rewards (admin dashboard): the five categories with the most redemptions, with their share. */
export function popularRewardsFor(data: DbData): RewardCategoryPopularity[] {
  const categoryOf = new Map(data.rewardsAdminCatalog.map((row) => [row.id, row.category]));
  // Members redeem from their own catalogue; its categories count under the program category of the same name.
  const programCategories = new Map([...new Set(categoryOf.values())].map((name) => [name.toUpperCase().replace(/[^A-Z]+/g, '_'), name]));
  for (const reward of data.rewardCatalog) {
    const category = programCategories.get(reward.category);
    if (category) categoryOf.set(reward.id, category);
  }
  const counts = new Map<string, number>();
  for (const redemption of data.rewardRedemptions) {
    const category = categoryOf.get(redemption.rewardId);
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([category, redemptions]) => ({ category, redemptions, percent: percentOf(redemptions, total) }));
}

export const PAYOUT_SEGMENTS = { dealer: 'Dealer Programs', individual: 'Individual Participants' } as const;

/**
 * Payout Segmentation (admin dashboard): payouts (approved and paid claims plus spot awards) to
 * dealers' programs against those to individual participants (comfort advisors).
 */
export function payoutSegmentationFor(data: DbData): PayoutSegment[] {
  const roleOf = new Map(data.participants.map((row) => [row.id, row.role]));
  let dealer = 0;
  let individual = 0;
  const add = (participantId: string, cents: number) => {
    if (roleOf.get(participantId) === 'DEALER') dealer += cents;
    else individual += cents;
  };
  for (const claim of data.claims) if (isApproved(claim.status)) add(claim.participantId, claim.amountCents);
  for (const award of data.spotAwards) add(award.participantId, award.amountCents);
  const total = dealer + individual;
  return [
    { segment: PAYOUT_SEGMENTS.dealer, amount: money(dealer), percent: percentOf(dealer, total) },
    { segment: PAYOUT_SEGMENTS.individual, amount: money(individual), percent: percentOf(individual, total) },
  ];
}
