import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { REVIEW_ALREADY_ANSWERED, REVIEW_NOT_FOUND, Rules, validateReviewFilter, validateReviewResponse } from '../../src/lib/validation';
import { requireDealer } from '../lib/auth';
import { paginate } from '../lib/connection';
import { programDay } from '../../src/lib/program-time';
import { matchesReviewFilter, newestFirst, REVIEW_ORDER, reviewStatsFor, toReview } from '../lib/engagement/reviews';
import { ErrorCode } from '../lib/errors';
import { applyIfValid } from '../lib/mutation';

export { reviewsSummaryFor } from '../lib/engagement/reviews';

/** Query, Mutation and type resolvers of the reviews domain (dealers only). */
export const reviewsResolvers: Resolvers = {
  Query: {
    reviewStats: (_parent, _args, ctx) => {
      requireDealer(ctx);
      return reviewStatsFor(ctx.db.data, programDay(ctx.now()));
    },
    reviews: (_parent, { filter, first, after }, ctx) => {
      requireDealer(ctx);
      const problems = validateReviewFilter(filter ?? {});
      if (problems.length > 0) {
        throw new GraphQLError(problems.map((problem) => problem.message).join('; '), {
          extensions: { code: ErrorCode.BAD_USER_INPUT, fields: problems.map((problem) => problem.field) },
        });
      }
      const rows = ctx.db.data.reviews.filter((row) => matchesReviewFilter(row, filter)).sort(newestFirst);
      return paginate(rows, { first, after }, toReview, REVIEW_ORDER, 20);
    },
  },
  Mutation: {
    respondToReview: (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const data = ctx.db.data;
      const review = data.reviews.find((row) => row.id === input.reviewId);
      const rules = new Rules();
      if (!review) rules.add('reviewId', REVIEW_NOT_FOUND, 'NOT_FOUND');
      else if (review.response) rules.add('reviewId', REVIEW_ALREADY_ANSWERED, 'CONFLICT');
      for (const problem of validateReviewResponse({ text: input.text })) rules.add(problem.field, problem.message, problem.code);
      const { errors } = applyIfValid(ctx, rules.errors, () => {
        if (!review) throw new Error('Validated review is missing');
        review.response = { text: input.text.trim(), respondedAt: ctx.now().toISOString(), author: `${user.firstName} ${user.lastName}` };
      });
      return {
        review: review ? toReview(review) : null,
        stats: reviewStatsFor(data, programDay(ctx.now())),
        errors,
      };
    },
  },
};
