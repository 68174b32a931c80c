import { addDays, subMonths, subWeeks } from 'date-fns';
import { programAt } from '../../../src/lib/program-time';
import type { ClaimStatus, GeneratedReport, Metric, ReportKind } from '../../__generated__/resolvers-types';
import { formatMoneyCents, formatNumber } from '../../../src/lib/format';
import { CLAIM_OVERDUE_AFTER_DAYS } from '../../../src/lib/validation';
import type { DbData } from '../../db';
import type { ReportDefinitionRow } from '../../fixtures/reports';
import { percentOf } from './analytics';
import { isApproved } from './claims-index';
import { dealerDirectory } from './dealers';
import { decimalOf, money } from '../money/cents';
import { dayNumber, isoDay, periodLabel, todayNumber } from './dates';

/**
 * Program Reports, built from the data as it is when generated. Each covers the period of its
 * frequency ending today: the last 7 days (weekly), the last month (monthly) or the last 3 months
 * (quarterly). Cells are display texts, ready for the preview table and the CSV download.
 */

interface Period {
  /** First and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** The period's first instant (midnight on the program's calendar) and now, ISO-8601, to compare with decision and award times. */
  fromInstant: string;
  toInstant: string;
  label: string;
}

function periodFor(frequency: ReportDefinitionRow['frequency'], now: Date): Period {
  const start =
    frequency === 'Weekly' ? subWeeks(now, 1) : frequency === 'Monthly' ? subMonths(now, 1) : subMonths(now, 3);
  const from = isoDay(addDays(start, 1));
  const to = isoDay(now);
  return { from, to, fromInstant: programAt(from).toISOString(), toInstant: now.toISOString(), label: periodLabel(from, to) };
}

const inDays = (day: string, period: Period) => day >= period.from && day <= period.to;
const inInstants = (instant: string | null, period: Period) =>
  instant !== null && instant >= period.fromInstant && instant <= period.toInstant;

const metric = (label: string, value: string, quantity: number | null = null): Metric => ({ label, value, quantity, money: null });
/** Whole cents as the report shows them: `$1,234.50`. */
const moneyText = (cents: number): string => formatMoneyCents(decimalOf(cents));
const moneyMetric = (label: string, cents: number): Metric => ({ label, value: moneyText(cents), quantity: null, money: money(cents) });
const percent = (value: number): string => `${value.toFixed(1)}%`;

const STATUS_ROWS: readonly [ClaimStatus, string][] = [
  ['PENDING', 'Pending'],
  ['NEEDS_INFO', 'Needs Info'],
  ['APPROVED', 'Approved'],
  ['PAID', 'Paid'],
  ['REJECTED', 'Rejected'],
];

type ReportBody = Pick<GeneratedReport, 'columns' | 'rows' | 'summary'>;

/** Claims submitted in the last 7 days by status, and the decisions made in those days. */
function claimsSummary(data: DbData, period: Period, now: Date): ReportBody {
  const byStatus = new Map<ClaimStatus, { count: number; value: number }>(STATUS_ROWS.map(([status]) => [status, { count: 0, value: 0 }]));
  let submitted = 0;
  let value = 0;
  let approved = 0;
  let decisions = 0;
  let overdue = 0;
  const today = todayNumber(now);
  for (const claim of data.claims) {
    if (claim.status === 'PENDING' && today - dayNumber(claim.date) > CLAIM_OVERDUE_AFTER_DAYS) overdue += 1;
    if (inInstants(claim.decidedAt, period)) decisions += 1;
    if (!inDays(claim.date, period)) continue;
    const entry = byStatus.get(claim.status);
    if (entry) {
      entry.count += 1;
      entry.value += claim.amountCents;
    }
    submitted += 1;
    value += claim.amountCents;
    if (isApproved(claim.status)) approved += 1;
  }
  const rate = percentOf(approved, submitted);
  return {
    columns: ['Status', 'Claims', 'Value', 'Share of Claims'],
    rows: [
      ...STATUS_ROWS.map(([status, label]) => {
        const entry = byStatus.get(status) ?? { count: 0, value: 0 };
        return [label, formatNumber(entry.count), moneyText(entry.value), percent(percentOf(entry.count, submitted))];
      }),
      ['Total', formatNumber(submitted), moneyText(value), percent(submitted === 0 ? 0 : 100)],
    ],
    summary: [
      metric('Claims Submitted', formatNumber(submitted), submitted),
      metric('Approval Rate', percent(rate), rate),
      moneyMetric('Total Value', value),
      metric('Decisions Made', formatNumber(decisions), decisions),
      metric('Overdue Claims', formatNumber(overdue), overdue),
    ],
  };
}

