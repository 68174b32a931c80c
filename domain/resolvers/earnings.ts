import { subDays } from 'date-fns/subDays';
import { programCalendarDay } from '../../src/lib/program-time';
import { GraphQLError } from 'graphql';
import type { EarningActivity, EarningsOverview, Money, Resolvers } from '../__generated__/resolvers-types';
import type { EarningRecordRow } from '../fixtures/earnings';
import type { FundTransactionRow } from '../fixtures/marketing-funds';
import type { PointsLedgerRow } from '../fixtures/rewards';
import { requireMember } from '../lib/auth';
import { type KeyOrder, paginate, sequenceOf, sortByKey } from '../lib/connection';
import { ErrorCode } from '../lib/errors';
import { money } from '../lib/money/cents';
import { toIsoDate } from '../lib/money/dates';
import { isAccrual, marketingFundsSummaryFor } from '../lib/money/funds';
import { hiddenOf, withFieldResolvers } from '../lib/money/parent';
import { pointsAccountOf, pointsDataFor, sortedTiers, toTier } from '../lib/money/points';

interface EarningsHidden {
  userId: string;
  /** The member's points ledger, newest first. */
  ledger: PointsLedgerRow[];
  /** The member's rebates and spot awards. */
  records: EarningRecordRow[];
  /** The fund transactions of the dealership whose accruals count as the viewer's earnings (dealers only; none for others). */
  fundTransactions: FundTransactionRow[];
}

/** Rebates of a member: paid this year, and pending (summed in whole cents). */
export function rebatesFor(records: readonly EarningRecordRow[], userId: string, now: Date): { rebatesYtd: Money; rebatesPending: Money } {
  const yearStart = `${toIsoDate(now).slice(0, 4)}-01-01`;
  let paidCents = 0;
  let pendingCents = 0;
  for (const row of records) {
    if (row.userId !== userId || row.type !== 'REBATE') continue;
    if (row.status === 'PENDING') pendingCents += row.amountCents;
    else if (row.date >= yearStart) paidCents += row.amountCents;
  }
  return { rebatesYtd: money(paidCents), rebatesPending: money(pendingCents) };
}

/** Which collection an earnings row comes from, ranked as one day's rows list: fund accruals, then rebates and awards, then points. */
function sourceRank(row: EarningActivity): number {
  return row.type === 'MARKETING_FUNDS' ? 2 : row.type === 'POINTS' ? 0 : 1;
}

/** Earnings list newest first; one day's rows by source, then the later entered first. */
const EARNING_ACTIVITY_ORDER: KeyOrder<EarningActivity> = {
  direction: 'DESC',
  key: (row) => [row.date, sourceRank(row), sequenceOf(row.id), row.id],
};

/**
 * A member's earnings history, newest first: points earned (ledger), rebates and spot awards, and for
 * dealers the marketing fund accruals. Redemptions and carried-forward totals are not earnings rows.
 */
export function earningActivityFor(hidden: EarningsHidden, since: string | null): EarningActivity[] {
  const rows: EarningActivity[] = [];
  const inRange = (date: string) => since === null || date >= since;
  for (const row of hidden.ledger) {
    if (row.action !== 'EARNED' || row.carriedForward || !inRange(row.date)) continue;
    rows.push({ id: row.id, date: row.date, description: row.item, type: 'POINTS', amount: null, points: row.points });
  }
  for (const row of hidden.records) {
    if (row.userId !== hidden.userId || !inRange(row.date)) continue;
    rows.push({ id: row.id, date: row.date, description: row.description, type: row.type, amount: money(row.amountCents), points: null });
  }
  for (const row of hidden.fundTransactions) {
    if (!isAccrual(row) || !inRange(row.date)) continue;
    rows.push({ id: row.id, date: row.date, description: row.description, type: 'MARKETING_FUNDS', amount: money(row.amountCents), points: null });
  }
  return sortByKey(rows, EARNING_ACTIVITY_ORDER);
}

export const earningsResolvers: Resolvers = {
  Query: {
    earnings: async (_parent, _args, ctx) => {
      const { user, role } = requireMember(ctx);
      const now = ctx.now();
      const fundsDealershipId = role === 'DEALER' ? user.dealershipId : null;
      const [ledger, balance, pointsData, records, fundTransactions] = await Promise.all([
        ctx.repositories.rewards.ledger(user.id),
        ctx.repositories.rewards.balance(user.id),
        pointsDataFor(ctx, user.id),
        ctx.repositories.earnings.records(user.id),
        fundsDealershipId ? ctx.repositories.marketingFunds.transactions(fundsDealershipId) : [],
      ]);
      const points = pointsAccountOf(ledger, balance, pointsData, user.id, now);
      return withFieldResolvers<EarningsOverview, 'activity', EarningsHidden>(
        {
          marketingFunds: fundsDealershipId ? marketingFundsSummaryFor({ fundTransactions }, fundsDealershipId, now) : null,
          ...rebatesFor(records, user.id, now),
          points,
          tier: points.tier,
          milestones: sortedTiers(pointsData.rewardTiers).map((tier) => ({ tier: toTier(tier), reached: points.lifetimeEarned >= tier.minPoints })),
        },
        { userId: user.id, ledger, records, fundTransactions },
      );
    },
  },
  EarningsOverview: {
    activity: (parent, { sinceDays, first, after }, ctx) => {
      if (sinceDays != null && (!Number.isInteger(sinceDays) || sinceDays < 0)) {
        throw new GraphQLError('`sinceDays` must be a whole number of days, 0 or more', { extensions: { code: ErrorCode.BAD_USER_INPUT } });
      }
      const since = sinceDays == null ? null : toIsoDate(subDays(programCalendarDay(ctx.now()), sinceDays));
      return paginate(earningActivityFor(hiddenOf<EarningsHidden>(parent), since), { first, after }, (row) => row, EARNING_ACTIVITY_ORDER, 20);
    },
  },
};
