import type { DbData } from '../../db';
import type { EarnRateRow, EarnRateVersionRow } from '../../fixtures/earn-rates';

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
