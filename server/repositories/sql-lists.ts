import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DealerDirectory } from '../../domain/lib/admin/dealers';
import { ALL_FIGURES, compareKeys, type PageNeeds, type SortKey } from '../../domain/lib/connection';
import type { Transaction } from 'kysely';
import type { SqlExecutor, Tables } from '../sql/database';
import type { SqlReads } from './sql-reads';

/**
 * What the SQL repositories share to answer the screens' lists as the in-browser server does: the same
 * search text, the same dealership names, and keyset paging on the same sort keys (domain/lib/connection.ts),
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
 * An instant as ISO text, for comparing with a `timestamptz` column: the column reads as a Date, and the
 * text is sent as it is (a parameter, as a plain value would be), for PostgreSQL to read as an instant.
 */
export function instantText(iso: string): RawBuilder<Date> {
  return sql<Date>`${iso}`;
}

/**
 * A column of a list's key as SQL compares it: an expression (its cursor value sent as bigint or text),
 * an expression with the cursor value as it compares to it (`value`, e.g. a day as a date), or a value
 * every row of the list has (`constant`): left out of the ORDER BY and of the row comparison, so that
 * both are an index's columns and the page after a cursor starts where the index holds the cursor.
 */
export type KeyColumn = Expression<unknown> | { constant: string | number } | { expression: Expression<unknown>; value: RawBuilder<unknown> };

function isExpression(column: KeyColumn): column is Expression<unknown> {
  return 'toOperationNode' in column;
}

function isConstant(column: KeyColumn): column is { constant: string | number } {
  return !isExpression(column) && 'constant' in column;
}

function expressionOf(column: KeyColumn): Expression<unknown> {
  if (isExpression(column)) return column;
  if ('expression' in column) return column.expression;
  throw new Error('a constant key column has no expression');
}

/** A cursor's value as SQL compares it: a whole number as bigint (as the integer columns an index holds), another as numeric. */
function valueOf(value: string | number): RawBuilder<unknown> {
  if (typeof value === 'string') return sql`${value}::text`;
  return Number.isSafeInteger(value) ? sql`${value}::bigint` : sql`${value}::numeric`;
}

/** The ORDER BY of a key: its columns that are not constants, all in one direction. */
export function keyOrder(columns: readonly KeyColumn[], descending: boolean): RawBuilder<unknown> {
  const direction = descending ? sql`desc` : sql`asc`;
  const ordered = columns.filter((column) => !isConstant(column)).map((column) => sql`${expressionOf(column)} ${direction}`);
  return ordered.length > 0 ? sql.join(ordered) : sql`1`;
}

/**
 * The rows after a cursor's key in a list ordered by `columns` (all ascending, or all descending): a
 * row comparison, which an index on the same columns answers. Text columns must carry `collate "C"`
 * to order as the in-browser lists do (by code units). A constant column compares with the cursor's
 * value here, as domain/lib/connection.ts `compareKeys` does: when they differ, the rows are all on one
 * side of the cursor from that column on.
 */
export function keyAfter(columns: readonly KeyColumn[], key: SortKey, descending: boolean): RawBuilder<SqlBool> {
  const kept: Expression<unknown>[] = [];
  const values: Expression<unknown>[] = [];
  const compare = (orEqual: boolean): RawBuilder<SqlBool> => {
    if (kept.length === 0) return orEqual ? sql<SqlBool>`true` : sql<SqlBool>`false`;
    const operator = descending ? (orEqual ? sql`<=` : sql`<`) : orEqual ? sql`>=` : sql`>`;
    return sql<SqlBool>`(${sql.join(kept)}) ${operator} (${sql.join(values)})`;
  };
  for (const [index, column] of columns.entries()) {
    const value = key[index] as string | number;
    if (isConstant(column)) {
      const order = compareKeys([column.constant], [value]);
      if (order === 0) continue;
      // Every row holds the constant: past the cursor's value, a row whose columns so far equal the cursor's follows it.
      return compare(descending ? order < 0 : order > 0);
    }
    kept.push(expressionOf(column));
    values.push(!isExpression(column) && 'value' in column ? column.value : valueOf(value));
  }
  return compare(false);
}

