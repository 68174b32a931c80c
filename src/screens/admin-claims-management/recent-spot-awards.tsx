import { Badge, Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Gift } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { RecentSpotAwards_AwardFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatMoney, formatMoneyCents } from '../../lib/format';
import { SPOT_AWARD_TYPE_LABELS } from './labels';

/** Recent Spot Awards: every award of the last 30 days, newest first, with the recipient's earnings now. */
export function RecentSpotAwards({ awards }: { awards: readonly RecentSpotAwards_AwardFragment[] }) {
  return (
    <Card.Root variant="outline" bg="bg" h="full">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="2">
          <Card.Title as="h2">Recent Spot Awards</Card.Title>
          <Text fontSize="sm" color="fg.muted">
            Last 30 days
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body>
        {awards.length === 0 ? (
          <EmptyState icon={Gift} title="No spot awards in the last 30 days" />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent spot awards">
            {awards.map((award) => (
              <Box as="li" key={award.id} borderWidth="1px" borderColor="border.muted" rounded="lg" p="4">
                <Flex justify="space-between" align="flex-start" gap="3">
                  <Stack gap="1" minW="0">
                    <Text fontWeight="semibold">{award.participant.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {award.participant.dealer.name}
                    </Text>
                  </Stack>
                  <Text fontWeight="bold" fontSize="lg" color="green.fg" whiteSpace="nowrap">
                    {formatMoneyCents(award.amount.amount)}
                  </Text>
                </Flex>
                <Text fontSize="sm" mt="2">
                  {award.reason}
                </Text>
                <HStack mt="3" gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
                  <Badge colorPalette="brand" variant="subtle">
                    {SPOT_AWARD_TYPE_LABELS[award.type] ?? award.type}
                  </Badge>
                  <Text>
                    {formatDate(award.issuedAt)} · by {award.issuedBy}
                  </Text>
                  <Text ms="auto">Total earnings {formatMoney(award.participant.totalEarnings.amount)}</Text>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
