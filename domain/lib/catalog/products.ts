import type { Database } from '../../db';
import type { ProductRow } from '../../fixtures/products';
import { type KeyOrder, sortByKey } from '../connection';

/** The catalogue in list order with lower-cased search keys, rebuilt only after a change. */
export interface ProductIndex {
  /** Products sorted by name A to Z (case-insensitive), then SKU. */
  sorted: ProductRow[];
  /** Lower-cased `name` and `sku` of `sorted[i]`, for case-insensitive search. */
  names: string[];
  skus: string[];
}

const cache = new WeakMap<ProductRow[], { revision: number; index: ProductIndex }>();

/** The catalogue's order: name A to Z (case-insensitive), then SKU, then id. */
export const PRODUCT_ORDER: KeyOrder<ProductRow> = { key: (row) => [row.name.toLowerCase(), row.sku.toLowerCase(), row.id] };

function build(products: readonly ProductRow[]): ProductIndex {
  const sorted = sortByKey([...products], PRODUCT_ORDER);
  return { sorted, names: sorted.map((row) => row.name.toLowerCase()), skus: sorted.map((row) => row.sku.toLowerCase()) };
}

/**
 * The sorted, search-ready catalogue. Sorting thousands of rows on every query would cost more than
 * the filtering itself, so the sorted order is kept until the database records a change.
 */
export function productIndex(db: Database): ProductIndex {
  const products = db.data.products;
  const cached = cache.get(products);
  if (cached && cached.revision === db.revision && cached.index.sorted.length === products.length) return cached.index;
  const index = build(products);
  cache.set(products, { revision: db.revision, index });
  return index;
}
