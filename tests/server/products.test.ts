import { sql as rawSql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFilter } from '../../domain/__generated__/resolvers-types';
import { Database } from '../../domain/db';
import { MemoryProducts } from '../../mocks/repositories/products';
import { NOT_RESTORABLE, SKU_TAKEN, type NewProduct, type ProductsRepository } from '../../domain/repositories/products';
import { DELETED_PRODUCTS_KEPT, type ProductRow } from '../../domain/fixtures/products';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlProducts } from '../../server/repositories/products';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { allPages, DEMO_PASSWORD, givenBeforeEach, migratedStore, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The products repository's contract: the SQL store answers every list (walked page by page with its
 * cursors, with each filter and search), count and change as the in-browser store does, over the same
 * sample catalogue, and refuses a SKU another product holds (compared upper-cased and trimmed). The undo
 * list keeps removed products newest first, the last 20, in both stores alike; a restore puts one back
 * with its id, once, however many times it is sent at once.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function givenBoth(kind: 'pglite' | 'postgres'): Promise<{ memory: ProductsRepository; sql: ProductsRepository; rows: ProductRow[] }> {
  const store = await migratedStore(kind, cleanups);
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
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
      const removed = await repository.remove(added.id, TEST_NOW.toISOString());
      expect(removed?.name).toBe('Condensate Pump 3');
      expect(await repository.remove(added.id, TEST_NOW.toISOString())).toBeNull();
      expect(await repository.add([{ ...NEW, name: 'Holder', sku: 'DRN-9001' }])).not.toBe(SKU_TAKEN);
      expect(await repository.restore(removed!.id)).toEqual({ refused: SKU_TAKEN, product: removed });
    }
    expect(await allPages((args) => stores.sql.list({ search: 'drn-900' }, args), 10)).toEqual(await allPages((args) => stores.memory.list({ search: 'drn-900' }, args), 10));
  });

  it('gives a SKU to one product only when administrators add it at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => stores.sql.add([{ ...NEW, name: `Racer ${index}`, sku: 'RACE-1' }])));
    expect(results.filter((result) => result !== SKU_TAKEN)).toHaveLength(1);
    expect((await stores.sql.list({ search: 'race-1' }, { first: 10 })).totalCount).toBe(1);
  });
});

/** The `index`th deletion's time: a minute apart, after TEST_NOW. */
const deletedAt = (index: number) => new Date(TEST_NOW.getTime() + index * 60_000).toISOString();

interface UndoStores {
  memory: ProductsRepository;
  sql: ProductsRepository;
  rows: ProductRow[];
}

async function givenCatalogue(store: SqlStore): Promise<UndoStores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlProducts(store.db).replaceAll(structuredClone(db.data.products), db.data.productsSequence);
  await new SqlProducts(store.db).replaceDeleted([]);
  return { memory: new MemoryProducts(db), sql: new SqlProducts(store.db), rows: structuredClone(db.data.products) };
}

