import { GraphQLError } from 'graphql';

/** The largest page any list returns, whatever `first` asks for. */
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** Cursors are opaque to clients: the base64 of the item's offset in the filtered, sorted list. */
export function encodeCursor(offset: number): string {
  return btoa(`offset:${offset}`);
}

export function decodeCursor(cursor: string): number {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    throw badCursor(cursor);
  }
  const match = /^offset:(\d+)$/.exec(text);
  if (!match) throw badCursor(cursor);
  return Number(match[1]);
}

function badCursor(cursor: string): GraphQLError {
  return new GraphQLError(`Invalid cursor: ${cursor}`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Slices an already filtered and sorted list into a page. `toNode` runs only on the page's rows,
 * so computed fields cost nothing for rows that are not returned.
 */
export function paginate<Row, Node>(
  rows: readonly Row[],
  args: ConnectionArgs,
  toNode: (row: Row) => Node,
  defaultSize = 25,
): Connection<Node> {
  const requested = args.first ?? defaultSize;
  if (!Number.isInteger(requested) || requested < 0) {
    throw new GraphQLError('`first` must be a non-negative integer', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const size = Math.min(requested, MAX_PAGE_SIZE);
  const start = args.after ? decodeCursor(args.after) + 1 : 0;
  const page = rows.slice(start, start + size);
  const edges = page.map((row, index) => ({ cursor: encodeCursor(start + index), node: toNode(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + page.length < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: rows.length,
  };
}

/** Case-insensitive substring match of a search text against any of the given fields. */
export function matchesSearch(search: string | null | undefined, ...fields: (string | null | undefined)[]): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
