import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { EarnRateFilter } from '../../domain/__generated__/resolvers-types';
import { Database } from '../../domain/db';
import type { EarnRateRow } from '../../domain/fixtures/earn-rates';
import { encodeCursor } from '../../domain/lib/connection';
import { MemoryEarnRates } from '../../mocks/repositories/earn-rates';
import type { EarnRatesRepository } from '../../domain/repositories/earn-rates';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlEarnRates } from '../../server/repositories/earn-rates';
import type { SqlStore } from '../../server/sql/database';
import { allPages, DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { TEST_NOW } from '../api';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The earn rates repository's contract: the SQL store lists the rates (every filter of the Earn Rates tab,
 * page by page with its cursors) as the in-browser store does, over the same sample data, numbers new
 * rates, keeps one rate per category, product type and tier, and records the version a save replaces:
 * of administrators saving one rate at once, one save and one version are kept.
 */

interface Stores {
  memory: EarnRatesRepository;
  sql: EarnRatesRepository;
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlEarnRates(store.db).replaceAll(structuredClone(db.data.earnRates), [], db.data.earnRatesSequence);
  return { memory: new MemoryEarnRates(db), sql: new SqlEarnRates(store.db) };
}

const TODAY = '2026-11-22';

/** Every filter the Earn Rates tab sends, alone and together. */
const FILTERS: (EarnRateFilter | null)[] = [
  null,
  { tier: 'PREMIUM' },
  { tier: 'BASIC' },
  { search: 'motor' },
  { search: '  FILTERS ' },
  { search: '&' },
  { search: '100%_\\' },
  { search: 'parts', tier: 'STANDARD' },
];

const compressors = { category: 'Refrigeration Parts', productType: 'Compressors', basePoints: 1200, baseCents: 12_000, tier: 'PREMIUM' } as const;

describe.each(STORES)('the earn rates repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))('lists %s page by page as the memory store does', async (_name, filter) => {
    const [memory, sqlPages] = await Promise.all([
      allPages((args) => given.stores.memory.list(filter, args), 4),
      allPages((args) => given.stores.sql.list(filter, args), 4),
    ]);
    expect(sqlPages).toEqual(memory);
    expect(memory.flatMap((page) => page.rows).length).toBe(memory[0]!.totalCount);
  });

  it('lists the 17 sample rates in the catalogue’s order, 50 to a page, and refuses a cursor of another shape', async () => {
    const page = await given.stores.sql.list(null, {});
    expect(page.rows).toHaveLength(17);
    expect(page.rows.slice(0, 3).map((row) => row.productType)).toEqual(['Equipment Pads', 'Line Set Kits', 'Media Air Cleaners']);
    expect(page).toEqual(await given.stores.memory.list(null, {}));
    for (const key of [['RATE-001'], [0, 'pads', 'BASIC', 'RATE-002']]) {
      await expect(given.stores.sql.list(null, { after: encodeCursor(key) })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await given.stores.sql.byId('RATE-005')).toEqual(await given.stores.memory.byId('RATE-005'));
    expect(await given.stores.sql.byId('RATE-999')).toBeNull();
    expect((await given.stores.sql.keys()).sort((a, b) => a.id.localeCompare(b.id))).toEqual(await given.stores.memory.keys());
  });

  it('adds a rate numbered after the last and refuses a key already used, in any case, in both stores alike', async () => {
    const rate = { category: 'Tools & Supplies', productType: 'Brazing Torches', basePoints: 400, baseCents: 4000, tier: 'STANDARD' } as const;
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.add(rate, TODAY)).toEqual({ ...rate, id: 'RATE-018', lastUpdated: TODAY, effectiveFrom: TODAY });
      expect(await repository.add({ ...rate, productType: 'BRAZING torches' }, TODAY)).toBe('DUPLICATE');
      expect((await repository.add({ ...rate, tier: 'PREMIUM' }, TODAY)) as EarnRateRow).toMatchObject({ id: 'RATE-019' });
    }
    expect((await given.stores.sql.list({ search: 'tools' }, {})).rows).toEqual((await given.stores.memory.list({ search: 'tools' }, {})).rows);
  });

  it('saves for future claims only, keeping the replaced version, and one version a day, in both stores alike', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const before = (await repository.byId('RATE-005'))!;
      const saved = (await repository.save(before, compressors, TODAY)) as EarnRateRow;
      expect(saved).toEqual({ ...compressors, id: 'RATE-005', lastUpdated: TODAY, effectiveFrom: TODAY });
      expect(await repository.save(before, { ...compressors, basePoints: 1 }, TODAY)).toBe('CHANGED');
      expect(await repository.save(saved, { ...compressors, basePoints: 1100, baseCents: 11_000 }, TODAY)).toMatchObject({ basePoints: 1100 });
      expect(await repository.history('RATE-005')).toEqual([
        { rateId: 'RATE-005', category: before.category, productType: before.productType, basePoints: 1000, baseCents: 10_000, tier: 'PREMIUM', effectiveFrom: before.effectiveFrom, effectiveUntil: TODAY },
      ]);
      expect(await repository.versionOn('RATE-005', '2026-11-21')).toMatchObject({ basePoints: 1000, baseCents: 10_000 });
      expect(await repository.versionOn('RATE-005', TODAY)).toMatchObject({ basePoints: 1100, baseCents: 11_000 });
      expect(await repository.versionOn('RATE-005', '2026-11-01')).toBeNull();
      const other = (await repository.byId('RATE-006'))!;
      expect(await repository.save(other, { ...compressors, productType: ' compressors '.trim().toUpperCase() }, TODAY)).toBe('DUPLICATE');
      expect(await repository.byId('RATE-006')).toEqual(other);
      expect(await repository.save({ ...other, id: 'RATE-999' }, compressors, TODAY)).toBe('NOT_FOUND');
    }
    expect(await given.stores.sql.history('RATE-006')).toEqual([]);
  });

  it('keeps one of 8 saves of one rate made at once, with one version', async () => {
    const before = (await given.stores.sql.byId('RATE-009'))!;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) => given.stores.sql.save(before, { ...before, basePoints: 1000 + index, baseCents: 10_000 + index * 10 }, TODAY)),
    );
    const kept = outcomes.filter((outcome) => typeof outcome !== 'string');
    expect(kept).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CHANGED')).toHaveLength(7);
    expect(await given.stores.sql.byId('RATE-009')).toEqual(kept[0]);
    expect(await given.stores.sql.history('RATE-009')).toHaveLength(1);
  }, 60_000);

  it('keeps one of 6 rates added at once for one category, product type and tier', async () => {
    const rate = { category: 'Drainage Systems', productType: 'Drain Pans', basePoints: 100, baseCents: 1000, tier: 'BASIC' } as const;
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, index) => given.stores.sql.add({ ...rate, basePoints: 100 + index }, TODAY)));
    expect(outcomes.filter((outcome) => typeof outcome !== 'string')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DUPLICATE')).toHaveLength(5);
    expect((await given.stores.sql.list({ search: 'drain pans' }, {})).totalCount).toBe(1);
  }, 60_000);

  it('holds the rules in the table: catalogue categories, known tiers, amounts of zero or more, versions that end after they start', async () => {
    const db = given.store.db;
    await expect(sql`update earn_rates set category = 'Boilers' where id = 'RATE-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update earn_rates set tier = 'GOLD' where id = 'RATE-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update earn_rates set base_cents = -1 where id = 'RATE-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update earn_rates set product_type = '' where id = 'RATE-001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update earn_rates set product_type = 'line set KITS', tier = 'STANDARD' where id = 'RATE-002'`.execute(db)).rejects.toThrow(/unique|duplicate/);
    await expect(
      sql`insert into earn_rate_versions values ('RATE-001', 'Installation Parts', 'Line Set Kits', 1, 1, 'BASIC', '2026-11-22', '2026-11-22')`.execute(db),
    ).rejects.toThrow(/check/);
    await expect(
      sql`insert into earn_rate_versions values ('RATE-999', 'Installation Parts', 'Line Set Kits', 1, 1, 'BASIC', '2026-11-01', '2026-11-22')`.execute(db),
    ).rejects.toThrow(/foreign key/);
  });
});

