import type { ReviewFilter } from '../__generated__/resolvers-types';
import type { ReviewResponseRow, ReviewRow } from '../fixtures/reviews';
import type { ConnectionArgs, Page } from '../lib/connection';
import type { ReviewGroup, ReviewMonths } from '../lib/engagement/reviews';

/**
 * The dealership's customer reviews and the dealer's responses, as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database (`MemoryReviews`, mocks/repositories/reviews.ts),
 * the HTTP server in the `reviews` table (server/repositories/reviews.ts);
 * tests/server/reviews.test.ts runs one contract on each.
 *
 * The rules (who may respond, what a response may say, the messages) live in src/lib/validation and
 * the reviews resolvers; the figures in domain/lib/engagement/reviews.ts, from the groups a store counts.
 * A store's part is to keep one response per review: a review answered a moment ago is not answered again.
 */

/** Why a response was not recorded: there is no such review, or it has a response already. */
export type ResponseRefusal = 'NOT_FOUND' | 'ANSWERED';

export interface ReviewsRepository {
  /** A page of the reviews matching the filter, newest first (`REVIEW_ORDER`), 20 when `first` is not given. */
  list(filter: ReviewFilter | null | undefined, args: ConnectionArgs): Promise<Page<ReviewRow>>;
  byId(id: string): Promise<ReviewRow | null>;
  /** Every review counted by rating, source and product (`compareReviewGroups` order), with this and last month's. */
  groups(months: ReviewMonths): Promise<ReviewGroup[]>;
  /** Records the dealer's response to a review that has none; the review as it is now, or why not. */
  respond(id: string, response: ReviewResponseRow): Promise<ReviewRow | ResponseRefusal>;
}
