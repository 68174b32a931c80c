import { BarCanvas, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { Box, Text } from '@chakra-ui/react';
import type { ChartSize } from '../../components/chart-card';
import { formatMoney, formatMoneyCompact } from '../../lib/format';
import { BRAND_COLORS, CHART_THEME } from './chart-theme';

export interface PurchaseVolumeChartProps {
  /** One row per month, oldest first: the month label and the dollars per brand. */
  months: readonly { month: string; values: Readonly<Record<string, number>> }[];
  /** Brand names in stacking order, bottom first. */
  brands: readonly string[];
}

function Tooltip({ id, value, indexValue, color }: BarTooltipProps<BarDatum>) {
  return (
    <Box bg="white" color="gray.800" px="3" py="2" borderRadius="md" boxShadow="md" fontSize="sm" whiteSpace="nowrap">
      <Text fontWeight="semibold">{indexValue}</Text>
      <Text>
        <Box as="span" display="inline-block" boxSize="2.5" borderRadius="sm" bg={color} mr="1.5" />
        {id}: {formatMoney(value)}
      </Text>
    </Box>
  );
}

/**
 * Stacked bars of purchases per month by brand (loaded lazily by the Purchase Volume card), drawn on
 * a canvas: one drawing instead of an animated element per bar, so it never holds up the page. The
 * card's table gives the same figures to screen readers.
 */
export default function PurchaseVolumeChart({ months, brands, width, height }: PurchaseVolumeChartProps & ChartSize) {
  const data: BarDatum[] = months.map(({ month, values }) => ({ month, ...values }));
  return (
    <BarCanvas
      width={width}
      height={height}
      data={data}
      keys={brands}
      indexBy="month"
      groupMode="stacked"
      margin={{ top: 8, right: 8, bottom: 28, left: 52 }}
      padding={0.32}
      borderRadius={2}
      colors={({ id }) => BRAND_COLORS[String(id)] ?? '#718096'}
      enableLabel={false}
      enableGridY
      gridYValues={4}
      axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 4, format: (value: number) => formatMoneyCompact(value) }}
      axisBottom={{ tickSize: 0, tickPadding: 8 }}
      valueFormat={(value) => formatMoney(value)}
      tooltip={Tooltip}
      theme={CHART_THEME}
      role="presentation"
    />
  );
}
