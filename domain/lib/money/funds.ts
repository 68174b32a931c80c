import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { endOfQuarter } from 'date-fns/endOfQuarter';
import { getQuarter } from 'date-fns/getQuarter';
import { startOfQuarter } from 'date-fns/startOfQuarter';
import { startOfYear } from 'date-fns/startOfYear';
import { subQuarters } from 'date-fns/subQuarters';
import { programCalendarDay } from '../../../src/lib/program-time';
import type {
  AnnualFundTotals,
  FundTransaction,
  MarketingFund,
  MarketingFundsSummary,
  QuarterlyAccrual,
} from '../../__generated__/resolvers-types';
import type { FundTransactionRow, MarketingFundsState } from '../../fixtures/marketing-funds';
import { toIsoDate } from './dates';
import { type KeyOrder, sequenceOf } from '../connection';
import { money, type Cents } from './cents';
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
  return row.category === 'ACCRUAL' && row.amountCents > 0;
}

/** Approved or posted spending: it counts against the balance. */
export function isUtilized(row: FundTransactionRow): boolean {
  return row.amountCents < 0 && (row.status === 'APPROVED' || row.status === 'POSTED');
}

export function isPendingClaim(row: FundTransactionRow): boolean {
  return row.amountCents < 0 && row.status === 'PENDING';
}

/** A dealership's fund transactions list newest first; one day's by entry, the later entered first. */
export const FUND_TRANSACTION_ORDER: KeyOrder<FundTransactionRow> = { direction: 'DESC', key: (row) => [row.date, sequenceOf(row.id), row.id] };

export function toFundTransaction(row: FundTransactionRow): FundTransaction {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    amount: money(row.amountCents),
    status: row.status,
    category: row.category,
    fund: row.fund,
  };
}

/** A fund's figures in whole cents. */
interface FundFigures {
  earned: Cents;
  utilized: Cents;
  pending: Cents;
}

/** Per-fund figures of the fiscal year containing `now`. */
export function fundFiguresFor(data: FundsData, dealershipId: string, now: Date): Record<MarketingFund, FundFigures> {
  const yearStart = toIsoDate(startOfYear(programCalendarDay(now)));
  const figures: Record<MarketingFund, FundFigures> = {
    COOP: { earned: 0, utilized: 0, pending: 0 },
    MDF: { earned: 0, utilized: 0, pending: 0 },
  };
  for (const row of data.fundTransactions) {
    if (row.dealershipId !== dealershipId) continue;
    const fund = figures[row.fund];
    if (isPendingClaim(row)) fund.pending -= row.amountCents;
    if (row.date < yearStart) continue;
    if (isAccrual(row)) fund.earned += row.amountCents;
    else if (isUtilized(row)) fund.utilized -= row.amountCents;
  }
  return figures;
}

/**
 * What a fund can still pay for a new claim: its available balance less the claims already pending
 * against it, so pending claims can never together overdraw the fund.
 */
export function claimableFor(data: FundsData, dealershipId: string, fund: MarketingFund, now: Date): Cents {
  const figures = fundFiguresFor(data, dealershipId, now)[fund];
  return figures.earned - figures.utilized - figures.pending;
}

/** The four stat cards and the dashboard card (docs/product.md, "Sample figures": 12,500 available, 850 pending, 32,000 earned, 19,500 / 60.9%). */
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
  const today = programCalendarDay(now);
  const quarterEnd = endOfQuarter(today);
  return {
    availableBalance: money(earnedYtd - utilized),
    pendingClaims: money(pendingClaims),
    earnedYtd: money(earnedYtd),
    utilized: money(utilized),
    utilizationRate: earnedYtd > 0 ? roundTo((utilized / earnedYtd) * 100, 1) : 0,
    funds: FUNDS.map((fund) => ({ fund, available: money(figures[fund].earned - figures[fund].utilized) })),
    daysUntilQuarterEnd: differenceInCalendarDays(quarterEnd, today),
    quarterEnd: toIsoDate(quarterEnd),
  };
}

function quarterKey(date: Date): string {
  return `Q${getQuarter(date)} ${date.getFullYear()}`;
}

/** The quarter label of a `YYYY-MM-DD` date without parsing it. */
function quarterKeyOfIsoDate(date: string): string {
  return `Q${Math.ceil(Number(date.slice(5, 7)) / 3)} ${date.slice(0, 4)}`;
}

/** A quarter's figures in whole cents, before they leave as Money. */
interface QuarterFigures {
  period: string;
  earned: Cents;
  spent: Cents;
  current: boolean;
}

function utilizationOf(earned: Cents, spent: Cents): number {
  return earned > 0 ? roundTo((spent / earned) * 100, 1) : 0;
}

export function accrualOf({ period, earned, spent, current }: QuarterFigures): QuarterlyAccrual {
  const remaining = earned - spent;
  const utilizationPercent = utilizationOf(earned, spent);
  const fullyUtilized = earned > 0 && remaining <= 0;
  return {
    period,
    earned: money(earned),
    spent: money(spent),
    remaining: money(remaining),
    utilizationPercent,
    fullyUtilized,
    highUtilization: utilizationPercent >= 90 && !fullyUtilized,
    current,
  };
}

/** The accrual history's quarters in whole cents, current quarter first. */
export function quarterFiguresFor(data: FundsData, dealershipId: string, now: Date): QuarterFigures[] {
  const today = programCalendarDay(now);
  const yearStart = toIsoDate(startOfYear(today));
  const byQuarter = new Map<string, { earned: number; spent: number }>();
  const currentQuarter = startOfQuarter(today);
  for (let quartersAgo = 0; quartersAgo < getQuarter(today); quartersAgo += 1) {
    byQuarter.set(quarterKey(subQuarters(currentQuarter, quartersAgo)), { earned: 0, spent: 0 });
  }
  for (const row of data.fundTransactions) {
    if (row.dealershipId !== dealershipId || row.date < yearStart) continue;
    const bucket = byQuarter.get(quarterKeyOfIsoDate(row.date));
    if (!bucket) continue;
    if (isAccrual(row)) bucket.earned += row.amountCents;
    else if (isUtilized(row)) bucket.spent -= row.amountCents;
  }
  const currentKey = quarterKey(today);
  return [...byQuarter].map(([period, { earned, spent }]) => ({ period, earned, spent, current: period === currentKey }));
}

/** Annual performance totals: the sums of the accrual history's quarters. */
export function annualTotalsOf(quarters: readonly QuarterFigures[]): AnnualFundTotals {
  const earned = quarters.reduce((sum, quarter) => sum + quarter.earned, 0);
  const spent = quarters.reduce((sum, quarter) => sum + quarter.spent, 0);
  return { earned: money(earned), spent: money(spent), remaining: money(earned - spent), utilizationPercent: utilizationOf(earned, spent) };
}
