import { addDays } from 'date-fns/addDays';
import { subMonths } from 'date-fns/subMonths';
import { subWeeks } from 'date-fns/subWeeks';
import { programAt } from '../../../src/lib/program-time';
import type { ClaimStatus, GeneratedReport, Metric, ReportKind } from '../../__generated__/resolvers-types';
import { formatMoneyCents, formatNumber } from '../../../src/lib/format';
import type { Context } from '../../context';
import type { ReportDefinitionRow } from '../../fixtures/reports';
import { percentOf, totalOf } from './admin-claims';
import { isApproved } from './claims-index';

import { decimalOf, money } from '../money/cents';
import { isoDay, periodLabel, todayNumber } from './dates';

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
async function claimsSummary(ctx: Context, period: Period, now: Date): Promise<ReportBody> {
  const today = todayNumber(now);
  const claims = ctx.repositories.claims;
  const [submittedGroups, decidedGroups, overdueGroups] = await Promise.all([
    claims.summarize({ from: period.from, to: period.to }, today),
    claims.summarize({ decidedFrom: period.fromInstant, decidedTo: period.toInstant }, today),
    claims.summarize({ statuses: ['PENDING'], overdue: true }, today),
  ]);
  const byStatus = new Map(STATUS_ROWS.map(([status]) => [status, totalOf(submittedGroups.filter((group) => group.status === status))]));
  const { count: submitted, amountCents: value } = totalOf(submittedGroups);
  const approved = totalOf(submittedGroups.filter((group) => isApproved(group.status))).count;
  const decisions = totalOf(decidedGroups).count;
  const overdue = totalOf(overdueGroups).count;
  const rate = percentOf(approved, submitted);
  return {
    columns: ['Status', 'Claims', 'Value', 'Share of Claims'],
    rows: [
      ...STATUS_ROWS.map(([status, label]) => {
        const entry = byStatus.get(status) ?? { count: 0, amountCents: 0 };
        return [label, formatNumber(entry.count), moneyText(entry.amountCents), percent(percentOf(entry.count, submitted))];
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
async function participantActivity(ctx: Context, period: Period, now: Date): Promise<ReportBody> {
  const dealers = ctx.dealers();
  const [claimGroups, awardGroups, statuses] = await Promise.all([
    ctx.repositories.claims.summarize({ from: period.from, to: period.to }, todayNumber(now), 'participant'),
    ctx.repositories.spotAwards.summarize({ from: period.fromInstant, to: period.toInstant }, 'participant'),
    ctx.repositories.participants.statusCounts([{ from: period.from, to: period.to }]),
  ]);
  const activity = new Map<string, { claims: number; earnings: number }>();
  const entry = (id: string) => {
    let value = activity.get(id);
    if (!value) {
      value = { claims: 0, earnings: 0 };
      activity.set(id, value);
    }
    return value;
  };
  for (const group of claimGroups) {
    const value = entry(group.key);
    value.claims += group.count;
    if (isApproved(group.status)) value.earnings += group.amountCents;
  }
  for (const group of awardGroups) entry(group.key).earnings += group.amountCents;
  let enrolled = 0;
  let inactive = 0;
  for (const count of statuses) {
    enrolled += count.enrolledIn[0] ?? 0;
    if (count.status === 'INACTIVE') inactive += count.count;
  }
  const rows = (await ctx.repositories.participants.activeBetween([...activity.keys()], period.from, period.to))
    .map((row) => ({ row, ...(activity.get(row.id) ?? { claims: 0, earnings: 0 }) }))
    .sort((a, b) => b.claims - a.claims || b.earnings - a.earnings || a.row.name.localeCompare(b.row.name) || a.row.id.localeCompare(b.row.id));
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
async function financialSummary(ctx: Context, period: Period, now: Date): Promise<ReportBody> {
  const dealers = ctx.dealers();
  const [claimGroups, awardGroups] = await Promise.all([
    ctx.repositories.claims.summarize(
      { statuses: ['APPROVED', 'PAID'], decidedFrom: period.fromInstant, decidedTo: period.toInstant },
      todayNumber(now),
      'dealer',
    ),
    ctx.repositories.spotAwards.summarize({ from: period.fromInstant, to: period.toInstant }, 'dealer'),
  ]);
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
  for (const group of claimGroups) {
    const value = entry(group.key);
    value.claims += group.count;
    value.claimPayouts += group.amountCents;
    if (group.status === 'PAID') paid += group.amountCents;
    else awaiting += group.amountCents;
  }
  let awards = 0;
  for (const group of awardGroups) {
    entry(group.key).awards += group.amountCents;
    awards += group.amountCents;
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
async function rewardRedemption(ctx: Context, period: Period): Promise<ReportBody> {
  const catalog = await ctx.repositories.rewards.programCatalog();
  const rewards = new Map(catalog.map((row) => [row.id, row]));
  const byCategory = new Map<string, { redemptions: number; points: number; lowStock: number }>();
  for (const row of catalog) {
    const value = byCategory.get(row.category) ?? { redemptions: 0, points: 0, lowStock: 0 };
    if (row.stock <= row.restockLevel) value.lowStock += 1;
    byCategory.set(row.category, value);
  }
  let redemptions = 0;
  let points = 0;
  for (const group of await ctx.repositories.rewards.redemptions(period)) {
    const reward = rewards.get(group.rewardId);
    const value = reward ? byCategory.get(reward.category) : undefined;
    if (!value) continue;
    value.redemptions += group.count;
    value.points += group.points;
    redemptions += group.count;
    points += group.points;
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
export async function buildReport(ctx: Context, definition: ReportDefinitionRow, now: Date): Promise<GeneratedReport> {
  const period = periodFor(definition.frequency, now);
  const builders: Record<ReportKind, () => Promise<ReportBody> | ReportBody> = {
    CLAIMS_SUMMARY: () => claimsSummary(ctx, period, now),
    PARTICIPANT_ACTIVITY: () => participantActivity(ctx, period, now),
    FINANCIAL_SUMMARY: () => financialSummary(ctx, period, now),
    REWARD_REDEMPTION: () => rewardRedemption(ctx, period),
  };
  return {
    kind: definition.kind,
    title: definition.title,
    generatedAt: now.toISOString(),
    period: period.label,
    ...(await builders[definition.kind]()),
  };
}
