import type { Resolvers } from '../__generated__/resolvers-types';
import { requireMember } from '../lib/auth';
import { money } from '../lib/money/cents';
import { receiptFormUrl } from '../lib/money/receipt-form';

/** The receipt form address (dealers and advisors) and the public store loyalty figures. */
export const receiptFormResolvers: Resolvers = {
  Query: {
    receiptForm: async (_parent, { placement }, ctx) => {
      const { user } = requireMember(ctx);
      return receiptFormUrl(ctx.config.receiptForm, placement, {
        userId: user.id,
        earnerId: user.participantId ?? user.id,
        now: ctx.now(),
      });
    },
    storeLoyaltyStats: async (_parent, _args, ctx) => {
      const stats = await ctx.repositories.storeLoyalty.stats();
      if (!stats) throw new Error('No store loyalty figures are on file');
      const { activeDealers, rewardsDistributedCents, satisfactionRate } = stats;
      return { activeDealers, rewardsDistributed: money(rewardsDistributedCents), satisfactionRate };
    },
  },
};
