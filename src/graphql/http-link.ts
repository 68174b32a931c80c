import { ApolloLink, HttpLink } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { CSRF_HEADER } from './csrf';
import { RETRY_ATTEMPTS, retryDelay } from './retry';

/**
 * The link to the portal's HTTP server (README, "The server"): retries a request that did not reach
 * it, then posts with the session cookie and the CSRF header. Its code loads only on a page that talks
 * to that server (src/graphql/client.ts), so a page served with the in-browser server never fetches it.
 */
export function httpLink(uri: string): ApolloLink {
  const retry = new RetryLink({
    attempts: { max: RETRY_ATTEMPTS + 1, retryIf: (error) => !!error },
    delay: (count) => retryDelay(count),
  });
  // The session is an httpOnly cookie of the portal's server; the header is its CSRF check (it refuses
  // a request without it, which a form on another site cannot add).
  return ApolloLink.from([retry, new HttpLink({ uri, credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } })]);
}
