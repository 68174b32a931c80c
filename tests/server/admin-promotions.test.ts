import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import type { AdminPromotionRow } from '../../domain/fixtures/admin-promotions';
import { isoDay } from '../../domain/lib/catalog/dates';
import { encodeCursor } from '../../domain/lib/connection';
import { MemoryAdminPromotions } from '../../mocks/repositories/admin-promotions';
import type { AdminPromotionQuery, AdminPromotionsRepository, NewAdminPromotion } from '../../domain/repositories/admin-promotions';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlAdminPromotions } from '../../server/repositories/admin-promotions';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { allPages, DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The admin promotions repository's contract: the SQL store lists the promotions (every filter of the
 * Promotions screen, page by page with its cursors, with the participants across the matches) as the
 * in-browser store does, over the same sample data, numbers new promotions after the last one given, and
 * writes a change only over the promotion it was made from: of administrators deciding or editing one
 * promotion at once, one change is kept.
 */

interface Stores {
  memory: AdminPromotionsRepository;
  sql: AdminPromotionsRepository;
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlAdminPromotions(store.db).replaceAll(structuredClone(db.data.adminPromotions), db.data.adminPromotionsSequence);
  return { memory: new MemoryAdminPromotions(db), sql: new SqlAdminPromotions(store.db) };
}

const TODAY = isoDay(TEST_NOW);

/** Every filter the Promotions screen sends, alone and together, on today and on a later day. */
const QUERIES: AdminPromotionQuery[] = [
  { today: TODAY },
  { today: TODAY, statuses: [] },
  { today: TODAY, statuses: ['ACTIVE'] },
  { today: TODAY, statuses: ['PENDING'] },
  { today: TODAY, statuses: ['SCHEDULED', 'EXPIRED'] },
  { today: TODAY, statuses: ['DRAFT', 'REJECTED', 'CHANGES_REQUESTED'] },
  { today: '2027-06-01', statuses: ['ACTIVE', 'EXPIRED'] },
  { today: TODAY, search: 'spiff' },
  { today: TODAY, search: '  PROMO-01 ' },
  { today: TODAY, search: '100%_\\' },
  { today: TODAY, search: 'points', statuses: ['ACTIVE', 'PENDING'] },
];

const draft = (name: string): NewAdminPromotion => ({
  name,
  type: 'BONUS_POINTS',
  multiplier: '2x',
  status: 'DRAFT',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  participants: 0,
  submittedBy: null,
  submittedAt: null,
  targetProducts: 'ALL_PRODUCTS',
  description: 'Winter “double” points — 100% on every unit',
  autoEnroll: false,
  reviewNote: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: TEST_NOW.toISOString(),
  updatedAt: TEST_NOW.toISOString(),
});

const approved = (row: AdminPromotionRow, by: string): AdminPromotionRow => ({
  ...row,
  status: 'ACTIVE',
  reviewedBy: by,
  reviewedAt: TEST_NOW.toISOString(),
  updatedAt: TEST_NOW.toISOString(),
});

