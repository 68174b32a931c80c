import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';
import { startBrowserServer } from '../../mocks/browser';
import { deferred } from '../lib/deferred';
import { idempotencyLink } from './idempotency-link';
import { configuredHttpUrl } from '../lib/server-mode';

export { RETRY_ATTEMPTS, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS, retryDelay } from './retry';

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

/**
 * The link to the portal's HTTP server, whose code (src/graphql/http-link.ts) loads with the first
 * request: a page served with the in-browser server never needs it, so it stays out of that first load.
 */
function serverLink(httpUrl: string): ApolloLink {
  // A failed download (offline for a moment) is tried again by the next request.
  const link = deferred(() => import('./http-link').then((module) => module.httpLink(httpUrl)));
  return new ApolloLink((operation, forward) => from(link.load()).pipe(mergeMap((loaded) => loaded.request(operation, forward))));
}

/** Whether an operation is a subscription (issue 41, "Live"), which the HTTP server serves as Server-Sent Events. */
export function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/**
 * The HTTP server's subscriptions, over Server-Sent Events at the same URL (src/graphql/sse-link.ts).
 * Its code loads with the first subscription, which the live layer makes after the first screen's
 * figures (src/app/live), so the first load does not carry it.
 */
function subscriptionLink(httpUrl: string): ApolloLink {
  const link = deferred(() => import('./sse-link').then((module) => module.sseLink(httpUrl)));
  return new ApolloLink((operation, forward) => from(link.load()).pipe(mergeMap((loaded) => loaded.request(operation, forward))));
}

function defaultLink(httpUrl: string | undefined): ApolloLink {
  if (httpUrl) return ApolloLink.split(isSubscription, subscriptionLink(httpUrl), serverLink(httpUrl));
  // The in-browser server runs in a Web Worker, started before the rest of the page's code runs (or
  // here, at the latest): its code loads and its data opens alongside the shell and the screen's chunk,
  // and none of that work holds up the page. Its mutations carry an idempotency key too, which the
  // worker honours (mocks/worker-protocol.ts).
  return ApolloLink.from([idempotencyLink, browserServer()]);
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
