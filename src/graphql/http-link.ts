import { ApolloLink, HttpLink } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { CSRF_HEADER } from './csrf';
import { idempotencyKeyOf, idempotencyLink, isMutation } from './idempotency-link';
import { RETRY_ATTEMPTS, retryDelay } from './retry';

/**
 * Whether a failed request is sent again: a query always (it changes nothing); a mutation only with its
 * idempotency key, which the server answers once (docs/server.md, "Exactly once"). A mutation without
 * one may have been applied before its answer was lost, and is not repeated.
 */
export function mayRetry(error: unknown, operation: ApolloLink.Operation): boolean {
  if (!error) return false;
  return !isMutation(operation) || idempotencyKeyOf(operation) !== undefined;
}

/** The HTTP link's retry: up to RETRY_ATTEMPTS more attempts, as `mayRetry` allows, backing off (src/graphql/retry.ts). */
export function retryLink(): RetryLink {
  return new RetryLink({
    attempts: { max: RETRY_ATTEMPTS + 1, retryIf: mayRetry },
    delay: (count) => retryDelay(count),
  });
}

/**
 * The link to the portal's HTTP server (README, "The server"): gives each mutation its idempotency key,
 * retries a request that did not reach it or whose answer was lost, then posts with the session cookie,
 * the CSRF header and the key. Its code loads only on a page that talks to that server
 * (src/graphql/client.ts), so a page served with the in-browser server never fetches it.
 */
export function httpLink(uri: string): ApolloLink {
  const retry = retryLink();
  // The session is an httpOnly cookie of the portal's server; the header is its CSRF check (it refuses
  // a request without it, which a form on another site cannot add). The key is made before the retry,
  // so every attempt of one operation sends the same key.
  return ApolloLink.from([idempotencyLink, retry, new HttpLink({ uri, credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } })]);
}
