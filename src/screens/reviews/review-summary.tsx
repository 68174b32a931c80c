import { Box, Card, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, MessageSquareReply, MessagesSquare, Star, TrendingDown, TrendingUp } from 'lucide-react';
import { ProgressBar } from '../../components/progress-bar';
import { StatCard } from '../../components/stat-card';
import type {
  RatingDistribution_StatsFragment,
  ReviewSources_StatsFragment,
  ReviewSummaryCards_StatsFragment,
} from '../../graphql/__generated__/graphql';
import { clampPercent, formatNumber, formatPercent } from '../../lib/format';
import { formatStars, StarRating } from './star-rating';

/** The four summary cards: average, total with this month's growth, response rate, five-star share. */
export function ReviewSummaryCards({ stats }: { stats: ReviewSummaryCards_StatsFragment }) {
  const growth = stats.monthlyGrowthPercent;
  const Trend = growth < 0 ? TrendingDown : TrendingUp;
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }} mb={{ base: '6', md: '8' }} data-testid="review-summary">
      <StatCard label="Average Rating" icon={Star} value={formatStars(stats.averageRating)} help={`from ${formatNumber(stats.totalReviews)} reviews`}>
        <StarRating rating={Math.round(stats.averageRating)} decorative />
      </StatCard>
      <StatCard
        label="Total Reviews"
        icon={MessagesSquare}
        value={formatNumber(stats.totalReviews)}
        help={
          <HStack as="span" gap="1" color={growth < 0 ? 'red.fg' : 'green.fg'} fontWeight="medium">
            <Icon as={Trend} aria-hidden boxSize="4" />
            <span>{`${growth > 0 ? '+' : ''}${formatPercent(growth)} this month`}</span>
          </HStack>
        }
      />
      <StatCard label="Response Rate" icon={MessageSquareReply} value={formatPercent(stats.responseRate)} progress={stats.responseRate} />
      <StatCard
        label="5-Star Reviews"
        icon={Award}
        value={formatNumber(stats.fiveStarCount)}
        help={`${formatPercent(stats.fiveStarPercent)} of all reviews`}
      />
    </SimpleGrid>
  );
}

/** Rating Distribution: reviews per star, 5 stars first, with counts and percentages. */
export function RatingDistribution({ stats }: { stats: RatingDistribution_StatsFragment }) {
  return (
    <Card.Root variant="outline" bg="bg" h="full">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="rating-distribution">
          Rating Distribution
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" listStyleType="none" gap="4" aria-labelledby="rating-distribution">
          {stats.distribution.map((bucket) => {
            const label = `${bucket.stars} ${bucket.stars === 1 ? 'star' : 'stars'}`;
            return (
              <Flex as="li" key={bucket.stars} align="center" gap="3">
                <HStack gap="1" w="16" flexShrink={0} fontSize="sm" fontWeight="medium">
                  <span>{label}</span>
                </HStack>
                <ProgressBar
                  value={clampPercent(bucket.percentage)}
                  flex="1"
                  size="md"
                  colorPalette="yellow"
                  trackProps={{ rounded: 'full' }}
                  label={`${label}: ${formatNumber(bucket.count)} reviews, ${formatPercent(bucket.percentage)}`}
                />
                <Text fontSize="sm" w="10" textAlign="end" fontVariantNumeric="tabular-nums" flexShrink={0}>
                  {formatNumber(bucket.count)}
                </Text>
                <Text fontSize="sm" color="fg.muted" w="12" textAlign="end" fontVariantNumeric="tabular-nums" flexShrink={0}>
                  {formatPercent(bucket.percentage)}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const SOURCE_COLORS: Record<string, string> = {
  GOOGLE: 'blue.500',
  YELP: 'red.500',
  FACEBOOK: 'blue.700',
  DEALER_LOCATOR: 'teal.500',
};

/** Review Sources: where reviews come from, with counts and average stars. */
export function ReviewSources({ stats }: { stats: ReviewSources_StatsFragment }) {
  return (
    <Card.Root variant="outline" bg="bg" h="full">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="review-sources">
          Review Sources
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" listStyleType="none" gap="0" aria-labelledby="review-sources" css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}>
          {stats.sources.map((row) => (
            <Flex as="li" key={row.source} align="center" justify="space-between" gap="3" py="2.5">
              <HStack gap="3" minW="0">
                <Box aria-hidden w="2.5" h="2.5" rounded="full" bg={SOURCE_COLORS[row.source] ?? 'gray.400'} flexShrink={0} />
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {row.platform}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${formatNumber(row.count)} ${row.count === 1 ? 'review' : 'reviews'}`}
                  </Text>
                </Box>
              </HStack>
              <HStack gap="1" flexShrink={0} aria-label={`Average ${formatStars(row.averageRating)} out of 5`} role="img">
                <Icon as={Star} aria-hidden boxSize="4" color="yellow.500" fill="yellow.400" />
                <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatStars(row.averageRating)}
                </Text>
              </HStack>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
