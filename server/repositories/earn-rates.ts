import { sql, type Expression, type SqlBool } from 'kysely';
import type { EarnRateFilter, EarnRateTier } from '../../domain/__generated__/resolvers-types';
import { earnRateId, type EarnRateRow, type EarnRateVersionRow } from '../../domain/fixtures/earn-rates';
import { EARN_RATE_ORDER, EARN_RATE_PAGE_SIZE, type EarnRateValuesRow, type EarnRateVersion, savedEarnRate } from '../../domain/lib/catalog/earn-rates';
import { cursorKey, pageSize, sequenceOf, type ConnectionArgs, type Page } from '../../domain/lib/connection';
import type { EarnRateRefusal, EarnRatesRepository } from '../../domain/repositories/earn-rates';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { allOrNothing, containing, inBatches, keyAfter, listPage, needleOf, setSequence } from './sql-lists';

const COLUMNS = sql`r.id, r.number, r.category, r.product_type, r.base_points, r.base_cents, r.tier,
  r.last_updated::text as last_updated, r.effective_from::text as effective_from`;

const VERSION_COLUMNS = sql`v.rate_id, v.category, v.product_type, v.base_points, v.base_cents, v.tier,
  v.effective_from::text as effective_from, v.effective_until::text as effective_until`;

/** The list's key (`EARN_RATE_ORDER`), as the `earn_rates_order` index holds it. */
const KEY = [sql`earn_rate_category_rank(r.category)`, sql`lower(r.product_type) collate "C"`, sql`earn_rate_tier_rank(r.tier)`, sql`r.id collate "C"`];

function toRow(row: Row<'earn_rates'>): EarnRateRow {
  return {
    id: row.id,
    category: row.category,
    productType: row.product_type,
    basePoints: row.base_points,
    baseCents: Number(row.base_cents),
    tier: row.tier as EarnRateTier,
    lastUpdated: row.last_updated,
    effectiveFrom: row.effective_from,
  };
}

function toVersion(row: Row<'earn_rate_versions'>): EarnRateVersionRow {
  return {
    rateId: row.rate_id,
    category: row.category,
    productType: row.product_type,
    basePoints: row.base_points,
    baseCents: Number(row.base_cents),
    tier: row.tier as EarnRateTier,
    effectiveFrom: row.effective_from,
    effectiveUntil: row.effective_until,
  };
}

function values(row: EarnRateRow): NewRow<'earn_rates'> {
  return {
    id: row.id,
    number: sequenceOf(row.id),
    category: row.category,
    product_type: row.productType,
    base_points: row.basePoints,
    base_cents: row.baseCents,
    tier: row.tier,
    last_updated: row.lastUpdated,
    effective_from: row.effectiveFrom,
  };
}

function versionValues(row: EarnRateVersionRow): NewRow<'earn_rate_versions'> {
  return {
    rate_id: row.rateId,
    category: row.category,
    product_type: row.productType,
    base_points: row.basePoints,
    base_cents: row.baseCents,
    tier: row.tier,
    effective_from: row.effectiveFrom,
    effective_until: row.effectiveUntil,
  };
}

/** PostgreSQL's unique_violation on the one-rate-per-key index. */
function isDuplicateKey(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown } | null;
  return failure?.code === '23505' && (failure.constraint === undefined || failure.constraint === 'earn_rates_key');
}

/**
 * Earn rates in the `earn_rates` table and the versions they replaced in `earn_rate_versions`
 * (server/sql/migrations/0016_earn_rates.ts). The list pages by its key as the in-browser list does, so a cursor
 * means the same place in either store. A save is `update … where` the rate's values and days are still
 * what the save was made from, and records the version it replaces in the same savepoint: of two
 * administrators saving one rate at once, one save and one version are kept, and the other is told the
 * rate changed. One rate per category, product type and tier is the `earn_rates_key` unique index.
 */
export class SqlEarnRates implements EarnRatesRepository {
  constructor(private readonly db: SqlExecutor) {}

  async list(filter: EarnRateFilter | null | undefined, args: ConnectionArgs): Promise<Page<EarnRateRow>> {
    const after = cursorKey(args.after, ['number', 'string', 'number', 'string']);
    const conditions: Expression<SqlBool>[] = [];
    if (filter?.tier) conditions.push(sql<SqlBool>`r.tier = ${filter.tier}`);
    const needle = needleOf(filter?.search);
    if (needle) conditions.push(sql<SqlBool>`(lower(r.category) like ${containing(needle)} or lower(r.product_type) like ${containing(needle)})`);
    const where = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    const following = after ? keyAfter(KEY, after, false) : null;
    const page = await listPage<Row<'earn_rates'>>(this.db, {
      columns: COLUMNS,
      from: sql`earn_rates r`,
      where,
      following,
      order: sql.join(KEY),
      size: pageSize(args, EARN_RATE_PAGE_SIZE),
    });
    const rows = page.rows.map(toRow);
    return { ...page.paging, rows, keys: rows.map(EARN_RATE_ORDER.key) };
  }

