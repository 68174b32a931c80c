import { Box, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarPlus, TrendingUp } from 'lucide-react';
import { StatCard } from '../../components/stat-card';
import type { PointsSummary_PointsFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber, formatPercent, formatPoints } from '../../lib/format';
import { TierBadge } from './tier-badge';

/** Available points with the tier badge and lifetime points, points this month, and the tier position. */
export function PointsSummary({ points }: { points: PointsSummary_PointsFragment }) {
  const { tier } = points;
  // The server names only an expiry still ahead.
  const expiringOn = points.expiringPoints > 0 ? points.expiringOn : null;
  return (
    <SimpleGrid columns={{ base: 2, xl: 3 }} gap={{ base: '3', md: '4' }} mb="6">
      <Card.Root
        as="section"
        aria-label="Available points"
        gridColumn={{ base: 'span 2', xl: 'span 1' }}
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.900"
        color="white"
        borderWidth="0"
      >
        <Card.Body gap="3">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Text fontSize="sm" fontWeight="medium" color="whiteAlpha.900">
              Available Points
            </Text>
            <TierBadge tier={tier.current} />
          </Flex>
          <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1" data-testid="points-balance">
            {formatNumber(points.balance)}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.900">
            Lifetime earned:{' '}
            <Box as="span" fontWeight="semibold">
              {formatPoints(points.lifetimeEarned)}
            </Box>
          </Text>
          {expiringOn ? (
            <Text fontSize="sm" color="whiteAlpha.900">
              {formatNumber(points.expiringPoints)} points expire {formatDate(expiringOn)}
            </Text>
          ) : (
            <Text fontSize="xs" color="whiteAlpha.800">
              Points expire after 24 months of inactivity.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <StatCard
        label="Points This Month"
        value={formatNumber(points.earnedThisMonth)}
        help="Earned since the first of the month"
        icon={CalendarPlus}
      />
      <StatCard
        label="Tier Progress"
        value={tier.current.label}
        help={
          tier.next
            ? `${formatNumber(tier.pointsToNext)} points to ${tier.next.label} · ${formatPercent(tier.progressPercent)} complete`
            : `Top tier reached · ${formatPercent(tier.progressPercent)} complete`
        }
        icon={TrendingUp}
        progress={tier.progressPercent}
      />
    </SimpleGrid>
  );
}
