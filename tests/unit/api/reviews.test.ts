import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { generateReviews, type ReviewRow } from '../../../domain/fixtures/reviews';
import { monthlyGrowthPercent, toSnippet } from '../../../domain/lib/engagement/reviews';
import { createTestServer, TEST_NOW, type TestServer } from '../../api';

const STATS_FIELDS = `averageRating totalReviews monthlyGrowthPercent responseRate fiveStarCount fiveStarPercent
  distribution { stars count percentage } sources { source platform count averageRating } products`;

const STATS = `{ reviewStats { ${STATS_FIELDS} } }`;

const REVIEWS = `query($filter: ReviewFilter, $first: Int, $after: String) {
  reviews(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id customer customerImage rating date verified comment product helpfulCount responded response { text respondedAt author } source } }
  }
}`;

const RESPOND = `mutation($input: RespondToReviewInput!) {
  respondToReview(input: $input) {
    review { id responded response { text respondedAt author } }
    stats { responseRate totalReviews averageRating }
    errors { field message }
  }
}`;

async function reviews(server: TestServer, filter?: Record<string, unknown>, first = 100, after?: string) {
  return (await server.ok(REVIEWS, { filter, first, after })).reviews;
}

const nodes = (connection: any) => connection.edges.map((edge: any) => edge.node);

/** The first review that still needs a response. */
async function unanswered(server: TestServer) {
  return nodes(await reviews(server, { tab: 'NEEDS_RESPONSE' }, 1))[0];
}

