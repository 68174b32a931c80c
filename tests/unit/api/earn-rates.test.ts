import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { earnRateOn } from '../../../domain/lib/catalog/earn-rates';
import { PRODUCT_CATEGORIES } from '../../../src/lib/validation';
import { cents, createTestServer, type TestServer } from '../../api';

const RATE = 'id category productType basePoints baseAmount { amount } tier lastUpdated effectiveFrom';
const LIST = `query($filter: EarnRateFilter, $first: Int, $after: String) {
  earnRates(filter: $filter, first: $first, after: $after) {
    edges { cursor node { ${RATE} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;
const SAVE = `mutation($input: SaveEarnRateInput!) { saveEarnRate(input: $input) { earnRate { ${RATE} } errors { field message } } }`;

const nodes = (data: any): any[] => data.earnRates.edges.map((edge: any) => edge.node);
const types = (data: any): string[] => nodes(data).map((node) => node.productType);

/** Runs a save that must come back with errors, and checks nothing was changed or saved. */
async function expectRejected(server: TestServer, input: Record<string, unknown>) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const data = await server.ok(SAVE, { input });
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  expect(data.saveEarnRate.earnRate).toBeNull();
  return data.saveEarnRate.errors;
}

const newRate = { category: 'Tools & Supplies', productType: 'Brazing Torches', basePoints: 400, baseAmount: '40.00', tier: 'STANDARD' };

describe('base earn rates', () => {
  it('lists the sample rates by category, product type and tier, points ten times dollars', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(LIST);
    expect(data.earnRates.totalCount).toBe(17);
    const rows = nodes(data);
    const order = rows.map((row) => PRODUCT_CATEGORIES.indexOf(row.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
    for (const row of rows) expect(row.basePoints * 10).toBe(cents(row.baseAmount));
    expect(rows.map((row) => `${row.basePoints}/${row.baseAmount.amount}`)).toEqual(expect.arrayContaining(['500/50.00', '600/60.00', '1000/100.00', '50/5.00']));
    expect(new Set(rows.map((row) => row.tier))).toEqual(new Set(['BASIC', 'STANDARD', 'PREMIUM']));
    expect(rows[0]).toEqual({
      id: 'RATE-002',
      category: 'Installation Parts',
      productType: 'Equipment Pads',
      basePoints: 50,
      baseAmount: { amount: '5.00' },
      tier: 'BASIC',
      lastUpdated: '2026-10-12',
      effectiveFrom: '2026-10-12',
    });
  });

  it('filters by tier and searches category or product type', async () => {
    const server = createTestServer('client-admin');
    expect(types(await server.ok(LIST, { filter: { tier: 'PREMIUM' } }))).toEqual([
      'Compressors',
      'Smart Thermostats',
      'ECM Blower Motors',
      'Whole-Home Air Purifiers',
    ]);
    expect(types(await server.ok(LIST, { filter: { search: 'FILTERS' } }))).toEqual(['Media Air Cleaners', 'Pleated Filters']);
    expect(types(await server.ok(LIST, { filter: { search: 'motor' } }))).toEqual(['Condenser Fan Motors', 'ECM Blower Motors']);
    expect(types(await server.ok(LIST, { filter: { search: 'motor', tier: 'STANDARD' } }))).toEqual(['Condenser Fan Motors']);
    expect((await server.ok(LIST, { filter: { search: 'boilers' } })).earnRates).toMatchObject({ edges: [], totalCount: 0 });
  });

  it('pages with cursors', async () => {
    const server = createTestServer('client-admin');
    const first = await server.ok(LIST, { first: 10 });
    expect(first.earnRates.edges).toHaveLength(10);
    expect(first.earnRates.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await server.ok(LIST, { first: 10, after: first.earnRates.pageInfo.endCursor });
    expect(second.earnRates.edges).toHaveLength(7);
    expect(second.earnRates.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(new Set([...nodes(first), ...nodes(second)].map((row) => row.id)).size).toBe(17);
  });

  it('adds a rate dated today, kept after a reload', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(SAVE, { input: newRate });
    expect(data.saveEarnRate).toEqual({
      earnRate: { id: 'RATE-018', ...newRate, baseAmount: { amount: '40.00' }, lastUpdated: '2026-11-22', effectiveFrom: '2026-11-22' },
      errors: [],
    });
    const reloaded = server.reload();
    const tools = await reloaded.ok(LIST, { filter: { search: 'tools' } });
    expect(types(tools)).toEqual(['Brazing Torches', 'Digital Manifold Gauges']);
    expect((await reloaded.ok(LIST)).earnRates.totalCount).toBe(18);
  });

  it('edits a rate for future claims only: earlier claims keep the old rate', async () => {
    const server = createTestServer('client-admin');
    const edit = { id: 'RATE-005', category: 'Refrigeration Parts', productType: 'Compressors', basePoints: 1200, baseAmount: '120.00', tier: 'PREMIUM' };
    const data = await server.ok(SAVE, { input: edit });
    expect(data.saveEarnRate.earnRate).toEqual({ ...edit, baseAmount: { amount: '120.00' }, lastUpdated: '2026-11-22', effectiveFrom: '2026-11-22' });

    const reloaded = server.reload();
    expect(nodes(await reloaded.ok(LIST, { filter: { search: 'compressors' } }))[0]).toMatchObject({ basePoints: 1200, lastUpdated: '2026-11-22' });
    expect(earnRateOn(reloaded.db.data, 'RATE-005', '2026-11-21')).toMatchObject({ basePoints: 1000, baseCents: 10_000 });
    expect(earnRateOn(reloaded.db.data, 'RATE-005', '2026-11-22')).toMatchObject({ basePoints: 1200, baseCents: 12_000 });
    expect(earnRateOn(reloaded.db.data, 'RATE-005', '2026-11-01')).toBeNull();

    // A second change the same day replaces today's version; yesterday's claims still see the original.
    await reloaded.ok(SAVE, { input: { ...edit, basePoints: 1100, baseAmount: '110' } });
    expect(reloaded.db.data.earnRateHistory).toHaveLength(1);
    expect(earnRateOn(reloaded.db.data, 'RATE-005', '2026-11-21')).toMatchObject({ basePoints: 1000 });
    expect(earnRateOn(reloaded.db.data, 'RATE-005', '2026-11-23')).toMatchObject({ basePoints: 1100 });
  });

  it('changes nothing when a rate is saved with the values it already has', async () => {
    const server = createTestServer('client-admin');
    const current = { id: 'RATE-001', category: 'Installation Parts', productType: 'Line Set Kits', basePoints: 500, baseAmount: '50', tier: 'STANDARD' };
    const before = JSON.stringify(server.db.data);
    const data = await server.ok(SAVE, { input: current });
    expect(data.saveEarnRate).toEqual({ earnRate: { ...current, baseAmount: { amount: '50.00' }, lastUpdated: '2026-10-12', effectiveFrom: '2026-10-12' }, errors: [] });
    expect(JSON.stringify(server.db.data)).toBe(before);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('returns the errors at their fields and changes nothing', async () => {
    const server = createTestServer('client-admin');
    expect(await expectRejected(server, { category: '', productType: ' ', basePoints: -1, baseAmount: '-0.50', tier: 'BASIC' })).toEqual([
      { field: ['category'], message: 'Category is required' },
      { field: ['productType'], message: 'Product type is required' },
      { field: ['basePoints'], message: 'Base points must be a whole number, 0 or more' },
      { field: ['baseAmount'], message: 'Base dollars must be 0 or more' },
    ]);
    expect(await expectRejected(server, { ...newRate, category: 'Boilers', productType: 'x'.repeat(81) })).toEqual([
      { field: ['category'], message: 'Choose one of the product categories' },
      { field: ['productType'], message: 'Product type must be at most 80 characters' },
    ]);
    expect(await expectRejected(server, { ...newRate, id: 'RATE-404' })).toEqual([{ field: ['id'], message: 'This earn rate no longer exists' }]);
  });

  it('refuses a second rate for the same category, product type and tier', async () => {
    const server = createTestServer('client-admin');
    const duplicate = { category: 'Refrigeration Parts', productType: ' compressors ', basePoints: 900, baseAmount: '90', tier: 'PREMIUM' };
    expect(await expectRejected(server, duplicate)).toEqual([
      { field: ['productType'], message: 'A Premium rate for Refrigeration Parts / compressors already exists' },
    ]);
    // Moving another rate onto the same key is refused too; the same product type at another tier is fine.
    expect(await expectRejected(server, { ...duplicate, id: 'RATE-006' })).toHaveLength(1);
    const standard = await server.ok(SAVE, { input: { ...duplicate, tier: 'STANDARD' } });
    expect(standard.saveEarnRate.earnRate).toMatchObject({ productType: 'compressors', tier: 'STANDARD' });
    // Zero points and dollars are allowed.
    const zero = await server.ok(SAVE, { input: { ...newRate, basePoints: 0, baseAmount: '0' } });
    expect(zero.saveEarnRate.errors).toEqual([]);
  });
});
