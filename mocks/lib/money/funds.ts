import { differenceInCalendarDays, endOfQuarter, format, getQuarter, startOfQuarter, startOfYear, subQuarters } from 'date-fns';
import type {
  AnnualFundTotals,
  FundTransaction,
  MarketingFund,
  MarketingFundsSummary,
  QuarterlyAccrual,
} from '../../__generated__/resolvers-types';
import type { FundTransactionRow, MarketingFundsState } from '../../fixtures/marketing-funds';
import { toIsoDate } from './dates';
import { roundTo } from './round';

/**
 * Marketing funds figures, all computed from the fund transactions of a dealership:
 * - earned: accrual credits (category ACCRUAL, positive) of the fiscal year;
 * - utilized: approved or posted spending (negative rows) of the fiscal year;
 * - pending: spending claims awaiting approval;
 * - available: earned − utilized (unused funds expire at fiscal year end, so only this year counts).
 * The fiscal year is the calendar year.
 */

export type FundsData = Pick<MarketingFundsState, 'fundTransactions'>;

export const FUNDS: readonly MarketingFund[] = ['COOP', 'MDF'];

export function isAccrual(row: FundTransactionRow): boolean {
  return row.category === 'ACCRUAL' && row.amount > 0;
}

/** Approved or posted spending: it counts against the balance. */
export function isUtilized(row: FundTransactionRow): boolean {
  return row.amount < 0 && (row.status === 'APPROVED' || row.status === 'POSTED');
}

export function isPendingClaim(row: FundTransactionRow): boolean {
  return row.amount < 0 && row.status === 'PENDING';
}

/** A dealership's transactions, newest first. */
export function transactionsFor(data: FundsData, dealershipId: string): FundTransactionRow[] {
  const rows: FundTransactionRow[] = [];
  for (const row of data.fundTransactions) if (row.dealershipId === dealershipId) rows.push(row);
  rows.reverse();
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

export function toFundTransaction(row: FundTransactionRow): FundTransaction {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    amount: row.amount,
    status: row.status,
    category: row.category,
    fund: row.fund,
  };
}

interface FundFigures {
  earned: number;
  utilized: number;
  pending: number;
}

/** Per-fund figures of the fiscal year containing `now`. */
export function fundFiguresFor(data: FundsData, dealershipId: string, now: Date): Record<MarketingFund, FundFigures> {
  const yearStart = toIsoDate(startOfYear(now));
  const figures: Record<MarketingFund, FundFigures> = {
    COOP: { earned: 0, utilized: 0, pending: 0 },
    MDF: { earned: 0, utilized: 0, pending: 0 },
  };
  for (const row of data.fundTransactions) {
    if (row.dealershipId !== dealershipId) continue;
    const fund = figures[row.fund];
    if (isPendingClaim(row)) fund.pending -= row.amount;
    if (row.date < yearStart) continue;
    if (isAccrual(row)) fund.earned += row.amount;
    else if (isUtilized(row)) fund.utilized -= row.amount;
  }
  return figures;
}

/**
 * What a fund can still pay for a new claim: its available balance less the claims already pending
 * against it, so pending claims can never together overdraw the fund.
 */
export function claimableFor(data: FundsData, dealershipId: string, fund: MarketingFund, now: Date): number {
  const figures = fundFiguresFor(data, dealershipId, now)[fund];
  return figures.earned - figures.utilized - figures.pending;
}

/** The four stat cards and the dashboard card (SPEC: 12,500 available, 850 pending, 32,000 earned, 19,500 / 60.9%). */
export function marketingFundsSummaryFor(data: FundsData, dealershipId: string, now: Date): MarketingFundsSummary {
  const figures = fundFiguresFor(data, dealershipId, now);
  let earnedYtd = 0;
  let utilized = 0;
  let pendingClaims = 0;
  for (const fund of FUNDS) {
    earnedYtd += figures[fund].earned;
    utilized += figures[fund].utilized;
    pendingClaims += figures[fund].pending;
  }
  const quarterEnd = endOfQuarter(now);
  return {
    availableBalance: earnedYtd - utilized,
    pendingClaims,
    earnedYtd,
    utilized,
    utilizationRate: earnedYtd > 0 ? roundTo((utilized / earnedYtd) * 100, 1) : 0,
    funds: FUNDS.map((fund) => ({ fund, available: figures[fund].earned - figures[fund].utilized })),
    daysUntilQuarterEnd: differenceInCalendarDays(quarterEnd, now),
    quarterEnd: toIsoDate(quarterEnd),
  };
}

function quarterKey(date: Date): string {
  return `Q${getQuarter(date)} ${format(date, 'yyyy')}`;
}

/** The quarter label of a `YYYY-MM-DD` date without parsing it. */
function quarterKeyOfIsoDate(date: string): string {
  return `Q${Math.ceil(Number(date.slice(5, 7)) / 3)} ${date.slice(0, 4)}`;
}

function accrualOf(period: string, earned: number, spent: number, current: boolean): QuarterlyAccrual {
  const remaining = earned - spent;
  const utilizationPercent = earned > 0 ? roundTo((spent / earned) * 100, 1) : 0;
  const fullyUtilized = earned > 0 && remaining <= 0;
  return {
    period,
    earned,
    spent,
    remaining,
    utilizationPercent,
    fullyUtilized,
    highUtilization: utilizationPercent >= 90 && !fullyUtilized,
    current,
  };
}

/**
 * Accrual history of the fiscal year, current quarter first: per quarter the accruals credited in it
 * and the approved or posted spending dated in it.
 */
export function accrualHistoryFor(data: FundsData, dealershipId: string, now: Date): QuarterlyAccrual[] {
  const yearStart = toIsoDate(startOfYear(now));
  const byQuarter = new Map<string, { earned: number; spent: number }>();
  const currentQuarter = startOfQuarter(now);
  for (let quartersAgo = 0; quartersAgo < getQuarter(now); quartersAgo += 1) {
    byQuarter.set(quarterKey(subQuarters(currentQuarter, quartersAgo)), { earned: 0, spent: 0 });
  }
  for (const row of data.fundTransactions) {
    if (row.dealershipId !== dealershipId || row.date < yearStart) continue;
    const bucket = byQuarter.get(quarterKeyOfIsoDate(row.date));
    if (!bucket) continue;
    if (isAccrual(row)) bucket.earned += row.amount;
    else if (isUtilized(row)) bucket.spent -= row.amount;
  }
  const currentKey = quarterKey(now);
  return [...byQuarter].map(([period, { earned, spent }]) => accrualOf(period, earned, spent, period === currentKey));
}

/** Annual performance totals: the sums of the accrual history. */
export function annualTotalsOf(accruals: readonly QuarterlyAccrual[]): AnnualFundTotals {
  const earned = accruals.reduce((sum, quarter) => sum + quarter.earned, 0);
  const spent = accruals.reduce((sum, quarter) => sum + quarter.spent, 0);
  return { earned, spent, remaining: earned - spent, utilizationPercent: earned > 0 ? roundTo((spent / earned) * 100, 1) : 0 };
}