describe('reviews: summary figures', () => {
  it('shows the sample cards on a fresh database: 4.8 from 167, +12% this month, 89% answered, 142 five-star (85%)', async () => {
    const { reviewStats } = await createTestServer('dealer').ok(STATS);
    expect(reviewStats).toMatchObject({
      averageRating: 4.8,
      totalReviews: 167,
      monthlyGrowthPercent: 12,
      responseRate: 89,
      fiveStarCount: 142,
      fiveStarPercent: 85,
    });
  });

  it('breaks ratings down by star, 5 stars first, with whole-number percentages', async () => {
    const { reviewStats } = await createTestServer('dealer').ok(STATS);
    expect(reviewStats.distribution).toEqual([
      { stars: 5, count: 142, percentage: 85 },
      { stars: 4, count: 18, percentage: 11 },
      { stars: 3, count: 4, percentage: 2 },
      { stars: 2, count: 2, percentage: 1 },
      { stars: 1, count: 1, percentage: 1 },
    ]);
  });

  it('lists the review sources with counts and average stars, and the products reviewed', async () => {
    const server = createTestServer('dealer');
    const { reviewStats } = await server.ok(STATS);
    expect(reviewStats.sources.map((row: any) => row.platform).sort()).toEqual(['Dealer Locator', 'Facebook', 'Google', 'Yelp']);
    expect(reviewStats.sources.reduce((sum: number, row: any) => sum + row.count, 0)).toBe(167);
    for (const row of reviewStats.sources) {
      const rows = server.db.data.reviews.filter((review) => review.source === row.source);
      expect(row.count).toBe(rows.length);
      expect(row.averageRating).toBe(Math.round((rows.reduce((sum, review) => sum + review.rating, 0) / rows.length) * 10) / 10);
    }
    const counts = reviewStats.sources.map((row: any) => row.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(reviewStats.products).toEqual([...new Set(server.db.data.reviews.map((review) => review.product))].sort());
    expect(reviewStats.products.length).toBeGreaterThan(3);
  });

  it('generates the same reviews from the fixed seed every time', () => {
    expect(JSON.stringify(generateReviews(TEST_NOW))).toBe(JSON.stringify(generateReviews(TEST_NOW)));
    expect(JSON.stringify(generateReviews(TEST_NOW, 1))).not.toBe(JSON.stringify(generateReviews(TEST_NOW)));
  });

  it('computes the monthly growth from review dates: this month against last month', () => {
    const row = (date: string): ReviewRow => ({
      id: date,
      dealershipId: 'DLR-1001',
      customer: 'Sam K.',
      rating: 5,
      date,
      verified: true,
      comment: 'Great',
      product: 'Smart Thermostat',
      helpfulCount: 0,
      source: 'GOOGLE',
      response: null,
    });
    const rows = [
      ...Array.from({ length: 4 }, () => row('2026-10-05')),
      ...Array.from({ length: 5 }, () => row('2026-11-02')),
      row('2026-09-30'),
    ];
    expect(monthlyGrowthPercent(rows, '2026-11-22')).toBe(25);
    expect(monthlyGrowthPercent(rows.slice(0, 4), '2026-11-22')).toBe(-100);
    expect(monthlyGrowthPercent(rows.slice(4, 9), '2026-11-22')).toBe(100);
    expect(monthlyGrowthPercent([], '2026-11-22')).toBe(0);
  });

  it('sums up the reviews for the dealer dashboard: average, count and the newest quotes', async () => {
    const server = createTestServer('dealer');
    const summary = (await server.ok(`{ dealerDashboard { reviews { averageRating totalReviews snippets { name rating snippet } } } }`)).dealerDashboard.reviews;
    expect(summary.averageRating).toBe(4.8);
    expect(summary.totalReviews).toBe(167);
    expect(summary.snippets).toHaveLength(3);
    const newest = nodes(await reviews(server, undefined, 3));
    expect(summary.snippets.map((snippet: any) => snippet.name)).toEqual(newest.map((review: any) => review.customer));
    expect(summary.snippets.map((snippet: any) => snippet.rating)).toEqual(newest.map((review: any) => review.rating));
    for (const snippet of summary.snippets as { snippet: string }[]) expect(snippet.snippet.length).toBeLessThanOrEqual(120);
  });

  it('shortens long quotes at a word boundary', () => {
    expect(toSnippet('short text')).toBe('short text');
    expect(toSnippet('one two three four', 10)).toBe('one two…');
  });
});

describe('reviews: the list', () => {
  it('lists reviews newest first, 20 to a page, with cursors for the next page', async () => {
    const server = createTestServer('dealer');
    const first = (await server.ok(REVIEWS, {})).reviews;
    expect(first.totalCount).toBe(167);
    expect(first.edges).toHaveLength(20);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await reviews(server, undefined, 20, first.pageInfo.endCursor);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const all = [...nodes(first), ...nodes(second)];
    expect(new Set(all.map((review: any) => review.id)).size).toBe(40);
    const dates = all.map((review: any) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-22');
  });

  it('shows each review with the fields the screen lists', async () => {
    const list = nodes(await reviews(createTestServer('dealer')));
    for (const review of list) {
      expect(review.customer).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(review.customerImage).toMatch(/^data:image\/svg\+xml,/);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.comment.length).toBeGreaterThan(10);
      expect(review.helpfulCount).toBeGreaterThanOrEqual(0);
      expect(review.responded).toBe(review.response !== null);
      if (review.response) expect(review.response.author).toBe('Jordan Miller');
    }
    expect(list.some((review: any) => !review.verified)).toBe(true);
  });

  it('filters by tab: Needs Response (unanswered only) and 5 Stars (five-star only)', async () => {
    const server = createTestServer('dealer');
    const needs = await reviews(server, { tab: 'NEEDS_RESPONSE' });
    expect(needs.totalCount).toBe(18);
    expect(nodes(needs).every((review: any) => !review.responded)).toBe(true);
    const five = await reviews(server, { tab: 'FIVE_STARS' });
    expect(five.totalCount).toBe(142);
    expect(nodes(five).every((review: any) => review.rating === 5)).toBe(true);
    expect((await reviews(server, { tab: 'ALL' })).totalCount).toBe(167);
  });

  it('filters by stars, product, source and date range, together', async () => {
    const server = createTestServer('dealer');
    const rows = server.db.data.reviews;
    expect((await reviews(server, { ratings: [1, 2] })).totalCount).toBe(3);
    const product = rows[0]?.product ?? '';
    expect((await reviews(server, { product })).totalCount).toBe(rows.filter((row) => row.product === product).length);
    expect((await reviews(server, { source: 'YELP' })).totalCount).toBe(rows.filter((row) => row.source === 'YELP').length);
    const november = await reviews(server, { from: '2026-11-01', to: '2026-11-22' });
    expect(november.totalCount).toBe(28);
    expect((await reviews(server, { from: '2026-10-01', to: '2026-10-31' })).totalCount).toBe(25);
    const combined = await reviews(server, { tab: 'FIVE_STARS', source: 'GOOGLE', from: '2026-11-01' });
    expect(combined.totalCount).toBe(rows.filter((row) => row.rating === 5 && row.source === 'GOOGLE' && row.date >= '2026-11-01').length);
    expect(combined.totalCount).toBeGreaterThan(0);
  });

  it('rejects star filters outside 1-5 and a backwards date range', async () => {
    const server = createTestServer('dealer');
    expect(await server.errorCode(REVIEWS, { filter: { ratings: [0, 6] } })).toBe('BAD_USER_INPUT');
    expect(await server.errorCode(REVIEWS, { filter: { from: '2026-11-20', to: '2026-11-01' } })).toBe('BAD_USER_INPUT');
  });
});

describe('reviews: responding', () => {
  it('saves the reply as the viewer, marks the review answered and raises the response rate', async () => {
    const server = createTestServer('dealer');
    const target = await unanswered(server);
    const data = await server.ok(RESPOND, { input: { reviewId: target.id, text: '  Thank you for the feedback!  ' } });
    expect(data.respondToReview).toEqual({
      review: {
        id: target.id,
        responded: true,
        response: { text: 'Thank you for the feedback!', respondedAt: TEST_NOW.toISOString(), author: 'Jordan Miller' },
      },
      stats: { responseRate: 90, totalReviews: 167, averageRating: 4.8 },
      errors: [],
    });
    const reloaded = server.reload();
    expect((await reviews(reloaded, { tab: 'NEEDS_RESPONSE' })).totalCount).toBe(17);
    expect((await reloaded.ok(STATS)).reviewStats.responseRate).toBe(90);
    const saved = nodes(await reviews(reloaded)).find((review: any) => review.id === target.id);
    expect(saved.response.text).toBe('Thank you for the feedback!');
  });

  it('accepts a reply of exactly 2,000 characters', async () => {
    const server = createTestServer('dealer');
    const target = await unanswered(server);
    const data = await server.ok(RESPOND, { input: { reviewId: target.id, text: 'a'.repeat(2000) } });
    expect(data.respondToReview.errors).toEqual([]);
  });

  it.each([
    ['an empty reply', '', 'Response is required'],
    ['a blank reply', '   \n ', 'Response is required'],
    ['a reply over 2,000 characters', 'a'.repeat(2001), 'Response must be at most 2,000 characters'],
  ])('refuses %s, changing nothing', async (_name, text, message) => {
    const server = createTestServer('dealer');
    const target = await unanswered(server);
    const before = JSON.stringify(server.db.data);
    const data = await server.ok(RESPOND, { input: { reviewId: target.id, text } });
    expect(data.respondToReview.errors).toEqual([{ field: ['text'], message }]);
    expect(data.respondToReview.review).toMatchObject({ id: target.id, responded: false, response: null });
    expect(JSON.stringify(server.db.data)).toBe(before);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('refuses a reply to an unknown review or to one already answered, changing nothing', async () => {
    const server = createTestServer('dealer');
    const answered = nodes(await reviews(server)).find((review: any) => review.responded);
    const before = JSON.stringify(server.db.data);
    const unknown = await server.ok(RESPOND, { input: { reviewId: 'REV-9999', text: 'Thanks!' } });
    expect(unknown.respondToReview).toMatchObject({ review: null, errors: [{ field: ['reviewId'], message: 'This review no longer exists' }] });
    const again = await server.ok(RESPOND, { input: { reviewId: answered.id, text: 'Thanks again!' } });
    expect(again.respondToReview.errors).toEqual([{ field: ['reviewId'], message: 'This review already has a response' }]);
    expect(again.respondToReview.review.response.text).toBe(answered.response.text);
    expect(JSON.stringify(server.db.data)).toBe(before);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });
});

describe('reviews: access (dealers only)', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['reviewStats', STATS, {}],
    ['reviews', REVIEWS, {}],
    ['respondToReview', RESPOND, { input: { reviewId: 'REV-0167', text: 'Thanks!' } }],
  ];

  it.each(operations)('%s needs a session', async (_name, query, variables) => {
    expect(await createTestServer(null).errorCode(query, variables)).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is forbidden to comfort advisors and client admins', async (_name, query, variables) => {
    for (const role of ['comfort-advisor', 'client-admin'] as const) {
      const server = createTestServer(role);
      const before = JSON.stringify(server.db.data);
      expect(await server.errorCode(query, variables)).toBe('FORBIDDEN');
      expect(JSON.stringify(server.db.data)).toBe(before);
    }
  });
});
