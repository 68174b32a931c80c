import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarClock, CheckCircle2, Zap } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state';
import { toaster } from '../../components/ui/toaster';
import { RewardsActivateOfferDocument, type OfferCard_OfferFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatDate } from '../../lib/format';
import { OFFER_CATEGORY_LABELS } from './labels';
import { programDay } from '../../lib/program-time';

function OfferCard({ offer }: { offer: OfferCard_OfferFragment }) {
  const titleId = useId();
  // The payload's offer is normalized by id, so the card turns to 'Offer Activated' from the answer itself.
  const [activate, { loading }] = useMutation(RewardsActivateOfferDocument);

  const onActivate = async () => {
    try {
      const result = await activate({ variables: { input: { offerId: offer.id } } });
      const errors = result.data?.activateOffer.errors ?? [];
      if (errors.length > 0) {
        toaster.create({ title: 'Offer not activated', description: errors.map((error) => error.message).join(' '), type: 'error' });
        return;
      }
      toaster.create({ title: 'Offer activated', description: `${offer.title} is now active on your account.`, type: 'success' });
    } catch (error) {
      toaster.create({ title: 'Offer not activated', description: errorMessage(error).message, type: 'error' });
    }
  };

  const expired = offer.validUntil < programDay();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" h="full">
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {OFFER_CATEGORY_LABELS[offer.category]}
          </Badge>
          {offer.activated ? (
            <Badge colorPalette="green" variant="subtle" gap="1">
              <CheckCircle2 aria-hidden size={12} />
              Active
            </Badge>
          ) : null}
        </Flex>
        <Box>
          <Text as="h3" id={titleId} fontWeight="semibold" fontSize="md" lineHeight="short">
            {offer.title}
          </Text>
          <Text color="brand.fg" fontWeight="bold" fontSize="xl" mt="1">
            {offer.discount}
          </Text>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {offer.description}
        </Text>
        <Box mt="auto" pt="1" fontSize="sm">
          <Flex align="center" gap="1.5" color="fg.muted">
            <CalendarClock aria-hidden size={14} />
            <Text>Valid until {formatDate(offer.validUntil)}</Text>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="1">
            Terms: {offer.terms}
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer>
        {expired && !offer.activated ? (
          <Button w="full" variant="subtle" disabled>
            Offer Expired
          </Button>
        ) : offer.activated ? (
          <Button w="full" variant="subtle" colorPalette="green" disabled>
            <CheckCircle2 aria-hidden />
            Offer Activated
          </Button>
        ) : (
          <Button w="full" colorPalette="brand" loading={loading} loadingText="Activating..." onClick={onActivate}>
            <Zap aria-hidden />
            Activate Offer
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** Featured Offers: every offer the viewer may use (advisors get no Marketing offers), each with Activate Offer. */
export function OffersTab({ offers }: { offers: readonly OfferCard_OfferFragment[] }) {
  if (offers.length === 0) return <EmptyState title="No featured offers right now" description="Check back soon for new offers." />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </SimpleGrid>
  );
}
