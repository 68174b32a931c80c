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
    storeLoyaltyStats: (_parent, _args, ctx) => {
      const { activeDealers, rewardsDistributedCents, satisfactionRate } = ctx.db.data.storeLoyaltyStats;
      return { activeDealers, rewardsDistributed: money(rewardsDistributedCents), satisfactionRate };
    },
  },
};
