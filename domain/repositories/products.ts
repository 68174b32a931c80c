import type { ProductFilter } from '../__generated__/resolvers-types';
import type { DeletedProductRow, ProductRow } from '../fixtures/products';
import type { ConnectionArgs, Page } from '../lib/connection';

/**
 * The product catalogue, as every store keeps it (docs/server.md, "Where the data lives"): the
 * in-browser server in its database (`MemoryProducts`, mocks/repositories/products.ts), the HTTP server in the `products` table
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
