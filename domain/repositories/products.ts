import type { ProductFilter } from '../__generated__/resolvers-types';
import { skuKey } from '../../src/lib/validation/catalog';
import type { Database } from '../db';
import { DELETED_PRODUCTS_KEPT, productId, type DeletedProductRow, type ProductRow } from '../fixtures/products';
import { PRODUCT_ORDER, productIndex } from '../lib/catalog/products';
import { pageOf, type ConnectionArgs, type Page } from '../lib/connection';

/**
 * The product catalogue, as every store keeps it (docs/server.md, "Where the data lives"): the
 * in-browser server in its database (`MemoryProducts`), the HTTP server in the `products` table
 * (server/repositories/products.ts). tests/server/products.test.ts runs one contract on each. The rules
 * (validation, generated SKUs, the import's checks, the messages) live in domain/resolvers/admin-products.ts.
 *
 * A removed product goes on the undo list (the in-browser database's `deletedProducts`, the
 * `deleted_products` table), newest first, of which the last `DELETED_PRODUCTS_KEPT` are kept; a restore
 * takes it off again. Each is one change: a product is never both in the catalogue and on the list, and
 * of one product restored twice at once, one restore puts it back and the other finds it gone from the list.
 */

/** A product as written: every field but the id, which the store numbers. */
export type NewProduct = Omit<ProductRow, 'id'>;

/** What a change of a product may set. */
export type ProductChange = Partial<Omit<ProductRow, 'id' | 'createdDate'>>;

/** Why a product could not be written: its SKU is another product's (compared by `skuKey`). */
export const SKU_TAKEN = 'sku-taken';

/** Why a product could not be restored: it is not on the undo list (never deleted, restored already, or one of the older ones). */
export const NOT_RESTORABLE = 'not-restorable';

/** What a restore did: put the product back, or left it on the list because its SKU is used now, or found it not on the list. */
export type RestoreOutcome = { restored: ProductRow } | { refused: typeof SKU_TAKEN; product: ProductRow } | { refused: typeof NOT_RESTORABLE };

export interface ProductsRepository {
  /** A page of the products matching the filter, name A to Z (case-insensitive), then SKU. */
  list(filter: ProductFilter | null | undefined, args: ConnectionArgs): Promise<Page<ProductRow>>;
  byId(id: string): Promise<ProductRow | null>;
  /** How many products there are, and how many of them are active. */
  counts(): Promise<{ total: number; active: number }>;
  /** Every product's id, SKU, name and category: what a new SKU and an import are checked against. */
  keys(): Promise<Pick<ProductRow, 'id' | 'sku' | 'name' | 'category'>[]>;
  /** Adds products together, numbered in order; SKU_TAKEN (and nothing added) when a SKU is already used. */
  add(rows: readonly NewProduct[]): Promise<ProductRow[] | typeof SKU_TAKEN>;
  /** Changes a product; null when it does not exist, SKU_TAKEN when the new SKU is another product's. */
  update(id: string, change: ProductChange): Promise<ProductRow | null | typeof SKU_TAKEN>;
  /**
   * Removes a product and puts it first on the undo list, deleted at `deletedAt`, dropping the entries
   * past the last `DELETED_PRODUCTS_KEPT`; the removed row, or null (and nothing changed) when it does not exist.
   */
  remove(id: string, deletedAt: string): Promise<ProductRow | null>;
  /** The undo list: the products that can be restored, most recently deleted first (their SKUs stay reserved). */
  deleted(): Promise<DeletedProductRow[]>;
  /**
   * Takes a product off the undo list and puts it back in the catalogue with its own id; when its SKU is
   * used now it stays on the list, and when it is not on the list nothing changes.
   */
  restore(id: string): Promise<RestoreOutcome>;
}

/** The in-browser store: the database's `products` collection, listed through its sorted index. */
export class MemoryProducts implements ProductsRepository {
  constructor(private readonly db: Database) {}

  private skuHolder(sku: string, except?: string): ProductRow | undefined {
    const key = skuKey(sku);
    return this.db.data.products.find((row) => row.id !== except && skuKey(row.sku) === key);
  }

