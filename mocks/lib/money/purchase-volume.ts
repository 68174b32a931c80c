import { format } from 'date-fns';
import type { PurchaseVolume } from '../../__generated__/resolvers-types';
import { PURCHASE_BRANDS, type PurchaseVolumeState } from '../../fixtures/purchase-volume';
import { fromIsoDate } from './dates';
import { money } from './cents';
import { roundTo } from './round';

/** Months shown in the dashboard's per-brand trend (SPEC section 9). */
export const TREND_MONTHS = 10;

/** The program's brands first, in their order, then any other brand a dealership bought, A to Z. */
function brandOrder(brands: Iterable<string>): string[] {
  const known: readonly string[] = PURCHASE_BRANDS;
  const others = [...new Set(brands)].filter((brand) => !known.includes(brand)).sort((a, b) => a.localeCompare(b));
  return [...known, ...others];
}

/**
 * A dealership's purchase volume, in whole cents: year to date is the sum of the latest recorded year's
 * rows, against that year's goal (SPEC: 315,400 of 500,000, 63.08%); the trend is the last 10 months,
 * oldest first; brand totals are year to date.
 */
export function purchaseVolumeFor(data: Pick<PurchaseVolumeState, 'purchaseVolumeMonths' | 'purchaseVolumeGoals'>, dealershipId: string): PurchaseVolume {
  const rows = data.purchaseVolumeMonths.filter((row) => row.dealershipId === dealershipId);
  const monthStarts = [...new Set(rows.map((row) => row.monthStart))].sort();
  const latest = monthStarts.at(-1);
  const year = latest ? Number(latest.slice(0, 4)) : null;
  const thisYear = rows.filter((row) => Number(row.monthStart.slice(0, 4)) === year);
  const brands = brandOrder(rows.map((row) => row.brand));
  const sum = (of: readonly { amountCents: number }[]) => of.reduce((total, row) => total + row.amountCents, 0);

  const goals = data.purchaseVolumeGoals.filter((row) => row.dealershipId === dealershipId).sort((a, b) => a.year - b.year);
  const goal = goals.find((row) => row.year === year) ?? goals.at(-1);
  const annualGoalCents = goal?.annualGoalCents ?? 0;
  const yearToDateCents = sum(thisYear);

  return {
    yearToDate: money(yearToDateCents),
    annualGoal: money(annualGoalCents),
    goalProgress: annualGoalCents > 0 ? roundTo((yearToDateCents / annualGoalCents) * 100, 2) : 0,
    monthly: monthStarts.slice(-TREND_MONTHS).map((monthStart) => {
      const month = rows.filter((row) => row.monthStart === monthStart);
      return {
        month: format(fromIsoDate(monthStart), 'MMM'),
        monthStart,
        brands: brands.map((brand) => ({ brand, amount: money(sum(month.filter((row) => row.brand === brand))) })),
        total: money(sum(month)),
      };
    }),
    brandTotals: brands.map((brand) => ({ brand, amount: money(sum(thisYear.filter((row) => row.brand === brand))) })),
  };
}
