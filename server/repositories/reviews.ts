import { GraphQLError } from 'graphql';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ReviewFilter, ReviewSource } from '../../domain/__generated__/resolvers-types';
import type { ReviewResponseRow, ReviewRow } from '../../domain/fixtures/reviews';
import { cursorKey, pageSize, type ConnectionArgs, type Page, type SortKey } from '../../domain/lib/connection';
import { REVIEW_PAGE_SIZE, type ReviewGroup, type ReviewMonths } from '../../domain/lib/engagement/reviews';
import type { ResponseRefusal, ReviewsRepository } from '../../domain/repositories/reviews';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import { NETWORK, type Scope } from '../../domain/scope';
import { inDealership } from './scope';
import { inBatches, listPage } from './sql-lists';
import { SqlReads } from './sql-reads';

const COLUMNS = sql`r.id, r.dealership_id, r.customer, r.rating, r.day::text as day, r.verified, r.comment, r.product, r.helpful_count, r.source,
  r.response_text, r.responded_at, r.response_author`;

function toRow(row: Row<'reviews'>): ReviewRow {
  return {
    id: row.id,
    dealershipId: row.dealership_id,
    customer: row.customer,
    rating: row.rating,
    date: row.day,
    verified: row.verified,
    comment: row.comment,
    product: row.product,
    helpfulCount: row.helpful_count,
    source: row.source as ReviewSource,
    response:
      row.response_text === null || row.responded_at === null || row.response_author === null
        ? null
        : { text: row.response_text, respondedAt: new Date(row.responded_at).toISOString(), author: row.response_author },
  };
}

function values(row: ReviewRow): NewRow<'reviews'> {
  return {
    id: row.id,
    // A document saved before reviews named their dealership holds the sample dealership's (migration 0029).
    dealership_id: (row as Partial<ReviewRow>).dealershipId ?? SAMPLE_DEALERSHIP_ID,
    customer: row.customer,
    rating: row.rating,
    day: row.date,
    verified: row.verified,
    comment: row.comment,
    product: row.product,
    helpful_count: row.helpfulCount,
    source: row.source,
    response_text: row.response?.text ?? null,
    responded_at: row.response?.respondedAt ?? null,
    response_author: row.response?.author ?? null,
  };
}

/** A calendar day as the list's cursors carry it (`YYYY-MM-DD`, a day that exists). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The list's filter as a condition, the same one `matchesReviewFilter` applies in the browser. */
function whereOf(scope: Scope, filter: ReviewFilter | null | undefined): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [inDealership(scope, sql`r.dealership_id`)];
  if (filter?.tab === 'NEEDS_RESPONSE') conditions.push(sql<SqlBool>`r.response_text is null`);
  if (filter?.tab === 'FIVE_STARS') conditions.push(sql<SqlBool>`r.rating = 5`);
  if (filter?.ratings && filter.ratings.length > 0) conditions.push(sql<SqlBool>`r.rating in (${sql.join(filter.ratings)})`);
  if (filter?.product) conditions.push(sql<SqlBool>`r.product = ${filter.product}`);
  if (filter?.source) conditions.push(sql<SqlBool>`r.source = ${filter.source}`);
  if (filter?.from) conditions.push(sql<SqlBool>`r.day >= ${filter.from}::date`);
  if (filter?.to) conditions.push(sql<SqlBool>`r.day <= ${filter.to}::date`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/**
 * Reviews in the `reviews` table (server/sql/migrations/0013_reviews.ts). The list pages by its key (day, then
 * id, newest first) as the in-browser list does, so a cursor means the same place in either store. A
 * response is recorded with `update … where response_text is null`: of two dealers answering one review
 * at once, one response is kept and the other is told the review has one.
 */
export class SqlReviews implements ReviewsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose reviews it reads and answers (domain/scope.ts): a dealership's own. */
    private readonly scope: Scope = NETWORK,
    /** The operation's reads that go to the store together: the dealer dashboard's figures and snippets. */
    private readonly reads = new SqlReads(db),
  ) {}

  async list(filter: ReviewFilter | null | undefined, args: ConnectionArgs): Promise<Page<ReviewRow>> {
    const size = pageSize(args, REVIEW_PAGE_SIZE);
    const after = cursorKey(args.after, ['string', 'string']);
    if (after && !isDay(after[0] as string)) {
      throw new GraphQLError(`Invalid cursor: ${args.after}. Pass a cursor this list returned.`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const where = whereOf(this.scope, filter);
    const following = after ? sql<SqlBool>`(r.day, r.id collate "C") < (${after[0]}::date, ${after[1]}::text)` : null;
    const page = await listPage<Row<'reviews'>>(this.db, {
      columns: COLUMNS,
      from: sql`reviews r`,
      where,
      following,
      order: sql`r.day desc, r.id collate "C" desc`,
      size,
      needs: args.needs,
      reads: this.reads,
    });
    const rows = page.rows.map(toRow);
    return { ...page.paging, rows, keys: rows.map((row): SortKey => [row.date, row.id]) };
  }

  async byId(id: string): Promise<ReviewRow | null> {
    const { rows } = await sql<Row<'reviews'>>`select ${COLUMNS} from reviews r where r.id = ${id} and ${inDealership(this.scope, sql`r.dealership_id`)}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  groups(months: ReviewMonths): Promise<ReviewGroup[]> {
    const query = sql<ReviewGroup>`
      select rating::int as rating, source, product, count(*)::int as count, count(response_text)::int as answered,
        count(*) filter (where day >= ${months.thisMonth}::date and day <= ${months.today}::date)::int as "thisMonth",
        count(*) filter (where day >= ${months.lastMonth}::date and day < ${months.thisMonth}::date)::int as "lastMonth"
      from reviews r
      where ${inDealership(this.scope, sql`r.dealership_id`)}
      group by rating, source, product
      order by rating, source collate "C", product collate "C"`;
    return this.reads.read({ query, answer: (rows) => rows });
  }

  async respond(id: string, response: ReviewResponseRow): Promise<ReviewRow | ResponseRefusal> {
    const { rows } = await sql<Row<'reviews'>>`
      update reviews r set response_text = ${response.text}, responded_at = ${response.respondedAt}::timestamptz, response_author = ${response.author}
      where r.id = ${id} and r.response_text is null and ${inDealership(this.scope, sql`r.dealership_id`)}
      returning ${COLUMNS}`.execute(this.db);
    if (rows[0]) return toRow(rows[0]);
    return (await this.byId(id)) ? 'ANSWERED' : 'NOT_FOUND';
  }

  /** Replaces every row with the given rows (the sample data, or a document saved before reviews moved). */
  async replaceAll(rows: readonly ReviewRow[]): Promise<void> {
    await this.db.deleteFrom('reviews').execute();
    await inBatches(rows, (batch) => this.db.insertInto('reviews').values(batch.map(values)).execute());
  }
}
