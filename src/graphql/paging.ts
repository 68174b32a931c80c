import type { OperationVariables, TypedDocumentNode, Unmasked } from '@apollo/client';
import type { useQueryRefHandlers } from '@apollo/client/react';
import { useTransition } from 'react';

/** A cursor connection as the screens query it: its rows, and where the next page starts. */
export interface Connection {
  edges: readonly { cursor?: string; node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * Appends the next page of a connection to the rows already loaded: the next page's totals and
 * pageInfo win, rows already shown are not repeated (a row is known by its node's id, else its
 * cursor). A page that did not come (its field was null, with an error) appends nothing.
 */
export function appendPage<C extends Connection>(previous: C, next: C | null | undefined): C {
  if (!next) return previous;
  const key = (edge: C['edges'][number]) => {
    const node = edge.node;
    if (node && typeof node === 'object' && 'id' in node && typeof node.id === 'string') return node.id;
    return edge.cursor;
  };
  const seen = new Set(previous.edges.map(key));
  return {
    ...next,
    edges: [
      ...previous.edges,
      ...next.edges.filter((edge) => {
        const known = key(edge);
        return known === undefined || !seen.has(known);
      }),
    ],
  };
}

/** `fetchMore` of the screen's query: from `useQueryRefHandlers(queryRef)` or `useQuery`. */
type FetchMore<TData, TVariables extends OperationVariables> = useQueryRefHandlers.Result<TData, TVariables>['fetchMore'];

export interface PagedConnectionOptions<TData, TConnection extends Connection, TPageData, TPageVariables extends OperationVariables> {
  /** The connection as the screen shows it: its pageInfo says whether and where to go on. */
  connection: TConnection | null | undefined;
  /**
   * The document that reads one page, when it is not the screen's own query (a query of the
   * connection alone, so Load more does not read the rest of the screen again).
   */
  query?: TypedDocumentNode<TPageData, TPageVariables>;
  /**
   * The page's variables, given the cursor to continue after (the connection's `pageInfo.endCursor`).
   * Without `query`, they are merged into the screen query's own variables.
   */
  variables: (after: string) => Partial<TPageVariables>;
  /** The connection in a page's result. */
  page: (result: Unmasked<TPageData>) => TConnection | null | undefined;
  /** The connection in the screen's data (as the cache holds it when the page arrives)… */
  get: (data: Unmasked<TData>) => TConnection | null | undefined;
  /** …and the screen's data with the connection replaced by the one with the page appended. */
  set: (data: Unmasked<TData>, connection: TConnection) => Unmasked<TData>;
}

export interface PagedConnection {
  /** Whether there is a page after the rows shown (shows the Load more button). */
  hasNextPage: boolean;
  /** A page is loading. */
  loadingMore: boolean;
  /**
   * Loads the page after the rows shown and appends it to the connection in the cache. It runs in a
   * transition, so the rows already shown stay on screen (the screen's read does not suspend) while
   * the page loads. Resolves once the page is in; rejects when it could not be loaded (Apollo then
   * puts the screen's query in error too, so a screen read from the route loader's query shows the
   * route's error screen).
   */
  loadMore: () => Promise<void>;
  /**
   * loadMore for a button of the screen's own (DataTable's Load more takes `loadMore`): a failure is
   * left to the screen's read, which shows it.
   */
  requestMore: () => void;
}

/**
 * The one way a screen pages through a connection of its query ("Load more"). With the screen query
 * preloaded by the route loader, `fetchMore` comes from `useScreenQuery` (src/graphql/screen.ts), which
 * takes the query's handlers BEFORE it reads the query: taken after the read (`useQueryRefHandlers`
 * after `useReadQuery` in one component), the handlers hand the read the page before the new one.
 *
 *   const { data, fetchMore } = useScreenQuery(XScreenDocument);
 *   const items = usePagedConnection(fetchMore, {
 *     connection: data.items,
 *     query: XPageDocument,
 *     variables: (after) => ({ filter, first: 25, after }),
 *     page: (result) => result.items,
 *     get: (screen) => screen.items,
 *     set: (screen, items) => ({ ...screen, items }),
 *   });
 */
export function usePagedConnection<
  TData,
  TVariables extends OperationVariables,
  TConnection extends Connection,
  TPageData = TData,
  TPageVariables extends OperationVariables = TVariables,
>(
  fetchMore: FetchMore<TData, TVariables>,
  options: PagedConnectionOptions<TData, TConnection, TPageData, TPageVariables>,
): PagedConnection {
  const [loadingMore, startTransition] = useTransition();
  const { connection, query, variables, page, get, set } = options;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = !!connection?.pageInfo.hasNextPage && endCursor !== null;

  const loadMore = () =>
    new Promise<void>((resolve, reject) => {
      if (!hasNextPage || endCursor === null) {
        resolve();
        return;
      }
      startTransition(async () => {
        try {
          await fetchMore<TPageData, TPageVariables>({
            ...(query ? { query } : {}),
            variables: variables(endCursor),
            updateQuery: (previous, { fetchMoreResult }) => {
              const shown = get(previous);
              const next = page(fetchMoreResult);
              const merged = shown ? appendPage(shown, next) : next;
              return merged ? set(previous, merged) : previous;
            },
          });
          resolve();
        } catch (error) {
          reject(error);
        }
      });
    });

  const requestMore = () => {
    loadMore().catch(() => undefined);
  };

  return { hasNextPage, loadingMore, loadMore, requestMore };
}
