import type { MutationResolvers, SaveEarnRateInput } from '../../__generated__/resolvers-types';
import { earnRateKey, validateEarnRate, type FieldError } from '../../../src/lib/validation';
import type { Context } from '../../context';
import { requireAdmin } from '../../lib/auth';
import { isoDay } from '../../lib/catalog/dates';
import { userError } from '../../lib/errors';
import { centsOfDecimal } from '../../lib/money/cents';
import { toEarnRate } from '../earn-rates';

/**
 * Saving a base earn rate (client admins only).
 *
 * - Base rate changes apply to future claims only: a save sets `lastUpdated` and `effectiveFrom` to
 *   today and keeps the version it replaces (effective until today), so a claim is valued with the
 *   version in effect on the day it was submitted (`earnRateOn`, `EarnRatesRepository.versionOn`).
 *   Saving the values a rate already has changes nothing.
 * - A save is written only over the rate it was made from: of two administrators saving one rate at
 *   once, the second is told it changed, and nothing of its save is kept.
 */

const NOT_FOUND = () => ({ earnRate: null, errors: [userError('id', 'This earn rate no longer exists', 'NOT_FOUND')] });

/** The input checked against the rates as they are now; `except` is the rate being edited. */
async function errorsOf(ctx: Context, input: SaveEarnRateInput, except: string | null): Promise<FieldError[]> {
  const keys = await ctx.repositories.earnRates.keys();
  return validateEarnRate(input, {
    isDuplicate: (key) => keys.some((row) => row.id !== except && earnRateKey(row.category, row.productType, row.tier) === key),
  });
}

export const earnRatesMutations: MutationResolvers = {
  saveEarnRate: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const rates = ctx.repositories.earnRates;
    const existing = input.id ? await rates.byId(input.id) : null;
    if (input.id && !existing) return NOT_FOUND();
    const errors = await errorsOf(ctx, input, existing?.id ?? null);
    if (errors.length > 0) return { earnRate: null, errors };
    const values = {
      category: input.category.trim(),
      productType: input.productType.trim(),
      basePoints: input.basePoints,
      baseCents: centsOfDecimal(input.baseAmount),
      tier: input.tier,
    };
    if (existing && (Object.keys(values) as (keyof typeof values)[]).every((key) => existing[key] === values[key])) {
      return { earnRate: toEarnRate(existing), errors: [] };
    }
    const today = isoDay(ctx.now());
    const outcome = existing ? await rates.save(existing, values, today) : await rates.add(values, today);
    if (typeof outcome !== 'string') return { earnRate: toEarnRate(outcome), errors: [] };
    if (outcome === 'NOT_FOUND') return NOT_FOUND();
    if (outcome === 'CHANGED') {
      return {
        earnRate: null,
        errors: [userError(null, `${existing?.id} was changed by another administrator a moment ago; review it and try again`, 'CONFLICT')],
      };
    }
    // Another administrator gave this category, product type and tier to a rate a moment ago.
    const now = await errorsOf(ctx, input, existing?.id ?? null);
    if (now.length === 0) throw new Error(`The store refused a rate for ${earnRateKey(values.category, values.productType, values.tier)} as a duplicate that the rules allow`);
    return { earnRate: null, errors: now };
  },
};
