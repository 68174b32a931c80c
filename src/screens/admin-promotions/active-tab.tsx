import { Badge, Box, Button, Card, Flex, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { SearchX, Users } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state';
import type { PromotionsTable_PromotionFragment } from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { SearchField } from '../../components/search-field';
import { LIVE_VIEWS, type LiveView } from './labels';
import { PromotionsTable } from './promotions-table';

export interface ActiveTabProps {
  promotions: readonly PromotionsTable_PromotionFragment[];
  totalCount: number;
  totalParticipants: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
}

/** Active Promotions: search, the participants badge and the table of live promotions. */
export function ActiveTab({ promotions, totalCount, totalParticipants, hasNextPage, onLoadMore }: ActiveTabProps) {
  const headingId = useId();
  const [show, setShow] = useUrlState('show', 'current');

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg">
      <Card.Header>
        <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Box>
            <Heading as="h2" size="lg" id={headingId}>
              Active Promotions
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Promotions that are running or scheduled to start.
            </Text>
          </Box>
          <Badge colorPalette="brand" variant="subtle" size="lg" gap="1.5">
            <Users aria-hidden size={14} />
            {formatNumber(totalParticipants)} total participants
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <SearchField param="search" label="Search promotions" placeholder="Search by promotion ID or name" />
          <NativeSelect.Root w={{ base: 'full', md: '240px' }}>
            <NativeSelect.Field aria-label="Show promotions" value={show} onChange={(event) => setShow(event.target.value)} bg="bg">
              {(Object.keys(LIVE_VIEWS) as LiveView[]).map((view) => (
                <option key={view} value={view}>
                  {LIVE_VIEWS[view].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <PromotionsTable
          caption="Active promotions"
          // The card around the table is the "Active Promotions" landmark; its scroll area reads apart from it.
          regionLabel="Active promotions table"
          promotions={promotions}
          totalCount={totalCount}
          hasNextPage={hasNextPage}
          onLoadMore={onLoadMore}
          empty={
            <EmptyState
              icon={SearchX}
              title="No promotions found matching your filters"
              description="Try another search, or show all promotions including expired ones."
              action={
                <Button variant="outline" size="sm" onClick={() => setShow('current', ['search'])}>
                  Clear filters
                </Button>
              }
            />
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
