import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerLink } from '../../mocks/link';
import { Providers } from '../../src/app/providers';
import { NETWORK_ERROR_TEXT, NETWORK_ERROR_TITLE } from '../../src/app/route-error';
import { createTestRouter } from '../../src/app/router';
import { makeClient, RETRY_ATTEMPTS } from '../../src/graphql/client';
import { createTestServer } from '../api';
import { findPageHeading } from '../render-route';

const SCREEN_OPERATION = 'FaqScreen';
const SCREEN_HEADING = 'Frequently Asked Questions';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The in-browser server behind a link that answers the screen's query with `fault` while `failing()`
 * holds, and passes every other operation (and every later one) to the real schema.
 */
function faultyLink(fault: { message: string; extensions?: Record<string, unknown> }, failing: () => boolean) {
  const server = createTestServer('dealer');
  const real = createServerLink(server);
  let calls = 0;
  const link = new ApolloLink((operation) => {
    if (operation.operationName !== SCREEN_OPERATION) return real.request(operation);
    calls += 1;
    if (!failing()) return real.request(operation);
    return new Observable((observer) => {
      observer.next({ data: null, errors: [{ message: fault.message, extensions: fault.extensions ?? {} }] } as never);
      observer.complete();
    });
  });
  return { link, calls: () => calls };
}

function renderWith(client: ReturnType<typeof makeClient>, path = '/faq') {
  const router = createTestRouter(client, [path]);
  const user = userEvent.setup();
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user, router };
}

describe('route error screen', () => {
  it('shows a resolver error with Retry, and Retry brings the screen back once the fault is gone', async () => {
    let failures = 2;
    const { link, calls } = faultyLink({ message: 'The FAQ store is unavailable' }, () => failures > 0);
    const { user } = renderWith(makeClient({ link }));

    await findPageHeading('Unexpected Application Error!');
    expect(screen.getByTestId('route-error-detail')).toHaveTextContent('The FAQ store is unavailable');
    expect(screen.queryByRole('heading', { level: 1, name: SCREEN_HEADING })).not.toBeInTheDocument();
    // The shell stays around the error.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const before = calls();

    failures -= 1;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Still failing: the loader ran again and the error screen is still there.
    await vi.waitFor(() => expect(calls()).toBeGreaterThan(before));
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();

    failures -= 1;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findPageHeading(SCREEN_HEADING)).toBeInTheDocument();
    expect(screen.queryByText('The FAQ store is unavailable')).not.toBeInTheDocument();
  });

  it('shows a FORBIDDEN answer as access denied, with Retry that recovers', async () => {
    let forbidden = true;
    const { link } = faultyLink({ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }, () => forbidden);
    const { user } = renderWith(makeClient({ link }));

    await findPageHeading('Access denied');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toBeInTheDocument();
    forbidden = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findPageHeading(SCREEN_HEADING)).toBeInTheDocument();
  });
});

describe('HTTP mode', () => {
  /**
   * A fetch that answers from the in-browser server as an HTTP endpoint would, except that requests
   * for the screen's query fail like a lost connection while `offline()` holds.
   */
  function serverFetch(offline: () => boolean) {
    // The endpoint answers with the real schema (through its own client, in the schema's module realm).
    const answer = new ApolloClient({ link: createServerLink(createTestServer('dealer')), cache: new InMemoryCache() });
    const screenAttempts: string[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { operationName?: string; query: string; variables?: Record<string, unknown> };
      if (body.operationName === SCREEN_OPERATION) {
        screenAttempts.push(body.operationName);
        if (offline()) throw new TypeError('Failed to fetch');
      }
      const result = await answer.query({ query: gql(body.query), variables: body.variables, fetchPolicy: 'no-cache', errorPolicy: 'all' });
      return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    return { fetchMock, screenAttempts };
  }

  it(
    "retries a failed request, then says it couldn't reach the server, and Retry recovers",
    async () => {
      let offline = true;
      const { fetchMock, screenAttempts } = serverFetch(() => offline);
      vi.stubGlobal('fetch', fetchMock);
      const client = makeClient({ httpUrl: 'https://api.portal.example/graphql' });
      const { user } = renderWith(client);

      expect(await screen.findByRole('heading', { level: 1, name: NETWORK_ERROR_TITLE }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
      // The first request and then every retry the data cache allows.
      expect(screenAttempts).toHaveLength(RETRY_ATTEMPTS + 1);
      expect(fetchMock.mock.calls.every(([url]) => String(url) === 'https://api.portal.example/graphql')).toBe(true);

      offline = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await findPageHeading(SCREEN_HEADING)).toBeInTheDocument();
      expect(screenAttempts).toHaveLength(RETRY_ATTEMPTS + 2);
    },
    40_000,
  );

  it('does not call a GraphQL error a lost connection', async () => {
    const { link } = faultyLink({ message: 'Bad input' }, () => true);
    renderWith(makeClient({ link }));
    await findPageHeading('Unexpected Application Error!');
    expect(screen.queryByText(NETWORK_ERROR_TITLE)).not.toBeInTheDocument();
  });
});
