import type { ClaimsAnalytics, ClaimTrendPoint, Dealer } from '../../__generated__/resolvers-types';
import type { ClaimRow } from '../../fixtures/claims';
import { money, toWholeDollars } from '../money/cents';
import { isApproved } from './claims-index';
import { lastTwelveMonths, monthLabel } from './dates';

/** The claims processing target of the spec: 3-5 days. */
export const PROCESSING_TARGET = { minDays: 3, maxDays: 5, text: '3-5 days' } as const;

export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Percent of `part` in `whole`, with `decimals` decimals; 0 when `whole` is 0. */
export const percentOf = (part: number, whole: number, decimals = 1): number =>
  whole === 0 ? 0 : roundTo((part / whole) * 100, decimals);

/** Average decision days over decided claims (approved, paid or rejected), one decimal; 0 when none. */
export function averageProcessingDays(rows: Iterable<ClaimRow>): number {
  let sum = 0;
  let decided = 0;
  for (const row of rows) {
    if (row.processingDays === null) continue;
    sum += row.processingDays;
    decided += 1;
  }
  return decided === 0 ? 0 : roundTo(sum / decided, 1);
}

/** The Claims Analytics cards and 12-month trend over the given claims. */
export function claimsAnalyticsOf(rows: readonly ClaimRow[], dealers: readonly Dealer[], now: Date): ClaimsAnalytics {
  let approved = 0;
  let totalCents = 0;
  const months = lastTwelveMonths(now);
  const trend = new Map<string, { submitted: number; approved: number; decided: number }>(
    months.map((month) => [month, { submitted: 0, approved: 0, decided: 0 }]),
  );
  for (const row of rows) {
    const ok = isApproved(row.status);
    if (ok) approved += 1;
    totalCents += row.amountCents;
    const point = trend.get(row.date.slice(0, 7));
    if (point) {
      point.submitted += 1;
      if (ok) point.approved += 1;
      if (row.processingDays !== null) point.decided += 1;
    }
  }
  const total = rows.length;
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
    averageProcessingDays: averageProcessingDays(rows),
    processingTarget: PROCESSING_TARGET.text,
    totalValue: money(totalCents),
    averageValue: money(toWholeDollars(total === 0 ? 0 : totalCents / total)),
    trend: points,
    dealers: [...dealers],
  };
}
