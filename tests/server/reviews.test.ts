import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReviewFilter } from '../../domain/__generated__/resolvers-types';
import { Database } from '../../domain/db';
import { encodeCursor } from '../../domain/lib/connection';
import { reviewMonthsOf, reviewStatsOf } from '../../domain/lib/engagement/reviews';
import { MemoryReviews } from '../../mocks/repositories/reviews';
import type { ReviewsRepository } from '../../domain/repositories/reviews';
import { SqlReviews } from '../../server/repositories/reviews';
import type { SqlStore } from '../../server/sql/database';
import { programDay } from '../../src/lib/program-time';
import { TEST_NOW } from '../api';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { allPages, DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The reviews repository's contract: the SQL store lists the reviews (every filter of the screen, page by
 * page with its cursors) and counts them for the figures as the in-browser store does, over the same
 * sample data, and keeps one response per review: of dealers answering one review at once, one is kept.
 */

interface Stores {
  memory: ReviewsRepository;
  sql: ReviewsRepository;
  db: Database;
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlReviews(store.db).replaceAll(structuredClone(db.data.reviews));
  return { memory: new MemoryReviews(db), sql: new SqlReviews(store.db), db };
}

const MONTHS = reviewMonthsOf(programDay(TEST_NOW));

const response = (text: string) => ({ text, respondedAt: TEST_NOW.toISOString(), author: 'Jordan Miller' });

/** Every filter the Customer Reviews screen sends, alone and together. */
const FILTERS: (ReviewFilter | null)[] = [
  null,
  { tab: 'ALL' },
  { tab: 'NEEDS_RESPONSE' },
  { tab: 'FIVE_STARS' },
  { ratings: [1, 2, 3] },
  { ratings: [] },
  { product: 'Smart Thermostat' },
  { product: '' },
  { source: 'YELP' },
  { from: '2026-10-01', to: '2026-10-31' },
  { from: '2026-11-01' },
  { to: '2025-12-31' },
  { tab: 'FIVE_STARS', source: 'GOOGLE', from: '2026-06-01', product: 'Central Air Conditioner' },
  { tab: 'NEEDS_RESPONSE', ratings: [4, 5], to: '2026-11-21' },
];

