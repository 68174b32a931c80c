import { PRODUCT_CATEGORIES } from '../../../src/lib/validation';
import type { EarnRateTier } from '../../__generated__/resolvers-types';
import type { DbData } from '../../db';
import type { EarnRateRow, EarnRateVersionRow } from '../../fixtures/earn-rates';
import type { KeyOrder } from '../connection';

export type EarnRateVersion = Pick<EarnRateRow, 'category' | 'productType' | 'basePoints' | 'baseCents' | 'tier' | 'effectiveFrom'>;

/**
 * The version of a base earn rate that applies to a claim submitted on `day` (`YYYY-MM-DD`).
 * Saving a rate starts a new version effective from the day of the save and keeps the old one in
 * `earnRateHistory`, so claims submitted before the change keep the rate of their day.
 * Null when the rate did not exist yet on that day.
 */
export function earnRateOn(data: Pick<DbData, 'earnRates' | 'earnRateHistory'>, rateId: string, day: string): EarnRateVersion | null {
  const current = data.earnRates.find((row) => row.id === rateId);
  if (current && day >= current.effectiveFrom) return current;
  const version = data.earnRateHistory.find(
    (row: EarnRateVersionRow) => row.rateId === rateId && row.effectiveFrom <= day && day < row.effectiveUntil,
  );
  return version ?? null;
}

const TIER_ORDER: Record<EarnRateTier, number> = { BASIC: 0, STANDARD: 1, PREMIUM: 2 };
const CATEGORY_ORDER = new Map<string, number>(PRODUCT_CATEGORIES.map((category, index) => [category, index]));

/** Earn rates list by category (the catalogue's order), product type A to Z (case-insensitive), then tier (Basic, Standard, Premium), then id. */
export const EARN_RATE_ORDER: KeyOrder<EarnRateRow> = {
  key: (row) => [CATEGORY_ORDER.get(row.category) ?? PRODUCT_CATEGORIES.length, row.productType.toLowerCase(), TIER_ORDER[row.tier], row.id],
};

/** How many rates a page of the list holds when the screen does not say. */
export const EARN_RATE_PAGE_SIZE = 50;

/** What a save of a rate sets: the rate's values, whole cents. */
export type EarnRateValuesRow = Pick<EarnRateRow, 'category' | 'productType' | 'basePoints' | 'baseCents' | 'tier'>;

/**
 * A rate after a save on `today` (base rate changes apply to future claims only): the new values,
 * effective from today, and the version they replace when it applied before today (a second save on
 * one day replaces that day's version and keeps none).
 */
export function savedEarnRate(existing: EarnRateRow, values: EarnRateValuesRow, today: string): { row: EarnRateRow; replaced: EarnRateVersionRow | null } {
  const { id: rateId, lastUpdated: _lastUpdated, ...version } = existing;
  return {
    row: { ...existing, ...values, lastUpdated: today, effectiveFrom: today },
    replaced: existing.effectiveFrom < today ? { ...version, rateId, effectiveUntil: today } : null,
  };
}
