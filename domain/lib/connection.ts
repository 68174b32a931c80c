import { GraphQLError, Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The largest page any list returns; a larger `first` is refused (schema.graphql says so on each `first`). */
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  /** Which of the page's figures the operation selects; every one when not told. */
  needs?: PageNeeds;
}

/**
 * Which figures of a page beside its rows an operation selects: a store that must count or sum for them
 * (the SQL store, server/repositories/sql-lists.ts) leaves out the work for the others. A figure not
 * selected is never shown, so a page may then carry any number for it.
 */
export interface PageNeeds {
  totalCount: boolean;
  hasPreviousPage: boolean;
  /** The list's own sums (the claims' `totalAmount`). */
  sums: boolean;
}

/** Every figure: what a store computes when the caller does not say. */
export const ALL_FIGURES: PageNeeds = { totalCount: true, hasPreviousPage: true, sums: true };

/** No figure: for a caller that reads the rows alone. */
export const NO_FIGURES: PageNeeds = { totalCount: false, hasPreviousPage: false, sums: false };

/** The names of the fields a selection asks for, through its fragments (a field under @skip or @include counts as asked). */
function selectedNames(selections: readonly (SelectionSetNode | undefined)[], fragments: Record<string, FragmentDefinitionNode>, names = new Map<string, SelectionSetNode[]>()) {
  for (const set of selections) {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const found = names.get(selection.name.value) ?? [];
        if (selection.selectionSet) found.push(selection.selectionSet);
        names.set(selection.name.value, found);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        selectedNames([selection.selectionSet], fragments, names);
      } else {
        selectedNames([fragments[selection.name.value]?.selectionSet], fragments, names);
      }
    }
  }
  return names;
}

/** The figures a connection field's selection asks for (`sums` names the connection's own sum fields, e.g. `totalAmount`). */
export function pageNeedsOf(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, sums: readonly string[] = []): PageNeeds {
  const names = selectedNames(info.fieldNodes.map((node) => node.selectionSet), info.fragments);
  const pageInfo = selectedNames(names.get('pageInfo') ?? [], info.fragments);
  return { totalCount: names.has('totalCount'), hasPreviousPage: pageInfo.has('hasPreviousPage'), sums: sums.some((name) => names.has(name)) };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** A row's place in a list's order: its sort values, then its id, so that no two rows share one. */
export type SortKey = readonly (string | number)[];

/**
 * How a list is ordered, for keyset paging: the key of each row and the direction of the whole key.
 * The rows handed to `paginate` must be in this order (`compareKeys` sorts them so); `paginate` refuses
 * a page whose rows are not, so a list whose sort and key disagree fails its tests instead of skipping rows.
 */
export interface KeyOrder<Row> {
  key: (row: Row) => SortKey;
  direction?: 'ASC' | 'DESC';
}

/** Compares two keys value by value: numbers by size, text by UTF-16 code units (the lists sort so). */
export function compareKeys(a: SortKey, b: SortKey, direction: 'ASC' | 'DESC' = 'ASC'): number {
  const sign = direction === 'DESC' ? -1 : 1;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a[i] as string | number;
    const y = b[i] as string | number;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    const left = String(x);
    const right = String(y);
    if (left !== right) return sign * (left < right ? -1 : 1);
  }
  return sign * (a.length - b.length);
}

/** The number that ends a sequential id (`TXN-2026-014` -> 14), so that `…-10000` sorts after `…-9999`. */
export function sequenceOf(id: string): number {
  const match = /(\d+)$/.exec(id);
  return match ? Number(match[1]) : 0;
}

/** Sorts rows in place into a key order, and returns them. */
export function sortByKey<Row>(rows: Row[], order: KeyOrder<Row>): Row[] {
  const keys = new Map<Row, SortKey>();
  const keyOf = (row: Row): SortKey => {
    let key = keys.get(row);
    if (!key) keys.set(row, (key = order.key(row)));
    return key;
  };
  return rows.sort((a, b) => compareKeys(keyOf(a), keyOf(b), order.direction));
}

const utf8 = new TextEncoder();

/**
 * Cursors are opaque to clients. Inside, one is the base64url of the row's key as JSON: the list
 * resumes after the place that key holds in the order, whatever rows were added or removed since.
 */
export function encodeCursor(key: SortKey): string {
  const bytes = utf8.encode(JSON.stringify(key));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string): SortKey {
  let key: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    key = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    throw badCursor(cursor);
  }
  if (!Array.isArray(key) || key.length === 0 || !key.every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) {
    throw badCursor(cursor);
  }
  return key as SortKey;
}

