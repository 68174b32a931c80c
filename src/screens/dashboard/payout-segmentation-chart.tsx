import { PieCanvas } from '@nivo/pie';
import { Box, Text } from '@chakra-ui/react';
import type { ChartSize } from '../../components/chart-card';
import { formatMoney, formatPercent } from '../../lib/format';
import { dollarsOf } from '../../lib/money';
import { CHART_THEME, PAYOUT_COLORS } from './chart-theme';

export interface PayoutSegmentationChartProps {
  segments: readonly { segment: string; amount: { amount: string }; percent: number }[];
}

interface Slice {
  id: string;
  label: string;
  value: number;
  percent: number;
}

/**
 * A donut of payouts by segment (loaded lazily by the Payout Segmentation card), drawn on a canvas:
 * one drawing instead of an animated element per slice, so it never holds up the page.
 */
export default function PayoutSegmentationChart({ segments, width, height }: PayoutSegmentationChartProps & ChartSize) {
  const data: Slice[] = segments.map(({ segment, amount, percent }) => ({ id: segment, label: segment, value: dollarsOf(amount), percent }));
  return (
    <PieCanvas<Slice>
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      innerRadius={0.62}
      padAngle={1.5}
      cornerRadius={3}
      colors={PAYOUT_COLORS as string[]}
      enableArcLinkLabels={false}
      arcLabel={(slice) => formatPercent(slice.data.percent, 1)}
      arcLabelsSkipAngle={18}
      arcLabelsTextColor="#ffffff"
      valueFormat={(value) => formatMoney(value)}
      tooltip={({ datum }) => (
        <Box bg="white" color="gray.800" px="3" py="2" borderRadius="md" boxShadow="md" fontSize="sm" whiteSpace="nowrap">
          <Text fontWeight="semibold">{datum.label}</Text>
          <Text>
            {formatMoney(datum.value)} ({formatPercent(datum.data.percent, 1)})
          </Text>
        </Box>
      )}
      theme={CHART_THEME}
      role="presentation"
    />
  );
}
