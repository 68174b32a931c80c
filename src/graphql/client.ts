import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { from, mergeMap } from 'rxjs';

/**
 * The spec's data-cache settings for HTTP mode: 3 retries, backoff starting at 1 s, doubling, capped at 30 s.
 */
export const RETRY_ATTEMPTS = 3;
export const RETRY_INITIAL_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_INITIAL_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}

/**
 * Loads a link once and forwards every operation to it: on the first operation, or at once with
 * `{ eager: true }` (the load then overlaps with whatever else the page is loading).
 */
export function lazyLink(load: () => Promise<ApolloLink>, { eager = false }: { eager?: boolean } = {}): ApolloLink {
  let loaded: Promise<ApolloLink> | null = eager ? load() : null;
  // A failed eager load is reported by the first operation that needs it, not as an unhandled rejection.
  loaded?.catch(() => undefined);
  return new ApolloLink((operation, forward) => {
    loaded ??= load();
    return from(loaded).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}

export interface MakeClientOptions {
  /** A link to use instead of the default (tests pass a SchemaLink to a fresh server). */
  link?: ApolloLink;
  /** GraphQL endpoint for HTTP mode; defaults to VITE_GRAPHQL_URL. */
  httpUrl?: string;
}

function defaultLink(httpUrl: string | undefined): ApolloLink {
  if (httpUrl) {
    const retry = new RetryLink({
      attempts: { max: RETRY_ATTEMPTS + 1, retryIf: (error) => !!error },
      delay: (count) => retryDelay(count),
    });
    return ApolloLink.from([retry, new HttpLink({ uri: httpUrl })]);
  }
  // The in-browser server is its own chunk. It starts loading as soon as the client exists (at startup),
  // so it downloads alongside the screen's chunk instead of after it.
  return lazyLink(async () => (await import('../../mocks/browser')).link, { eager: true });
}

/**
 * The portal's Apollo Client: the in-browser SchemaLink by default, HttpLink when VITE_GRAPHQL_URL is set.
 */
export function makeClient(options: MakeClientOptions = {}): ApolloClient {
  const link = options.link ?? defaultLink(options.httpUrl ?? import.meta.env.VITE_GRAPHQL_URL);
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