function badCursor(cursor: string): GraphQLError {
  return new GraphQLError(`Invalid cursor: ${cursor}. Pass a cursor this list returned.`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The index of the first row whose key comes after `key` in the order (rows are in that order). */
function firstAfter<Row>(rows: readonly Row[], order: KeyOrder<Row>, key: SortKey): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(order.key(rows[middle] as Row), key, order.direction) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** An edge of a page. Its cursor is encoded only when an operation selects it: most pages ask for the end cursor alone. */
class Edge<Node> {
  constructor(
    private readonly key: SortKey,
    readonly node: Node,
  ) {}

  get cursor(): string {
    return encodeCursor(this.key);
  }
}

/** Where a page stands in its list; its cursors, too, are encoded only when selected. */
class PageInfo {
  constructor(
    private readonly keys: readonly SortKey[],
    readonly hasNextPage: boolean,
    readonly hasPreviousPage: boolean,
  ) {}

  get startCursor(): string | null {
    const key = this.keys[0];
    return key ? encodeCursor(key) : null;
  }

  get endCursor(): string | null {
    const key = this.keys.at(-1);
    return key ? encodeCursor(key) : null;
  }
}

/** A page of a list in a store's order, before its rows become schema nodes. */
export interface Page<Row> {
  rows: Row[];
  /** The key of each row (`KeyOrder.key`), for its cursor. */
  keys: SortKey[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

/** The page size `first` asks for; refuses what is not a whole number from 0 to MAX_PAGE_SIZE. */
export function pageSize(args: ConnectionArgs, defaultSize = 25): number {
  const size = args.first ?? defaultSize;
  if (!Number.isInteger(size) || size < 0) {
    throw new GraphQLError('`first` must be a whole number, 0 or more.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (size > MAX_PAGE_SIZE) {
    throw new GraphQLError(`\`first\` is at most ${MAX_PAGE_SIZE}; ask for ${MAX_PAGE_SIZE} or fewer and page on with \`after\`.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return size;
}

/**
 * The cursor `after` as a key of the given shape (the kinds of its values, in order), for a store that
 * compares it in SQL: a cursor of another list or another sort is refused, as a garbled one is.
 */
export function cursorKey(after: string | null | undefined, shape: readonly ('string' | 'number')[]): SortKey | null {
  if (!after) return null;
  const key = decodeCursor(after);
  if (key.length !== shape.length || key.some((value, index) => typeof value !== shape[index])) throw badCursor(after);
  return key;
}

/** Slices a filtered list, already in `order`, into the page after the `after` cursor. */
export function pageOf<Row>(rows: readonly Row[], args: ConnectionArgs, order: KeyOrder<Row>, defaultSize = 25): Page<Row> {
  const size = pageSize(args, defaultSize);
  const start = args.after ? firstAfter(rows, order, decodeCursor(args.after)) : 0;
  const page = rows.slice(start, start + size);
  const keys = page.map((row) => order.key(row));
  // A developer's check (the tests and `npm run dev` run it; the production build leaves it out): a list
  // sorted otherwise than its cursor key would skip or repeat rows from one page to the next.
  for (let i = 1; import.meta.env?.DEV && i < keys.length; i += 1) {
    if (compareKeys(keys[i - 1] as SortKey, keys[i] as SortKey, order.direction) >= 0) {
      throw new Error(`A list is out of its key order at ${JSON.stringify(keys[i])}: its sort and its cursor key disagree`);
    }
  }
  return { rows: page, keys, hasNextPage: start + page.length < rows.length, hasPreviousPage: start > 0, totalCount: rows.length };
}

/** A page as the schema's connection. `toNode` runs only on the page's rows, so computed fields cost nothing for rows that are not returned. */
export function connectionOf<Row, Node>(page: Page<Row>, toNode: (row: Row) => Node): Connection<Node> {
  return {
    edges: page.rows.map((row, index) => new Edge(page.keys[index] as SortKey, toNode(row))),
    pageInfo: new PageInfo(page.keys, page.hasNextPage, page.hasPreviousPage),
    totalCount: page.totalCount,
  };
}

/** Slices a filtered list, already in `order`, into a page after the `after` cursor, as the schema's connection. */
export function paginate<Row, Node>(
  rows: readonly Row[],
  args: ConnectionArgs,
  toNode: (row: Row) => Node,
  order: KeyOrder<Row>,
  defaultSize = 25,
): Connection<Node> {
  return connectionOf(pageOf(rows, args, order, defaultSize), toNode);
}

/** Case-insensitive substring match of a search text against any of the given fields. */
export function matchesSearch(search: string | null | undefined, ...fields: (string | null | undefined)[]): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
