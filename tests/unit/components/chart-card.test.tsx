import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { ChartCard } from '../../../src/components/chart-card';

/** An IntersectionObserver the test moves: nothing is near the viewport until `scrollNear()`. */
function controllableObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observers.push({ callback: this.callback, targets: [target] });
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    scrollNear() {
      for (const { callback, targets } of observers) {
        callback(targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ChartCard', () => {
  it('loads and draws its chart only once the chart comes near the viewport, in a box of the same size', async () => {
    const observer = controllableObserver();
    const load = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const Chart = lazy(load);
    render(
      <ChakraProvider value={portalSystem()}>
        <ChartCard title="Purchase Volume" chart={Chart} chartProps={{ label: 'bars drawn' }} height={240} table={{ caption: 'Purchases by month', columns: ['Month', 'Total'], rows: [['Jan', '$10']] }} />
      </ChakraProvider>,
    );
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
});
