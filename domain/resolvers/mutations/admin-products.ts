import type { MutationResolvers, ResolversTypes } from '../../__generated__/resolvers-types';
import {
  IMPORT_MAX_ROWS,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  isProductCategory,
  productNameKey,
  skuKey,
  validateImportRows,
  validateProduct,
  type FieldError,
} from '../../../src/lib/validation';
import type { ProductRow } from '../../fixtures/products';
import { requireAdmin } from '../../lib/auth';
import { isoDay } from '../../lib/catalog/dates';
import { SkuAllocator } from '../../lib/catalog/sku';
import { centsOfDecimal } from '../../lib/money/cents';
import { userError } from '../../lib/errors';
import { NOT_RESTORABLE, SKU_TAKEN, type NewProduct, type ProductsRepository } from '../../repositories/products';
import { toProduct } from '../admin-products';

/**
 * Product Management's changes (client admins only).
 *
 * - `setProductActive` to the state the product already has changes nothing and is not an error
 *   (a double-clicked switch must not show a failure).
 * - `deleteProduct` removes the product at once and keeps it on the undo list (the last 20, in the
 *   repository), so `restoreProduct` can put it back, even after a reload, unless its SKU was given to
 *   another product. Of one product restored twice at once, one restore puts it back and the other is
 *   told it is already in the catalog.
 * - `importProducts` checks every row with the create-product rules plus duplicates (see
 *   `validateImportRows`); with `commit` it adds all valid rows together, or none.
 */

function notFound(): FieldError[] {
  return [userError('productId', 'This product no longer exists', 'NOT_FOUND')];
}

/** The SKU keys in use, but `exceptId`'s. */
function skuKeysOf(rows: readonly Pick<ProductRow, 'id' | 'sku'>[], exceptId?: string): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) if (row.id !== exceptId) keys.add(skuKey(row.sku));
  return keys;
}

