import type { EarnRate, EarnRateTier, Resolvers } from '../__generated__/resolvers-types';
import { PRODUCT_CATEGORIES, earnRateKey, validateEarnRate, type FieldError } from '../../src/lib/validation';
import { earnRateId, type EarnRateRow } from '../fixtures/earn-rates';
import { requireAdmin } from '../lib/auth';
import { isoDay } from '../lib/catalog/dates';
import { type KeyOrder, matchesSearch, paginate, sortByKey } from '../lib/connection';
import { userError } from '../lib/errors';
import { centsOfDecimal, money } from '../lib/money/cents';
import { applyIfValid } from '../lib/mutation';

/**
 * Base earn rates (client admins only).
 *
 * - `earnRates` lists rates by product category (in `productCategories` order), then product type,
 *   then tier (Basic, Standard, Premium).
 * - Base rate changes apply to future claims only: a save sets `lastUpdated` and `effectiveFrom` to
 *   today and keeps the version it replaces in `earnRateHistory` (effective until today), so a claim
 *   is valued with the version in effect on the day it was submitted (`earnRateOn` in
 *   mocks/lib/catalog/earn-rates.ts). Saving the values a rate already has changes nothing.
 */

const TIER_ORDER: Record<EarnRateTier, number> = { BASIC: 0, STANDARD: 1, PREMIUM: 2 };
const CATEGORY_ORDER = new Map<string, number>(PRODUCT_CATEGORIES.map((category, index) => [category, index]));

/** Earn rates list by category (the catalogue's order), product type A to Z (case-insensitive), then tier. */
const EARN_RATE_ORDER: KeyOrder<EarnRateRow> = {
  key: (row) => [CATEGORY_ORDER.get(row.category) ?? PRODUCT_CATEGORIES.length, row.productType.toLowerCase(), TIER_ORDER[row.tier], row.id],
};

function toEarnRate(row: EarnRateRow): EarnRate {
  const { baseCents, ...rest } = row;
  return { ...rest, baseAmount: money(baseCents) };
}

export const earnRatesResolvers: Resolvers = {
  Query: {
    earnRates: (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      const rows = sortByKey(
        ctx.db.data.earnRates.filter((row) => (!filter?.tier || row.tier === filter.tier) && matchesSearch(filter?.search, row.category, row.productType)),
        EARN_RATE_ORDER,
      );
      return paginate(rows, { first, after }, toEarnRate, EARN_RATE_ORDER, 50);
    },
  },
  Mutation: {
    saveEarnRate: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const data = ctx.db.data;
      const existing = input.id ? data.earnRates.find((row) => row.id === input.id) : undefined;
      if (input.id && !existing) return { earnRate: null, errors: [userError('id', 'This earn rate no longer exists', 'NOT_FOUND')] };
      const errors: FieldError[] = validateEarnRate(input, {
        isDuplicate: (key) => data.earnRates.some((row) => row !== existing && earnRateKey(row.category, row.productType, row.tier) === key),
      });
      const values = {
        category: input.category.trim(),
        productType: input.productType.trim(),
        basePoints: input.basePoints,
        baseCents: errors.length === 0 ? centsOfDecimal(input.baseAmount) : 0,
        tier: input.tier,
      };
      if (
        errors.length === 0 &&
        existing &&
        (Object.keys(values) as (keyof typeof values)[]).every((key) => existing[key] === values[key])
      ) {
        return { earnRate: toEarnRate(existing), errors: [] };
      }
      const today = isoDay(ctx.now());
      const { result } = applyIfValid(ctx, errors, () => {
        if (existing) {
          if (existing.effectiveFrom < today) {
            const { id: rateId, lastUpdated: _lastUpdated, ...version } = existing;
            data.earnRateHistory.push({ ...version, rateId, effectiveUntil: today });
          }
          Object.assign(existing, values, { lastUpdated: today, effectiveFrom: today });
          return existing;
        }
        data.earnRatesSequence += 1;
        const row: EarnRateRow = { id: earnRateId(data.earnRatesSequence), ...values, lastUpdated: today, effectiveFrom: today };
        data.earnRates.push(row);
        return row;
      });
      return { earnRate: result ? toEarnRate(result) : null, errors };
    },
  },
};
