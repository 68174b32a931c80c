import { render } from '@testing-library/react';
import type { BarCustomLayerProps } from '@nivo/bar';
import { describe, expect, it } from 'vitest';
import { approvalRateLine, type Datum } from '../../../src/screens/admin-claims/claims-trend-chart';

/** Claims Analytics' approval-rate line over months, some of them without claims. */
const months: Datum[] = [
  { month: 'Jan', Submitted: 0, Approved: 0, rate: 0 },
  { month: 'Feb', Submitted: 10, Approved: 5, rate: 50 },
  { month: 'Mar', Submitted: 4, Approved: 4, rate: 100 },
  { month: 'Apr', Submitted: 0, Approved: 0, rate: 0 },
  { month: 'May', Submitted: 2, Approved: 0, rate: 0 },
];

/** The grouped bars nivo lays out: two per month, 20 px apart, each 8 px wide. */
function barsOf(data: readonly Datum[]) {
  return data.flatMap((datum, index) =>
    [0, 1].map((pair) => ({ x: index * 20 + pair * 8, width: 8, data: { indexValue: datum.month, data: datum } })),
  ) as unknown as BarCustomLayerProps<Datum>['bars'];
}

function drawn(data: readonly Datum[]) {
  const Line = approvalRateLine(data);
  const props = { bars: barsOf(data), innerHeight: 100, innerWidth: 100 } as BarCustomLayerProps<Datum>;
  const { container } = render(
    <svg>
      <Line {...props} />
    </svg>,
  );
  return { path: container.querySelector('path')?.getAttribute('d') ?? null, circles: [...container.querySelectorAll('circle')].map((circle) => [circle.getAttribute('cx'), circle.getAttribute('cy')]) };
}

describe('the approval rate line', () => {
  it('has a point for each month with claims only, and breaks the line at a month without', () => {
    const { path, circles } = drawn(months);
    expect(circles).toEqual([
      ['28', '50'],
      ['48', '0'],
      ['88', '100'],
    ]);
    expect(path).toBe('M28,50 L48,0 M88,100');
  });

  it('draws nothing of the line for a program without claims, and nothing that is not a number', () => {
    const empty = months.map((month) => ({ ...month, Submitted: 0, Approved: 0, rate: 0 }));
    const { path, circles } = drawn(empty);
    expect(path).toBeNull();
    expect(circles).toEqual([]);
  });
});
