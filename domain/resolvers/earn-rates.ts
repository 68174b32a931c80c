import type { EarnRate, Resolvers } from '../__generated__/resolvers-types';
import type { EarnRateRow } from '../fixtures/earn-rates';
import { requireAdmin } from '../lib/auth';
import { connectionOf } from '../lib/connection';
import { money } from '../lib/money/cents';

/**
 * Base earn rates (client admins only).
 *
 * - `earnRates` lists rates by product category (in `productCategories` order), then product type,
 *   then tier (Basic, Standard, Premium) (`EARN_RATE_ORDER` in domain/lib/catalog/earn-rates.ts).
 * - Saving a rate is in mutations/earn-rates.ts.
 */

export function toEarnRate(row: EarnRateRow): EarnRate {
  const { baseCents, ...rest } = row;
  return { ...rest, baseAmount: money(baseCents) };
}

export const earnRatesResolvers: Resolvers = {
  Query: {
    earnRates: async (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      return connectionOf(await ctx.repositories.earnRates.list(filter, { first, after }), toEarnRate);
    },
  },
};
