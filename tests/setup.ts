// Shared test setup: DOM matchers and the browser APIs jsdom lacks (only where a DOM exists).
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Screens load code and data through the real router and schema; on a busy 2-core machine that can
  // take a few seconds, so waits allow for it (a wait that never succeeds still fails).
  configure({ asyncUtilTimeout: 8000 });
  const { toaster } = await import('../src/components/ui/toaster');
  afterEach(() => {
    cleanup();
    // Toasts live in a module-level store: clear them so one test's notices never reach the next.
    toaster.remove();
    window.localStorage.clear();
  });

  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

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
