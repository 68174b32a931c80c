import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';

/**
 * The last URL write made from this page and the location it was made on. Every search change re-runs
 * the route loader, so a second change can come while the first is still loading; it must build on the
 * first, not on the location the page still shows.
 */
let lastWrite: { from: Location; search: URLSearchParams } | null = null;

/**
 * Sets the value (the default removes the param) and removes the `reset` params. With `ifStill`, the
 * write happens only while the URL still holds that value: a change made on the page's behalf a moment
 * ago (a search the user typed) never undoes one the user made since (Clear filters). Returns whether
 * it wrote.
 */
export type UrlStateSetter = (value: string, reset?: string[], ifStill?: string) => boolean;

/**
 * A piece of screen state a user would bookmark (tab, filter, search) kept in the URL search params.
 * Setting the default value removes the param. Changes replace the history entry.
 * Quick successive changes (two arrow-key presses on tabs, a filter then a page) are all kept.
 */
export function useUrlState(key: string, defaultValue = ''): [string, UrlStateSetter] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const current = useRef({ params, location });
  useLayoutEffect(() => {
    current.current = { params, location };
  });
  const value = params.get(key) ?? defaultValue;
  const setValue = useCallback(
    (next: string, reset: string[] = [], ifStill?: string) => {
      const shown = current.current;
      const base = lastWrite?.from === shown.location ? lastWrite.search : shown.params;
      if (ifStill !== undefined && (base.get(key) ?? defaultValue) !== ifStill) return false;
      const updated = new URLSearchParams(base);
      if (next === defaultValue || next === '') updated.delete(key);
      else updated.set(key, next);
      for (const other of reset) updated.delete(other);
      lastWrite = { from: shown.location, search: updated };
      setParams(updated, { replace: true, preventScrollReset: true });
      return true;
    },
    [key, defaultValue, setParams],
  );
  return [value, setValue];
}
