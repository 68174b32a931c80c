import type { Product, ProductStats, Resolvers } from '../__generated__/resolvers-types';
import { PRODUCT_CATEGORIES } from '../../src/lib/validation';
import type { ProductRow } from '../fixtures/products';
import { requireAdmin } from '../lib/auth';
import { connectionOf } from '../lib/connection';
import { money } from '../lib/money/cents';

/**
 * Product Management (client admins only).
 *
 * - `products` is sorted by name A to Z (case-insensitive), then SKU; search matches name or SKU.
 * - Its changes (create, edit, activate, delete, restore and import) are in mutations/admin-products.ts.
 */

export function toProduct(row: ProductRow): Product {
  const { baseCents, ...rest } = row;
  return { ...rest, baseAmount: money(baseCents) };
}

function stats({ total, active }: { total: number; active: number }): ProductStats {
  const inactive = total - active;
  const percent = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
  return { total, active, activePercent: percent(active), inactive, inactivePercent: percent(inactive) };
}

export const adminProductsResolvers: Resolvers = {
  Query: {
    products: async (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      return connectionOf(await ctx.repositories.products.list(filter, { first, after }), toProduct);
    },
    productStats: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return stats(await ctx.repositories.products.counts());
    },
    productCategories: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return [...PRODUCT_CATEGORIES];
    },
  },
};