/** Every participant active in the last month: claims submitted and dollars earned in it, last activity. */
function participantActivity(data: DbData, period: Period): ReportBody {
  const dealers = dealerDirectory(data);
  const activity = new Map<string, { claims: number; earnings: number }>();
  const entry = (id: string) => {
    let value = activity.get(id);
    if (!value) {
      value = { claims: 0, earnings: 0 };
      activity.set(id, value);
    }
    return value;
  };
  for (const claim of data.claims) {
    if (!inDays(claim.date, period)) continue;
    const value = entry(claim.participantId);
    value.claims += 1;
    if (isApproved(claim.status)) value.earnings += claim.amountCents;
  }
  for (const award of data.spotAwards) if (inInstants(award.issuedAt, period)) entry(award.participantId).earnings += award.amountCents;
  let enrolled = 0;
  let inactive = 0;
  const rows = data.participants
    .filter((row) => {
      if (inDays(row.enrollmentDate, period)) enrolled += 1;
      if (row.status === 'INACTIVE') inactive += 1;
      return activity.has(row.id) || inDays(row.lastActivity, period);
    })
    .map((row) => ({ row, ...(activity.get(row.id) ?? { claims: 0, earnings: 0 }) }))
    .sort((a, b) => b.claims - a.claims || b.earnings - a.earnings || a.row.name.localeCompare(b.row.name));
  const withClaims = rows.filter((entry) => entry.claims > 0).length;
  const earnings = rows.reduce((sum, entry) => sum + entry.earnings, 0);
  return {
    columns: ['Participant ID', 'Name', 'Role', 'Dealer', 'Claims', 'Earnings', 'Last Activity', 'Status'],
    rows: rows.map(({ row, claims, earnings: earned }) => [
      row.id,
      row.name,
      row.role === 'DEALER' ? 'Dealer' : 'Comfort Advisor',
      dealers.get(row.dealerId).name,
      formatNumber(claims),
      moneyText(earned),
      row.lastActivity,
      row.status === 'ACTIVE' ? 'Active' : 'Inactive',
    ]),
    summary: [
      metric('Participants With Activity', formatNumber(rows.length), rows.length),
      metric('Participants With Claims', formatNumber(withClaims), withClaims),
      moneyMetric('Earnings', earnings),
      metric('New Enrollments', formatNumber(enrolled), enrolled),
      metric('Inactive (90+ days)', formatNumber(inactive), inactive),
    ],
  };
}

