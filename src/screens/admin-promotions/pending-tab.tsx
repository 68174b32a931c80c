import { Badge, Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FileText, Inbox } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state';
import type { ApprovalCard_PromotionFragment, PromotionsTable_PromotionFragment } from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';
import { ApprovalCard } from './approval-card';
import { CreatePromotionForm } from './create-promotion-form';
import { PromotionsTable } from './promotions-table';

export interface PendingTabProps {
  awaiting: readonly ApprovalCard_PromotionFragment[];
  drafts: readonly PromotionsTable_PromotionFragment[];
  draftsCount: number;
}

/** Pending Approval: the approval cards, the Create New Promotion form, and drafts and returned promotions. */
export function PendingTab({ awaiting, drafts, draftsCount }: PendingTabProps) {
  const awaitingId = useId();
  const draftsId = useId();

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby={awaitingId}>
        <Flex align="center" gap="2" mb="3">
          <Heading as="h2" size="lg" id={awaitingId}>
            Awaiting Approval
          </Heading>
          <Badge colorPalette="orange" variant="solid" rounded="full">
            {formatNumber(awaiting.length)}
          </Badge>
        </Flex>
        {awaiting.length === 0 ? (
          <Card.Root variant="outline" bg="bg">
            <Card.Body>
              <EmptyState icon={Inbox} title="No promotions awaiting approval" description="New submissions from territory and regional managers appear here." />
            </Card.Body>
          </Card.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
            {awaiting.map((promotion) => (
              <ApprovalCard key={promotion.id} promotion={promotion} />
            ))}
          </SimpleGrid>
        )}
      </Box>

      <CreatePromotionForm />

      <Card.Root as="section" aria-labelledby={draftsId} variant="outline" bg="bg">
        <Card.Header>
          <Heading as="h2" size="lg" id={draftsId}>
            Drafts &amp; Returned
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Drafts, promotions sent back for changes and rejected promotions.
          </Text>
        </Card.Header>
        <Card.Body>
          <PromotionsTable
            caption="Drafts and returned promotions"
            promotions={drafts}
            totalCount={draftsCount}
            showReviewNote
            empty={<EmptyState icon={FileText} title="No drafts" description="Promotions saved as drafts appear here." />}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
