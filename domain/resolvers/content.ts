import type { Resolvers } from '../__generated__/resolvers-types';
import { requireMember } from '../lib/auth';

/** Hero carousel and contest banner: dealers and advisors only (never client admins). */
export const contentResolvers: Resolvers = {
  Query: {
    heroSlides: async (_parent, _args, ctx) => {
      requireMember(ctx);
      return ctx.repositories.content.heroSlides();
    },
    contestBanner: async (_parent, _args, ctx) => {
      requireMember(ctx);
      return ctx.repositories.content.contestBanner();
    },
  },
};