/** Payouts of the last month by dealer: claims approved in it (paid or awaiting payment) and spot awards. */
function financialSummary(data: DbData, period: Period): ReportBody {
  const dealers = dealerDirectory(data);
  const dealerOf = new Map(data.participants.map((row) => [row.id, row.dealerId]));
  // By dealer id; named when the rows are made.
  const byDealer = new Map<string, { claims: number; claimPayouts: number; awards: number }>();
  const entry = (dealer: string) => {
    let value = byDealer.get(dealer);
    if (!value) {
      value = { claims: 0, claimPayouts: 0, awards: 0 };
      byDealer.set(dealer, value);
    }
    return value;
  };
  let paid = 0;
  let awaiting = 0;
  for (const claim of data.claims) {
    if (!isApproved(claim.status) || !inInstants(claim.decidedAt, period)) continue;
    const value = entry(claim.dealerId);
    value.claims += 1;
    value.claimPayouts += claim.amountCents;
    if (claim.status === 'PAID') paid += claim.amountCents;
    else awaiting += claim.amountCents;
  }
  let awards = 0;
  for (const award of data.spotAwards) {
    if (!inInstants(award.issuedAt, period)) continue;
    entry(dealerOf.get(award.participantId) ?? '').awards += award.amountCents;
    awards += award.amountCents;
  }
  const rows = [...byDealer]
    .map(([dealerId, value]) => ({ dealer: dealers.byId.get(dealerId)?.name ?? 'Unknown dealer', ...value, total: value.claimPayouts + value.awards }))
    .sort((a, b) => b.total - a.total || a.dealer.localeCompare(b.dealer));
  const claimPayouts = paid + awaiting;
  const total = claimPayouts + awards;
  const approvedClaims = rows.reduce((sum, row) => sum + row.claims, 0);
  return {
    columns: ['Dealer', 'Approved Claims', 'Claim Payouts', 'Spot Awards', 'Total Payouts'],
    rows: rows.map((row) => [row.dealer, formatNumber(row.claims), moneyText(row.claimPayouts), moneyText(row.awards), moneyText(row.total)]),
    summary: [
      moneyMetric('Total Payouts', total),
      moneyMetric('Claim Payouts', claimPayouts),
      moneyMetric('Spot Awards', awards),
      metric('Approved Claims', formatNumber(approvedClaims), approvedClaims),
      moneyMetric('Paid', paid),
      moneyMetric('Awaiting Payment', awaiting),
    ],
  };
}

/** Reward redemptions of the last 3 months by category, with points redeemed and rewards to restock. */
function rewardRedemption(data: DbData, period: Period): ReportBody {
  const rewards = new Map(data.rewardsAdminCatalog.map((row) => [row.id, row]));
  const byCategory = new Map<string, { redemptions: number; points: number; lowStock: number }>();
  for (const row of data.rewardsAdminCatalog) {
    const value = byCategory.get(row.category) ?? { redemptions: 0, points: 0, lowStock: 0 };
    if (row.stock <= row.restockLevel) value.lowStock += 1;
    byCategory.set(row.category, value);
  }
  let redemptions = 0;
  let points = 0;
  for (const row of data.rewardRedemptions) {
    if (!inDays(row.redeemedOn, period)) continue;
    const reward = rewards.get(row.rewardId);
    const value = reward ? byCategory.get(reward.category) : undefined;
    if (!value) continue;
    value.redemptions += 1;
    value.points += row.points;
    redemptions += 1;
    points += row.points;
  }
  const rows = [...byCategory].sort((a, b) => b[1].redemptions - a[1].redemptions || a[0].localeCompare(b[0]));
  const lowStock = rows.reduce((sum, [, value]) => sum + value.lowStock, 0);
  const top = rows[0] && rows[0][1].redemptions > 0 ? rows[0][0] : 'None';
  return {
    columns: ['Category', 'Redemptions', 'Points Redeemed', 'Share of Redemptions', 'Low Stock Rewards'],
    rows: rows.map(([category, value]) => [
      category,
      formatNumber(value.redemptions),
      formatNumber(value.points),
      percent(percentOf(value.redemptions, redemptions)),
      formatNumber(value.lowStock),
    ]),
    summary: [
      metric('Total Redemptions', formatNumber(redemptions), redemptions),
      metric('Points Redeemed', formatNumber(points), points),
      metric('Top Category', top),
      metric('Low Stock Rewards', formatNumber(lowStock), lowStock),
    ],
  };
}

/** Builds a report of the given kind from the current data. */
export function buildReport(data: DbData, definition: ReportDefinitionRow, now: Date): GeneratedReport {
  const period = periodFor(definition.frequency, now);
  const builders: Record<ReportKind, () => ReportBody> = {
    CLAIMS_SUMMARY: () => claimsSummary(data, period, now),
    PARTICIPANT_ACTIVITY: () => participantActivity(data, period),
    FINANCIAL_SUMMARY: () => financialSummary(data, period),
    REWARD_REDEMPTION: () => rewardRedemption(data, period),
  };
  return {
    kind: definition.kind,
    title: definition.title,
    generatedAt: now.toISOString(),
    period: period.label,
    ...builders[definition.kind](),
  };
}
