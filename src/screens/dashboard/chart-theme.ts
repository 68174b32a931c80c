import type { BarCommonProps, BarDatum } from '@nivo/bar';

type ChartTheme = NonNullable<BarCommonProps<BarDatum>['theme']>;

/** Series colours of the dashboard charts (brand navy, brand blue, teal): distinct, and legible on white. */
export const BRAND_COLORS: Readonly<Record<string, string>> = {
  Lennox: '#0b3d91',
  'Allied Air': '#4f7fe0',
  Heatcraft: '#0f766e',
};

export const PAYOUT_COLORS: readonly string[] = ['#0b3d91', '#0f766e', '#4f7fe0', '#f59e0b'];

/** Axis and tooltip text in the portal's type scale. */
export const CHART_THEME: ChartTheme = {
  text: { fontSize: 12, fill: '#4a5568', fontFamily: 'inherit' },
  axis: { ticks: { text: { fontSize: 12, fill: '#4a5568' } } },
  grid: { line: { stroke: '#e2e8f0', strokeWidth: 1 } },
  tooltip: { container: { fontSize: 13, borderRadius: 6, boxShadow: '0 4px 12px rgba(15, 23, 42, 0.15)' } },
};
