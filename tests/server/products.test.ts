import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFilter } from '../../mocks/__generated__/resolvers-types';
import { Database } from '../../mocks/db';
import { MemoryProducts, SKU_TAKEN, type NewProduct, type ProductsRepository } from '../../mocks/repositories/products';
import type { ProductRow } from '../../mocks/fixtures/products';
import { SqlProducts } from '../../server/repositories/products';
import { TEST_NOW } from '../api';
import { allPages, migratedStore, STORES } from './harness';

/**
 * The products repository's contract: the SQL store answers every list (walked page by page with its
 * cursors, with each filter and search), count and change as the in-browser store does, over the same
 * sample catalogue, and refuses a SKU another product holds (compared upper-cased and trimmed).
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function givenBoth(kind: 'pglite' | 'postgres'): Promise<{ memory: ProductsRepository; sql: ProductsRepository; rows: ProductRow[] }> {
  const store = await migratedStore(kind, cleanups);
  const db = new Database(null, { now: () => TEST_NOW });
  const sql = new SqlProducts(store.db);
  await sql.replaceAll(structuredClone(db.data.products), db.data.productsSequence);
  return { memory: new MemoryProducts(db), sql, rows: structuredClone(db.data.products) };
}

const NEW: NewProduct = {
  name: 'Condensate Pump 2',
  category: 'Drainage Systems',
  sku: 'DRN-9001',
  basePoints: 40,
  baseCents: 12_999,
  isActive: true,
  createdDate: '2026-11-22',
  lastModified: TEST_NOW.toISOString(),
  description: null,
};

describe.each(STORES)('the products repository on %s', (kind) => {
  let stores: Awaited<ReturnType<typeof givenBoth>>;
  beforeAll(async () => {
    stores = await givenBoth(kind);
  }, 60_000);

  it('lists the catalogue page by page, by name then SKU, with each filter and search, as the memory store does', async () => {
    const filters: (ProductFilter | null)[] = [
      null,
      { status: 'ACTIVE' },
      { status: 'INACTIVE' },
      { category: 'Filters & Accessories' },
      { search: 'filter' },
      { search: 'FLT-10' },
      { search: "'; drop table products; --" },
      { search: '%' },
      { search: '_' },
      { search: '  ' },
    ];
    for (const filter of filters) {
      const memory = await allPages((args) => stores.memory.list(filter, args), 7);
      expect(await allPages((args) => stores.sql.list(filter, args), 7), JSON.stringify(filter)).toEqual(memory);
    }
    expect((await stores.sql.list(null, { first: 1 })).totalCount).toBe(stores.rows.length);
    expect(await stores.sql.counts()).toEqual(await stores.memory.counts());
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect((await stores.sql.keys()).sort(byId)).toEqual((await stores.memory.keys()).sort(byId));
  });

  it('adds, changes, removes and restores products with the same ids and rows, and never gives a SKU twice', async () => {
    const existing = stores.rows[0]!;
    for (const repository of [stores.memory, stores.sql]) {
      expect(await repository.add([{ ...NEW, sku: ` ${existing.sku.toLowerCase()} ` }])).toBe(SKU_TAKEN);
      expect(await repository.add([NEW, { ...NEW, name: 'Twin', sku: 'drn-9001' }])).toBe(SKU_TAKEN);
      expect(await repository.counts()).toEqual({ total: stores.rows.length, active: expect.any(Number) });
    }
    const [memoryAdded, sqlAdded] = [await stores.memory.add([NEW, { ...NEW, name: 'Second', sku: 'DRN-9002' }]), await stores.sql.add([NEW, { ...NEW, name: 'Second', sku: 'DRN-9002' }])];
    expect(sqlAdded).toEqual(memoryAdded);
    const added = (sqlAdded as ProductRow[])[0]!;
    for (const repository of [stores.memory, stores.sql]) {
      expect(await repository.update(added.id, { sku: existing.sku })).toBe(SKU_TAKEN);
      expect(await repository.update('PRD-99999', { name: 'Nobody' })).toBeNull();
      expect(await repository.update(added.id, { name: 'Condensate Pump 3', isActive: false })).toEqual({ ...added, name: 'Condensate Pump 3', isActive: false });
      const removed = await repository.remove(added.id);
      expect(removed?.name).toBe('Condensate Pump 3');
      expect(await repository.remove(added.id)).toBeNull();
      expect(await repository.add([{ ...NEW, name: 'Holder', sku: 'DRN-9001' }])).not.toBe(SKU_TAKEN);
      expect(await repository.restore(removed!)).toBe(SKU_TAKEN);
    }
    expect(await allPages((args) => stores.sql.list({ search: 'drn-900' }, args), 10)).toEqual(await allPages((args) => stores.memory.list({ search: 'drn-900' }, args), 10));
  });

  it('gives a SKU to one product only when administrators add it at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => stores.sql.add([{ ...NEW, name: `Racer ${index}`, sku: 'RACE-1' }])));
    expect(results.filter((result) => result !== SKU_TAKEN)).toHaveLength(1);
    expect((await stores.sql.list({ search: 'race-1' }, { first: 10 })).totalCount).toBe(1);
  });
});