describe.each(STORES)('the reviews repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))('lists %s page by page as the memory store does', async (_name, filter) => {
    const [memory, sqlPages] = await Promise.all([
      allPages((args) => given.stores.memory.list(filter, args), 7),
      allPages((args) => given.stores.sql.list(filter, args), 7),
    ]);
    expect(sqlPages).toEqual(memory);
    expect(memory.flatMap((page) => page.rows).length).toBe(memory[0]!.totalCount);
  });

  it('pages 20 at a time when `first` is not given, and refuses a cursor that is not a day and an id', async () => {
    const page = await given.stores.sql.list(null, {});
    expect(page.rows).toHaveLength(20);
    expect(page).toEqual(await given.stores.memory.list(null, {}));
    for (const key of [['2026-02-30', 'REV-0001'], ['yesterday', 'REV-0001'], [20261122, 'REV-0001']]) {
      await expect(given.stores.sql.list(null, { after: encodeCursor(key) })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('counts the reviews by rating, source and product as the memory store does, for the sample figures', async () => {
    const groups = await given.stores.sql.groups(MONTHS);
    expect(groups).toEqual(await given.stores.memory.groups(MONTHS));
    expect(reviewStatsOf(groups)).toMatchObject({ averageRating: 4.8, totalReviews: 167, monthlyGrowthPercent: 12, responseRate: 89, fiveStarCount: 142 });
    expect(await given.stores.sql.byId('REV-0042')).toEqual(await given.stores.memory.byId('REV-0042'));
    expect(await given.stores.sql.byId('REV-9999')).toBeNull();
  });

  it('records a response once, refusing an unknown review and one answered already, in both stores alike', async () => {
    const target = (await given.stores.memory.list({ tab: 'NEEDS_RESPONSE' }, { first: 1 })).rows[0]!;
    const answered = (await given.stores.memory.list({ tab: 'FIVE_STARS' }, { first: 50 })).rows.find((row) => row.response)!;
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.respond(target.id, response('Thank you, we’re glad to help — 100% “on time”!'))).toEqual({
        ...target,
        response: response('Thank you, we’re glad to help — 100% “on time”!'),
      });
      expect(await repository.respond(target.id, response('Again'))).toBe('ANSWERED');
      expect(await repository.respond(answered.id, response('Again'))).toBe('ANSWERED');
      expect(await repository.respond('REV-9999', response('Hello'))).toBe('NOT_FOUND');
    }
    expect(await given.stores.sql.byId(target.id)).toEqual(await given.stores.memory.byId(target.id));
    expect(await given.stores.sql.byId(answered.id)).toEqual(answered);
    const groups = await given.stores.sql.groups(MONTHS);
    expect(groups).toEqual(await given.stores.memory.groups(MONTHS));
    expect(reviewStatsOf(groups).responseRate).toBe(90);
    const unanswered = await allPages((args) => given.stores.sql.list({ tab: 'NEEDS_RESPONSE' }, args), 5);
    expect(unanswered.flatMap((page) => page.rows).map((row) => row.id)).not.toContain(target.id);
  });

  it('keeps one response of 8 dealers answering one review at once', async () => {
    const target = (await given.stores.sql.list({ tab: 'NEEDS_RESPONSE' }, { first: 1 })).rows[0]!;
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, index) => given.stores.sql.respond(target.id, response(`Reply ${index}`))));
    const recorded = outcomes.filter((outcome) => typeof outcome !== 'string');
    expect(recorded).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ANSWERED')).toHaveLength(7);
    expect((await given.stores.sql.byId(target.id))?.response).toEqual(recorded[0]!.response);
  }, 60_000);

  it('holds the rules in the table: stars 1 to 5, a response whole or not at all, 2,000 characters at most', async () => {
    const db = given.store.db;
    await expect(sql`update reviews set rating = 6 where id = 'REV-0001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update reviews set response_text = null where id = (select id from reviews where response_text is not null limit 1)`.execute(db)).rejects.toThrow(/check/);
    await expect(
      sql`update reviews set response_text = ${'a'.repeat(2001)}, responded_at = now(), response_author = 'A' where id = 'REV-0001'`.execute(db),
    ).rejects.toThrow(/check/);
    await expect(sql`update reviews set source = 'TWITTER' where id = 'REV-0001'`.execute(db)).rejects.toThrow(/check/);
  });
});

describe.each(STORES)('responding to a review over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps one of 6 responses sent at once, the others told it has one', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const list = `{ reviews(filter: { tab: NEEDS_RESPONSE }, first: 1) { totalCount edges { node { id } } } }`;
    const before = (await dealer.ok(list)).reviews;
    const target = before.edges[0].node.id as string;
    const respond = `mutation($input: RespondToReviewInput!) {
      respondToReview(input: $input) { review { response { text } } stats { responseRate } errors { code message } }
    }`;
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => dealer.ok(respond, { input: { reviewId: target, text: `Thank you (${index})` } })));
    const kept = results.filter((data) => data.respondToReview.errors.length === 0);
    expect(kept).toHaveLength(1);
    expect(results.filter((data) => data.respondToReview.errors.length > 0).map((data) => data.respondToReview.errors)).toEqual(
      Array.from({ length: 5 }, () => [{ code: 'CONFLICT', message: 'This review already has a response' }]),
    );
    // Every answer shows the response that was kept.
    expect(new Set(results.map((data) => data.respondToReview.review.response.text))).toEqual(new Set([kept[0].respondToReview.review.response.text]));
    expect((await dealer.ok(list)).reviews.totalCount).toBe(before.totalCount - 1);
    expect((await dealer.ok(`{ reviewStats { responseRate } }`)).reviewStats.responseRate).toBe(90);
  }, 120_000);
});
