import type { MarketingFunds, Resolvers } from '../__generated__/resolvers-types';
import type { FundTransactionRow } from '../fixtures/marketing-funds';
import { requireDealer } from '../lib/auth';
import { paginate } from '../lib/connection';
import {
  accrualOf,
  annualTotalsOf,
  quarterFiguresFor,
  marketingFundsSummaryFor,
  toFundTransaction,
  FUND_TRANSACTION_ORDER,
  type FundsData,
} from '../lib/money/funds';
import { hiddenOf, withFieldResolvers } from '../lib/money/parent';
import type { Context } from '../context';

interface MarketingFundsHidden {
  dealershipId: string;
  transactions: FundTransactionRow[];
}

export function dealershipOf(user: { dealershipId: string | null }): string {
  if (!user.dealershipId) throw new Error('The dealer has no dealership');
  return user.dealershipId;
}

/** A dealership's fund transactions as the store keeps them, in the shape the figures are computed from. */
export async function fundsOf(ctx: Context, dealershipId: string): Promise<FundsData> {
  return { fundTransactions: await ctx.repositories.marketingFunds.transactions(dealershipId) };
}

export const marketingFundsResolvers: Resolvers = {
  Query: {
    marketingFunds: async (_parent, _args, ctx) => {
      const dealershipId = dealershipOf(requireDealer(ctx).user);
      const [funds, guidelines] = await Promise.all([fundsOf(ctx, dealershipId), ctx.repositories.marketingFunds.guidelines()]);
      const now = ctx.now();
      const quarters = quarterFiguresFor(funds, dealershipId, now);
      return withFieldResolvers<MarketingFunds, 'transactions', MarketingFundsHidden>(
        {
          summary: marketingFundsSummaryFor(funds, dealershipId, now),
          accruals: quarters.map(accrualOf),
          annual: annualTotalsOf(quarters),
          guidelines,
        },
        { dealershipId, transactions: funds.fundTransactions },
      );
    },
  },
  MarketingFunds: {
    transactions: (parent, { first, after, status }) => {
      const { transactions } = hiddenOf<MarketingFundsHidden>(parent);
      const rows = transactions.filter((row) => !status || row.status === status);
      return paginate(rows, { first, after }, toFundTransaction, FUND_TRANSACTION_ORDER, 25);
    },
  },
};
