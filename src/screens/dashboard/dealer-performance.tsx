import { Box, Button, Flex, GridItem, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BarChart3, CalendarClock, ClipboardList, MessageSquareQuote, Star, Wallet } from 'lucide-react';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { ChartCard } from '../../components/chart-card';
import { ProgressBar } from '../../components/progress-bar';
import type {
  ClaimedSalesCard_SalesFragment,
  DealerPerformance_DashboardFragment,
  MarketingFund,
  MarketingFundsCard_FundsFragment,
  PurchaseVolumeCard_VolumeFragment,
  ReviewsCard_ReviewsFragment,
} from '../../graphql/__generated__/graphql';
import { formatDate, formatMoney, formatMoneyCents, formatNumber, formatPercent } from '../../lib/format';
import { BRAND_COLORS } from './chart-theme';
import { DashboardCard, FigureRow } from './dashboard-card';

const PurchaseVolumeChart = lazy(() => import('./purchase-volume-chart'));

const FUND_LABELS: Readonly<Record<MarketingFund, string>> = { COOP: 'Co-op', MDF: 'MDF' };

/** Purchase Volume: year to date against the annual goal, the 10-month trend by brand, brand totals. */
export function PurchaseVolumeCard({ volume }: { volume: PurchaseVolumeCard_VolumeFragment }) {
  // The brands in the order the API lists them, which is the stacking order (bottom first).
  const brands = [...new Set(volume.monthly.flatMap((row) => row.brands.map((entry) => entry.brand)))];
  const months = volume.monthly.map((row) => ({
    month: row.month,
    values: Object.fromEntries(row.brands.map((entry) => [entry.brand, Number(entry.amount.amount)])),
  }));
  return (
    <ChartCard
      title="Purchase Volume"
      icon={BarChart3}
      description={`${volume.monthly.length}-month trend by brand`}
      chart={PurchaseVolumeChart}
      chartProps={{ months, brands }}
      height={{ base: 200, md: 230 }}
      table={{
        caption: `Purchase volume by brand, last ${volume.monthly.length} months`,
        columns: ['Month', ...brands, 'Total'],
        rows: volume.monthly.map((row) => [
          `${row.month} ${row.monthStart.slice(0, 4)}`,
          ...brands.map((brand) => formatMoney(row.brands.find((entry) => entry.brand === brand)?.amount.amount ?? 0)),
          formatMoney(row.total.amount),
        ]),
      }}
      summary={
        <Stack gap="2">
          <Flex align="baseline" gap="2" wrap="wrap">
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
              {formatMoney(volume.yearToDate.amount)}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              year to date
            </Text>
          </Flex>
          <Flex justify="space-between" fontSize="sm" gap="2">
            <Text color="fg.muted">Goal progress</Text>
            <Text fontWeight="semibold">
              {formatPercent(volume.goalProgress, 2)} of {formatMoney(volume.annualGoal.amount)}
            </Text>
          </Flex>
          <ProgressBar value={Math.min(100, volume.goalProgress)} size="sm" colorPalette="brand" label="Goal progress" />
        </Stack>
      }
    >
      <SimpleGrid as="dl" aria-label="Brand totals year to date" columns={3} gap={{ base: '2', sm: '3' }}>
        {volume.brandTotals.map((total) => (
          <Box key={total.brand} borderWidth="1px" borderColor="border.muted" borderRadius="md" px={{ base: '2', sm: '3' }} py="2" minW="0">
            <Flex as="dt" align="center" gap={{ base: '1.5', sm: '2' }} fontSize={{ base: 'xs', sm: 'sm' }} color="fg.muted" whiteSpace="nowrap">
              <Box as="span" aria-hidden boxSize="2.5" borderRadius="sm" bg={BRAND_COLORS[total.brand] ?? 'gray.500'} flexShrink={0} />
              {total.brand}
            </Flex>
            <Box as="dd" fontWeight="semibold" mt="0.5" fontSize={{ base: 'sm', sm: 'md' }}>
              {formatMoney(total.amount.amount)}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </ChartCard>
  );
}

const CLAIM_STATUSES = [
  { key: 'pending', label: 'Pending', palette: 'orange' },
  { key: 'approved', label: 'Approved', palette: 'blue' },
  { key: 'paid', label: 'Paid', palette: 'green' },
] as const;

/** Claimed Sales: claims against the goal, their value, and how many are pending, approved and paid. */
export function ClaimedSalesCard({ sales }: { sales: ClaimedSalesCard_SalesFragment }) {
  return (
    <DashboardCard
      title="Claimed Sales"
      icon={ClipboardList}
      footer={
        <Flex gap="2" wrap="wrap" w="full">
          <Button asChild variant="outline" size="sm" colorPalette="brand" flex={{ base: '1', sm: 'initial' }}>
            <RouterLink to="/earnings">View Earnings</RouterLink>
          </Button>
          {/* My Claims opens with its Submit a claim dialog. */}
          <Button asChild variant="outline" size="sm" colorPalette="brand" flex={{ base: '1', sm: 'initial' }}>
            <RouterLink to="/my-claims?submit=claim">Submit a claim</RouterLink>
          </Button>
        </Flex>
      }
    >
      <Stack gap="2">
        <Flex align="baseline" gap="2" wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {formatNumber(sales.count)} of {formatNumber(sales.goal)}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            claims this year
          </Text>
        </Flex>
        <Flex justify="space-between" fontSize="sm" gap="2">
          <Text color="fg.muted">Goal progress</Text>
          <Text fontWeight="semibold">{formatPercent(sales.progress)}</Text>
        </Flex>
        <ProgressBar value={Math.min(100, sales.progress)} size="sm" colorPalette="green" label="Claims goal progress" />
      </Stack>
      <Box as="dl">
        <FigureRow label="Total value" value={formatMoney(sales.totalValue.amount)} />
        <FigureRow label="Average per claim" value={formatMoneyCents(sales.averagePerClaim.amount)} />
      </Box>
      <SimpleGrid as="dl" aria-label="Claims by status" columns={3} gap="2">
        {CLAIM_STATUSES.map(({ key, label, palette }) => (
          <Flex key={key} direction="column-reverse" align="center" borderRadius="md" bg={`${palette}.subtle`} px="2" py="3">
            <Box as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Box>
            <Box as="dd" fontSize="xl" fontWeight="bold" color={`${palette}.fg`}>
              {formatNumber(sales[key])}
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}

/** Marketing Funds: co-op and MDF, available, pending, earned this year and the days left in the quarter. */
export function MarketingFundsCard({ funds }: { funds: MarketingFundsCard_FundsFragment }) {
  return (
    <DashboardCard
      title="Marketing Funds"
      icon={Wallet}
      footer={
        <Button asChild variant="outline" size="sm" colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
          <RouterLink to="/marketing-funds">View Details</RouterLink>
        </Button>
      }
    >
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm">
          Available balance
        </Text>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {formatMoney(funds.availableBalance.amount)}
        </Text>
      </Stack>
      <SimpleGrid as="dl" aria-label="Available by fund" columns={2} gap="3">
        {funds.funds.map((fund) => (
          <Box key={fund.fund} borderWidth="1px" borderColor="border.muted" borderRadius="md" px="3" py="2">
            <Box as="dt" fontSize="sm" color="fg.muted">
              {FUND_LABELS[fund.fund]}
            </Box>
            <Box as="dd" fontWeight="semibold">
              {formatMoney(fund.available.amount)}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      <Box as="dl">
        <FigureRow label="Pending claims" value={formatMoney(funds.pendingClaims.amount)} />
        <FigureRow label="Earned YTD" value={formatMoney(funds.earnedYtd.amount)} />
      </Box>
      <Flex align="center" gap="2.5" bg="bg.muted" borderRadius="md" px="3" py="2.5">
        <Box color="fg.muted" flexShrink={0}>
          <CalendarClock aria-hidden size={18} />
        </Box>
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            {funds.daysUntilQuarterEnd === 1 ? '1 day' : `${formatNumber(funds.daysUntilQuarterEnd)} days`}
          </Text>{' '}
          until the quarter ends ({formatDate(funds.quarterEnd)})
        </Text>
      </Flex>
    </DashboardCard>
  );
}

function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <HStack gap="0.5" aria-hidden color="yellow.500">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} size={size} fill={star <= Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

/** Customer Reviews: the average rating out of 5, the number of reviews and recent quotes. */
export function ReviewsCard({ reviews }: { reviews: ReviewsCard_ReviewsFragment }) {
  return (
    <DashboardCard
      title="Customer Reviews"
      icon={MessageSquareQuote}
      footer={
        <Button asChild variant="outline" size="sm" colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
          <RouterLink to="/reviews">View All Reviews</RouterLink>
        </Button>
      }
    >
      <Flex align="center" gap="4" wrap="wrap">
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {reviews.averageRating.toFixed(1)}
          <Text as="span" fontSize="md" fontWeight="medium" color="fg.muted">
            {' '}
            out of 5
          </Text>
        </Text>
        <Stack gap="1">
          <Stars rating={reviews.averageRating} />
          <Text fontSize="sm" color="fg.muted">
            {formatNumber(reviews.totalReviews)} reviews
          </Text>
        </Stack>
      </Flex>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Recent reviews">
        {reviews.snippets.map((snippet, position) => (
          <Box as="li" key={`${snippet.name}-${position}`} borderLeftWidth="3px" borderColor="brand.border" pl="3">
            <Flex align="center" justify="space-between" gap="2">
              <Text fontWeight="semibold" fontSize="sm">
                {snippet.name}
              </Text>
              <Flex align="center" gap="1.5">
                <Stars rating={snippet.rating} size={14} />
                <Text fontSize="xs" color="fg.muted">
                  {snippet.rating} of 5 stars
                </Text>
              </Flex>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              “{snippet.snippet}”
            </Text>
          </Box>
        ))}
      </Stack>
    </DashboardCard>
  );
}

/** The dealer's four performance cards; the second row, below the fold, renders just after the first. */
export function DealerPerformance({ dashboard }: { dashboard: DealerPerformance_DashboardFragment }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="5">
      <GridItem colSpan={{ base: 1, xl: 2 }}>
        <PurchaseVolumeCard volume={dashboard.purchaseVolume} />
      </GridItem>
      <ClaimedSalesCard sales={dashboard.claimedSales} />
      <AfterFirstPaint>
        <MarketingFundsCard funds={dashboard.marketingFunds} />
        <GridItem colSpan={{ base: 1, xl: 2 }}>
          <ReviewsCard reviews={dashboard.reviews} />
        </GridItem>
      </AfterFirstPaint>
    </SimpleGrid>
  );
}
