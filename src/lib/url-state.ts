import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation, type Location } from 'react-router';
import { configuredHttpUrl } from './server-mode';

/**
 * A screen's URL state: the tab, filters, search text and open item a user would bookmark, kept in
 * the page's search params. Screens read and write it through the hooks here, never through React
 * Router's `useSearchParams` directly, so that every write
 * - builds on the URL the router is loading, not the one the page still shows: every change re-runs
 *   the route's loader, so a second change (a filter, then a page; two arrow-key presses on tabs) can
 *   come while the first loads, and must keep the first;
 * - replaces the history entry (Back leaves the screen) unless it asks to push one;
 * - keeps the scroll position when it replaces.
 */

/** Per param: a value to set, `null` or `''` to remove it; a param left out keeps its value. */
export type UrlChanges = Readonly<Record<string, string | null>>;

export interface UrlWriteOptions {
  /**
   * Write only while the URL still satisfies this (it is given the params the write would build on):
   * a change made on the page's behalf a moment ago (a search the user typed) never undoes one the
   * user made since (Clear filters).
   */
  ifStill?: (current: URLSearchParams) => boolean;
  /**
   * Add a history entry, so the browser's Back button returns to the current state (the steps of
   * sign-up). Such a write is a new view: the router scrolls it to the top.
   */
  push?: boolean;
}

/** Writes the changes (or the params the function returns) to the URL; returns whether it wrote. */
export type UrlParamsWriter = (changes: UrlChanges | ((current: URLSearchParams) => URLSearchParams), options?: UrlWriteOptions) => boolean;

/**
 * The search the next write builds on. The router knows synchronously where it is going: a
 * navigation still loading (the previous write) or a location whose screen React has not shown yet.
 * React Router's public hooks report that state a render later, after a transition that a second key
 * press can beat, so this reads the router itself. A navigation to another page is not built on.
 */
function baseSearch(router: { state: { location: Location; navigation: { location?: Location } } } | undefined, shown: Location) {
  if (!router) return shown.search;
  const target = router.state.navigation.location ?? router.state.location;
  return target.pathname === shown.pathname ? target.search : shown.search;
}

/** The page's search params, and the one way to change them. */
export function useUrlParams(): [URLSearchParams, UrlParamsWriter] {
  const location = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const shown = useRef(location);
  useLayoutEffect(() => {
    shown.current = location;
  });
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const write = useCallback<UrlParamsWriter>(
    (changes, options = {}) => {
      const base = new URLSearchParams(baseSearch(router, shown.current));
      if (options.ifStill && !options.ifStill(new URLSearchParams(base))) return false;
      let updated: URLSearchParams;
      if (typeof changes === 'function') updated = changes(base);
      else {
        updated = base;
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') updated.delete(key);
          else updated.set(key, value);
        }
      }
      navigate(`?${updated}`, options.push ? {} : { replace: true, preventScrollReset: true });
      return true;
    },
    [navigate, router],
  );
  return [params, write];
}

/**
 * Sets the value (the default removes the param) and removes the `reset` params. With `ifStill`, the
 * write happens only while the URL still holds that value (see UrlWriteOptions.ifStill). Returns
 * whether it wrote.
 */
export type UrlStateSetter = (value: string, reset?: readonly string[], ifStill?: string) => boolean;

/** One param of the URL state, like useState: the default value is an absent param. */
export function useUrlState(key: string, defaultValue = ''): [string, UrlStateSetter] {
  const [params, write] = useUrlParams();
  const value = params.get(key) ?? defaultValue;
  const setValue = useCallback<UrlStateSetter>(
    (next, reset = [], ifStill) => {
      const changes: Record<string, string | null> = {};
      for (const other of reset) changes[other] = null;
      changes[key] = next === defaultValue ? null : next;
      return write(changes, ifStill === undefined ? {} : { ifStill: (current) => (current.get(key) ?? defaultValue) === ifStill });
    },
    [key, defaultValue, write],
  );
  return [value, setValue];
}

/**
 * How long a search box waits after the last keystroke before it searches. Over HTTP the pause spares
 * the server a request per keystroke; the in-browser server answers within a frame, so the search
 * follows the typing at once. Either way a box never starts a search while its previous one loads.
 */
export const SEARCH_DEBOUNCE_MS = configuredHttpUrl() ? 250 : 0;

/**
 * The text of a search box over a server-side list, kept in the URL param `key`: the box shows what is
 * typed at once, and the URL (which re-runs the screen's loader, so the resolver does the searching)
 * follows once typing pauses, clearing the `reset` params. A URL change the box did not make (Clear
 * filters, the back button, a bookmark) replaces what is typed. Returns the text to show and its
 * setter.
 */
export function useUrlSearchText(key: string, reset: readonly string[] = []): [string, (text: string) => void] {
  const [value, setValue] = useUrlState(key);
  const [draft, setDraft] = useState(value);
  // The last URL value seen, and the last one this box wrote.
  const [seen, setSeen] = useState(value);
  const [written, setWritten] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== written) {
      setDraft(value);
      setWritten(value);
    }
  }

  // While a change of the URL is loading (the previous search, a filter just picked), the text waits:
  // a screen never has two of its own loads in flight.
  const navigating = useNavigation().state !== 'idle';
  const resetKey = reset.join('\n');
  useEffect(() => {
    const next = draft.trim();
    if (next === value || navigating) return undefined;
    const timer = setTimeout(() => {
      // Only over the value this box last saw: when Clear filters (or another control) changed the
      // param in the meantime, that change wins and the box shows it on the next render.
      if (setValue(next, resetKey ? resetKey.split('\n') : [], value)) setWritten(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, setValue, resetKey, navigating]);

  return [draft, setDraft];
}
