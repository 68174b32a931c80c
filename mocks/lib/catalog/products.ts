import type { Database } from '../../db';
import type { ProductRow } from '../../fixtures/products';

/** The catalogue in list order with lower-cased search keys, rebuilt only after a change. */
export interface ProductIndex {
  /** Products sorted by name A to Z (case-insensitive), then SKU. */
  sorted: ProductRow[];
  /** Lower-cased `name` and `sku` of `sorted[i]`, for case-insensitive search. */
  names: string[];
  skus: string[];
}

const cache = new WeakMap<ProductRow[], { revision: number; index: ProductIndex }>();

function build(products: readonly ProductRow[]): ProductIndex {
  const keyed = products.map((row) => ({ row, name: row.name.toLowerCase(), sku: row.sku.toLowerCase() }));
  keyed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  return { sorted: keyed.map((entry) => entry.row), names: keyed.map((entry) => entry.name), skus: keyed.map((entry) => entry.sku) };
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
