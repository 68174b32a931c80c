import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, createQueryPreloader, useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { appendPage, usePagedConnection } from '../../../src/graphql/paging';

interface Item {
  __typename: 'Item';
  id: string;
  name: string;
}
interface ItemConnection {
  __typename: 'ItemConnection';
  totalCount: number;
  edges: { __typename: 'ItemEdge'; cursor: string; node: Item }[];
  pageInfo: { __typename: 'PageInfo'; hasNextPage: boolean; endCursor: string | null };
}
interface ScreenData {
  title: string;
  shelf: { __typename: 'Shelf'; id: string; items: ItemConnection } | null;
}
interface PageData {
  items: ItemConnection | null;
}
interface PageVariables {
  first: number;
  after?: string | null;
  [key: string]: unknown;
}

const SCREEN: TypedDocumentNode<ScreenData, PageVariables> = gql`
  query Screen($first: Int!, $after: String) {
    title
    shelf {
      id
      items(first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            id
            name
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;
const PAGE: TypedDocumentNode<PageData, PageVariables> = gql`
  query Page($first: Int!, $after: String) {
    items(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          name
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const ALL = ['a', 'b', 'c', 'd', 'e'];

/** The route's error screen, as far as these tests need one. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">Error screen: {this.state.error.message}</p> : this.props.children;
  }
}

function connection(after: string | null, first: number): ItemConnection {
  const start = after === null ? 0 : ALL.indexOf(after) + 1;
  const names = ALL.slice(start, start + first);
  const end = names.at(-1) ?? null;
  return {
    __typename: 'ItemConnection',
    totalCount: ALL.length,
    edges: names.map((name) => ({ __typename: 'ItemEdge', cursor: name, node: { __typename: 'Item', id: `item-${name}`, name } })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: start + first < ALL.length, endCursor: end },
  };
}

/** A server whose answers after the first wait until the test lets them through (or fail). */
async function setup({ withPageQuery }: { withPageQuery: boolean }) {
  const held: Array<{ release: () => void; fail: () => void }> = [];
  const requests: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    requests.push({ operation: operation.operationName ?? '', variables: operation.variables });
    const first = Number(operation.variables.first);
    const after = (operation.variables.after as string | null | undefined) ?? null;
    const items = connection(after, first);
    const data =
      operation.operationName === 'Page'
        ? { items }
        : { title: after === null ? 'Shelf' : 'Shelf (again)', shelf: { __typename: 'Shelf', id: 'shelf-1', items } };
    return new Observable((observer) => {
      const answer = () => {
        observer.next({ data });
        observer.complete();
      };
      if (requests.length === 1) answer();
      else held.push({ release: answer, fail: () => observer.error(new Error('The server is unavailable')) });
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const preload = createQueryPreloader(client);
  const queryRef = preload(SCREEN, { variables: { first: 2 } });
  // As a route loader does: the screen renders once its query has answered.
  await preload.toPromise(queryRef);
  const outcomes: string[] = [];

  function Screen({ queryRef: ref }: { queryRef: QueryRef<ScreenData, PageVariables> }) {
    const { fetchMore } = useQueryRefHandlers(ref);
    const { data } = useReadQuery(ref);
    const items = usePagedConnection(fetchMore, {
      connection: data.shelf?.items,
      ...(withPageQuery ? { query: PAGE } : {}),
      variables: (after) => ({ first: 2, after }),
      page: (result: ScreenData | PageData) => ('items' in result ? result.items : (result.shelf?.items ?? null)),
      get: (screen) => screen.shelf?.items,
      set: (screen, next) => (screen.shelf ? { ...screen, shelf: { ...screen.shelf, items: next } } : screen),
    });
    return (
      <div>
        <h1>{data.title}</h1>
        <ul aria-busy={items.loadingMore}>
          {data.shelf?.items.edges.map((edge) => (
            <li key={edge.node.id}>{edge.node.name}</li>
          ))}
        </ul>
        {items.hasNextPage ? (
          <button
            type="button"
            onClick={() =>
              items.loadMore().then(
                () => outcomes.push('loaded'),
                (error: Error) => outcomes.push(`failed: ${error.message}`),
              )
            }
          >
            Load more
          </button>
        ) : null}
      </div>
    );
  }

  render(
    <ApolloProvider client={client}>
      <Boundary>
        <Suspense fallback={<p>Loading the screen…</p>}>
          <Screen queryRef={queryRef} />
        </Suspense>
      </Boundary>
    </ApolloProvider>,
  );
  const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);
  const answer = async (how: 'release' | 'fail') => {
    await act(async () => {
      for (const request of held.splice(0)) request[how]();
    });
  };
  return { requests, outcomes, names, answer };
}

describe('usePagedConnection', () => {
  test('loads the page after the rows shown with a page query, keeping them on screen while it loads, until there is none', async () => {
    const { requests, outcomes, names, answer } = await setup({ withPageQuery: true });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Shelf' });
    expect(names()).toEqual(['a', 'b']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // The rows shown stay, marked busy; the screen does not fall back to its loading state.
    expect(names()).toEqual(['a', 'b']);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading the screen…')).not.toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ operation: 'Page', variables: { first: 2, after: 'b' } });

    await answer('release');
    await screen.findByText('c');
    expect(names()).toEqual(['a', 'b', 'c', 'd']);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    expect(outcomes).toEqual(['loaded']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(requests.at(-1)).toEqual({ operation: 'Page', variables: { first: 2, after: 'd' } });
    await answer('release');
    await screen.findByText('e');
    expect(names()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test("without a page query it asks the screen's own query again, after the last row, and appends only the connection", async () => {
    const { requests, names, answer } = await setup({ withPageQuery: false });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Shelf' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(requests.at(-1)).toEqual({ operation: 'Screen', variables: { first: 2, after: 'b' } });
    await answer('release');
    await screen.findByText('c');
    expect(names()).toEqual(['a', 'b', 'c', 'd']);
    // The rest of the screen's data is kept as it was.
    expect(screen.getByRole('heading')).toHaveTextContent('Shelf');
  });

  test("a page that fails rejects, and the screen's read reports it (the route's error screen)", async () => {
    const { outcomes, answer } = await setup({ withPageQuery: true });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Shelf' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await answer('fail');
    await act(async () => {});
    expect(outcomes).toEqual(['failed: The server is unavailable']);
    expect(screen.getByRole('alert')).toHaveTextContent('Error screen: The server is unavailable');
  });
});

describe('appendPage', () => {
  test('appends the rows not shown yet; the next page’s totals and pageInfo win', () => {
    const first = connection(null, 2);
    const second = { ...connection('a', 2), totalCount: 6 };
    const merged = appendPage(first, second);
    expect(merged.edges.map((edge) => edge.node.name)).toEqual(['a', 'b', 'c']);
    expect(merged.totalCount).toBe(6);
    expect(merged.pageInfo).toEqual(second.pageInfo);
    expect(appendPage(first, null)).toBe(first);
  });
});
