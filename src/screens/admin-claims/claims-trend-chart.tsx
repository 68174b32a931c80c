import { Bar, type BarCustomLayerProps, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { Box, Text } from '@chakra-ui/react';
import { useReducedMotion } from 'motion/react';
import { useMemo } from 'react';
import type { ChartSize } from '../../components/chart-card';
import { formatNumber, formatPercent } from '../../lib/format';
import { CHART_COLORS } from './chart-colors';

export interface ClaimsTrendChartProps {
  /** Months oldest first: claims submitted, of those approved or paid, and the approval rate (0-100). */
  trend: readonly { month: string; submitted: number; approved: number; approvalRate: number }[];
}

export interface Datum extends BarDatum {
  month: string;
  Submitted: number;
  Approved: number;
  rate: number;
}

/** Below this chart width, month labels would touch. */
const NARROW_WIDTH = 560;

const THEME = {
  text: { fontSize: 12, fill: '#4a5568', fontFamily: 'inherit' },
  axis: { ticks: { text: { fontSize: 12, fill: '#4a5568' } } },
  grid: { line: { stroke: '#e2e8f0', strokeWidth: 1 } },
};

function Tooltip({ indexValue, data }: BarTooltipProps<Datum>) {
  return (
    <Box bg="white" color="gray.800" px="3" py="2" borderRadius="md" boxShadow="md" fontSize="sm">
      <Text fontWeight="semibold">{indexValue}</Text>
      <Text>Submitted: {formatNumber(data.Submitted)}</Text>
      <Text>Approved: {formatNumber(data.Approved)}</Text>
      <Text>Approval rate: {formatPercent(data.rate, 1)}</Text>
    </Box>
  );
}

/**
 * The approval rate as a line over the bars, on its own 0-100% scale (labelled at the right). A month
 * without claims has no rate: it gets no point, and the line breaks there. The rates are read from the
 * chart's own data by month (a bar of nothing carries no datum of its own to read them from).
 */
export function approvalRateLine(data: readonly Datum[]) {
  const rates = new Map(data.map((datum) => [datum.month, datum.Submitted > 0 ? datum.rate : null]));
  return function ApprovalRateLine({ bars, innerHeight, innerWidth }: BarCustomLayerProps<Datum>) {
    const centers = new Map<string, number>();
    for (const bar of bars) {
      const month = String(bar.data.indexValue);
      const center = bar.x + bar.width / 2;
      const current = centers.get(month);
      // Grouped bars: the line passes over the middle of the month's pair.
      centers.set(month, current === undefined ? center : (current + center) / 2);
    }
    const y = (rate: number) => innerHeight - (rate / 100) * innerHeight;
    const points = data.map((datum) => {
      const x = centers.get(datum.month);
      const rate = rates.get(datum.month);
      return x === undefined || rate === null || rate === undefined ? null : { x, rate };
    });
    const line = points
      .flatMap((point, index) => (point ? [`${index === 0 || !points[index - 1] ? 'M' : 'L'}${point.x},${y(point.rate)}`] : []))
      .join(' ');
    return (
      <g>
        {[0, 50, 100].map((tick) => (
          <text key={tick} x={innerWidth + 8} y={y(tick)} dominantBaseline="middle" style={{ fontSize: 12, fill: '#4a5568', fontFamily: 'inherit' }}>
            {tick}%
          </text>
        ))}
        {line && <path d={line} fill="none" stroke={CHART_COLORS.rate} strokeWidth={2.5} />}
        {points.map((point, index) =>
          point ? <circle key={index} cx={point.x} cy={y(point.rate)} r={3.5} fill="#ffffff" stroke={CHART_COLORS.rate} strokeWidth={2} /> : null,
        )}
      </g>
    );
  };
}

/** Claims submitted and approved per month (bars) with the approval rate (line): loaded lazily. */
export default function ClaimsTrendChart({ trend, width, height }: ClaimsTrendChartProps & ChartSize) {
  const reduceMotion = useReducedMotion() ?? false;
  // On narrow screens every other month is labelled, so the labels never run into each other.
  const narrow = width < NARROW_WIDTH;
  const data: Datum[] = useMemo(
    () =>
      trend.map((point) => ({
        // 'Nov 2026' → 'Nov': twelve consecutive months never repeat a name.
        month: point.month.slice(0, 3),
        Submitted: point.submitted,
        Approved: point.approved,
        rate: point.approvalRate,
      })),
    [trend],
  );
  const rateLine = useMemo(() => approvalRateLine(data), [data]);
  return (
    <Bar<Datum>
      width={width}
      height={height}
      data={data}
      keys={['Submitted', 'Approved']}
      indexBy="month"
      groupMode="grouped"
      margin={{ top: 12, right: 48, bottom: 28, left: 44 }}
      padding={0.28}
      innerPadding={2}
      borderRadius={2}
      colors={({ id }) => (id === 'Approved' ? CHART_COLORS.approved : CHART_COLORS.submitted)}
      enableLabel={false}
      enableGridY
      gridYValues={4}
      axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 4, format: (value: number) => formatNumber(value) }}
      axisBottom={{ tickSize: 0, tickPadding: 8, tickValues: narrow ? data.filter((_, index) => index % 2 === 1).map((point) => point.month) : undefined }}
      layers={['grid', 'axes', 'bars', rateLine, 'markers']}
      tooltip={Tooltip}
      theme={THEME}
      animate={!reduceMotion}
      role="presentation"
    />
  );
}
