// Shared test setup: DOM matchers and the browser APIs jsdom lacks (only where a DOM exists).
import { afterEach, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';

// GraphiQL's editors are Monaco, which draws on a canvas jsdom does not have, and which GraphiQL imports
// from an effect after its panel mounts: a screen test ending before that import would leave it running
// into the next file's teardown. The screen tests render the route, its shell and its region around a
// stand-in panel; tests/e2e/graphiql.spec.mjs drives the real editor in Chromium.
vi.mock('../src/screens/graphiql/graphiql-panel', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('div', { className: 'graphiql-container' }, 'Query editor') };
});

if (typeof window !== 'undefined') {
  const { cleanup, configure, getConfig } = await import('@testing-library/react');
  // Testing Library's own wrappers, which these settings call instead of copying.
  const { asyncWrapper: defaultAsyncWrapper, eventWrapper: defaultEventWrapper, getElementError: defaultElementError } = getConfig();
  // user-event runs each action inside the async wrapper (and so does every wait); fireEvent and render do not.
  let asyncDepth = 0;
  configure({
    // Screens load code and data through the real router and schema; on a busy 2-core machine that can
    // take a few seconds, so waits allow for it (a wait that never succeeds still fails).
    asyncUtilTimeout: 8000,
    asyncWrapper: async (action) => {
      asyncDepth += 1;
      try {
        return await defaultAsyncWrapper(action);
      } finally {
        asyncDepth -= 1;
      }
    },
    // user-event dispatches as a browser does, outside React's act(). In a synchronous act() React keeps
    // the work it schedules in act's queue and drops what is left when act returns: a screen that
    // suspended while a navigation started (a filter picked while the last search still loaded) never
    // got its retry, and as every router update is one transition, the screen stopped following the URL.
    // Outside act React schedules that work as in a browser, and user-event's awaits and findBy/waitFor
    // give it time. A synchronous fireEvent keeps act, so its effects are on screen when it returns.
    eventWrapper: (dispatch) => (asyncDepth > 0 ? dispatch() : defaultEventWrapper(dispatch)),
    // A query that fails while a wait polls (every 50 ms) is retried, and its message is never read; only
    // the wait's last failure, and a failure outside a wait, print the page. Printing the whole page on
    // every poll was a tenth of the screen tests' time.
    getElementError(message, container) {
      const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
      if (!polling) return defaultElementError(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
  const { toaster } = await import('../src/components/ui/toaster');
  const { installMediaQueries, setReducedMotion } = await import('./media-queries');
  afterEach(() => {
    cleanup();
    setReducedMotion(false);
    // Toasts live in a module-level store: clear them so one test's notices never reach the next.
    toaster.remove();
    window.localStorage.clear();
  });

  installMediaQueries(window);

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  // jsdom lays nothing out: every observed element counts as on screen (charts draw at once).
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.scrollTo ??= function scrollTo() {};
  window.scrollTo = () => {};
}
