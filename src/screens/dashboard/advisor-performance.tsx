import { Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { BookOpen, ClipboardClock, Coins, TrendingUp } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { StatCard } from '../../components/stat-card';
import type { AdvisorPerformance_DashboardFragment } from '../../graphql/__generated__/graphql';
import { formatMoney, formatNumber, formatPercent, formatPoints } from '../../lib/format';

function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="outline" size="xs" colorPalette="brand" alignSelf="flex-start" mt="auto">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** The comfort advisor's cards: own sales, points, pending claims and training. */
export function AdvisorPerformance({ dashboard }: { dashboard: AdvisorPerformance_DashboardFragment }) {
  const { sales, points, pendingClaims, training } = dashboard;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="5">
      <StatCard
        label="My Sales"
        icon={TrendingUp}
        value={`${formatNumber(sales.count)} sales`}
        help={`${formatMoney(sales.totalValue.amount)} this year · ${formatNumber(sales.thisMonth)} this month`}
      />
      <StatCard label="My Points" icon={Coins} value={formatPoints(points.available)} help="Available to redeem">
        <Text fontSize="sm">
          {points.pointsToNextReward > 0 ? (
            <>
              <Text as="span" fontWeight="semibold">
                {formatPoints(points.pointsToNextReward)}
              </Text>{' '}
              to your next reward{points.nextRewardName ? ` (${points.nextRewardName})` : ''}
            </>
          ) : (
            'Every reward in stock is within reach'
          )}
        </Text>
        <CardLink to="/rewards">Redeem Rewards</CardLink>
      </StatCard>
      <StatCard
        label="My Pending Claims"
        icon={ClipboardClock}
        value={formatNumber(pendingClaims.count)}
        help={`${formatMoney(pendingClaims.totalValue.amount)} awaiting approval`}
      >
        <HStack gap="2" wrap="wrap" mt="auto">
          <CardLink to="/my-claims?status=open">View Claims</CardLink>
          {/* My Claims opens with its Submit a claim dialog. */}
          <CardLink to="/my-claims?submit=claim">Submit a claim</CardLink>
        </HStack>
      </StatCard>
      <StatCard
        label="My Training"
        icon={BookOpen}
        value={`${formatNumber(training.completed)} of ${formatNumber(training.total)}`}
        help={`Courses completed (${formatPercent(training.progress, Number.isInteger(training.progress) ? 0 : 1)})`}
        progress={training.progress}
      >
        <CardLink to="/training">Continue Training</CardLink>
      </StatCard>
    </SimpleGrid>
  );
}
