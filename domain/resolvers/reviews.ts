import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { validateReviewFilter } from '../../src/lib/validation';
import type { Context } from '../context';
import { requireDealer } from '../lib/auth';
import { connectionOf, NO_FIGURES } from '../lib/connection';
import { programDay } from '../../src/lib/program-time';
import { reviewMonthsOf, reviewStatsOf, reviewsSummaryOf, SNIPPET_COUNT, toReview } from '../lib/engagement/reviews';
import { ErrorCode } from '../lib/errors';

/** The Customer Reviews cards, from the reviews as the store counts them today. */
export async function reviewStats(ctx: Context) {
  return reviewStatsOf(await ctx.repositories.reviews.groups(reviewMonthsOf(programDay(ctx.now()))));
}

/** The dealer dashboard's Customer Reviews card. */
export async function reviewsSummaryFor(ctx: Context) {
  const reviews = ctx.repositories.reviews;
  const [groups, newest] = await Promise.all([reviews.groups(reviewMonthsOf(programDay(ctx.now()))), reviews.list(null, { first: SNIPPET_COUNT, needs: NO_FIGURES })]);
  return reviewsSummaryOf(groups, newest.rows);
}

/** Query resolvers of the reviews domain (dealers only); its Mutation resolvers are in mutations/reviews.ts. */
export const reviewsResolvers: Resolvers = {
  Query: {
    reviewStats: async (_parent, _args, ctx) => {
      requireDealer(ctx);
      return reviewStats(ctx);
    },
    reviews: async (_parent, { filter, first, after }, ctx) => {
      requireDealer(ctx);
      const problems = validateReviewFilter(filter ?? {});
      if (problems.length > 0) {
        throw new GraphQLError(problems.map((problem) => problem.message).join('; '), {
          extensions: { code: ErrorCode.BAD_USER_INPUT, fields: problems.map((problem) => problem.field) },
        });
      }
      return connectionOf(await ctx.repositories.reviews.list(filter, { first, after }), toReview);
    },
  },
};