describe.each(STORES)('the products undo list on %s', (kind) => {
  const given = givenBeforeEach(kind, givenCatalogue);

  /** Opens `count` of the pool's connections, so that changes sent at once really run at once (none waits for a connection). */
  const warmPool = (count: number) => Promise.all(Array.from({ length: count }, () => rawSql`select pg_sleep(0.05)`.execute(given.store.db)));

  it('keeps a removed product first on the list and only the last 20, as the memory store does', async () => {
    const { memory, sql, rows } = given.stores;
    for (const repository of [memory, sql]) {
      expect(await repository.deleted()).toEqual([]);
      for (let index = 0; index <= DELETED_PRODUCTS_KEPT; index += 1) {
        expect(await repository.remove(rows[index]!.id, deletedAt(index))).toEqual(rows[index]);
        expect((await repository.deleted())[0]).toEqual({ product: rows[index], deletedAt: deletedAt(index) });
      }
      // A product that is not in the catalogue is not put on the list.
      expect(await repository.remove(rows[0]!.id, deletedAt(99))).toBeNull();
      expect(await repository.remove('PRD-99999', deletedAt(99))).toBeNull();
      expect(await repository.counts()).toMatchObject({ total: rows.length - DELETED_PRODUCTS_KEPT - 1 });
    }
    const kept = await sql.deleted();
    expect(kept).toEqual(await memory.deleted());
    expect(kept).toHaveLength(DELETED_PRODUCTS_KEPT);
    expect(kept.map((entry) => entry.product.id)).toEqual(rows.slice(1, DELETED_PRODUCTS_KEPT + 1).map((row) => row.id).reverse());
    const { rows: stored } = await rawSql<{ count: number }>`select count(*)::int as count from deleted_products`.execute(given.store.db);
    expect(stored[0]!.count).toBe(DELETED_PRODUCTS_KEPT);
    // The oldest fell off the list: it can no longer be restored.
    for (const repository of [memory, sql]) expect(await repository.restore(rows[0]!.id)).toEqual({ refused: NOT_RESTORABLE });
  }, 60_000);

  it('restores a product with its id and row and takes it off the list; one whose SKU is used now stays on it', async () => {
    const { memory, sql, rows } = given.stores;
    const [first, second] = [rows[3]!, rows[7]!];
    for (const repository of [memory, sql]) {
      await repository.remove(first.id, deletedAt(1));
      await repository.remove(second.id, deletedAt(2));
      expect(await repository.restore(first.id)).toEqual({ restored: first });
      expect(await repository.byId(first.id)).toEqual(first);
      expect(await repository.deleted()).toEqual([{ product: second, deletedAt: deletedAt(2) }]);
      expect(await repository.restore(first.id)).toEqual({ refused: NOT_RESTORABLE });
      expect(await repository.restore('PRD-99999')).toEqual({ refused: NOT_RESTORABLE });
      // Another product took the SKU (typed again, in another case): the restore changes nothing.
      const holder = await repository.add([{ ...NEW, name: 'Holder', sku: ` ${second.sku.toLowerCase()} ` }]);
      expect(holder).not.toBe(SKU_TAKEN);
      expect(await repository.restore(second.id)).toEqual({ refused: SKU_TAKEN, product: second });
      expect(await repository.byId(second.id)).toBeNull();
      expect(await repository.deleted()).toEqual([{ product: second, deletedAt: deletedAt(2) }]);
    }
    expect(await allPages((args) => sql.list(null, args), 10)).toEqual(await allPages((args) => memory.list(null, args), 10));
  });

  it('restores a product once when its restore is sent 6 times at once, in both stores', async () => {
    const { memory, sql, rows } = given.stores;
    const product = rows[5]!;
    for (const repository of [memory, sql]) {
      await repository.remove(product.id, deletedAt(1));
      await warmPool(6);
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => repository.restore(product.id)));
      expect(outcomes.filter((outcome) => 'restored' in outcome)).toEqual([{ restored: product }]);
      expect(outcomes.filter((outcome) => !('restored' in outcome))).toEqual(Array.from({ length: 5 }, () => ({ refused: NOT_RESTORABLE })));
      expect(await repository.byId(product.id)).toEqual(product);
      expect(await repository.deleted()).toEqual([]);
      expect(await repository.counts()).toMatchObject({ total: rows.length });
    }
  }, 60_000);

  it('keeps every one of 12 products deleted at once over 15, the last 20 and no more', async () => {
    const { sql, rows } = given.stores;
    for (let index = 0; index < 15; index += 1) await sql.remove(rows[index]!.id, deletedAt(index));
    await warmPool(12);
    const removed = await Promise.all(rows.slice(15, 27).map((row, index) => sql.remove(row.id, deletedAt(15 + index))));
    expect(removed).toEqual(rows.slice(15, 27));
    const kept = await sql.deleted();
    const { rows: stored } = await rawSql<{ count: number }>`select count(*)::int as count from deleted_products`.execute(given.store.db);
    expect(stored[0]!.count).toBe(DELETED_PRODUCTS_KEPT);
    // All 12 are kept, ahead of the 8 newest of the 15 before them.
    expect(kept.slice(0, 12).map((entry) => entry.product.id).sort()).toEqual(rows.slice(15, 27).map((row) => row.id).sort());
    expect(kept.slice(12).map((entry) => entry.product.id)).toEqual(rows.slice(7, 15).map((row) => row.id).reverse());
    expect(await sql.counts()).toMatchObject({ total: rows.length - 27 });
  }, 60_000);

  it('holds the money and points rules in the table, as the catalogue does', async () => {
    const { sql, rows } = given.stores;
    await sql.remove(rows[0]!.id, deletedAt(0));
    await expect(rawSql`update deleted_products set base_cents = -1`.execute(given.store.db)).rejects.toThrow(/check/);
    await expect(rawSql`update deleted_products set base_points = -1`.execute(given.store.db)).rejects.toThrow(/check/);
  });
});

