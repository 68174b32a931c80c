import type {
  AdvisorSales,
  ClaimedSales,
  ClaimsByStatus,
  ClaimStatus,
  PayoutSegment,
  PendingClaimsSummary,
  ProcessingTime,
  ProgramHealth,
  RewardCategoryPopularity,
  TotalPayouts,
} from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import type { ClaimGroup } from '../../repositories/claims';
import type { StatusCount } from '../../repositories/participants';
import type { SpotAwardGroup } from '../../repositories/spot-awards';
import { averageDaysOf, percentOf, PROCESSING_TARGET, totalOf } from './admin-claims';
import { isApproved, isUndecided } from './claims-index';
import { averageCents, money } from '../money/cents';
import { isoDay, todayNumber } from './dates';

/**
 * The dashboard figures that depend on claims, participants, spot awards and redemptions, computed
 * on every call from their repositories' summaries (domain/repositories/), so an approval, a rejection,
 * an award or a status change shows at once, whichever store answers. The dashboard resolvers call these.
 */

const APPROVED_STATUSES: ClaimStatus[] = ['APPROVED', 'PAID'];

/**
 * Claimed Sales (dealer dashboard): the dealership's claims submitted this calendar year against its
 * yearly goal, with their value and how many are pending (incl. needing info), approved and paid.
 */
export async function claimedSalesFor(ctx: Context, dealerId: string, now: Date): Promise<ClaimedSales> {
  const today = isoDay(now);
  const [groups, goal] = await Promise.all([
    ctx.repositories.claims.summarize({ dealerId, from: `${today.slice(0, 4)}-01-01`, to: today }, todayNumber(now)),
    ctx.repositories.claims.goal(dealerId),
  ]);
  const { count, amountCents } = totalOf(groups);
  const countOf = (test: (status: ClaimStatus) => boolean) => totalOf(groups.filter((group) => test(group.status))).count;
  return {
    count,
    goal,
    progress: percentOf(count, goal, 2),
    totalValue: money(amountCents),
    averagePerClaim: money(averageCents(amountCents, count)),
    pending: countOf(isUndecided),
    approved: countOf((status) => status === 'APPROVED'),
    paid: countOf((status) => status === 'PAID'),
  };
}

/**
 * My Sales (comfort advisor dashboard): the participant's claimed sales this calendar year that were
 * not rejected, their value, and how many fall in the current month.
 */
export async function advisorSalesFor(ctx: Context, participantId: string, now: Date): Promise<AdvisorSales> {
  const today = isoDay(now);
  const month = today.slice(0, 7);
  const groups = (await ctx.repositories.claims.summarize({ participantId, from: `${today.slice(0, 4)}-01-01`, to: today }, todayNumber(now))).filter(
    (group) => group.status !== 'REJECTED',
  );
  const { count, amountCents } = totalOf(groups);
  return { count, totalValue: money(amountCents), thisMonth: totalOf(groups.filter((group) => group.month === month)).count };
}

/** My Pending Claims (comfort advisor dashboard): the participant's claims pending or needing info. */
export async function pendingClaimsFor(ctx: Context, participantId: string, now: Date): Promise<PendingClaimsSummary> {
  const { count, amountCents } = totalOf(await ctx.repositories.claims.summarize({ participantId, statuses: ['PENDING', 'NEEDS_INFO'] }, todayNumber(now)));
  return { count, totalValue: money(amountCents) };
}

/** The admin dashboard's claim figures, from one summary of every claim by month, status and participant role. */
export async function adminClaimFiguresFor(ctx: Context, now: Date) {
  const today = todayNumber(now);
  const [groups, overdueGroups, awards, statuses] = await Promise.all([
    ctx.repositories.claims.summarize({}, today, 'role'),
    ctx.repositories.claims.summarize({ statuses: ['PENDING'], overdue: true }, today),
    ctx.repositories.spotAwards.summarize({}, 'role'),
    ctx.repositories.participants.statusCounts([]),
  ]);
  return {
    processingTime: processingTimeOf(groups),
    totalPayouts: totalPayoutsOf(groups, awards),
    claimsByStatus: claimsByStatusOf(groups),
    programHealth: programHealthOf(groups, totalOf(overdueGroups).count, statuses),
    payoutSegmentation: payoutSegmentationOf(groups, awards),
  };
}

