import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { REVIEW_ALREADY_ANSWERED, REVIEW_NOT_FOUND, Rules, validateReviewFilter, validateReviewResponse, type FieldError } from '../../src/lib/validation';
import type { Context } from '../context';
import type { ReviewRow } from '../fixtures/reviews';
import { requireDealer } from '../lib/auth';
import { connectionOf } from '../lib/connection';
import { programDay } from '../../src/lib/program-time';
import { reviewMonthsOf, reviewStatsOf, reviewsSummaryOf, SNIPPET_COUNT, toReview } from '../lib/engagement/reviews';
import { ErrorCode } from '../lib/errors';

/** The Customer Reviews cards, from the reviews as the store counts them today. */
async function reviewStats(ctx: Context) {
  return reviewStatsOf(await ctx.repositories.reviews.groups(reviewMonthsOf(programDay(ctx.now()))));
}

/** The dealer dashboard's Customer Reviews card. */
export async function reviewsSummaryFor(ctx: Context) {
  const reviews = ctx.repositories.reviews;
  const [groups, newest] = await Promise.all([reviews.groups(reviewMonthsOf(programDay(ctx.now()))), reviews.list(null, { first: SNIPPET_COUNT })]);
  return reviewsSummaryOf(groups, newest.rows);
}

/** What stands in the way of a response: no such review, one answered already, and the text's own problems. */
function responseErrors(review: ReviewRow | null, text: string): FieldError[] {
  const rules = new Rules();
  if (!review) rules.add('reviewId', REVIEW_NOT_FOUND, 'NOT_FOUND');
  else if (review.response) rules.add('reviewId', REVIEW_ALREADY_ANSWERED, 'CONFLICT');
  for (const problem of validateReviewResponse({ text })) rules.add(problem.field, problem.message, problem.code);
  return rules.errors;
}

/** Query, Mutation and type resolvers of the reviews domain (dealers only). */
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
  Mutation: {
    respondToReview: async (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const reviews = ctx.repositories.reviews;
      let review = await reviews.byId(input.reviewId);
      let errors = responseErrors(review, input.text);
      if (errors.length === 0) {
        const response = { text: input.text.trim(), respondedAt: ctx.now().toISOString(), author: `${user.firstName} ${user.lastName}` };
        // Another dealer of the dealership may have answered it a moment ago: the store records one response.
        const outcome = await reviews.respond(input.reviewId, response);
        if (typeof outcome === 'string') {
          review = await reviews.byId(input.reviewId);
          errors = responseErrors(review, input.text);
          if (errors.length === 0) throw new Error(`The store refused a response to ${input.reviewId} (${outcome}) that the rules allow`);
        } else {
          review = outcome;
        }
      }
      return { review: review ? toReview(review) : null, stats: await reviewStats(ctx), errors };
    },
  },
};
