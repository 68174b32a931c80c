import { useSyncExternalStore } from 'react';
import { loadOnce } from './load-once';

/**
 * Code the page loads only when it is needed, or after its first screen (BENCHMARKS.md, "Where a target
 * is missed"): it stays out of the first load, and whoever needs it asks for it. `load()` fetches it
 * once (a failed download is fetched again by the next `load()`); components read it with
 * `useDeferred`, which is null until it has arrived.
 */
export interface Deferred<T> {
  load(): Promise<T>;
  current(): T | null;
  subscribe(listener: () => void): () => void;
}

export function deferred<T>(importer: () => Promise<T>, { beforeArrival }: { beforeArrival?: () => void } = {}): Deferred<T> {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  const load = loadOnce(() =>
    importer().then((module) => {
      beforeArrival?.();
      value = module;
      for (const listener of listeners) listener();
      return module;
    }),
  );
  return {
    load,
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once it has arrived, null until then; the component renders again when it arrives. */
export function useDeferred<T>(module: Deferred<T>): T | null {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}

/** Starts loading `module` and ignores a failed download (the next use tries again). */
export function preload(module: Deferred<unknown>): void {
  module.load().catch(() => undefined);
}

/**
 * Runs `task` when the browser is next idle, or after `timeoutMs` at the latest; for work that should
 * not compete with what is on screen now.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 0);
}