/** Claims Processing Time (admin dashboard): average decision days against the 3-5 days target. */
function processingTimeOf(groups: ClaimGroup[]): ProcessingTime {
  return { averageDays: averageDaysOf(groups), targetMinDays: PROCESSING_TARGET.minDays, targetMaxDays: PROCESSING_TARGET.maxDays };
}

/** Total Payouts (admin dashboard): approved and paid claims plus spot awards. */
function totalPayoutsOf(groups: ClaimGroup[], awards: SpotAwardGroup[]): TotalPayouts {
  const approved = totalOf(groups.filter((group) => isApproved(group.status)));
  const awarded = awards.reduce((sum, group) => sum + group.amountCents, 0);
  return { amount: money(approved.amountCents + awarded), approvedClaims: approved.count };
}

/** Claims by Status (admin dashboard); `needsReview` (pending + needs info) is the card's badge. */
function claimsByStatusOf(groups: ClaimGroup[]): ClaimsByStatus {
  const countOf = (statuses: readonly ClaimStatus[]) => totalOf(groups.filter((group) => statuses.includes(group.status))).count;
  const counts = { approved: countOf(APPROVED_STATUSES), pendingReview: countOf(['PENDING']), needsInfo: countOf(['NEEDS_INFO']), rejected: countOf(['REJECTED']) };
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
function programHealthOf(groups: ClaimGroup[], overdue: number, statuses: StatusCount[]): ProgramHealth {
  const total = totalOf(groups).count;
  const approved = totalOf(groups.filter((group) => isApproved(group.status))).count;
  const pending = totalOf(groups.filter((group) => group.status === 'PENDING')).count;
  const approvalRate = total === 0 ? 0 : Math.round((approved / total) * 100);
  const averageDays = averageDaysOf(groups);
  let participants = 0;
  let active = 0;
  for (const count of statuses) {
    participants += count.count;
    if (count.status === 'ACTIVE') active += count.count;
  }
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
export async function popularRewardsFor(ctx: Pick<Context, 'repositories'>): Promise<RewardCategoryPopularity[]> {
  const rewards = ctx.repositories.rewards;
  const [catalog, redemptions, programCatalog] = await Promise.all([rewards.catalog(), rewards.redemptions({}), rewards.programCatalog()]);
  const categoryOf = new Map(programCatalog.map((row) => [row.id, row.category]));
  // Members redeem from their own catalogue; its categories count under the program category of the same name.
  const programCategories = new Map([...new Set(categoryOf.values())].map((name) => [name.toUpperCase().replace(/[^A-Z]+/g, '_'), name]));
  for (const reward of catalog) {
    const category = programCategories.get(reward.category);
    if (category) categoryOf.set(reward.id, category);
  }
  const counts = new Map<string, number>();
  for (const group of redemptions) {
    const category = categoryOf.get(group.rewardId);
    if (category) counts.set(category, (counts.get(category) ?? 0) + group.count);
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
function payoutSegmentationOf(groups: ClaimGroup[], awards: SpotAwardGroup[]): PayoutSegment[] {
  let dealer = 0;
  let individual = 0;
  const add = (role: string, cents: number) => {
    if (role === 'DEALER') dealer += cents;
    else individual += cents;
  };
  for (const group of groups) if (isApproved(group.status)) add(group.key, group.amountCents);
  for (const group of awards) add(group.key, group.amountCents);
  const total = dealer + individual;
  return [
    { segment: PAYOUT_SEGMENTS.dealer, amount: money(dealer), percent: percentOf(dealer, total) },
    { segment: PAYOUT_SEGMENTS.individual, amount: money(individual), percent: percentOf(individual, total) },
  ];
}
