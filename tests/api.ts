import type { ExecutionResult } from 'graphql';
import { expect } from 'vitest';
import { MemoryStorage } from '../domain/db';
import type { RoleKey } from '../domain/fixtures/types';
import { createServer, type PortalServer } from '../mocks/server';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../domain/session-store';
import { centsOf, decimalFromCents } from '../src/lib/money';

/** The fixed instant every API test runs at, so relative dates and figures never drift. */
export const TEST_NOW = new Date('2026-11-22T15:00:00.000Z');

export interface TestServer extends PortalServer {
  storage: MemoryStorage;
  /** Runs an operation and fails the test on GraphQL errors; returns `data`. */
  ok<TData = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<TData>;
  /** Runs an operation that must fail; returns the first error's code. */
  errorCode(query: string, variables?: Record<string, unknown>): Promise<string | undefined>;
  /** A new server on the same storage: what a reload of the page sees. */
  reload(): TestServer;
}

/**
 * A fresh in-browser server on an in-memory storage, signed in as `role` (or signed out with null),
 * with the sign-in delay set to 0, whose clock stands at `now`.
 */
export function createTestServer(role: RoleKey | null = 'dealer', storage = new MemoryStorage(), now = TEST_NOW): TestServer {
  if (role === null) {
    storage.setItem(AUTHENTICATED_KEY, 'false');
  } else if (storage.getItem(ROLE_KEY) === null) {
    storage.setItem(AUTHENTICATED_KEY, 'true');
    storage.setItem(ROLE_KEY, role);
  }
  const server = createServer({ storage, now: () => now, config: { signInDelayMs: 0 } });
  return {
    ...server,
    storage,
    ok: async <TData,>(query: string, variables?: Record<string, unknown>) => {
      const result = (await server.run(query, variables)) as ExecutionResult<TData>;
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data as TData;
    },
    errorCode: async (query, variables) => {
      const result = await server.run(query, variables);
      expect(result.errors?.length, 'expected the operation to fail').toBeGreaterThan(0);
      return result.errors?.[0]?.extensions?.code as string | undefined;
    },
    reload: () => {
      // What the browser does when the page is hidden before a reload.
      server.db.flush();
      const authenticated = storage.getItem(AUTHENTICATED_KEY);
      const current = storage.getItem(ROLE_KEY);
      const reloaded = createTestServer(null, storage, now);
      if (authenticated !== null) storage.setItem(AUTHENTICATED_KEY, authenticated);
      if (current !== null) storage.setItem(ROLE_KEY, current);
      return reloaded;
    },
  };
}

/** Switches the stored role (and signs in) without going through the UI. */
export function actAs(server: TestServer, role: RoleKey): void {
  server.storage.setItem(AUTHENTICATED_KEY, 'true');
  server.storage.setItem(ROLE_KEY, role);
}

/** A `Money` as an operation that selects `{ amount }` receives it: 57_200 cents -> `{ amount: '572.00' }`. */
export function usd(cents: number): { amount: string } {
  return { amount: decimalFromCents(cents) };
}

/** Whole cents of a `Money` an operation or a server function returned. */
export const cents = centsOf;