describe.each(STORES)('the admin promotions repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))('lists %s page by page as the memory store does', async (_name, query) => {
    const [memory, sqlPages] = await Promise.all([
      allPages((args) => given.stores.memory.list(query, args), 5),
      allPages((args) => given.stores.sql.list(query, args), 5),
    ]);
    expect(sqlPages).toEqual(memory);
    expect(memory.flatMap((page) => page.rows).length).toBe(memory[0]!.totalCount);
  });

  it('answers the sample list: 12 newest first, 25 to a page, and refuses a cursor that is not a number and an id', async () => {
    const page = await given.stores.sql.list({ today: TODAY }, {});
    expect(page.rows.map((row) => row.id)).toEqual(Array.from({ length: 12 }, (_, index) => `PROMO-${String(12 - index).padStart(3, '0')}`));
    expect(page).toEqual(await given.stores.memory.list({ today: TODAY }, {}));
    expect((await given.stores.sql.list({ today: TODAY, statuses: ['ACTIVE'] }, {})).totalParticipants).toBe(128 + 973 + 586 + 342 + 1247);
    for (const key of [['PROMO-003', 3], [3]]) {
      await expect(given.stores.sql.list({ today: TODAY }, { after: encodeCursor(key) })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await given.stores.sql.byId('PROMO-004')).toEqual(await given.stores.memory.byId('PROMO-004'));
    expect(await given.stores.sql.byId('PROMO-999')).toBeNull();
  });

  it('numbers new promotions after the last, never giving a deleted one’s number again, in both stores alike', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.remove('PROMO-012')).toBe(true);
      expect(await repository.remove('PROMO-012')).toBe(false);
      const created = await repository.create(draft('Winter Warm-Up'));
      expect(created).toEqual({ id: 'PROMO-013', ...draft('Winter Warm-Up') });
      expect(await repository.byId('PROMO-013')).toEqual(created);
      expect((await repository.create(draft('Second'))).id).toBe('PROMO-014');
    }
    expect((await given.stores.sql.list({ today: TODAY }, { first: 3 })).rows).toEqual((await given.stores.memory.list({ today: TODAY }, { first: 3 })).rows);
  });

  it('writes a change only over the promotion it was made from, in both stores alike', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const pending = (await repository.byId('PROMO-010'))!;
      const first = approved(pending, 'Alex Admin');
      expect(await repository.replace(pending, first)).toEqual(first);
      // A second decision made from the promotion as it was before the first.
      expect(await repository.replace(pending, { ...pending, status: 'REJECTED', reviewNote: 'No' })).toBe('CHANGED');
      expect(await repository.byId('PROMO-010')).toEqual(first);
      // An edit made from the promotion as it is now is written.
      const renamed = { ...first, name: 'Smart Thermostat Bonus', description: null };
      expect(await repository.replace(first, renamed)).toEqual(renamed);
      expect(await repository.replace({ ...pending, id: 'PROMO-999' }, pending)).toBe('NOT_FOUND');
    }
    expect(await given.stores.sql.byId('PROMO-010')).toEqual(await given.stores.memory.byId('PROMO-010'));
  });

  it('keeps one of 8 decisions of one promotion made at once, and one of 6 edits', async () => {
    const pending = (await given.stores.sql.byId('PROMO-011'))!;
    const decisions = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        given.stores.sql.replace(pending, index % 2 === 0 ? approved(pending, `Admin ${index}`) : { ...pending, status: 'REJECTED', reviewNote: `No (${index})` }),
      ),
    );
    const kept = decisions.filter((outcome) => typeof outcome !== 'string');
    expect(kept).toHaveLength(1);
    expect(decisions.filter((outcome) => outcome === 'CHANGED')).toHaveLength(7);
    expect(await given.stores.sql.byId('PROMO-011')).toEqual(kept[0]);

    const live = (await given.stores.sql.byId('PROMO-003'))!;
    const edits = await Promise.all(
      Array.from({ length: 6 }, (_, index) => given.stores.sql.replace(live, { ...live, name: `Fall Bonus (${index})`, updatedAt: TEST_NOW.toISOString() })),
    );
    const written = edits.filter((outcome) => typeof outcome !== 'string');
    expect(written).toHaveLength(1);
    expect(await given.stores.sql.byId('PROMO-003')).toEqual(written[0]);
  }, 60_000);

  it('holds the rules in the table: known types, statuses and products, dates in order, lengths, decisions named and dated', async () => {
    const db = given.store.db;
    await expect(sql`update admin_promotions set type = 'RAFFLE' where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set status = 'ARCHIVED' where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set target_products = 'CARS' where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set end_date = start_date - 1 where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set name = ${'a'.repeat(121)} where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set name = '' where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set review_note = ${'a'.repeat(1001)} where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set reviewed_by = 'Alex Admin' where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set submitted_at = current_date where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update admin_promotions set participants = -1 where id = 'PROMO-001'`.execute(db)).rejects.toThrow(/check/);
  });
});

describe.each(STORES)('deciding and editing a promotion over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps one of 6 decisions sent at once and 4 edits each written whole or refused', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const result = `promotion { id status name reviewNote participants } errors { code message }`;
    const approve = `mutation($id: ID!) { approvePromotion(input: { promotionId: $id }) { ${result} } }`;
    const reject = `mutation($id: ID!) { rejectPromotion(input: { promotionId: $id, note: "Not this quarter" }) { ${result} } }`;
    const decisions = await Promise.all(Array.from({ length: 6 }, (_, index) => admin.ok(index % 2 === 0 ? approve : reject, { id: 'PROMO-010' })));
    const payloads = decisions.map((data) => data.approvePromotion ?? data.rejectPromotion);
    const kept = payloads.filter((payload) => payload.errors.length === 0);
    expect(kept).toHaveLength(1);
    const status = kept[0].promotion.status as string;
    expect(['ACTIVE', 'REJECTED']).toContain(status);
    const label = status === 'ACTIVE' ? 'Active' : 'Rejected';
    for (const payload of payloads.filter((candidate) => candidate.errors.length > 0)) {
      expect(payload.errors).toHaveLength(1);
      expect(payload.errors[0]).toMatchObject({ code: 'CONFLICT' });
      expect(payload.errors[0].message).toMatch(new RegExp(`^PROMO-010 is ${label}; only promotions pending approval can be (approved|rejected)$`));
      // Every answer shows the decision that was kept.
      expect(payload.promotion).toEqual(kept[0].promotion);
    }

    const update = `mutation($input: UpdatePromotionInput!) { updatePromotion(input: $input) { ${result} } }`;
    const edit = (index: number) => ({
      promotionId: 'PROMO-003',
      name: `Fall Furnace Bonus (${index})`,
      type: 'BONUS_POINTS',
      multiplier: '2x',
      targetProducts: 'RESIDENTIAL_SYSTEMS',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      description: null,
    });
    const edits = (await Promise.all(Array.from({ length: 4 }, (_, index) => admin.ok(update, { input: edit(index) })))).map((data) => data.updatePromotion);
    // Edits that reach the store one after the other are each written over the last; one made from a
    // promotion another edit changed meanwhile is refused whole.
    const written = edits.filter((payload) => payload.errors.length === 0);
    expect(written.length).toBeGreaterThanOrEqual(1);
    for (const payload of edits.filter((candidate) => candidate.errors.length > 0)) {
      expect(payload.errors).toEqual([{ code: 'CONFLICT', message: 'PROMO-003 was changed by another administrator a moment ago; review it and try again' }]);
    }
    const listed = await admin.ok(`{ adminPromotions(filter: { search: "PROMO-003" }) { edges { node { name } } } }`);
    expect(written.map((payload) => payload.promotion.name)).toContain(listed.adminPromotions.edges[0].node.name);

  }, 120_000);
});
