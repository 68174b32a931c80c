import type { Product, ProductStats, Resolvers, ResolversTypes } from '../__generated__/resolvers-types';
import {
  IMPORT_MAX_ROWS,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  PRODUCT_CATEGORIES,
  isProductCategory,
  productNameKey,
  skuKey,
  validateImportRows,
  validateProduct,
  type FieldError,
} from '../../src/lib/validation';
import type { Context } from '../context';
import type { DbData } from '../db';
import { DELETED_PRODUCTS_KEPT, productId, type ProductRow } from '../fixtures/products';
import { requireAdmin } from '../lib/auth';
import { isoDay } from '../lib/catalog/dates';
import { PRODUCT_ORDER, productIndex } from '../lib/catalog/products';
import { SkuAllocator } from '../lib/catalog/sku';
import { paginate } from '../lib/connection';
import { centsOfDecimal, money } from '../lib/money/cents';
import { userError } from '../lib/errors';
import { applyIfValid } from '../lib/mutation';

/**
 * Product Management (client admins only).
 *
 * - `products` is sorted by name A to Z (case-insensitive), then SKU; search matches name or SKU.
 * - `setProductActive` to the state the product already has changes nothing and is not an error
 *   (a double-clicked switch must not show a failure).
 * - `deleteProduct` removes the product at once and keeps it in `deletedProducts` (the last 20), so
 *   `restoreProduct` can put it back, even after a reload, unless its SKU was given to another product.
 * - `importProducts` checks every row with the create-product rules plus duplicates (see
 *   `validateImportRows`); with `commit` it adds all valid rows together, or none.
 */

function toProduct(row: ProductRow): Product {
  const { baseCents, ...rest } = row;
  return { ...rest, baseAmount: money(baseCents) };
}

function notFound(): FieldError[] {
  return [userError('productId', 'This product no longer exists', 'NOT_FOUND')];
}

function skuKeysOf(rows: readonly ProductRow[], except?: ProductRow): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) if (row !== except) keys.add(skuKey(row.sku));
  return keys;
}

/** Every SKU a generated one must avoid: the catalogue's and those of products that can be restored. */
function skuAllocator(data: DbData): SkuAllocator {
  return new SkuAllocator([...data.products.map((row) => row.sku), ...data.deletedProducts.map((entry) => entry.product.sku)]);
}

function stats(data: DbData): ProductStats {
  const total = data.products.length;
  let active = 0;
  for (const row of data.products) if (row.isActive) active += 1;
  const inactive = total - active;
  const percent = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
  return { total, active, activePercent: percent(active), inactive, inactivePercent: percent(inactive) };
}