  async byId(id: string): Promise<EarnRateRow | null> {
    const { rows } = await sql<Row<'earn_rates'>>`select ${COLUMNS} from earn_rates r where r.id = ${id}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async keys(): Promise<Pick<EarnRateRow, 'id' | 'category' | 'productType' | 'tier'>[]> {
    const rows = await this.db.selectFrom('earn_rates').select(['id', 'category', 'product_type', 'tier']).execute();
    return rows.map((row) => ({ id: row.id, category: row.category, productType: row.product_type, tier: row.tier as EarnRateTier }));
  }

  async add(rate: EarnRateValuesRow, today: string): Promise<EarnRateRow | 'DUPLICATE'> {
    return allOrNothing(
      this.db,
      async (trx): Promise<EarnRateRow | 'DUPLICATE'> => {
        // A key already used is refused before a number is drawn (a drawn number is never given back); the
        // unique index still refuses one another administrator adds at the same moment.
        const { rows: taken } = await sql`
          select 1 from earn_rates where lower(category) = lower(${rate.category}) and lower(product_type) = lower(${rate.productType}) and tier = ${rate.tier}`.execute(trx);
        if (taken.length > 0) return 'DUPLICATE';
        const { rows } = await sql<{ number: string | number }>`select nextval('earn_rates_number') as number`.execute(trx);
        const row: EarnRateRow = { ...rate, id: earnRateId(Number(rows[0]?.number)), lastUpdated: today, effectiveFrom: today };
        try {
          await trx.insertInto('earn_rates').values(values(row)).execute();
        } catch (error) {
          if (isDuplicateKey(error)) return 'DUPLICATE';
          throw error;
        }
        return row;
      },
      (result) => typeof result === 'string',
    );
  }

  async save(expected: EarnRateRow, rate: EarnRateValuesRow, today: string): Promise<EarnRateRow | EarnRateRefusal> {
    const { row, replaced } = savedEarnRate(expected, rate, today);
    return allOrNothing(
      this.db,
      async (trx): Promise<EarnRateRow | EarnRateRefusal> => {
        let updated: Row<'earn_rates'> | undefined;
        try {
          ({
            rows: [updated],
          } = await sql<Row<'earn_rates'>>`
            update earn_rates r set category = ${row.category}, product_type = ${row.productType}, base_points = ${row.basePoints}::int,
              base_cents = ${row.baseCents}::bigint, tier = ${row.tier}, last_updated = ${row.lastUpdated}::date, effective_from = ${row.effectiveFrom}::date
            where r.id = ${expected.id}
              and (r.category, r.product_type, r.base_points, r.base_cents, r.tier, r.last_updated, r.effective_from)
                = (${expected.category}::text, ${expected.productType}::text, ${expected.basePoints}::int, ${expected.baseCents}::bigint,
                   ${expected.tier}::text, ${expected.lastUpdated}::date, ${expected.effectiveFrom}::date)
            returning ${COLUMNS}`.execute(trx));
        } catch (error) {
          if (isDuplicateKey(error)) return 'DUPLICATE';
          throw error;
        }
        if (!updated) return (await new SqlEarnRates(trx).byId(expected.id)) ? 'CHANGED' : 'NOT_FOUND';
        if (replaced) await trx.insertInto('earn_rate_versions').values(versionValues(replaced)).execute();
        return toRow(updated);
      },
      (result) => typeof result === 'string',
    );
  }

  async versionOn(rateId: string, day: string): Promise<EarnRateVersion | null> {
    const { rows } = await sql<Row<'earn_rates'>>`
      select category, product_type, base_points, base_cents, tier, effective_from::text as effective_from from (
        select 0 as rank, r.category, r.product_type, r.base_points, r.base_cents, r.tier, r.effective_from
        from earn_rates r where r.id = ${rateId} and r.effective_from <= ${day}::date
        union all
        select 1, v.category, v.product_type, v.base_points, v.base_cents, v.tier, v.effective_from
        from earn_rate_versions v where v.rate_id = ${rateId} and v.effective_from <= ${day}::date and ${day}::date < v.effective_until
      ) found order by rank, effective_from limit 1`.execute(this.db);
    const found = rows[0];
    return found
      ? { category: found.category, productType: found.product_type, basePoints: found.base_points, baseCents: Number(found.base_cents), tier: found.tier as EarnRateTier, effectiveFrom: found.effective_from }
      : null;
  }

  async history(rateId: string): Promise<EarnRateVersionRow[]> {
    const { rows } = await sql<Row<'earn_rate_versions'>>`
      select ${VERSION_COLUMNS} from earn_rate_versions v where v.rate_id = ${rateId} order by v.effective_from`.execute(this.db);
    return rows.map(toVersion);
  }

  /** Replaces every rate and version with the given rows and sets the sequence to `sequence` (the last number given). */
  async replaceAll(rates: readonly EarnRateRow[], history: readonly EarnRateVersionRow[], sequence: number): Promise<void> {
    await this.db.deleteFrom('earn_rate_versions').execute();
    await this.db.deleteFrom('earn_rates').execute();
    await inBatches(rates, (batch) => this.db.insertInto('earn_rates').values(batch.map(values)).execute());
    await inBatches(history, (batch) => this.db.insertInto('earn_rate_versions').values(batch.map(versionValues)).execute());
    await setSequence(this.db, 'earn_rates_number', sequence);
  }
}
