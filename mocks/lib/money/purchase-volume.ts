import { format } from 'date-fns';
import type { PurchaseVolume } from '../../__generated__/resolvers-types';
import type { PurchaseVolumeMonthRow, PurchaseVolumeState } from '../../fixtures/purchase-volume';
import { fromIsoDate } from './dates';
import { centsOf, money } from './cents';
import { roundTo } from './round';

/** Months shown in the dashboard's per-brand trend (SPEC section 9). */
export const TREND_MONTHS = 10;

export const BRANDS = [
  { key: 'lennox', label: 'Lennox' },
  { key: 'alliedAir', label: 'Allied Air' },
  { key: 'heatcraft', label: 'Heatcraft' },
] as const;

function monthTotal(row: PurchaseVolumeMonthRow): number {
  return row.lennox + row.alliedAir + row.heatcraft;
}

/**
 * A dealership's purchase volume: year to date is the sum of the monthly rows of the latest recorded
 * year, against that year's goal (SPEC: 315,400 of 500,000, 63.08%); the trend is the last 10 months,
 * oldest first; brand totals are year to date.
 */
export function purchaseVolumeFor(data: Pick<PurchaseVolumeState, 'purchaseVolumeMonths' | 'purchaseVolumeGoals'>, dealershipId: string): PurchaseVolume {
  const months = data.purchaseVolumeMonths
    .filter((row) => row.dealershipId === dealershipId)
    .sort((a, b) => a.monthStart.localeCompare(b.monthStart));
  const latest = months.at(-1);
  const year = latest ? Number(latest.monthStart.slice(0, 4)) : null;
  const thisYear = months.filter((row) => Number(row.monthStart.slice(0, 4)) === year);

  const goals = data.purchaseVolumeGoals.filter((row) => row.dealershipId === dealershipId).sort((a, b) => a.year - b.year);
  const goal = goals.find((row) => row.year === year) ?? goals.at(-1);
  const annualGoal = goal?.annualGoal ?? 0;
  const yearToDate = thisYear.reduce((sum, row) => sum + monthTotal(row), 0);

  return {
    yearToDate,
    annualGoal,
    goalProgress: annualGoal > 0 ? roundTo((yearToDate / annualGoal) * 100, 2) : 0,
    monthly: months.slice(-TREND_MONTHS).map((row) => ({
      month: format(fromIsoDate(row.monthStart), 'MMM'),
      monthStart: row.monthStart,
      brands: BRANDS.map(({ key, label }) => ({ brand: label, amount: money(centsOf(row[key])) })),
      total: money(BRANDS.reduce((sum, { key }) => sum + centsOf(row[key]), 0)),
    })),
    brandTotals: BRANDS.map(({ key, label }) => ({ brand: label, amount: money(thisYear.reduce((sum, row) => sum + centsOf(row[key]), 0)) })),
  };
}
