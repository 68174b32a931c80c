import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { ChartCard } from '../../../src/components/chart-card';

/**
 * Stands in for the browser's IntersectionObserver or ResizeObserver: it keeps what each instance
 * observes, and the function it returns calls them all back with the entry it makes for each target.
 */
function observerTheTestMoves(name: 'IntersectionObserver' | 'ResizeObserver') {
  const observed: { callback: (entries: unknown[], observer: unknown) => void; target: Element }[] = [];
  class Observer {
    constructor(private readonly callback: (entries: unknown[], observer: unknown) => void) {}
    observe(target: Element) {
      observed.push({ callback: this.callback, target });
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal(name, Observer);
  return (entryFor: (target: Element) => object) => {
    for (const { callback, target } of observed) callback([entryFor(target)], {});
  };
}

/** Nothing is near the viewport until `scrollNear()`. */
function controllableObserver() {
  const report = observerTheTestMoves('IntersectionObserver');
  return { scrollNear: () => report((target) => ({ target, isIntersecting: true })) };
}

/** No size is known until `layOut(width, height)`. */
function controllableResizeObserver() {
  const report = observerTheTestMoves('ResizeObserver');
  return { layOut: (width: number, height: number) => report((target) => ({ target, contentRect: { width, height } })) };
}

const TABLE = { caption: 'Purchases by month', columns: ['Month', 'Total'], rows: [['Jan', '$10']] };

afterEach(() => vi.unstubAllGlobals());

describe('ChartCard', () => {
  it('loads and draws its chart only once the chart comes near the viewport, in a box of the same size', async () => {
    const observer = controllableObserver();
    const layout = controllableResizeObserver();
    const load = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const Chart = lazy(load);
    render(
      <ChakraProvider value={portalSystem()}>
        <ChartCard title="Purchase Volume" chart={Chart} chartProps={{ label: 'bars drawn' }} height={240} table={TABLE} />
      </ChakraProvider>,
    );
    act(() => layout.layOut(600, 240));
    const box = screen.getByTestId('chart-box');
    // Below the fold: the figures are there, the chart's code is not even asked for.
    expect(screen.getByRole('table', { name: 'Purchases by month' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('bars drawn')).toBeNull();

    await act(async () => observer.scrollNear());
    expect(await screen.findByText('bars drawn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('chart-box')).toBe(box);
  });

  it('draws its chart at the size of its box, once the box is laid out, and again when it changes', async () => {
    const layout = controllableResizeObserver();
    const Chart = lazy(async () => ({
      default: ({ label, width, height }: { label: string; width: number; height: number }) => (
        <p>
          {label} at {width} × {height}
        </p>
      ),
    }));
    render(
      <ChakraProvider value={portalSystem()}>
        <ChartCard title="Purchase Volume" chart={Chart} chartProps={{ label: 'bars' }} height={240} table={TABLE} />
      </ChakraProvider>,
    );
    // Near the viewport (the tests' IntersectionObserver says so) but not measured yet: the placeholder holds the box.
    await act(async () => {});
    expect(screen.queryByText(/bars at/)).toBeNull();

    act(() => layout.layOut(0, 0));
    await act(async () => {});
    expect(screen.queryByText(/bars at/)).toBeNull();

    act(() => layout.layOut(612, 240));
    expect(await screen.findByText('bars at 612 × 240')).toBeInTheDocument();
    act(() => layout.layOut(358, 200));
    expect(await screen.findByText('bars at 358 × 200')).toBeInTheDocument();
  });
});
