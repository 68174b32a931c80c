import type { ReviewFilter } from '../__generated__/resolvers-types';
import type { Database } from '../db';
import type { ReviewResponseRow, ReviewRow } from '../fixtures/reviews';
import { pageOf, type ConnectionArgs, type Page } from '../lib/connection';
import { matchesReviewFilter, newestFirst, REVIEW_ORDER, REVIEW_PAGE_SIZE, reviewGroupsOf, type ReviewGroup, type ReviewMonths } from '../lib/engagement/reviews';

/**
 * The dealership's customer reviews and the dealer's responses, as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database (`MemoryReviews`),
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

const copyOf = (row: ReviewRow): ReviewRow => ({ ...row, response: row.response ? { ...row.response } : null });

/** The in-browser store: the database's `reviews` collection. */
export class MemoryReviews implements ReviewsRepository {
  constructor(private readonly db: Database) {}

  async list(filter: ReviewFilter | null | undefined, args: ConnectionArgs): Promise<Page<ReviewRow>> {
    const rows = this.db.data.reviews.filter((row) => matchesReviewFilter(row, filter)).sort(newestFirst);
    const page = pageOf(rows, args, REVIEW_ORDER, REVIEW_PAGE_SIZE);
    return { ...page, rows: page.rows.map(copyOf) };
  }

  async byId(id: string): Promise<ReviewRow | null> {
    const row = this.db.data.reviews.find((candidate) => candidate.id === id);
    return row ? copyOf(row) : null;
  }

  async groups(months: ReviewMonths): Promise<ReviewGroup[]> {
    return reviewGroupsOf(this.db.data.reviews, months);
  }

  async respond(id: string, response: ReviewResponseRow): Promise<ReviewRow | ResponseRefusal> {
    const row = this.db.data.reviews.find((candidate) => candidate.id === id);
    if (!row) return 'NOT_FOUND';
    if (row.response) return 'ANSWERED';
    row.response = { ...response };
    this.db.commit();
    return copyOf(row);
  }
}
