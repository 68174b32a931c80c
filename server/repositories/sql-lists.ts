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

/** A LIKE pattern for text containing `needle`: its `%`, `_` and backslashes match only themselves. */
export function containing(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The dealerships whose name contains the (lower-cased) search. */
export function matchingDealers(directory: DealerDirectory, needle: string): string[] {
  return [...directory.byId.values()].filter((dealer) => dealer.name.toLowerCase().includes(needle)).map((dealer) => dealer.id);
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
