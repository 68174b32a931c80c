import { retryDelay } from './retry';

/**
 * The wait before a live connection's next attempt (docs/product.md, "Business constants": backoff from
 * 1 s, doubling, capped at 30 s). Each wait is drawn between half and all of it, so that the portals left
 * open all day across the network do not all come back at the same moment after the server restarts.
 */
export function liveRetryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = retryDelay(Math.max(1, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * What the live layer asks of a link that can tell when its connection is up (the HTTP server's
 * Server-Sent Events link, src/graphql/sse-link.ts): it passes these in the operation's context under
 * LIVE_CONNECTION_CONTEXT. A link that cannot tell (the in-browser server's worker) calls neither.
 */
export interface LiveConnectionListener {
  /** The connection broke and the link is trying again. */
  lost(): void;
  /** The connection is up; `reconnected` after it had broken. */
  connected(reconnected: boolean): void;
}

export const LIVE_CONNECTION_CONTEXT = 'liveConnection';
