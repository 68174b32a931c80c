import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, DataList, Flex, Heading, Text, Wrap } from '@chakra-ui/react';
import { CheckCircle2, MessageSquareWarning, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toaster } from '../../components/ui/toaster';
import {
  AdminPromotionsApproveDocument,
  AdminPromotionsScreenDocument,
  type ApprovalCard_PromotionFragment,
} from '../../graphql/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { PROMOTION_TYPE_LABELS, TARGET_PRODUCT_LABELS } from './labels';
import { ReviewNoteDialog, type ReviewDecision } from './review-note-dialog';

export interface ApprovalCardProps {
  promotion: ApprovalCard_PromotionFragment;
}

/** A promotion awaiting approval: what it is, who submitted it, and the three decisions. */
export function ApprovalCard({ promotion }: ApprovalCardProps) {
  const headingId = useId();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [approve, { loading }] = useMutation(AdminPromotionsApproveDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });

  const onApprove = async () => {
    try {
      const { data } = await approve({ variables: { input: { promotionId: promotion.id } } });
      const result = data?.approvePromotion;
      const problem = result?.errors[0];
      if (!result?.promotion || problem) {
        toaster.create({ type: 'error', title: 'Promotion not approved', description: problem?.message ?? 'Please try again.' });
        return;
      }
      const approved = result.promotion;
      toaster.create({
        type: 'success',
        title: 'Promotion Approved',
        description:
          approved.status === 'SCHEDULED'
            ? `${approved.name} has been approved and activates on ${formatDate(approved.startDate)}`
            : `${approved.name} has been activated`,
      });
    } catch {
      toaster.create({ type: 'error', title: 'Promotion not approved', description: 'Please try again.' });
    }
  };

  const details: [string, string][] = [
    ['Type', PROMOTION_TYPE_LABELS[promotion.type]],
    ['Multiplier', promotion.multiplier],
    ['Dates', `${formatDate(promotion.startDate)} – ${formatDate(promotion.endDate)}`],
    ['Target Products', TARGET_PRODUCT_LABELS[promotion.targetProducts]],
    ['Submitted By', promotion.submittedBy ?? 'Not recorded'],
    ['Submitted', promotion.submittedAt ? formatDate(promotion.submittedAt) : 'Not recorded'],
  ];

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" bg="bg" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {promotion.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono" mt="0.5">
              {promotion.id}
            </Text>
          </Box>
          <Wrap gap="2">
            <Badge colorPalette="orange" variant="subtle">
              Pending Approval
            </Badge>
            {promotion.autoEnroll ? (
              <Badge colorPalette="green" variant="outline">
                Auto-enroll
              </Badge>
            ) : null}
          </Wrap>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="vertical" size="sm" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3">
          {details.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {promotion.description ? (
          <Box bg="bg.muted" rounded="md" p="3">
            <Text fontSize="sm">{promotion.description}</Text>
          </Box>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Flex gap="2" wrap="wrap" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Button colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }} onClick={onApprove} loading={loading} loadingText="Approving…">
            <CheckCircle2 aria-hidden /> Approve &amp; Activate
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setDecision('reject')}>
            <XCircle aria-hidden /> Reject
          </Button>
          <Button variant="outline" onClick={() => setDecision('changes')}>
            <MessageSquareWarning aria-hidden /> Request Changes
          </Button>
        </Flex>
      </Card.Footer>
      {decision ? <ReviewNoteDialog promotion={promotion} decision={decision} onClose={() => setDecision(null)} /> : null}
    </Card.Root>
  );
}
