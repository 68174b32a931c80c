import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  MissingScreenDataError,
  preloadScreenQuery,
  ScreenQuery,
  ScreenQueryMismatchError,
  useScreenLoaderData,
  useScreenQuery,
  type ScreenLoaderArgs,
} from '../../../src/graphql/screen';

interface Shelf {
  __typename: 'Shelf';
  id: string;
  name: string;
}
interface ShelfData {
  shelf: Shelf | null;
  banner: string | null;
}
interface ShelfVariables {
  id: string;
  [key: string]: unknown;
}

const SHELF: TypedDocumentNode<ShelfData, ShelfVariables> = gql`
  query Shelf($id: ID!) {
    shelf(id: $id) {
      id
      name
    }
    banner
  }
`;
const OTHER: TypedDocumentNode<{ other: string }, Record<string, never>> = gql`
  query Other {
    other
  }
`;

/** A client whose server answers the shelf query with `answer`, counting the requests. */
function clientAnswering(answer: (variables: Record<string, unknown>) => ShelfData) {
  const requests: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.variables);
    return new Observable((observer) => {
      observer.next({ data: answer(operation.variables) });
      observer.complete();
    });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? `${error.name}: ${error.message}` : 'unknown'}</p>;
}

/** Renders `Screen` at `/shelf/:id` behind `loader`, given the args a route loader gets (src/app/router.tsx). */
function renderScreen(client: ApolloClient, loader: (args: ScreenLoaderArgs) => unknown, Screen: ComponentType) {
  const preload = createQueryPreloader(client);
  const router = createMemoryRouter(
    [
      {
        path: '/shelf/:id',
        loader: ({ request, params }) =>
          loader({ client, preload, url: new URL(request.url), params, viewer: { authenticated: true, role: 'DEALER' } }),
        Component: Screen,
        ErrorBoundary: ShowError,
        HydrateFallback: () => <p>Loading…</p>,
      },
    ],
    { initialEntries: ['/shelf/s-1'] },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return router;
}

const shelfLoader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, SHELF, { id: args.params.id ?? '' });

