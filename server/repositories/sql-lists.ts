import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DealerDirectory } from '../../mocks/lib/admin/dealers';
import type { SortKey } from '../../mocks/lib/connection';
import type { Transaction } from 'kysely';
import type { SqlExecutor, Tables } from '../sql/database';

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

/** Runs `insert` on the rows a thousand at a time (PostgreSQL takes at most 65,535 parameters in a statement). */
export async function inBatches<Row>(rows: readonly Row[], insert: (batch: Row[], start: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000), start);
}

/** Sets a sequence so that its next number is `last + 1` (1 when nothing was numbered yet). */
export async function setSequence(db: SqlExecutor, name: string, last: number): Promise<void> {
  // setval(…, n, true) makes the next number n + 1; a sequence cannot be set to 0, so none issued is (1, false).
  if (last > 0) await sql`select setval(${name}, ${last}::bigint, true)`.execute(db);
  else await sql`select setval(${name}, 1, false)`.execute(db);
}

/**
 * Runs `change` so that it applies whole or not at all: in a savepoint of the operation's transaction,
 * rolled back when `change` throws or `refused` says its result is a refusal; in a transaction of its
 * own when `db` is the pool.
 */
export async function allOrNothing<T>(db: SqlExecutor, change: (trx: Transaction<Tables>) => Promise<T>, refused: (result: T) => boolean): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute((trx) => allOrNothing(trx, change, refused));
  const trx = db as Transaction<Tables>;
  await sql`savepoint all_or_nothing`.execute(trx);
  try {
    const result = await change(trx);
    await sql.raw(refused(result) ? 'rollback to savepoint all_or_nothing' : 'release savepoint all_or_nothing').execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint all_or_nothing`.execute(trx);
    throw error;
  }
}
