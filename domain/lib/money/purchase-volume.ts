import { formatMonthName } from '../../../src/lib/format';
import type { PurchaseVolume } from '../../__generated__/resolvers-types';
import { PURCHASE_BRANDS, type PurchaseVolumeState } from '../../fixtures/purchase-volume';
import { money } from './cents';
import { roundTo } from './round';

/** Months shown in the dashboard's per-brand trend (docs/product.md, "Business constants"). */
export const TREND_MONTHS = 10;

/** The program's brands first, in their order, then any other brand a dealership bought, A to Z. */
function brandOrder(brands: Iterable<string>): string[] {
  const known: readonly string[] = PURCHASE_BRANDS;
  const others = [...new Set(brands)].filter((brand) => !known.includes(brand)).sort((a, b) => a.localeCompare(b));
  return [...known, ...others];
}

/**
 * A dealership's purchase volume, in whole cents: year to date is the sum of the latest recorded year's
 * rows, against that year's goal (docs/product.md, "Sample figures": 315,400 of 500,000, 63.08%); the trend is the last 10 months,
 * oldest first; brand totals are year to date.
 */
export function purchaseVolumeFor(data: Pick<PurchaseVolumeState, 'purchaseVolumeMonths' | 'purchaseVolumeGoals'>, dealershipId: string): PurchaseVolume {
  // One pass: cents by month and brand, by brand this year, and the months and brands seen.
  const byMonth = new Map<string, Map<string, number>>();
  for (const row of data.purchaseVolumeMonths) {
    if (row.dealershipId !== dealershipId) continue;
    const month = byMonth.get(row.monthStart) ?? new Map<string, number>();
    month.set(row.brand, (month.get(row.brand) ?? 0) + row.amountCents);
    byMonth.set(row.monthStart, month);
  }
  const monthStarts = [...byMonth.keys()].sort();
  const latest = monthStarts.at(-1);
  const year = latest ? latest.slice(0, 4) : null;
  const brands = brandOrder([...byMonth.values()].flatMap((month) => [...month.keys()]));
  const yearTotals = new Map<string, number>();
  for (const [monthStart, month] of byMonth) {
    if (monthStart.slice(0, 4) !== year) continue;
    for (const [brand, cents] of month) yearTotals.set(brand, (yearTotals.get(brand) ?? 0) + cents);
  }
  const sum = (values: Iterable<number>) => {
    let total = 0;
    for (const value of values) total += value;
    return total;
  };

  const goals = data.purchaseVolumeGoals.filter((row) => row.dealershipId === dealershipId).sort((a, b) => a.year - b.year);
  const goal = goals.find((row) => String(row.year) === year) ?? goals.at(-1);
  const annualGoalCents = goal?.annualGoalCents ?? 0;
  const yearToDateCents = sum(yearTotals.values());

  return {
    yearToDate: money(yearToDateCents),
    annualGoal: money(annualGoalCents),
    goalProgress: annualGoalCents > 0 ? roundTo((yearToDateCents / annualGoalCents) * 100, 2) : 0,
    monthly: monthStarts.slice(-TREND_MONTHS).map((monthStart) => {
      const month = byMonth.get(monthStart) ?? new Map<string, number>();
      return {
        month: formatMonthName(monthStart),
        monthStart,
        brands: brands.map((brand) => ({ brand, amount: money(month.get(brand) ?? 0) })),
        total: money(sum(month.values())),
      };
    }),
    brandTotals: brands.map((brand) => ({ brand, amount: money(yearTotals.get(brand) ?? 0) })),
  };
}