/** Every SKU a generated one must avoid: the catalogue's and those of products that can be restored. */
async function skuAllocator(products: ProductsRepository, catalogue: readonly Pick<ProductRow, 'sku'>[]): Promise<SkuAllocator> {
  const restorable = await products.deleted();
  return new SkuAllocator([...catalogue.map((row) => row.sku), ...restorable.map((entry) => entry.product.sku)]);
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The error of a SKU another product took between the check and the write (another administrator, a moment earlier). */
function skuTakenMeanwhile(sku: string): FieldError[] {
  return [userError('sku', `SKU ${sku} is already used by another product`, 'CONFLICT')];
}

export const adminProductsMutations: MutationResolvers = {
  createProduct: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const products = ctx.repositories.products;
    const catalogue = await products.keys();
    const taken = skuKeysOf(catalogue);
    const errors = validateProduct(input, { isSkuTaken: (key) => taken.has(key) });
    if (errors.length > 0) return { product: null, errors };
    const category = input.category.trim();
    if (!isProductCategory(category)) throw new Error('The category was checked before');
    const now = ctx.now();
    const sku = optionalText(input.sku) ?? (await skuAllocator(products, catalogue)).next(category);
    const added = await products.add([
      {
        name: input.name.trim(),
        category,
        sku,
        basePoints: input.basePoints,
        baseCents: centsOfDecimal(input.baseAmount),
        isActive: input.isActive ?? true,
        createdDate: isoDay(now),
        lastModified: now.toISOString(),
        description: optionalText(input.description),
      },
    ]);
    if (added === SKU_TAKEN) return { product: null, errors: skuTakenMeanwhile(sku) };
    return { product: toProduct(added[0] as ProductRow), errors: [] };
  },
  updateProduct: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const products = ctx.repositories.products;
    const row = await products.byId(input.productId);
    if (!row) return { product: null, errors: notFound() };
    const taken = skuKeysOf(await products.keys(), row.id);
    const errors = validateProduct(input, { skuRequired: true, isSkuTaken: (key) => taken.has(key) });
    if (errors.length > 0) return { product: toProduct(row), errors };
    const category = input.category.trim();
    if (!isProductCategory(category)) throw new Error('The category was checked before');
    const updated = await products.update(row.id, {
      name: input.name.trim(),
      category,
      sku: input.sku.trim(),
      basePoints: input.basePoints,
      baseCents: centsOfDecimal(input.baseAmount),
      description: optionalText(input.description),
      lastModified: ctx.now().toISOString(),
    });
    if (updated === SKU_TAKEN) return { product: toProduct(row), errors: skuTakenMeanwhile(input.sku.trim()) };
    if (!updated) return { product: null, errors: notFound() };
    return { product: toProduct(updated), errors: [] };
  },
  setProductActive: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const products = ctx.repositories.products;
    const row = await products.byId(input.productId);
    if (!row) return { product: null, errors: notFound() };
    if (row.isActive === input.isActive) return { product: toProduct(row), errors: [] };
    const updated = await products.update(row.id, { isActive: input.isActive, lastModified: ctx.now().toISOString() });
    if (!updated || updated === SKU_TAKEN) return { product: null, errors: notFound() };
    return { product: toProduct(updated), errors: [] };
  },
  deleteProduct: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const row = await ctx.repositories.products.remove(input.productId, ctx.now().toISOString());
    if (!row) return { product: null, errors: notFound() };
    return { product: toProduct(row), errors: [] };
  },
  restoreProduct: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const products = ctx.repositories.products;
    const outcome = await products.restore(input.productId);
    if ('restored' in outcome) return { product: toProduct(outcome.restored), errors: [] };
    if (outcome.refused === NOT_RESTORABLE) {
      // Restored a moment ago (a double click, another administrator), or never deleted.
      const present = (await products.byId(input.productId)) !== null;
      const message = present ? 'This product is already in the catalog' : 'This product can no longer be restored';
      return { product: null, errors: [userError('productId', message, present ? 'CONFLICT' : 'NOT_FOUND')] };
    }
    const { sku } = outcome.product;
    const key = skuKey(sku);
    const holder = (await products.keys()).find((row) => skuKey(row.sku) === key);
    return {
      product: null,
      errors: [userError('sku', `SKU ${sku} is now used by ${holder?.name ?? 'another product'}; the product cannot be restored`, 'CONFLICT')],
    };
  },
  importProducts: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const { rows, commit } = input;
    if (rows.length === 0) return { rows: [], importedCount: 0, errors: [userError('rows', IMPORT_NO_ROWS, 'REQUIRED')] };
    if (rows.length > IMPORT_MAX_ROWS) return { rows: [], importedCount: 0, errors: [userError('rows', IMPORT_TOO_MANY_ROWS, 'LIMIT_EXCEEDED')] };
    const catalogue = await ctx.repositories.products.keys();
    const skuKeys = skuKeysOf(catalogue);
    const nameKeys = new Set(catalogue.map((row) => productNameKey(row.name, row.category)));
    const rowErrors = validateImportRows(rows, { isSkuTaken: (key) => skuKeys.has(key), isNameTaken: (key) => nameKeys.has(key) });
    const valid = rowErrors.map((errors) => errors.length === 0);
    if (!commit || !valid.includes(true)) {
      const results = rowErrors.map((errors, index): ResolversTypes['ImportRowResult'] => ({ index, ok: errors.length === 0, errors, product: null }));
      return { rows: results, importedCount: 0, errors: [] };
    }

    // Build every new product first: the catalogue changes only once everything is ready, all together.
    const allocator = await skuAllocator(ctx.repositories.products, catalogue);
    rows.forEach((row, index) => {
      const sku = optionalText(row.sku);
      if (valid[index] && sku) allocator.claim(sku);
    });
    const now = ctx.now();
    const made = rows.map((row, index): NewProduct | null => {
      if (!valid[index]) return null;
      const category = row.category.trim();
      if (!isProductCategory(category)) throw new Error('The category was checked before');
      return {
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
    const added = await ctx.repositories.products.add(made.filter((row): row is NewProduct => row !== null));
    if (added === SKU_TAKEN) {
      return { rows: [], importedCount: 0, errors: [userError('rows', 'Another product took one of these SKUs a moment ago; check the file again', 'CONFLICT')] };
    }
    let next = 0;
    return {
      rows: rowErrors.map((errors, index) => {
        const product = made[index] ? added[next++] : undefined;
        return { index, ok: errors.length === 0, errors, product: product ? toProduct(product) : null };
      }),
      importedCount: added.length,
      errors: [],
    };
  },
};
