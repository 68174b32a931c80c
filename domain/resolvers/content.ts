import type { Resolvers } from '../__generated__/resolvers-types';
import { requireMember } from '../lib/auth';

/** Hero carousel and contest banner: dealers and advisors only (never client admins). */
export const contentResolvers: Resolvers = {
  Query: {
    heroSlides: (_parent, _args, ctx) => {
      requireMember(ctx);
      return ctx.db.data.heroSlides;
    },
    contestBanner: (_parent, _args, ctx) => {
      requireMember(ctx);
      return ctx.db.data.contestBanner;
    },
  },
};
