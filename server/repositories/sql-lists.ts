import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DealerDirectory } from '../../mocks/lib/admin/dealers';
import type { SortKey } from '../../mocks/lib/connection';

/**
 * What the SQL repositories share to answer the screens' lists as the in-browser server does: the same
 * search text, the same dealership names, and keyset paging on the same sort keys (mocks/lib/connection.ts),
 * so a cursor means the same place in either store.
 */

/** A search as the lists compare it: trimmed and lower-cased; '' for none. */
export function needleOf(search: string | null | undefined): string {
  return search?.trim().toLowerCase() ?? '';
}

/** The dealerships whose name contains the (lower-cased) search. */
export function matchingDealers(directory: DealerDirectory, needle: string): string[] {
  return [...directory.byId.values()].filter((dealer) => dealer.name.toLowerCase().includes(needle)).map((dealer) => dealer.id);
}

const MS_PER_DAY = 86_400_000;

/** The `YYYY-MM-DD` day of a day number (days since 1970-01-01, as lib/admin/dates.ts counts). */
export function dayOfNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The rows after a cursor's key in a list ordered by `columns` (all ascending, or all descending): a
 * row comparison, which an index on the same columns answers. Text columns must carry `collate "C"`
 * to order as the in-browser lists do (by code units).
 */
export function keyAfter(columns: readonly Expression<unknown>[], key: SortKey, descending: boolean): RawBuilder<SqlBool> {
  const values = key.map((value) => (typeof value === 'number' ? sql`${value}::bigint` : sql`${value}::text`));
  return sql<SqlBool>`(${sql.join(columns)}) ${descending ? sql`<` : sql`>`} (${sql.join(values)})`;
}
