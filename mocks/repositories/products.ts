import type { ProductFilter } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import { DELETED_PRODUCTS_KEPT, productId, type DeletedProductRow, type ProductRow } from '../../domain/fixtures/products';
import { PRODUCT_ORDER, productIndex } from '../../domain/lib/catalog/products';
import { pageOf, type ConnectionArgs, type Page } from '../../domain/lib/connection';
import { NOT_RESTORABLE, SKU_TAKEN, type NewProduct, type ProductChange, type ProductsRepository, type RestoreOutcome } from '../../domain/repositories/products';
import { skuKey } from '../../src/lib/validation/catalog';

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
