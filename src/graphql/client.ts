import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { startBrowserServer } from '../../mocks/browser';
import { configuredHttpUrl } from '../lib/server-mode';
import { CSRF_HEADER } from './csrf';

/**
 * The data-cache settings for HTTP mode (docs/product.md, "Business constants"): 3 retries, backoff
 * starting at 1 s, doubling, capped at 30 s.
 */
export const RETRY_ATTEMPTS = 3;
export const RETRY_INITIAL_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_INITIAL_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}

export interface MakeClientOptions {
  /** A link to use instead of the default (tests pass a ServerLink to a fresh server (mocks/link.ts)). */
  link?: ApolloLink;
  /** GraphQL endpoint for HTTP mode; defaults to VITE_GRAPHQL_URL. */
  httpUrl?: string;
}

let browserServerLink: ApolloLink | null = null;

/** The in-browser server's link: its worker starts on the first call, and later calls share it. */
function browserServer(): ApolloLink {
  browserServerLink ??= startBrowserServer();
  return browserServerLink;
}

/**
 * Starts the in-browser server's worker now, unless the page is served or built for the portal's HTTP
 * server. The page calls it while its own code is still starting (src/graphql/start-data-server.ts), so
 * the worker's code downloads and the portal's data opens on the worker's thread meanwhile.
 */
export function startDataServer(): void {
  if (!configuredHttpUrl()) browserServer();
}

function defaultLink(httpUrl: string | undefined): ApolloLink {
  if (httpUrl) {
    const retry = new RetryLink({
      attempts: { max: RETRY_ATTEMPTS + 1, retryIf: (error) => !!error },
      delay: (count) => retryDelay(count),
    });
    // The session is an httpOnly cookie of the portal's server; the header is its CSRF check (it refuses
    // a request without it, which a form on another site cannot add).
    return ApolloLink.from([retry, new HttpLink({ uri: httpUrl, credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } })]);
  }
  // The in-browser server runs in a Web Worker, started before the rest of the page's code runs (or
  // here, at the latest): its code loads and its data opens alongside the shell and the screen's chunk,
  // and none of that work holds up the page.
  return browserServer();
}

/**
 * The portal's Apollo Client: the in-browser SchemaLink by default, HttpLink when VITE_GRAPHQL_URL is set.
 */
export function makeClient(options: MakeClientOptions = {}): ApolloClient {
  const link = options.link ?? defaultLink(options.httpUrl ?? configuredHttpUrl());
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
        Session: { keyFields: [] },
        Profile: { keyFields: [] },
        NotificationList: { keyFields: [] },
        // Singleton screen objects: merge fields fetched with different arguments instead of replacing them.
        RewardsOverview: { merge: true },
        PointsAccount: { merge: true },
      },
    }),
  });
}
