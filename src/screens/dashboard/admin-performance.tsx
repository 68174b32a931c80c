import { Badge, Box, Flex, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DollarSign, Gift, HeartPulse, Inbox, PieChart, Timer } from 'lucide-react';
import { lazy } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { ChartCard } from '../../components/chart-card';
import { ProgressBar } from '../../components/progress-bar';
import { StatCard } from '../../components/stat-card';
import type { AdminPerformance_DashboardFragment } from '../../graphql/__generated__/graphql';
import { clampPercent, formatMoney, formatMoneyCompact, formatNumber, formatPercent } from '../../lib/format';
import { centsOf, decimalFromCents } from '../../lib/money';
import { PAYOUT_COLORS } from './chart-theme';
import { DashboardCard, FigureRow } from './dashboard-card';

const PayoutSegmentationChart = lazy(() => import('./payout-segmentation-chart'));

type AdminDashboard = AdminPerformance_DashboardFragment;

const oneDecimal = (value: number) => formatPercent(value, Number.isInteger(value) ? 0 : 1);

const STATUS_ROWS = [
  { key: 'approved', label: 'Approved', color: 'green.500' },
  { key: 'pendingReview', label: 'Pending Review', color: 'orange.400' },
  { key: 'needsInfo', label: 'Needs Info', color: 'yellow.400' },
  { key: 'rejected', label: 'Rejected', color: 'red.500' },
] as const;

function ProcessingTimeCard({ time }: { time: AdminDashboard['processingTime'] }) {
  const onTarget = time.averageDays <= time.targetMaxDays;
  return (
    <StatCard
      label="Claims Processing Time"
      icon={Timer}
      value={`${time.averageDays.toFixed(1)} days`}
      help={`Average from submission to decision · target ${time.targetMinDays}-${time.targetMaxDays} days`}
    >
      <Badge alignSelf="flex-start" colorPalette={onTarget ? 'green' : 'orange'} variant="subtle">
        {onTarget ? 'Within target' : 'Above target'}
      </Badge>
    </StatCard>
  );
}

function TotalPayoutsCard({ payouts }: { payouts: AdminDashboard['totalPayouts'] }) {
  return (
    <StatCard
      label="Total Payouts"
      icon={DollarSign}
      value={formatMoney(payouts.amount.amount)}
      help={`${formatNumber(payouts.approvedClaims)} approved claims plus spot awards`}
    />
  );
}

