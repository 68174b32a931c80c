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
  transactionsFor,
  FUND_TRANSACTION_ORDER,
} from '../lib/money/funds';
import { nextSequentialId } from '../lib/money/ids';
import { hiddenOf, withFieldResolvers } from '../lib/money/parent';
import { applyIfValid } from '../lib/mutation';

interface MarketingFundsHidden {
  dealershipId: string;
}

function dealershipOf(user: { dealershipId: string | null }): string {
  if (!user.dealershipId) throw new Error('The dealer has no dealership');
  return user.dealershipId;
}

export const marketingFundsResolvers: Resolvers = {
  Query: {
    marketingFunds: (_parent, _args, ctx) => {
      const dealershipId = dealershipOf(requireDealer(ctx).user);
      const data = ctx.db.data;
      const now = ctx.now();
      const quarters = quarterFiguresFor(data, dealershipId, now);
      return withFieldResolvers<MarketingFunds, 'transactions', MarketingFundsHidden>(
        {
          summary: marketingFundsSummaryFor(data, dealershipId, now),
          accruals: quarters.map(accrualOf),
          annual: annualTotalsOf(quarters),
          guidelines: data.fundGuidelines.map((section) => ({ title: section.title, items: [...section.items] })),
        },
        { dealershipId },
      );
    },
  },
  MarketingFunds: {
    transactions: (parent, { first, after, status }, ctx) => {
      const { dealershipId } = hiddenOf<MarketingFundsHidden>(parent);
      const rows = transactionsFor(ctx.db.data, dealershipId).filter((row) => !status || row.status === status);
      return paginate(rows, { first, after }, toFundTransaction, FUND_TRANSACTION_ORDER, 25);
    },
  },
  Mutation: {
    submitFundClaim: (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const dealershipId = dealershipOf(user);
      const data = ctx.db.data;
      const now = ctx.now();
      const today = toIsoDate(now);
      const errors = validateFundClaim(input, { today, available: claimableFor(data, dealershipId, input.fund, now) });
      const { result } = applyIfValid(ctx, errors, () => {
        // Valid input is a positive amount with at most two decimals (validateFundClaim).
        const parsed = parseMoneyText(input.amount);
        if (!('cents' in parsed)) throw new Error(`A fund claim of ${input.amount} passed validation`);
        const row: FundTransactionRow = {
          id: nextSequentialId(`TXN-${today.slice(0, 4)}-`, data.fundTransactions.map((entry) => entry.id), 3),
          dealershipId,
          fund: input.fund,
          date: today,
          description: input.description.trim(),
          amountCents: -parsed.cents,
          status: 'PENDING',
          category: input.category,
          campaignDate: input.campaignDate,
          preApprovalReference: input.preApprovalReference?.trim() || null,
          submittedBy: user.id,
        };
        data.fundTransactions.push(row);
        return row;
      });
      return {
        transaction: result ? toFundTransaction(result) : null,
        summary: marketingFundsSummaryFor(data, dealershipId, now),
        errors,
      };
    },
  },
};