describe.each(STORES)('deleting and restoring products over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps the undo list in its table: a deleted product’s SKU is never generated again, and of 6 restores sent at once one restores it', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const result = `product { id name sku } errors { field code message }`;
    const remove = `mutation($id: ID!) { deleteProduct(input: { productId: $id }) { ${result} } }`;
    const restore = `mutation($id: ID!) { restoreProduct(input: { productId: $id }) { ${result} } }`;
    const create = `mutation($input: ProductInput!) { createProduct(input: $input) { ${result} } }`;

    // The highest SKU of its category, deleted: a product created without a SKU gets the next one.
    const deleted = (await admin.ok(remove, { id: 'PRD-016' })).deleteProduct;
    expect(deleted).toEqual({ product: { id: 'PRD-016', name: 'Furnace Flame Sensor Rod', sku: 'SEN-1004' }, errors: [] });
    const input = { name: 'Wireless Zone Damper Actuator', category: 'Sensors & Controls', basePoints: 750, baseAmount: '75' };
    expect((await admin.ok(create, { input })).createProduct.product.sku).toBe('SEN-1005');

    // The server's connections open first, so the restores run at once rather than one after the other.
    await Promise.all(Array.from({ length: 6 }, () => rawSql`select pg_sleep(0.05)`.execute(server.app.sql.db)));
    const outcomes = (await Promise.all(Array.from({ length: 6 }, () => admin.ok(restore, { id: 'PRD-016' })))).map((data) => data.restoreProduct);
    expect(outcomes.filter((payload) => payload.errors.length === 0)).toEqual([{ product: deleted.product, errors: [] }]);
    expect(outcomes.filter((payload) => payload.errors.length > 0)).toEqual(
      Array.from({ length: 5 }, () => ({ product: null, errors: [{ field: ['productId'], code: 'CONFLICT', message: 'This product is already in the catalog' }] })),
    );
    const gone = (await admin.ok(restore, { id: 'PRD-777' })).restoreProduct;
    expect(gone.errors).toEqual([{ field: ['productId'], code: 'NOT_FOUND', message: 'This product can no longer be restored' }]);

    // The list is the table's; "reset demo data" empties it.
    await admin.ok(remove, { id: 'PRD-001' });
    const { rows } = await rawSql<{ id: string }>`select id from deleted_products`.execute(server.app.sql.db);
    expect(rows).toEqual([{ id: 'PRD-001' }]);
    expect((await admin.ok(`mutation { resetDemoData { ok errors { message } } }`)).resetDemoData).toEqual({ ok: true, errors: [] });
    const { rows: after } = await rawSql<{ id: string }>`select id from deleted_products`.execute(server.app.sql.db);
    expect(after).toEqual([]);
    expect((await admin.ok(restore, { id: 'PRD-001' })).restoreProduct.errors).toEqual([
      { field: ['productId'], code: 'CONFLICT', message: 'This product is already in the catalog' },
    ]);
  }, 120_000);
});
