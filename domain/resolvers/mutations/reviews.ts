import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { REVIEW_ALREADY_ANSWERED, REVIEW_NOT_FOUND, Rules, validateReviewResponse, type FieldError } from '../../../src/lib/validation';
import type { ReviewRow } from '../../fixtures/reviews';
import { requireDealer } from '../../lib/auth';
import { toReview } from '../../lib/engagement/reviews';
import { reviewStats } from '../reviews';

/** What stands in the way of a response: no such review, one answered already, and the text's own problems. */
function responseErrors(review: ReviewRow | null, text: string): FieldError[] {
  const rules = new Rules();
  if (!review) rules.add('reviewId', REVIEW_NOT_FOUND, 'NOT_FOUND');
  else if (review.response) rules.add('reviewId', REVIEW_ALREADY_ANSWERED, 'CONFLICT');
  for (const problem of validateReviewResponse({ text })) rules.add(problem.field, problem.message, problem.code);
  return rules.errors;
}

/** Mutation resolvers of the reviews domain (dealers only). */
export const reviewsMutations: MutationResolvers = {
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
};
