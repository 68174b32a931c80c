import type { ClaimsAnalytics, ClaimTrendPoint, Dealer } from '../../__generated__/resolvers-types';
import type { ClaimGroup } from '../../repositories/claims';
import { money, toWholeDollars } from '../money/cents';
import { isApproved } from './claims-index';
import { lastTwelveMonths, monthLabel } from './dates';

/** The claims processing target (docs/product.md, "Business constants"): 3-5 days. */
export const PROCESSING_TARGET = { minDays: 3, maxDays: 5, text: '3-5 days' } as const;

export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Percent of `part` in `whole`, with `decimals` decimals; 0 when `whole` is 0. */
export const percentOf = (part: number, whole: number, decimals = 1): number =>
  whole === 0 ? 0 : roundTo((part / whole) * 100, decimals);

/** Sums summary groups: how many claims, their value, and their decision days. */
export function totalOf(groups: Iterable<ClaimGroup>): { count: number; amountCents: number; decided: number; processingDays: number } {
  const total = { count: 0, amountCents: 0, decided: 0, processingDays: 0 };
  for (const group of groups) {
    total.count += group.count;
    total.amountCents += group.amountCents;
    total.decided += group.decided;
    total.processingDays += group.processingDays;
  }
  return total;
}

/** Average decision days of the groups' decided claims, one decimal; 0 when none. */
export function averageDaysOf(groups: Iterable<ClaimGroup>): number {
  const { decided, processingDays } = totalOf(groups);
  return decided === 0 ? 0 : roundTo(processingDays / decided, 1);
}

/** The Claims Analytics cards and 12-month trend over the claims of a summary (domain/repositories/claims.ts). */
export function claimsAnalyticsOf(groups: readonly ClaimGroup[], dealers: readonly Dealer[], now: Date): ClaimsAnalytics {
  const { count: total, amountCents: totalCents } = totalOf(groups);
  const approved = totalOf(groups.filter((group) => isApproved(group.status))).count;
  const months = lastTwelveMonths(now);
  const trend = new Map<string, { submitted: number; approved: number; decided: number }>(
    months.map((month) => [month, { submitted: 0, approved: 0, decided: 0 }]),
  );
  for (const group of groups) {
    const point = trend.get(group.month);
    if (!point) continue;
    point.submitted += group.count;
    if (isApproved(group.status)) point.approved += group.count;
    point.decided += group.decided;
  }
  const points: ClaimTrendPoint[] = months.map((month) => {
    const point = trend.get(month) ?? { submitted: 0, approved: 0, decided: 0 };
    return {
      month: monthLabel(month),
      submitted: point.submitted,
      approved: point.approved,
      approvalRate: percentOf(point.approved, point.decided),
    };
  });
  return {
    totalClaims: total,
    approvedClaims: approved,
    approvalRate: total === 0 ? 0 : Math.round((approved / total) * 100),
    averageProcessingDays: averageDaysOf(groups),
    processingTarget: PROCESSING_TARGET.text,
    totalValue: money(totalCents),
    averageValue: money(toWholeDollars(total === 0 ? 0 : totalCents / total)),
    trend: points,
    dealers: [...dealers],
    flaggedClaims: groups.reduce((sum, group) => sum + group.flagged, 0),
  };
}