/** One page of a list, with the counts the connection reports. */
export interface ListPage<Selected, Sums> {
  /** The page's rows as selected, at most the page's size. */
  rows: Selected[];
  /** What a connection's page says of its neighbours and of the whole list (domain/lib/connection.ts `Page`). */
  paging: { hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number };
  /** The list's own `sums`, when the operation selects them (none otherwise). */
  counts: Partial<Sums>;
}

/**
 * One page of a keyset-paged list, as every SQL list answers a connection: the rows after the cursor's
 * key (`following`, null on the first page) in the list's order, one more than the page to tell
 * whether another follows; and only the figures the operation selects (`needs`, every one when not
 * told). The count of every match: the page's own rows when a first page holds them all, else the
 * list's stored count when it has one for `where` (`total`), else a count of the rows that match, in
 * one pass with the list's `sums` (`sum(c.amount_cents)::bigint as amount`) when they are selected too.
 * Whether rows come before the cursor: whether one row does.
 */
export async function listPage<Selected, Sums extends object = Record<never, never>>(
  db: SqlExecutor,
  list: {
    /** What each row selects. */
    columns: RawBuilder<unknown>;
    /** The table, with the alias `columns`, `where` and `order` use. */
    from: RawBuilder<unknown>;
    where: Expression<SqlBool>;
    following: Expression<SqlBool> | null;
    order: RawBuilder<unknown>;
    size: number;
    sums?: RawBuilder<unknown>;
    /** The count of the rows `where` matches, from a count the store keeps, when it has one. */
    total?: (() => Promise<number>) | null;
    needs?: PageNeeds;
    /** The operation's reads that go to the store together, for the page's rows when its `columns` read the same as JSON (server/repositories/sql-reads.ts). */
    reads?: SqlReads;
  },
): Promise<ListPage<Selected, Sums>> {
  const { columns, from, where, following, order, size, sums, total } = list;
  const needs = list.needs ?? ALL_FIGURES;
  const page = sql<Selected>`
      select ${columns} from ${from}
      where ${where} ${following ? sql`and ${following}` : sql``}
      order by ${order}
      limit ${size + 1}`;
  const found = list.reads ? await list.reads.read({ query: page, answer: (rows) => rows }) : (await page.execute(db)).rows;
  const hasNextPage = found.length > size;
  const rows = found.slice(0, size);
  const wantsSums = Boolean(sums) && needs.sums;
  let totalCount = !following && !hasNextPage ? rows.length : Number.NaN;
  let hasPreviousPage = false;
  let counts: Partial<Sums> = {};
  if (wantsSums || (needs.totalCount && Number.isNaN(totalCount) && !total)) {
    const summary = (
      await sql<{ total: number; before: number } & Sums>`
      select count(*)::int as total, ${following && needs.hasPreviousPage ? sql`count(*) filter (where not ${following})::int` : sql`0`} as before
        ${wantsSums ? sql`, ${sums}` : sql``}
      from ${from} where ${where}`.execute(db)
    ).rows[0];
    if (!summary) throw new Error('a count answered no row');
    const { total: counted, before, ...rest } = summary;
    totalCount = counted;
    hasPreviousPage = before > 0;
    counts = rest as Partial<Sums>;
  } else {
    if (needs.totalCount && Number.isNaN(totalCount) && total) totalCount = await total();
    if (following && needs.hasPreviousPage) {
      const { rows: before } = await sql<{ any: boolean }>`select exists (select 1 from ${from} where ${where} and not ${following}) as any`.execute(db);
      hasPreviousPage = before[0]?.any === true;
    }
  }
  return { rows, paging: { hasNextPage, hasPreviousPage, totalCount }, counts };
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
