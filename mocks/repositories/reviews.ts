import type { ReviewFilter } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import type { ReviewResponseRow, ReviewRow } from '../../domain/fixtures/reviews';
import { pageOf, type ConnectionArgs, type Page } from '../../domain/lib/connection';
import { matchesReviewFilter, newestFirst, REVIEW_ORDER, REVIEW_PAGE_SIZE, reviewGroupsOf, type ReviewGroup, type ReviewMonths } from '../../domain/lib/engagement/reviews';
import { coversDealership } from '../../domain/scope';
import type { ResponseRefusal, ReviewsRepository } from '../../domain/repositories/reviews';

const copyOf = (row: ReviewRow): ReviewRow => ({ ...row, response: row.response ? { ...row.response } : null });

/** The in-browser store: the database's `reviews` collection. */
export class MemoryReviews implements ReviewsRepository {
  constructor(private readonly db: Database) {}

  /** The reviews of the operation's scope (domain/scope.ts): a dealership's own. */
  private get rows(): ReviewRow[] {
    return this.db.data.reviews.filter((row) => coversDealership(this.db.scope, row.dealershipId));
  }

  async list(filter: ReviewFilter | null | undefined, args: ConnectionArgs): Promise<Page<ReviewRow>> {
    const rows = this.rows.filter((row) => matchesReviewFilter(row, filter)).sort(newestFirst);
    const page = pageOf(rows, args, REVIEW_ORDER, REVIEW_PAGE_SIZE);
    return { ...page, rows: page.rows.map(copyOf) };
  }

  async byId(id: string): Promise<ReviewRow | null> {
    const row = this.rows.find((candidate) => candidate.id === id);
    return row ? copyOf(row) : null;
  }

  async groups(months: ReviewMonths): Promise<ReviewGroup[]> {
    return reviewGroupsOf(this.rows, months);
  }

  async respond(id: string, response: ReviewResponseRow): Promise<ReviewRow | ResponseRefusal> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) return 'NOT_FOUND';
    if (row.response) return 'ANSWERED';
    row.response = { ...response };
    this.db.commit();
    return copyOf(row);
  }
}
