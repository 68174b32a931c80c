import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { Award, CalendarRange, Gift, Sparkles, UserCheck } from 'lucide-react';
import type { PromotionDetailsDialog_PromotionFragment } from '../../graphql/__generated__/graphql';
import { categoryPath, programWindow, PromotionFact, StatusBadge, Tags } from './promotion-card';
import { TIER_LABELS } from './labels';

export interface PromotionDetailsDialogProps {
  /** The promotion shown (kept while the dialog closes, so its content does not vanish mid-animation). */
  promotion: PromotionDetailsDialog_PromotionFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Everything about one promotion, with the bonus the viewer's own tier earns on it. */
export function PromotionDetailsDialog({ promotion, open, onOpenChange }: PromotionDetailsDialogProps) {
  return (
    <Dialog.Root
      open={open && promotion !== null}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w={{ base: 'calc(100% - 2rem)', sm: 'full' }}>
            {promotion ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="12">
                  <Flex gap="2" align="center" wrap="wrap">
                    <StatusBadge status={promotion.status} />
                    <Text fontSize="sm" color="brand.fg" fontWeight="medium">
                      {categoryPath(promotion)}
                    </Text>
                  </Flex>
                  <Dialog.Title>{promotion.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    {promotion.description ? <Text color="fg.muted">{promotion.description}</Text> : null}
                    <Stack as="dl" gap="3">
                      <PromotionFact icon={CalendarRange} label="Program window">
                        {programWindow(promotion)}
                      </PromotionFact>
                      <PromotionFact icon={Gift} label="Reward">
                        {promotion.reward}
                      </PromotionFact>
                      <PromotionFact icon={UserCheck} label="Eligibility">
                        {promotion.eligibility}
                      </PromotionFact>
                      {promotion.premierBonus ? (
                        <PromotionFact icon={Award} label="Premier Dealer Bonus">
                          {promotion.premierBonus}
                        </PromotionFact>
                      ) : null}
                    </Stack>
                    <Flex gap="3" align="flex-start" borderWidth="1px" borderColor="brand.border" bg="brand.subtle" borderRadius="md" p="3">
                      <Box color="brand.fg" mt="0.5" flexShrink={0}>
                        <Sparkles aria-hidden size={18} />
                      </Box>
                      <Box>
                        <Flex align="center" gap="2" wrap="wrap">
                          <Text fontWeight="semibold">Your tier bonus</Text>
                          <Badge colorPalette="brand" variant="solid">
                            {TIER_LABELS[promotion.viewerTier]}
                          </Badge>
                        </Flex>
                        <Text fontSize="sm" mt="1">
                          {promotion.viewerTierBonusPercent > 0
                            ? `As a ${TIER_LABELS[promotion.viewerTier]} member you earn a +${promotion.viewerTierBonusPercent}% bonus on this promotion.`
                            : `No tier bonus applies to this promotion for your ${TIER_LABELS[promotion.viewerTier]} tier.`}
                        </Text>
                      </Box>
                    </Flex>
                    <Tags tags={promotion.tags} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close details" />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
