import { useDeferredValue, type ReactNode } from 'react';

/**
 * Content below the fold, rendered just after the content above it: the first render leaves it out,
 * and React renders it at once afterwards as a deferred update, in short slices and a commit of its
 * own. The figures a visitor came for reach the screen with a smaller first commit (issue 18's
 * blocking time on a phone, BENCHMARKS.md), and nothing above the deferred content moves when it
 * arrives, because it comes after that content in the page. It adds no element of its own, so it can
 * sit among a grid's items.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

/** False in a component's first render only; React renders it again with true right after, as a deferred update. */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
