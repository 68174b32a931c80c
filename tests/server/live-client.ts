import type { ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { expect, vi } from 'vitest';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import type { TestApp } from './harness';

/**
 * Subscriptions as the page opens them (docs/server.md, "Live updates"): graphql-sse's client in
 * distinct connections mode over real HTTP, with the session cookie and the CSRF header.
 */

/** One subscription's results as they arrive, and how it ended. */
export interface Subscription {
  results: ExecutionResult<any>[];
  completed: boolean;
  error: unknown;
  /** Resolves once the server answered with the event stream: the subscription listens from then on. */
  connected: Promise<void>;
  /** Resolves with the first result (from the start) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (result: ExecutionResult<any>) => boolean, timeoutMs?: number): Promise<ExecutionResult<any>>;
  /** Resolves once the stream has ended; rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  dispose(): void;
}

const clients: Client[] = [];

/** Ends every subscription `subscribe` opened (each test file's afterEach). */
export function disposeSubscriptions(): void {
  for (const client of clients.splice(0)) client.dispose();
}

/** Subscribes with graphql-sse's client over real HTTP, with `cookie` and the CSRF header, as the page does. */
export function subscribe(url: string, cookie: string | null, query: string): Subscription {
  const client = createClient({
    url: `${url}/graphql`,
    singleConnection: false,
    retryAttempts: 0,
    headers: { [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
  });
  clients.push(client);
  const waiters = new Set<() => void>();
  let opened = () => {};
  const connected = new Promise<void>((resolve) => (opened = resolve));
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const subscription: Subscription = {
    results: [],
    completed: false,
    error: undefined,
    connected,
    next: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = subscription.results.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching result within ${timeoutMs} ms; got ${JSON.stringify(subscription.results)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    ended: (timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!subscription.completed && subscription.error === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the stream did not end within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    dispose: client.subscribe(
      { query },
      {
        next: (result) => {
          subscription.results.push(result as ExecutionResult<any>);
          wake();
        },
        error: (error) => {
          subscription.error = error;
          wake();
        },
        complete: () => {
          subscription.completed = true;
          wake();
        },
      },
      { connected: () => opened() },
    ),
  };
  return subscription;
}

/**
 * Resolves once exactly `count` subscriptions listen to `app`'s hub (each has read the viewer and opened
 * its feed): those of earlier tests, whose clients left, have let go of it.
 */
export async function listening(app: TestApp, count: number): Promise<void> {
  await vi.waitFor(() => expect(app.app.live.hub.size).toBe(count), { timeout: 10_000, interval: 20 });
}