describe.each(STORES)('saving an earn rate over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('writes each of 6 saves sent at once whole or refuses it, with one version kept', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const save = `mutation($input: SaveEarnRateInput!) { saveEarnRate(input: $input) { earnRate { id basePoints baseAmount { amount } effectiveFrom } errors { code message } } }`;
    const input = (index: number) => ({ id: 'RATE-005', category: 'Refrigeration Parts', productType: 'Compressors', basePoints: 1100 + index, baseAmount: `${110 + index}.00`, tier: 'PREMIUM' });
    const results = (await Promise.all(Array.from({ length: 6 }, (_, index) => admin.ok(save, { input: input(index) })))).map((data) => data.saveEarnRate);
    const written = results.filter((payload) => payload.errors.length === 0);
    expect(written.length).toBeGreaterThanOrEqual(1);
    for (const payload of results.filter((candidate) => candidate.errors.length > 0)) {
      expect(payload).toEqual({ earnRate: null, errors: [{ code: 'CONFLICT', message: 'RATE-005 was changed by another administrator a moment ago; review it and try again' }] });
    }
    const listed = await admin.ok(`{ earnRates(filter: { search: "compressors" }) { edges { node { id basePoints baseAmount { amount } } } } }`);
    const stored = listed.earnRates.edges[0].node;
    expect(written.map((payload) => payload.earnRate.basePoints)).toContain(stored.basePoints);
    // Points and money from one save, never two.
    expect(stored.baseAmount.amount).toBe(`${110 + stored.basePoints - 1100}.00`);
    // The sample's version is kept once, however many saves of the day were written.
    const versions = await server.app.sql.db.selectFrom('earn_rate_versions').selectAll().where('rate_id', '=', 'RATE-005').execute();
    expect(versions.map((row) => row.base_points)).toEqual([1000]);

    const rate = { category: 'Drainage Systems', productType: 'Drain Pans', basePoints: 100, baseAmount: '10.00', tier: 'BASIC' };
    const added = (await Promise.all(Array.from({ length: 4 }, () => admin.ok(save, { input: rate })))).map((data) => data.saveEarnRate);
    expect(added.filter((payload) => payload.errors.length === 0)).toHaveLength(1);
    expect(added.filter((payload) => payload.errors.length > 0).map((payload) => payload.errors)).toEqual(
      Array.from({ length: 3 }, () => [{ code: 'CONFLICT', message: 'A Basic rate for Drainage Systems / Drain Pans already exists' }]),
    );

  }, 120_000);
});
