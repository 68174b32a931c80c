import { Badge, Box, Button, Card, Circle, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Award, BadgeDollarSign, Coins, History, Megaphone, type LucideIcon } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { EarningType, EarningsActivity_RowFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatMoney, formatMoneyCents, formatNumber, formatPoints } from '../../lib/format';
import { centsOf } from '../../lib/money';

const TYPE_META: Readonly<Record<EarningType, { label: string; icon: LucideIcon; palette: string }>> = {
  POINTS: { label: 'Points', icon: Coins, palette: 'orange' },
  REBATE: { label: 'Rebate', icon: BadgeDollarSign, palette: 'green' },
  MARKETING_FUNDS: { label: 'Marketing Funds', icon: Megaphone, palette: 'purple' },
  SPOT_AWARD: { label: 'Spot Award', icon: Award, palette: 'blue' },
};

function earned(row: EarningsActivity_RowFragment): string {
  if (row.points != null) return `+${formatPoints(row.points)}`;
  if (row.amount != null) return `+${centsOf(row.amount) % 100 === 0 ? formatMoney(row.amount.amount) : formatMoneyCents(row.amount.amount)}`;
  return '';
}

function ActivityRow({ row }: { row: EarningsActivity_RowFragment }) {
  const meta = TYPE_META[row.type];
  return (
    <Flex as="li" align="center" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Circle size="9" bg={`${meta.palette}.subtle`} color={`${meta.palette}.fg`} flexShrink={0}>
        <Icon as={meta.icon} boxSize="4" aria-hidden />
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight="medium" lineClamp={2}>
          {row.description}
        </Text>
        <Flex align="center" gap="2" mt="0.5" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {formatDate(row.date)}
          </Text>
          <Badge colorPalette={meta.palette} variant="subtle" size="sm">
            {meta.label}
          </Badge>
        </Flex>
      </Box>
      <Text fontWeight="semibold" color="green.fg" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {earned(row)}
      </Text>
    </Flex>
  );
}

export interface EarningsActivityProps {
  rows: readonly EarningsActivity_RowFragment[];
  totalCount: number;
  /** True when the full history is shown; false for the last 30 days. */
  showingAll: boolean;
  recentDays: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onShowAllChange: (all: boolean) => void;
}

/** Recent Earnings Activity (last 30 days); View All shows the whole history, a page at a time. */
export function EarningsActivity({ rows, totalCount, showingAll, recentDays, hasMore, loadingMore, onLoadMore, onShowAllChange }: EarningsActivityProps) {
  return (
    <Card.Root as="section" aria-labelledby="earnings-activity-heading" variant="outline" bg="bg">
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Box>
            <Heading as="h2" id="earnings-activity-heading" size="md">
              {showingAll ? 'All Earnings Activity' : 'Recent Earnings Activity'}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {showingAll ? 'Your complete earnings history, newest first' : `Last ${recentDays} days`}
            </Text>
          </Box>
          <Button variant="outline" size="sm" onClick={() => onShowAllChange(!showingAll)}>
            {showingAll ? `Show Last ${recentDays} Days` : 'View All'}
          </Button>
        </Flex>
        {rows.length === 0 ? (
          <EmptyState icon={History} title="No earnings yet" description={showingAll ? 'Your earnings will appear here.' : `Nothing earned in the last ${recentDays} days.`} />
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" aria-label={showingAll ? 'All earnings' : 'Earnings in the last 30 days'}>
            {rows.map((row) => (
              <ActivityRow key={row.id} row={row} />
            ))}
          </Stack>
        )}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            Showing {formatNumber(rows.length)} of {formatNumber(totalCount)} {totalCount === 1 ? 'entry' : 'entries'}
          </Text>
          {hasMore ? (
            <Button variant="outline" size="sm" onClick={onLoadMore} loading={loadingMore} loadingText="Loading…">
              Load more
            </Button>
          ) : null}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
