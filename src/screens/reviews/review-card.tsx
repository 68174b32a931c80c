import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Icon, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { BadgeCheck, MessageSquareReply, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldMarksProvider, FormField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { ReviewsRespondDocument, type ReviewCard_ReviewFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { REVIEW_RESPONSE_MAX_LENGTH, validateReviewResponse } from '../../lib/validation/engagement';
import { SOURCE_LABELS } from './review-filters';
import { StarRating } from './star-rating';

export interface ReviewCardProps {
  review: ReviewCard_ReviewFragment;
  /** Called after a reply is saved, so the list and the figures catch up. */
  onResponded: () => Promise<void> | void;
}

/** The reply form under an unanswered review: validated with the shared rule, errors at the field. */
function ResponseForm({ review, onCancel, onSaved }: { review: ReviewCard_ReviewFragment; onCancel: () => void; onSaved: () => Promise<void> | void }) {
  const form = useRulesForm({ defaultValues: { text: '' }, validate: validateReviewResponse });
  const { errors, isSubmitting } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' });
  const [respond, { loading }] = useMutation(ReviewsRespondDocument);
  const counterId = useId();
  const busy = loading || isSubmitting;

  useEffect(() => {
    form.setFocus('text');
  }, [form]);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await respond({ variables: { input: { reviewId: review.id, text: values.text.trim() } } });
      const payload = result.data?.respondToReview;
      if (!payload) return;
      if (payload.errors.length > 0) {
        // A problem with the review itself (already answered, gone) is shown above the field.
        showServerErrors(form, payload.errors);
        form.setFocus('text');
        return;
      }
      toaster.create({ type: 'success', title: 'Response posted', description: `Your reply to ${review.customer} now shows under the review.` });
      await onSaved();
    } catch (caught) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(caught).message });
    }
  });

  return (
    <Box asChild mt="4" p={{ base: '3', md: '4' }} bg="bg.subtle" rounded="lg" borderWidth="1px" borderColor="border.muted">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      {errors[FORM_ERROR] ? (
        <Alert.Root status="error" mb="3" size="sm">
          <Alert.Indicator />
          <Alert.Title>{errors[FORM_ERROR].message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {/* The one field is required: it is not marked. */}
      <FieldMarksProvider marks="optional">
        <FormField label={`Your response to ${review.customer}`} error={errors.text?.message} required>
          <Textarea
            rows={4}
            bg="bg"
            maxLength={REVIEW_RESPONSE_MAX_LENGTH}
            placeholder="Thank the customer and address anything they raised."
            aria-describedby={counterId}
            {...form.register('text')}
          />
          <Text id={counterId} fontSize="xs" color="fg.muted" alignSelf="flex-end">
            {`${formatNumber(text.length)} / ${formatNumber(REVIEW_RESPONSE_MAX_LENGTH)} characters`}
          </Text>
        </FormField>
      </FieldMarksProvider>
      <Flex gap="2" mt="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Posting...">
          Post Response
        </Button>
      </Flex>
      </form>
    </Box>
  );
}

/**
 * One review: customer, Verified badge, stars, date, comment, helpful votes and product; a Needs
 * Response badge and a Respond button until the dealer replies, then the reply under it.
 */
export function ReviewCard({ review, onResponded }: ReviewCardProps) {
  const [responding, setResponding] = useState(false);
  const headingId = useId();
  const respondButtonRef = useRef<HTMLButtonElement>(null);
  const showForm = responding && !review.responded;

  return (
    <Box as="article" aria-labelledby={headingId} py={{ base: '4', md: '5' }}>
      <Flex gap={{ base: '3', md: '4' }} align="flex-start">
        <Image src={review.customerImage} alt="" boxSize={{ base: '10', md: '12' }} rounded="full" flexShrink={0} />
        <Box flex="1" minW="0">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Box minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h3" size="sm" id={headingId}>
                  {review.customer}
                </Heading>
                {review.verified ? (
                  <Badge colorPalette="green" variant="subtle" size="sm">
                    <Icon as={BadgeCheck} aria-hidden boxSize="3.5" />
                    Verified
                  </Badge>
                ) : null}
                {!review.responded ? (
                  <Badge colorPalette="orange" variant="solid" size="sm" bg="orange.700">
                    Needs Response
                  </Badge>
                ) : null}
              </HStack>
              <HStack gap="2" mt="1" wrap="wrap" fontSize="sm" color="fg.muted">
                <StarRating rating={review.rating} />
                <Text as="span">
                  <time dateTime={review.date}>{formatDate(review.date)}</time>
                </Text>
                <Text as="span" aria-hidden>
                  ·
                </Text>
                <Text as="span">{SOURCE_LABELS[review.source]}</Text>
              </HStack>
            </Box>
            {!review.responded && !showForm ? (
              <Button
                ref={respondButtonRef}
                size="sm"
                colorPalette="brand"
                variant="outline"
                aria-label={`Respond to ${review.customer}`}
                onClick={() => setResponding(true)}
              >
                <MessageSquareReply aria-hidden />
                Respond
              </Button>
            ) : null}
          </Flex>

          <Text mt="3" color="fg" whiteSpace="pre-line" overflowWrap="anywhere">
            {review.comment}
          </Text>

          <HStack mt="3" gap="3" wrap="wrap">
            <Badge variant="outline" colorPalette="gray" size="sm">
              {review.product}
            </Badge>
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <Icon as={ThumbsUp} aria-hidden boxSize="3.5" />
              <Text as="span">{`${formatNumber(review.helpfulCount)} found this helpful`}</Text>
            </HStack>
          </HStack>

          {review.response ? (
            <Stack
              mt="4"
              gap="1"
              p={{ base: '3', md: '4' }}
              bg="brand.subtle"
              rounded="lg"
              borderStartWidth="3px"
              borderColor="brand.solid"
              aria-label={`Response from ${review.response.author}`}
              role="group"
            >
              <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                {`Response from ${review.response.author}`}
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {' · '}
                  <time dateTime={review.response.respondedAt}>{formatDateTime(review.response.respondedAt)}</time>
                </Text>
              </Text>
              <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
                {review.response.text}
              </Text>
            </Stack>
          ) : null}

          {showForm ? (
            <ResponseForm
              review={review}
              onCancel={() => {
                setResponding(false);
                requestAnimationFrame(() => respondButtonRef.current?.focus());
              }}
              onSaved={async () => {
                setResponding(false);
                await onResponded();
              }}
            />
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}
