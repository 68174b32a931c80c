import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { parseMoneyText } from '../../../src/lib/money';
import { validateFundClaim } from '../../../src/lib/validation';
import type { FundTransactionRow } from '../../fixtures/marketing-funds';
import { requireDealer } from '../../lib/auth';
import { toIsoDate } from '../../lib/money/dates';
import { claimableFor, marketingFundsSummaryFor, toFundTransaction } from '../../lib/money/funds';
import { dealershipOf, fundsOf } from '../marketing-funds';

/** A dealer's claim on their dealership's marketing funds. */
export const marketingFundsMutations: MutationResolvers = {
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
};
