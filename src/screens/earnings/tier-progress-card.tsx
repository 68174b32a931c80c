import { Badge, Box, Button, Card, Circle, Flex, Heading, Icon, Text } from '@chakra-ui/react';
import { ArrowRight, Check, Crown, Lock } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '../../components/progress-bar';
import type { TierProgressCard_OverviewFragment } from '../../graphql/__generated__/graphql';
import { clampPercent, formatNumber, formatPercent, formatPoints } from '../../lib/format';

type Milestone = TierProgressCard_OverviewFragment['milestones'][number];

function pointsRange(tier: Milestone['tier']): string {
  return tier.maxPoints == null ? `${formatNumber(tier.minPoints)}+ pts` : `${formatNumber(tier.minPoints)}-${formatNumber(tier.maxPoints)} pts`;
}

function MilestoneStep({ milestone, current, next }: { milestone: Milestone; current: boolean; next: Milestone | undefined }) {
  const { tier, reached } = milestone;
  return (
    <Flex as="li" direction={{ base: 'row', md: 'column' }} align={{ base: 'center', md: 'flex-start' }} gap="3" flex="1" position="relative" minW="0">
      {/* The line to the next milestone, filled once it is reached: decoration only. */}
      {next ? (
        <Box
          aria-hidden
          position="absolute"
          display={{ base: 'none', md: 'block' }}
          top="4"
          left="10"
          right="2"
          h="2px"
          bg={next.reached ? 'brand.solid' : 'border'}
        />
      ) : null}
      <Circle
        size="8"
        flexShrink={0}
        bg={reached ? 'brand.solid' : 'bg.muted'}
        color={reached ? 'white' : 'fg.muted'}
        outline={current ? '3px solid' : undefined}
        outlineColor="brand.emphasized"
        outlineOffset="2px"
      >
        <Icon as={reached ? Check : Lock} boxSize="4" aria-hidden />
      </Circle>
      <Box minW="0">
        <Text fontWeight="semibold">
          {tier.label}
          {current ? (
            <Badge ms="2" colorPalette="brand" variant="subtle" size="sm">
              Current
            </Badge>
          ) : null}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {pointsRange(tier)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {tier.bonusPercent > 0 ? `+${tier.bonusPercent}% on promotions` : 'Base earning'}
        </Text>
        <Text srOnly>{reached ? 'Reached' : 'Not reached yet'}</Text>
      </Box>
    </Flex>
  );
}

/**
 * Loyalty tier progress: the current tier from lifetime points, progress to the next tier (100% at the
 * top) and the four milestones.
 */
export function TierProgressCard({ overview }: { overview: TierProgressCard_OverviewFragment }) {
  const { tier, milestones, points } = overview;
  const atTop = tier.next == null;
  return (
    <Card.Root as="section" aria-labelledby="tier-progress-heading" variant="outline" bg="bg">
      <Card.Body gap="6">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h2" id="tier-progress-heading" size="md">
            Loyalty Tier Progress
          </Heading>
          <Button asChild variant="ghost" size="sm" colorPalette="brand">
            <RouterLink to="/rewards">
              View All Benefits
              <Icon as={ArrowRight} aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align={{ md: 'center' }}>
          <Flex align="center" gap="4" flexShrink={0}>
            <Circle size="14" bgImage="linear-gradient(135deg, {colors.brand.500}, {colors.brand.800})" color="white" shadow="sm">
              <Icon as={Crown} boxSize="7" aria-hidden />
            </Circle>
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Current tier
              </Text>
              <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="current-tier">
                {tier.current.label}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatPoints(points.lifetimeEarned)} lifetime
              </Text>
            </Box>
          </Flex>
          <Box flex="1" minW="0">
            <Flex justify="space-between" gap="3" mb="2" fontSize="sm">
              <Text fontWeight="medium">{atTop ? 'Top tier reached' : `Progress to ${tier.next?.label}`}</Text>
              <Text fontWeight="semibold">{formatPercent(tier.progressPercent)} complete</Text>
            </Flex>
            <ProgressBar
              value={clampPercent(tier.progressPercent)}
              size="md"
              colorPalette="brand"
              label={atTop ? 'Tier progress' : `Progress to ${tier.next?.label}`}
            />
            <Text fontSize="sm" color="fg.muted" mt="2">
              {atTop
                ? `You enjoy every ${tier.current.label} benefit, including +${tier.current.bonusPercent}% on promotions.`
                : `${formatPoints(tier.pointsToNext)} to ${tier.next?.label}`}
            </Text>
          </Box>
        </Flex>
        <Flex as="ol" aria-label="Tier milestones" direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '2' }} listStyleType="none">
          {milestones.map((milestone, index) => (
            <MilestoneStep
              key={milestone.tier.name}
              milestone={milestone}
              current={milestone.tier.name === tier.current.name}
              next={milestones[index + 1]}
            />
          ))}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
