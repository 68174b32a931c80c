import { Badge, Box, Card, Flex, List, SimpleGrid, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { ProgressBar } from '../../components/progress-bar';
import type { PointsSummary_PointsFragment, TierBenefits_TierFragment } from '../../graphql/__generated__/graphql';
import { clampPercent, formatNumber, formatPercent } from '../../lib/format';
import { TIER_LOOK, tierRange } from '../../components/tiers';

interface TierProgress {
  percent: number;
  text: string;
}

/**
 * Progress shown on a tier card: tiers below the member's are complete; the member's own tier shows
 * progress toward the next (100% complete at the top tier); higher tiers show how far away they are.
 */
function tierProgress(tier: TierBenefits_TierFragment, status: PointsSummary_PointsFragment['tier'], lifetime: number): TierProgress {
  if (tier.name === status.current.name) {
    return status.next
      ? { percent: status.progressPercent, text: `${formatNumber(status.pointsToNext)} points to ${status.next.label}` }
      : { percent: 100, text: 'You have reached the top tier' };
  }
  if (lifetime >= tier.minPoints) return { percent: 100, text: 'Tier achieved' };
  const percent = tier.minPoints > 0 ? Math.min(100, Math.floor((lifetime / tier.minPoints) * 1000) / 10) : 100;
  return { percent, text: `${formatNumber(tier.minPoints - lifetime)} points to go` };
}

function TierCard({
  tier,
  status,
  lifetime,
}: {
  tier: TierBenefits_TierFragment;
  status: PointsSummary_PointsFragment['tier'];
  lifetime: number;
}) {
  const titleId = useId();
  const look = TIER_LOOK[tier.name];
  const Icon = look.icon;
  const current = tier.name === status.current.name;
  const progress = tierProgress(tier, status, lifetime);
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg"
      h="full"
      borderColor={current ? 'brand.solid' : undefined}
      borderWidth={current ? '2px' : '1px'}
      colorPalette={look.palette}
    >
      <Card.Body gap="4">
        <Flex align="center" gap="3">
          <Flex align="center" justify="center" boxSize="11" rounded="full" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0}>
            <Icon aria-hidden size={22} />
          </Flex>
          <Box minW="0">
            <Text as="h3" id={titleId} fontWeight="bold" fontSize="lg" lineHeight="short">
              {tier.label}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {tierRange(tier)}
            </Text>
          </Box>
          {current ? (
            <Badge colorPalette="brand" variant="solid" ms="auto" flexShrink={0}>
              Current Tier
            </Badge>
          ) : null}
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Badge variant="outline" colorPalette="gray">
            {tier.multiplier}x points
          </Badge>
          <Badge variant="outline" colorPalette="gray">
            {tier.bonusPercent > 0 ? `+${tier.bonusPercent}% promotion bonus` : 'Standard promotions'}
          </Badge>
        </Flex>
        <List.Root gap="2" variant="plain" fontSize="sm">
          {tier.benefits.map((benefit) => (
            <List.Item key={benefit} alignItems="flex-start">
              <List.Indicator asChild color="green.fg" mt="0.5">
                <Check aria-hidden size={16} />
              </List.Indicator>
              {benefit}
            </List.Item>
          ))}
        </List.Root>
        <Box mt="auto">
          <ProgressBar value={clampPercent(progress.percent)} size="sm" colorPalette="brand" label={`${tier.label} tier progress`}>
            <Flex justify="space-between" fontSize="sm" mb="1.5" gap="2">
              <Text color="fg.muted">{progress.text}</Text>
              <Text fontWeight="semibold">{formatPercent(progress.percent)} complete</Text>
            </Flex>
          </ProgressBar>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

interface TierBenefitsTabProps {
  tiers: readonly TierBenefits_TierFragment[];
  status: PointsSummary_PointsFragment['tier'];
  lifetime: number;
}

/** Tier Benefits: every tier of the one tier scheme with its benefits and the member's progress. */
export function TierBenefitsTab({ tiers, status, lifetime }: TierBenefitsTabProps) {
  return (
    <Box>
      <Text color="fg.muted" mb="4">
        Tiers are earned on lifetime points, so redeeming never lowers your tier.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, '2xl': 4 }} gap="4">
        {tiers.map((tier) => (
          <TierCard key={tier.name} tier={tier} status={status} lifetime={lifetime} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
