import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Award, CalendarRange, Gift, UserCheck, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { PromotionCard_PromotionFragment } from '../../graphql/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { CATEGORY_LABELS, STATUS_LOOK, SUBCATEGORY_LABELS } from './labels';

/** 'Purchase Loyalty → Stocking Incentives', or the category alone. */
export function categoryPath(promotion: Pick<PromotionCard_PromotionFragment, 'category' | 'subcategory'>): string {
  const category = CATEGORY_LABELS[promotion.category];
  return promotion.subcategory ? `${category} → ${SUBCATEGORY_LABELS[promotion.subcategory]}` : category;
}

export function programWindow(promotion: Pick<PromotionCard_PromotionFragment, 'startDate' | 'endDate'>): string {
  return `${formatDate(promotion.startDate)} – ${formatDate(promotion.endDate)}`;
}

export function StatusBadge({ status }: { status: PromotionCard_PromotionFragment['status'] }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle" flexShrink={0}>
      {look.label}
    </Badge>
  );
}

export function PromotionFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <Flex as="dt" align="center" gap="2.5" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        <Box as="span" color="brand.fg" flexShrink={0} display="inline-flex">
          <Icon aria-hidden size={16} />
        </Box>
        {label}
      </Flex>
      <Box as="dd" fontSize="sm" ps="26px" mt="0.5">
        {children}
      </Box>
    </div>
  );
}

export function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <HStack as="ul" aria-label="Tags" gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0">
      {tags.map((tag) => (
        <Badge as="li" key={tag} variant="outline" colorPalette="gray" fontWeight="medium">
          {tag}
        </Badge>
      ))}
    </HStack>
  );
}

/** A promotion in the list: its card fields and View Details (docs/product.md, "Screens and navigation"). */
export function PromotionCard({ promotion, onViewDetails }: { promotion: PromotionCard_PromotionFragment; onViewDetails: () => void }) {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" h="full">
      <Card.Header pb="0" gap="2">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" id={titleId} size="md" lineHeight="short">
            {promotion.title}
          </Heading>
          <StatusBadge status={promotion.status} />
        </Flex>
        <Text fontSize="sm" color="brand.fg" fontWeight="medium">
          {categoryPath(promotion)}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        {promotion.description ? (
          <Text fontSize="sm" color="fg.muted">
            {promotion.description}
          </Text>
        ) : null}
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
        </Stack>
        {promotion.premierBonus ? (
          <Flex gap="2.5" align="flex-start" bg="orange.subtle" borderRadius="md" px="3" py="2.5">
            <Box color="orange.fg" mt="0.5" flexShrink={0}>
              <Award aria-hidden size={16} />
            </Box>
            <Box fontSize="sm">
              <Text fontWeight="semibold" color="orange.fg">
                Premier Dealer Bonus
              </Text>
              <Text>{promotion.premierBonus}</Text>
            </Box>
          </Flex>
        ) : null}
        <Tags tags={promotion.tags} />
      </Card.Body>
      <Card.Footer pt="0">
        <Button variant="outline" colorPalette="brand" size="sm" onClick={onViewDetails} aria-label={`View Details: ${promotion.title}`}>
          View Details
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
