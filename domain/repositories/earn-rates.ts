import type { EarnRateFilter } from '../__generated__/resolvers-types';
import type { EarnRateRow, EarnRateVersionRow } from '../fixtures/earn-rates';
import type { EarnRateValuesRow, EarnRateVersion } from '../lib/catalog/earn-rates';
import type { ConnectionArgs, Page } from '../lib/connection';

/**
 * Base earn rates and their earlier versions, as every store keeps them (docs/server.md, "Where the data
 * lives"): the in-browser server in its database (`MemoryEarnRates`, mocks/repositories/earn-rates.ts), the HTTP server in the `earn_rates`
 * and `earn_rate_versions` tables (server/repositories/earn-rates.ts); tests/server/earn-rates.test.ts runs
 * one contract on each.
 *
 * The rules (validation, the duplicate check's message, which version a save keeps) live in
 * src/lib/validation, domain/lib/catalog/earn-rates.ts and domain/resolvers/earn-rates.ts. A store's part is
 * to number new rates, keep one rate per category, product type and tier (compared as `earnRateKey`
 * does), and write a save only over the rate it was made from, with the version it replaces: of two
 * administrators saving one rate at once, one save is kept and one version recorded.
 */

/** Why a save was not written: no such rate, the rate changed since it was read, or its key is another rate's. */
export type EarnRateRefusal = 'NOT_FOUND' | 'CHANGED' | 'DUPLICATE';

export interface EarnRatesRepository {
  /** A page of the matching rates (`EARN_RATE_ORDER`), 50 when `first` is not given. */
  list(filter: EarnRateFilter | null | undefined, args: ConnectionArgs): Promise<Page<EarnRateRow>>;
  byId(id: string): Promise<EarnRateRow | null>;
  /** Every rate's id and key fields: what a save is checked against for a duplicate. */
  keys(): Promise<Pick<EarnRateRow, 'id' | 'category' | 'productType' | 'tier'>[]>;
  /** Adds a rate with the next `RATE-###` id, effective from `today`; DUPLICATE when its key is taken. */
  add(values: EarnRateValuesRow, today: string): Promise<EarnRateRow | 'DUPLICATE'>;
  /**
   * Saves new values over `expected` (the rate as read) on `today`, recording the version it replaces
   * (`savedEarnRate`); written only while the rate is still `expected`.
   */
  save(expected: EarnRateRow, values: EarnRateValuesRow, today: string): Promise<EarnRateRow | EarnRateRefusal>;
  /** The version of a rate in effect on `day` (`earnRateOn`); null before the rate existed. */
  versionOn(rateId: string, day: string): Promise<EarnRateVersion | null>;
  /** A rate's earlier versions, oldest first. */
  history(rateId: string): Promise<EarnRateVersionRow[]>;
}
