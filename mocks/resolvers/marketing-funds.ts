import type { MarketingFunds, Resolvers } from '../__generated__/resolvers-types';
import { parseMoneyText } from '../../src/lib/money';
import { validateFundClaim } from '../../src/lib/validation';
import type { FundTransactionRow } from '../fixtures/marketing-funds';
import { requireDealer } from '../lib/auth';
import { paginate } from '../lib/connection';
import { toIsoDate } from '../lib/money/dates';
import {
  accrualOf,
  annualTotalsOf,
  quarterFiguresFor,
  claimableFor,
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

function dealershipOf(user: { dealershipId: string | null }): string {
  if (!user.dealershipId) throw new Error('The dealer has no dealership');
  return user.dealershipId;
}

/** A dealership's fund transactions as the store keeps them, in the shape the figures are computed from. */
async function fundsOf(ctx: Context, dealershipId: string): Promise<FundsData> {
  return { fundTransactions: await ctx.repositories.marketingFunds.transactions(dealershipId) };
}

export const marketingFundsResolvers: Resolvers = {
  Query: {
    marketingFunds: async (_parent, _args, ctx) => {
      const dealershipId = dealershipOf(requireDealer(ctx).user);
      const funds = await fundsOf(ctx, dealershipId);
      const now = ctx.now();
      const quarters = quarterFiguresFor(funds, dealershipId, now);
      return withFieldResolvers<MarketingFunds, 'transactions', MarketingFundsHidden>(
        {
          summary: marketingFundsSummaryFor(funds, dealershipId, now),
          accruals: quarters.map(accrualOf),
          annual: annualTotalsOf(quarters),
          guidelines: ctx.db.data.fundGuidelines.map((section) => ({ title: section.title, items: [...section.items] })),
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
  Mutation: {
    submitFundClaim: async (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const dealershipId = dealershipOf(user);
      const now = ctx.now();
      const today = toIsoDate(now);
      const check = (transactions: FundTransactionRow[]) =>
        validateFundClaim(input, { today, available: claimableFor({ fundTransactions: transactions }, dealershipId, input.fund, now) });
      let errors = check((await fundsOf(ctx, dealershipId)).fundTransactions);
      let recorded: FundTransactionRow | null = null;
      if (errors.length === 0) {
        // Valid input is a positive amount with at most two decimals (validateFundClaim).
        const parsed = parseMoneyText(input.amount);
        if (!('cents' in parsed)) throw new Error(`A fund claim of ${input.amount} passed validation`);
        const claim = {
          dealershipId,
          fund: input.fund,
          date: today,
          description: input.description.trim(),
          amountCents: -parsed.cents,
          status: 'PENDING' as const,
          category: input.category,
          campaignDate: input.campaignDate,
          preApprovalReference: input.preApprovalReference?.trim() || null,
          submittedBy: user.id,
        };
        // The store checks again with the transactions as they are when it records the claim: another
        // claim submitted a moment earlier may have taken what this one needs.
        recorded = await ctx.repositories.marketingFunds.submitClaim(claim, (transactions) => {
          errors = check(transactions);
          return errors.length === 0;
        });
      }
      return {
        transaction: recorded ? toFundTransaction(recorded) : null,
        summary: marketingFundsSummaryFor(await fundsOf(ctx, dealershipId), dealershipId, now),
        errors,
      };
    },
  },
};
