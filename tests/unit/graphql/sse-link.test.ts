import { ApolloClient, ApolloLink, InMemoryCache, execute } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../../../src/graphql/csrf';
import { LIVE_CONNECTION_CONTEXT } from '../../../src/graphql/live-retry';
import { sseLink } from '../../../src/graphql/sse-link';
import { makeClient } from '../../../src/graphql/client';

/**
 * The HTTP server's subscriptions (src/graphql/sse-link.ts): a Server-Sent Events stream from the page's
 * GraphQL URL, with the session cookie and the CSRF header, opened again after a network failure.
 */

const BALANCE = parse('subscription LiveBalance { balanceChanged { balance } }');

/** A response streaming `events` as graphql-sse's distinct connections mode does. */
function eventStream(events: readonly { event: string; data: unknown }[]): Response {
  const text = events.map(({ event, data }) => `event: ${event}\ndata: ${data === null ? '' : JSON.stringify(data)}\n\n`).join('');
  return new Response(new Blob([text]).stream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function run(link: ApolloLink, context: Record<string, unknown> = {}) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return execute(link, { query: BALANCE, context }, { client });
}

describe('the subscriptions link over Server-Sent Events', () => {
  it('posts the subscription to the GraphQL URL with the cookie and the CSRF header, and streams its results', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, init });
        return eventStream([
          { event: 'next', data: { data: { balanceChanged: { balance: 1200 } } } },
          { event: 'next', data: { data: { balanceChanged: { balance: 1500 } } } },
          { event: 'complete', data: null },
        ]);
      }),
    );
    const values: unknown[] = [];
    await new Promise<void>((resolve, reject) => run(sseLink('/graphql')).subscribe({ next: (value) => values.push(value), error: reject, complete: resolve }));

    expect(values).toEqual([{ data: { balanceChanged: { balance: 1200 } } }, { data: { balanceChanged: { balance: 1500 } } }]);
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get(CSRF_HEADER)).toBe('1');
    expect(headers.get('accept')).toContain('text/event-stream');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'LiveBalance', query: expect.stringContaining('balanceChanged') });
  });

  it('tries again after a network failure and tells the live layer the connection was lost and is back', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return eventStream([
          { event: 'next', data: { data: { balanceChanged: { balance: 900 } } } },
          { event: 'complete', data: null },
        ]);
      }),
    );
    const heard: string[] = [];
    const listener = { lost: () => heard.push('lost'), connected: (reconnected: boolean) => heard.push(reconnected ? 'reconnected' : 'connected') };
    const values: unknown[] = [];
    await new Promise<void>((resolve, reject) =>
      run(sseLink('/graphql'), { [LIVE_CONNECTION_CONTEXT]: listener }).subscribe({ next: (value) => values.push(value), error: reject, complete: resolve }),
    );
    expect(attempts).toBe(2);
    expect(heard).toEqual(['lost', 'reconnected']);
    expect(values).toEqual([{ data: { balanceChanged: { balance: 900 } } }]);
  });

  it("is the portal's client's link for subscriptions in HTTP mode; queries still post as before", async () => {
    const accepts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const accept = new Headers(init.headers).get('accept') ?? '';
        accepts.push(accept.includes('text/event-stream') ? 'sse' : 'http');
        if (accept.includes('text/event-stream')) return eventStream([{ event: 'next', data: { data: { balanceChanged: { balance: 5 } } } }, { event: 'complete', data: null }]);
        return new Response(JSON.stringify({ data: { __typename: 'Query' } }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = makeClient({ httpUrl: 'http://portal.test/graphql' });
    const result = await new Promise((resolve, reject) => client.subscribe({ query: BALANCE }).subscribe({ next: resolve, error: reject }));
    expect(result).toMatchObject({ data: { balanceChanged: { balance: 5 } } });
    await client.query({ query: parse('query Probe { __typename }'), fetchPolicy: 'network-only' });
    expect(accepts).toEqual(['sse', 'http']);
  });
});
