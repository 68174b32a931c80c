import { Alert, Badge, Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { ProgressBar } from '../../components/progress-bar';
import type { AccrualHistory_AccrualFragment, AccrualHistory_AnnualFragment } from '../../graphql/__generated__/graphql';
import { formatPercent } from '../../lib/format';
import { centsOf } from '../../lib/money';
import { formatAmount } from './labels';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" color={tone}>
        {value}
      </Text>
    </Box>
  );
}

function utilizationPalette(quarter: AccrualHistory_AccrualFragment): string {
  if (quarter.fullyUtilized) return 'green';
  if (quarter.highUtilization) return 'orange';
  return 'brand';
}

function QuarterCard({ quarter }: { quarter: AccrualHistory_AccrualFragment }) {
  const headingId = `accrual-${quarter.period.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" bg="bg" borderColor={quarter.current ? 'brand.emphasized' : undefined}>
      <Card.Body gap="4">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" id={headingId} size="md">
            {quarter.period}
          </Heading>
          <Flex gap="2" wrap="wrap">
            {quarter.current ? (
              <Badge colorPalette="brand" variant="solid">
                Current quarter
              </Badge>
            ) : null}
            {quarter.fullyUtilized ? (
              <Badge colorPalette="green" variant="subtle" gap="1">
                <CircleCheck size={12} aria-hidden />
                Fully utilized
              </Badge>
            ) : null}
          </Flex>
        </Flex>
        <SimpleGrid as="dl" columns={3} gap="3">
          <Figure label="Earned" value={formatAmount(centsOf(quarter.earned))} />
          <Figure label="Spent" value={formatAmount(centsOf(quarter.spent))} />
          <Figure label="Remaining" value={formatAmount(centsOf(quarter.remaining))} tone={centsOf(quarter.remaining) <= 0 ? 'fg.muted' : 'green.fg'} />
        </SimpleGrid>
        <Stack gap="1.5">
          <Flex justify="space-between" fontSize="sm">
            <Text color="fg.muted">Utilization</Text>
            <Text fontWeight="medium">{formatPercent(quarter.utilizationPercent, 1)}</Text>
          </Flex>
          <ProgressBar
            value={Math.min(100, quarter.utilizationPercent)}
            size="sm"
            colorPalette={utilizationPalette(quarter)}
            label={`${quarter.period} utilization`}
          />
        </Stack>
        {quarter.highUtilization ? (
          <Alert.Root status="warning" size="sm" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>High utilization</Alert.Title>
              <Alert.Description>
                {formatPercent(quarter.utilizationPercent, 1)} of this quarter&apos;s funds are used; {formatAmount(centsOf(quarter.remaining))} remains.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export interface AccrualHistoryProps {
  accruals: readonly AccrualHistory_AccrualFragment[];
  annual: AccrualHistory_AnnualFragment;
}

/** Accrual History: one card per quarter of the fiscal year (current first), then the annual totals. */
export function AccrualHistory({ accruals, annual }: AccrualHistoryProps) {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {accruals.map((quarter) => (
          <QuarterCard key={quarter.period} quarter={quarter} />
        ))}
      </SimpleGrid>
      <Card.Root as="section" aria-labelledby="annual-performance" variant="subtle" bg="brand.subtle">
        <Card.Body gap="4">
          <Heading as="h3" id="annual-performance" size="md">
            Annual Performance
          </Heading>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
            <Figure label="Total Earned" value={formatAmount(centsOf(annual.earned))} />
            <Figure label="Total Spent" value={formatAmount(centsOf(annual.spent))} />
            <Figure label="Remaining" value={formatAmount(centsOf(annual.remaining))} />
            <Figure label="Utilization" value={formatPercent(annual.utilizationPercent, 1)} />
          </SimpleGrid>
          <ProgressBar value={Math.min(100, annual.utilizationPercent)} size="sm" colorPalette="brand" trackProps={{ bg: 'bg' }} label="Annual utilization" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
