import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader, useApolloClient, type PreloadQueryFunction } from '@apollo/client/react';
import { useCallback } from 'react';
import { canAccess, ROUTES } from './routes';
import { loadViewer } from './session-viewer';

/**
 * Prefetching a screen before the user opens it: when a nav link is hovered or focused, the screen's
 * code chunk loads and its loader runs, which puts the screen's query result in the Apollo cache.
 * The real navigation then finds both ready.
 *
 * - Only routes the viewer may open are prefetched (the same `canAccess` check as the router's guard).
 * - Each route is prefetched once per client and role; clearing or resetting the store (sign-out,
 *   role switch) starts over, since the cached data is gone.
 * - A prefetch never throws: a failure is left for the real navigation to show.
 */

interface ClientPrefetchState {
  preload: PreloadQueryFunction;
  started: Map<string, Promise<void>>;
}

const states = new WeakMap<ApolloClient, ClientPrefetchState>();

function stateFor(client: ApolloClient): ClientPrefetchState {
  let state = states.get(client);
  if (!state) {
    const created: ClientPrefetchState = { preload: createQueryPreloader(client), started: new Map() };
    const forget = () => {
      created.started.clear();
    };
    client.onClearStore(async () => forget());
    client.onResetStore(async () => forget());
    states.set(client, created);
    state = created;
  }
  return state;
}

function baseUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/**
 * Loads the code of the route at `path` and runs its loader, so its query result is cached.
 * Resolves once done (or skipped, or failed); never rejects.
 */
export function prefetchRoute(client: ApolloClient, path: string): Promise<void> {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) return Promise.resolve();
  const state = stateFor(client);
  const pending = (async () => {
    const viewer = await loadViewer(client);
    if (!canAccess(entry.access, viewer)) return;
    const key = `${viewer.role}:${viewer.authenticated ? 'in' : 'out'}:${entry.path}`;
    const existing = state.started.get(key);
    if (existing) return existing;
    const run = (async () => {
      const screen = await entry.load();
      await screen.loader?.({ client, preload: state.preload, url: new URL(entry.path, baseUrl()), params: {}, viewer });
    })().catch(() => {
      // The real navigation runs the same loader and shows its error screen.
    });
    state.started.set(key, run);
    return run;
  })();
  return pending.catch(() => {
    // Reading the session failed: the real navigation will show it.
  });
}

/** A function that prefetches a route of the current client; for nav links' hover and focus handlers. */
export function usePrefetchRoute(): (path: string) => void {
  const client = useApolloClient();
  return useCallback(
    (path: string) => {
      void prefetchRoute(client, path);
    },
    [client],
  );
}
