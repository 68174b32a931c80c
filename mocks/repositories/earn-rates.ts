import type { EarnRateFilter } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import { earnRateId, type EarnRateRow, type EarnRateVersionRow } from '../../domain/fixtures/earn-rates';
import { EARN_RATE_ORDER, EARN_RATE_PAGE_SIZE, earnRateOn, savedEarnRate, type EarnRateValuesRow, type EarnRateVersion } from '../../domain/lib/catalog/earn-rates';
import { matchesSearch, pageOf, sortByKey, type ConnectionArgs, type Page } from '../../domain/lib/connection';
import type { EarnRateRefusal, EarnRatesRepository } from '../../domain/repositories/earn-rates';
import { earnRateKey } from '../../src/lib/validation';

const sameRate = (a: EarnRateRow, b: EarnRateRow): boolean =>
  (Object.keys(a) as (keyof EarnRateRow)[]).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length;

/** The in-browser store: the database's `earnRates`, `earnRateHistory` and `earnRatesSequence`. */
export class MemoryEarnRates implements EarnRatesRepository {
  constructor(private readonly db: Database) {}

  private taken(values: EarnRateValuesRow, except?: string): boolean {
    const key = earnRateKey(values.category, values.productType, values.tier);
    return this.db.data.earnRates.some((row) => row.id !== except && earnRateKey(row.category, row.productType, row.tier) === key);
  }

  async list(filter: EarnRateFilter | null | undefined, args: ConnectionArgs): Promise<Page<EarnRateRow>> {
    const rows = sortByKey(
      this.db.data.earnRates.filter((row) => (!filter?.tier || row.tier === filter.tier) && matchesSearch(filter?.search, row.category, row.productType)),
      EARN_RATE_ORDER,
    );
    const page = pageOf(rows, args, EARN_RATE_ORDER, EARN_RATE_PAGE_SIZE);
    return { ...page, rows: page.rows.map((row) => ({ ...row })) };
  }

  async byId(id: string): Promise<EarnRateRow | null> {
    const row = this.db.data.earnRates.find((candidate) => candidate.id === id);
    return row ? { ...row } : null;
  }

  async keys(): Promise<Pick<EarnRateRow, 'id' | 'category' | 'productType' | 'tier'>[]> {
    return this.db.data.earnRates.map(({ id, category, productType, tier }) => ({ id, category, productType, tier }));
  }

  async add(values: EarnRateValuesRow, today: string): Promise<EarnRateRow | 'DUPLICATE'> {
    if (this.taken(values)) return 'DUPLICATE';
    const data = this.db.data;
    data.earnRatesSequence += 1;
    const row: EarnRateRow = { ...values, id: earnRateId(data.earnRatesSequence), lastUpdated: today, effectiveFrom: today };
    data.earnRates.push(row);
    this.db.commit();
    return { ...row };
  }

  async save(expected: EarnRateRow, values: EarnRateValuesRow, today: string): Promise<EarnRateRow | EarnRateRefusal> {
    const rates = this.db.data.earnRates;
    const index = rates.findIndex((row) => row.id === expected.id);
    if (index === -1) return 'NOT_FOUND';
    if (!sameRate(rates[index]!, expected)) return 'CHANGED';
    if (this.taken(values, expected.id)) return 'DUPLICATE';
    const { row, replaced } = savedEarnRate(expected, values, today);
    if (replaced) this.db.data.earnRateHistory.push(replaced);
    rates[index] = row;
    this.db.commit();
    return { ...row };
  }

  async versionOn(rateId: string, day: string): Promise<EarnRateVersion | null> {
    const version = earnRateOn(this.db.data, rateId, day);
    return version ? { category: version.category, productType: version.productType, basePoints: version.basePoints, baseCents: version.baseCents, tier: version.tier, effectiveFrom: version.effectiveFrom } : null;
  }

  async history(rateId: string): Promise<EarnRateVersionRow[]> {
    return this.db.data.earnRateHistory
      .filter((row) => row.rateId === rateId)
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0))
      .map((row) => ({ ...row }));
  }
}