function findProduct(ctx: Context, id: string): ProductRow | undefined {
  return ctx.db.data.products.find((row) => row.id === id);
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export const productsResolvers: Resolvers = {
  Query: {
    products: (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      const index = productIndex(ctx.db);
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
      return paginate(rows, { first, after }, toProduct, PRODUCT_ORDER);
    },
    productStats: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return stats(ctx.db.data);
    },
    productCategories: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return [...PRODUCT_CATEGORIES];
    },
  },
  Mutation: {
    createProduct: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const data = ctx.db.data;
      const taken = skuKeysOf(data.products);
      const errors = validateProduct(input, { isSkuTaken: (key) => taken.has(key) });
      const { result } = applyIfValid(ctx, errors, () => {
        const category = input.category.trim();
        if (!isProductCategory(category)) throw new Error('The category was checked before');
        const now = ctx.now();
        data.productsSequence += 1;
        const row: ProductRow = {
          id: productId(data.productsSequence),
          name: input.name.trim(),
          category,
          sku: optionalText(input.sku) ?? skuAllocator(data).next(category),
          basePoints: input.basePoints,
          baseCents: centsOfDecimal(input.baseAmount),
          isActive: input.isActive ?? true,
          createdDate: isoDay(now),
          lastModified: now.toISOString(),
          description: optionalText(input.description),
        };
        data.products.push(row);
        return row;
      });
      return { product: result ? toProduct(result) : null, errors };
    },
    updateProduct: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const row = findProduct(ctx, input.productId);
      if (!row) return { product: null, errors: notFound() };
      const taken = skuKeysOf(ctx.db.data.products, row);
      const errors = validateProduct(input, { skuRequired: true, isSkuTaken: (key) => taken.has(key) });
      applyIfValid(ctx, errors, () => {
        const category = input.category.trim();
        if (!isProductCategory(category)) throw new Error('The category was checked before');
        Object.assign(row, {
          name: input.name.trim(),
          category,
          sku: input.sku.trim(),
          basePoints: input.basePoints,
          baseCents: centsOfDecimal(input.baseAmount),
          description: optionalText(input.description),
          lastModified: ctx.now().toISOString(),
        });
      });
      return { product: toProduct(row), errors };
    },
    setProductActive: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const row = findProduct(ctx, input.productId);
      if (!row) return { product: null, errors: notFound() };
      if (row.isActive !== input.isActive) {
        row.isActive = input.isActive;
        row.lastModified = ctx.now().toISOString();
        ctx.db.commit();
      }
      return { product: toProduct(row), errors: [] };
    },
    deleteProduct: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const data = ctx.db.data;
      const index = data.products.findIndex((row) => row.id === input.productId);
      const row = data.products[index];
      if (!row) return { product: null, errors: notFound() };
      data.products.splice(index, 1);
      data.deletedProducts.unshift({ product: row, deletedAt: ctx.now().toISOString() });
      data.deletedProducts.splice(DELETED_PRODUCTS_KEPT);
      ctx.db.commit();
      return { product: toProduct(row), errors: [] };
    },
    restoreProduct: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const data = ctx.db.data;
      const index = data.deletedProducts.findIndex((entry) => entry.product.id === input.productId);
      const entry = data.deletedProducts[index];
      if (!entry) {
        const message = findProduct(ctx, input.productId)
          ? 'This product is already in the catalog'
          : 'This product can no longer be restored';
        return { product: null, errors: [userError('productId', message, findProduct(ctx, input.productId) ? 'CONFLICT' : 'NOT_FOUND')] };
      }
      const key = skuKey(entry.product.sku);
      const holder = data.products.find((row) => skuKey(row.sku) === key);
      if (holder) {
        return {
          product: null,
          errors: [userError('sku', `SKU ${entry.product.sku} is now used by ${holder.name}; the product cannot be restored`, 'CONFLICT')],
        };
      }
      data.deletedProducts.splice(index, 1);
      data.products.push(entry.product);
      ctx.db.commit();
      return { product: toProduct(entry.product), errors: [] };
    },
    importProducts: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const { rows, commit } = input;
      if (rows.length === 0) return { rows: [], importedCount: 0, errors: [userError('rows', IMPORT_NO_ROWS, 'REQUIRED')] };
      if (rows.length > IMPORT_MAX_ROWS) return { rows: [], importedCount: 0, errors: [userError('rows', IMPORT_TOO_MANY_ROWS, 'LIMIT_EXCEEDED')] };
      const data = ctx.db.data;
      const skuKeys = skuKeysOf(data.products);
      const nameKeys = new Set(data.products.map((row) => productNameKey(row.name, row.category)));
      const rowErrors = validateImportRows(rows, { isSkuTaken: (key) => skuKeys.has(key), isNameTaken: (key) => nameKeys.has(key) });
      const valid = rowErrors.map((errors) => errors.length === 0);
      if (!commit || !valid.includes(true)) {
        const results = rowErrors.map((errors, index): ResolversTypes['ImportRowResult'] => ({ index, ok: errors.length === 0, errors, product: null }));
        return { rows: results, importedCount: 0, errors: [] };
      }

      // Build every new product first: the catalogue changes only once everything is ready.
      const allocator = skuAllocator(data);
      rows.forEach((row, index) => {
        const sku = optionalText(row.sku);
        if (valid[index] && sku) allocator.claim(sku);
      });
      const now = ctx.now();
      let sequence = data.productsSequence;
      const created = rows.map((row, index): ProductRow | null => {
        if (!valid[index]) return null;
        const category = row.category.trim();
        if (!isProductCategory(category)) throw new Error('The category was checked before');
        sequence += 1;
        return {
          id: productId(sequence),
          name: row.name.trim(),
          category,
          sku: optionalText(row.sku) ?? allocator.next(category),
          basePoints: row.basePoints,
          baseCents: centsOfDecimal(row.baseAmount),
          isActive: row.isActive ?? true,
          createdDate: isoDay(now),
          lastModified: now.toISOString(),
          description: optionalText(row.description),
        };
      });
      const added = created.filter((row): row is ProductRow => row !== null);
      for (const row of added) data.products.push(row);
      data.productsSequence = sequence;
      ctx.db.commit();

      return {
        rows: rowErrors.map((errors, index) => {
          const product = created[index];
          return { index, ok: errors.length === 0, errors, product: product ? toProduct(product) : null };
        }),
        importedCount: added.length,
        errors: [],
      };
    },
  },
};
