import { Box, Button, Card, Circle, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, BadgeDollarSign, Coins, Megaphone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { EarningsCards_OverviewFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatMoney, formatNumber, formatPoints } from '../../lib/format';
import { centsOf, decimalFromCents } from '../../lib/money';

interface DetailRow {
  label: string;
  value: string;
}

interface EarningCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  palette: string;
  value: string;
  caption: string;
  details: readonly DetailRow[];
  note?: ReactNode;
  action: { label: string; to: string };
}

function EarningCard({ id, title, icon, palette, value, caption, details, note, action }: EarningCardProps) {
  const headingId = `earnings-card-${id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" h="full">
      <Card.Body gap="4">
        <Flex align="center" gap="3">
          <Circle size="10" bg={`${palette}.subtle`} color={`${palette}.fg`} flexShrink={0}>
            <Icon as={icon} boxSize="5" aria-hidden />
          </Circle>
          <Heading as="h2" id={headingId} size="md">
            {title}
          </Heading>
        </Flex>
        <Box>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short" letterSpacing="tight" fontVariantNumeric="tabular-nums">
            {value}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {caption}
          </Text>
        </Box>
        <Stack as="dl" gap="2" fontSize="sm" borderTopWidth="1px" borderColor="border.muted" pt="3">
          {details.map((row) => (
            <Flex key={row.label} justify="space-between" gap="3">
              <Text as="dt" color="fg.muted">
                {row.label}
              </Text>
              <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums" textAlign="end">
                {row.value}
              </Text>
            </Flex>
          ))}
        </Stack>
        {note}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm" w="full" colorPalette="brand">
          <RouterLink to={action.to}>
            {action.label}
            <Icon as={ArrowRight} aria-hidden />
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The earnings cards: Marketing Funds (dealers only), Rebates and Loyalty Points, each with the way to
 * act on it.
 */
export function EarningsCards({ overview }: { overview: EarningsCards_OverviewFragment }) {
  const funds = overview.marketingFunds;
  const points = overview.points;
  // The server names only an expiry still ahead (as on Loyalty Rewards).
  const expiringOn = points.expiringPoints > 0 ? points.expiringOn : null;
  const fundAvailable = (fund: 'COOP' | 'MDF') => funds?.funds.find((entry) => entry.fund === fund)?.available.amount ?? 0;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: funds ? 3 : 2 }} gap={{ base: '4', md: '5' }}>
      {funds ? (
        <EarningCard
          id="marketing-funds"
          title="Marketing Funds"
          icon={Megaphone}
          palette="purple"
          value={formatMoney(funds.availableBalance.amount)}
          caption="Available balance"
          details={[
            { label: 'Co-op', value: formatMoney(fundAvailable('COOP')) },
            { label: 'MDF', value: formatMoney(fundAvailable('MDF')) },
            { label: 'Pending claims', value: formatMoney(funds.pendingClaims.amount) },
            { label: 'Earned YTD', value: formatMoney(funds.earnedYtd.amount) },
          ]}
          action={{ label: 'Request Funds', to: '/marketing-funds' }}
        />
      ) : null}
      <EarningCard
        id="rebates"
        title="Rebates"
        icon={BadgeDollarSign}
        palette="green"
        value={formatMoney(overview.rebatesYtd.amount)}
        caption="Paid this year"
        details={[
          { label: 'Pending', value: formatMoney(overview.rebatesPending.amount) },
          { label: 'Total incl. pending', value: formatMoney(decimalFromCents(centsOf(overview.rebatesYtd) + centsOf(overview.rebatesPending))) },
        ]}
        action={{ label: 'View Details', to: '/promotions' }}
      />
      <EarningCard
        id="points"
        title="Loyalty Points"
        icon={Coins}
        palette="orange"
        value={formatNumber(points.balance)}
        caption="Points available to redeem"
        details={[
          { label: 'Lifetime earned', value: formatPoints(points.lifetimeEarned) },
          { label: 'Earned this month', value: `+${formatPoints(points.earnedThisMonth)}` },
        ]}
        note={
          expiringOn ? (
            <Text fontSize="sm" color="orange.fg" bg="orange.subtle" rounded="md" px="3" py="2">
              {formatPoints(points.expiringPoints)} expire {formatDate(expiringOn)}
            </Text>
          ) : null
        }
        action={{ label: 'Redeem Rewards', to: '/rewards' }}
      />
    </SimpleGrid>
  );
}