  async list(filter: ProductFilter | null | undefined, args: ConnectionArgs): Promise<Page<ProductRow>> {
    const index = productIndex(this.db);
    const search = filter?.search?.trim().toLowerCase() ?? '';
    const category = filter?.category?.trim() || null;
    const status = filter?.status ?? null;
    let rows: readonly ProductRow[] = index.sorted;
    if (search || category || status) {
      const matches: ProductRow[] = [];
      for (let i = 0; i < index.sorted.length; i += 1) {
        const row = index.sorted[i] as ProductRow;
        if (category && row.category !== category) continue;
        if (status === 'ACTIVE' && !row.isActive) continue;
        if (status === 'INACTIVE' && row.isActive) continue;
        if (search && !(index.names[i] as string).includes(search) && !(index.skus[i] as string).includes(search)) continue;
        matches.push(row);
      }
      rows = matches;
    }
    const page = pageOf(rows, args, PRODUCT_ORDER);
    return { ...page, rows: page.rows.map((row) => ({ ...row })) };
  }

  async byId(id: string): Promise<ProductRow | null> {
    const row = this.db.data.products.find((candidate) => candidate.id === id);
    return row ? { ...row } : null;
  }

  async counts(): Promise<{ total: number; active: number }> {
    let active = 0;
    for (const row of this.db.data.products) if (row.isActive) active += 1;
    return { total: this.db.data.products.length, active };
  }

  async keys(): Promise<Pick<ProductRow, 'id' | 'sku' | 'name' | 'category'>[]> {
    return this.db.data.products.map(({ id, sku, name, category }) => ({ id, sku, name, category }));
  }

  async add(rows: readonly NewProduct[]): Promise<ProductRow[] | typeof SKU_TAKEN> {
    const keys = new Set<string>();
    for (const row of rows) {
      const key = skuKey(row.sku);
      if (keys.has(key) || this.skuHolder(row.sku)) return SKU_TAKEN;
      keys.add(key);
    }
    const data = this.db.data;
    const added = rows.map((row) => {
      data.productsSequence += 1;
      return { id: productId(data.productsSequence), ...row };
    });
    data.products.push(...added);
    this.db.commit();
    return added.map((row) => ({ ...row }));
  }

  async update(id: string, change: ProductChange): Promise<ProductRow | null | typeof SKU_TAKEN> {
    const row = this.db.data.products.find((candidate) => candidate.id === id);
    if (!row) return null;
    if (change.sku !== undefined && this.skuHolder(change.sku, id)) return SKU_TAKEN;
    Object.assign(row, change);
    this.db.commit();
    return { ...row };
  }

  // remove and restore check and change without awaiting in between, so operations running at once in
  // the worker see each other's change whole.
  async remove(id: string, deletedAt: string): Promise<ProductRow | null> {
    const data = this.db.data;
    const index = data.products.findIndex((row) => row.id === id);
    const row = data.products[index];
    if (!row) return null;
    data.products.splice(index, 1);
    data.deletedProducts.unshift({ product: row, deletedAt });
    data.deletedProducts.splice(DELETED_PRODUCTS_KEPT);
    this.db.commit();
    return { ...row };
  }

  async deleted(): Promise<DeletedProductRow[]> {
    return this.db.data.deletedProducts.map((entry) => ({ product: { ...entry.product }, deletedAt: entry.deletedAt }));
  }

  async restore(id: string): Promise<RestoreOutcome> {
    const data = this.db.data;
    const index = data.deletedProducts.findIndex((entry) => entry.product.id === id);
    const entry = data.deletedProducts[index];
    if (!entry) return { refused: NOT_RESTORABLE };
    if (this.skuHolder(entry.product.sku)) return { refused: SKU_TAKEN, product: { ...entry.product } };
    data.deletedProducts.splice(index, 1);
    data.products.push({ ...entry.product });
    this.db.commit();
    return { restored: { ...entry.product } };
  }
}