function ClaimsByStatusCard({ claims }: { claims: AdminDashboard['claimsByStatus'] }) {
  const total = claims.approved + claims.pendingReview + claims.needsInfo + claims.rejected;
  return (
    <DashboardCard title="Claims by Status" icon={Inbox} size="sm">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {formatNumber(total)} claims in total
        </Text>
        <Badge colorPalette={claims.needsReview > 0 ? 'orange' : 'green'} variant="subtle" size="md" fontWeight="semibold">
          {formatNumber(claims.needsReview)} need review
        </Badge>
      </Flex>
      <Stack as="dl" gap="3">
        {STATUS_ROWS.map(({ key, label, color }) => {
          const share = total === 0 ? 0 : (claims[key] / total) * 100;
          return (
            <Grid key={key} templateColumns="1fr auto" columnGap="2" rowGap="1" fontSize="sm">
              <Flex as="dt" align="center" gap="2">
                <Box as="span" aria-hidden boxSize="2.5" borderRadius="full" bg={color} />
                {label}
              </Flex>
              <Box as="dd" fontWeight="semibold" textAlign="end">
                {formatNumber(claims[key])}
              </Box>
              <Box as="dd" aria-hidden gridColumn="1 / -1" h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden">
                <Box h="full" w={`${share}%`} bg={color} borderRadius="full" />
              </Box>
            </Grid>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}

function ProgramHealthCard({ health }: { health: AdminDashboard['programHealth'] }) {
  const palette = health.score >= 80 ? 'green' : health.score >= 60 ? 'orange' : 'red';
  return (
    <DashboardCard title="Program Health Score" icon={HeartPulse} size="sm">
      <Stack gap="2">
        <Flex align="baseline" gap="1">
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {health.score}
          </Text>
          <Text color="fg.muted">/ 100</Text>
        </Flex>
        <ProgressBar value={clampPercent(health.score)} size="sm" colorPalette={palette} label="Program health score" />
      </Stack>
      <Box as="dl" aria-label="Key metrics">
        {health.metrics.map((metric) => (
          <FigureRow key={metric.label} label={metric.label} value={metric.value} />
        ))}
      </Box>
    </DashboardCard>
  );
}

function PopularRewardsCard({ rewards }: { rewards: AdminDashboard['popularRewards'] }) {
  const top = Math.max(1, ...rewards.map((reward) => reward.percent));
  return (
    <DashboardCard title="Popular Rewards" icon={Gift} size="sm">
      <Text fontSize="sm" color="fg.muted">
        Top {rewards.length} categories by redemptions
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {rewards.map((reward, position) => (
          <Box as="li" key={reward.category}>
            <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
              <Text>
                <Text as="span" color="fg.muted" mr="2">
                  {position + 1}.
                </Text>
                {reward.category}
              </Text>
              <Text fontWeight="semibold" textAlign="end">
                {formatNumber(reward.redemptions)}{' '}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  ({oneDecimal(reward.percent)})
                </Text>
              </Text>
            </Flex>
            <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
              <Box h="full" w={`${(reward.percent / top) * 100}%`} bg="brand.solid" borderRadius="full" />
            </Box>
          </Box>
        ))}
      </Stack>
    </DashboardCard>
  );
}

function PayoutSegmentationCard({ segments }: { segments: AdminDashboard['payoutSegmentation'] }) {
  const total = decimalFromCents(segments.reduce((sum, segment) => sum + centsOf(segment.amount), 0));
  return (
    <ChartCard
      title="Payout Segmentation"
      icon={PieChart}
      size="sm"
      description="Dealer programs vs individual participants"
      chart={PayoutSegmentationChart}
      chartProps={{ segments }}
      height={200}
      table={{
        caption: 'Payouts by segment',
        columns: ['Segment', 'Amount', 'Share'],
        rows: segments.map((segment) => [segment.segment, formatMoney(segment.amount.amount), oneDecimal(segment.percent)]),
      }}
      summary={
        <Flex align="baseline" gap="2">
          <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
            {formatMoneyCompact(total)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            paid out
          </Text>
        </Flex>
      }
    >
      <Stack as="dl" gap="2">
        {segments.map((segment, position) => (
          <Flex key={segment.segment} justify="space-between" align="center" fontSize="sm" gap="2">
            <Flex as="dt" align="center" gap="2">
              <Box as="span" aria-hidden boxSize="2.5" borderRadius="sm" bg={PAYOUT_COLORS[position % PAYOUT_COLORS.length]} flexShrink={0} />
              {segment.segment}
            </Flex>
            <Box as="dd" fontWeight="semibold" textAlign="end">
              {formatMoney(segment.amount.amount)}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                ({oneDecimal(segment.percent)})
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </ChartCard>
  );
}

/** The client admin's program health cards; the second row, below the fold, renders just after the first. */
export function AdminPerformance({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
        <Grid templateRows={{ md: '1fr 1fr' }} gap="5">
          <ProcessingTimeCard time={dashboard.processingTime} />
          <TotalPayoutsCard payouts={dashboard.totalPayouts} />
        </Grid>
        <ClaimsByStatusCard claims={dashboard.claimsByStatus} />
        <ProgramHealthCard health={dashboard.programHealth} />
      </SimpleGrid>
      <AfterFirstPaint>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <PopularRewardsCard rewards={dashboard.popularRewards} />
          <PayoutSegmentationCard segments={dashboard.payoutSegmentation} />
        </SimpleGrid>
      </AfterFirstPaint>
    </Stack>
  );
}