describe('preloadScreenQuery and useScreenQuery', () => {
  test('the screen reads the query its loader started, typed by the document, with the loader’s variables and handlers', async () => {
    let name = 'Winter shelf';
    const { client, requests } = clientAnswering((variables) => ({
      shelf: { __typename: 'Shelf', id: String(variables.id), name },
      banner: null,
    }));
    function Screen() {
      const { data, variables, refetch } = useScreenQuery(SHELF, 'banner');
      return (
        <div>
          <h1>{data.shelf.name}</h1>
          <p>Loaded for {variables?.id}</p>
          <button type="button" onClick={() => void refetch()}>
            Reload
          </button>
        </div>
      );
    }
    renderScreen(client, shelfLoader, Screen);

    expect(await screen.findByRole('heading', { name: 'Winter shelf' })).toBeInTheDocument();
    expect(screen.getByText('Loaded for s-1')).toBeInTheDocument();
    expect(requests).toEqual([{ id: 's-1' }]);

    name = 'Spring shelf';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { name: 'Spring shelf' })).toBeInTheDocument();
    expect(requests).toEqual([{ id: 's-1' }, { id: 's-1' }]);
  });

  test('the loader returns a ScreenQuery of the document, with its query loaded', async () => {
    const { client, requests } = clientAnswering(() => ({ shelf: { __typename: 'Shelf', id: 's-2', name: 'Garden' }, banner: 'Sale' }));
    const preload = createQueryPreloader(client);
    const loaded = await preloadScreenQuery(
      { client, preload, url: new URL('http://localhost/'), params: {}, viewer: { authenticated: true, role: 'DEALER' } },
      SHELF,
      { id: 's-2' },
      { fetchPolicy: 'network-only' },
    );
    expect(loaded).toBeInstanceOf(ScreenQuery);
    expect(loaded.isOf(SHELF)).toBe(true);
    expect(loaded.isOf(OTHER)).toBe(false);
    expect(loaded.variables).toEqual({ id: 's-2' });
    // Loaded before the loader returns: the query has been asked once, and its data is in the cache.
    expect(requests).toEqual([{ id: 's-2' }]);
    expect(client.readQuery({ query: SHELF, variables: { id: 's-2' } })?.shelf?.name).toBe('Garden');
  });

  test('a screen reading another document than its loader started fails with ScreenQueryMismatchError', async () => {
    const { client } = clientAnswering(() => ({ shelf: { __typename: 'Shelf', id: 's-1', name: 'Winter shelf' }, banner: null }));
    function Screen() {
      const { data } = useScreenQuery(OTHER);
      return <h1>{data.other}</h1>;
    }
    renderScreen(client, shelfLoader, Screen);
    expect(await screen.findByRole('alert')).toHaveTextContent(new ScreenQueryMismatchError().message);
  });

  test('a root field left null without an error fails with MissingScreenDataError unless the screen names it nullable', async () => {
    const { client } = clientAnswering(() => ({ shelf: null, banner: null }));
    function Screen() {
      const { data } = useScreenQuery(SHELF, 'banner');
      return <h1>{data.shelf.name}</h1>;
    }
    renderScreen(client, shelfLoader, Screen);
    expect(await screen.findByRole('alert')).toHaveTextContent(`MissingScreenDataError: ${new MissingScreenDataError('shelf').message}`);
  });

  test('the data type flows from the document to the screen', () => {
    // Type-level only (checked by `npm run typecheck`): lost types (any, unknown) would fail these.
    type Read = ReturnType<typeof useScreenQuery<ShelfData, ShelfVariables, 'banner'>>;
    expectTypeOf<Read['data']['shelf']>().toEqualTypeOf<Shelf>();
    expectTypeOf<Read['data']['banner']>().toEqualTypeOf<string | null>();
    expectTypeOf<Read['variables']>().toEqualTypeOf<ShelfVariables | undefined>();
    expectTypeOf(shelfLoader).returns.resolves.toEqualTypeOf<ScreenQuery<ShelfData, ShelfVariables>>();
    // Inferred from the document alone: no type argument at the call.
    expectTypeOf(useScreenQuery<ShelfData, ShelfVariables>).parameter(0).toEqualTypeOf<TypedDocumentNode<ShelfData, ShelfVariables>>();
    const useRead = () => useScreenQuery(SHELF).data;
    expectTypeOf(useRead).returns.toEqualTypeOf<{ shelf: Shelf; banner: string }>();
    const useReadOther = () => useScreenQuery(OTHER).data.other;
    expectTypeOf(useReadOther).returns.toEqualTypeOf<string>();
    // @ts-expect-error Only root fields of the document may be named nullable.
    useScreenQuery.bind(null, SHELF, 'notAField');
  });
});

class Greeting {
  constructor(readonly text: string) {}
}

describe('useScreenLoaderData', () => {
  test('reads what the loader returned when it is of the class asked for, typed by that class', async () => {
    const { client } = clientAnswering(() => ({ shelf: null, banner: null }));
    function Screen() {
      const greeting = useScreenLoaderData(Greeting);
      expectTypeOf(greeting).toEqualTypeOf<Greeting>();
      return <h1>{greeting.text}</h1>;
    }
    renderScreen(client, () => new Greeting('Hello'), Screen);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  test('fails when the loader returned something else', async () => {
    const { client } = clientAnswering(() => ({ shelf: null, banner: null }));
    function Screen() {
      return <h1>{useScreenLoaderData(Greeting).text}</h1>;
    }
    renderScreen(client, () => ({ text: 'Hello' }), Screen);
    expect(await screen.findByRole('alert')).toHaveTextContent("The route's loader returned no Greeting");
  });
});
