/**
 * The browser's media queries for jsdom, which has none: every query is false, except the user's
 * reduced-motion preference, which a test can turn on. The animation library asks for
 * `(prefers-reduced-motion)` once per test worker and then follows its change events, so there is one
 * such query for the whole worker, not one per test file.
 */
const REDUCED_MOTION = '(prefers-reduced-motion)';

let reduced = false;
const listeners = new Set<() => void>();

function mediaQueryList(media: string): MediaQueryList {
  const isReducedMotion = media === REDUCED_MOTION;
  return {
    media,
    onchange: null,
    get matches() {
      return isReducedMotion && reduced;
    },
    addEventListener: (_type: string, listener: () => void) => {
      if (isReducedMotion) listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => {
      if (isReducedMotion) listeners.add(listener);
    },
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/** Installs the queries on `window` (tests/setup.ts does, for every jsdom test file). */
export function installMediaQueries(target: Window): void {
  target.matchMedia = mediaQueryList;
}

/** Sets the user's reduced-motion preference and tells whoever listens, as the browser does. */
export function setReducedMotion(value: boolean): void {
  if (reduced === value) return;
  reduced = value;
  for (const listener of listeners) listener();
}
