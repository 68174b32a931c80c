import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FilePlus2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { toaster } from '../../components/ui/toaster';
import { AdminPromotionsCreateDocument, AdminPromotionsScreenDocument } from '../../graphql/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { validatePromotion } from '../../lib/validation';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { EMPTY_PROMOTION, PromotionFields, type PromotionFormValues } from './promotion-fields';

/**
 * Create New Promotion: Create & Activate puts it live (active, or scheduled when it starts later);
 * Save as Draft keeps it among the drafts. The form is cleared after a success.
 */
export function CreatePromotionForm() {
  const headingId = useId();
  const form = useRulesForm<PromotionFormValues>({ defaultValues: EMPTY_PROMOTION, validate: (values) => validatePromotion(values) });
  const formError = form.formState.errors[FORM_ERROR]?.message;
  const [autoEnroll, setAutoEnroll] = useState(false);
  const [pending, setPending] = useState<'activate' | 'draft' | null>(null);
  const [create] = useMutation(AdminPromotionsCreateDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });

  const save = async (values: PromotionFormValues, activate: boolean) => {
    setPending(activate ? 'activate' : 'draft');
    try {
      const { data } = await create({
        variables: {
          input: {
            ...values,
            name: values.name.trim(),
            multiplier: values.multiplier.trim(),
            description: values.description.trim() || null,
            autoEnroll,
            activate,
          },
        },
      });
      const result = data?.createPromotion;
      if (!result?.promotion || result.errors.length > 0) {
        showServerErrors(form, result?.errors ?? [{ field: null, message: 'The promotion could not be created' }]);
        return;
      }
      const created = result.promotion;
      if (!activate) {
        toaster.create({ type: 'success', title: 'Draft Saved', description: `${created.name} has been saved as a draft` });
      } else if (created.status === 'SCHEDULED') {
        toaster.create({ type: 'success', title: 'Promotion Created', description: `${created.name} is scheduled to start on ${formatDate(created.startDate)}` });
      } else {
        toaster.create({ type: 'success', title: 'Promotion Created', description: `${created.name} is now active` });
      }
      form.reset(EMPTY_PROMOTION);
      setAutoEnroll(false);
    } catch {
      form.setError(FORM_ERROR, { type: 'server', message: 'The promotion could not be created. Please try again.' });
    } finally {
      setPending(null);
    }
  };

  const submit = form.handleSubmit((values) => save(values, true));
  const saveDraft = form.handleSubmit((values) => save(values, false));

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          Create New Promotion
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Activate it now, or save it as a draft to finish later.
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
          <Stack gap="5">
            {formError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            ) : null}
            <PromotionFields form={form} />
            <Checkbox.Root checked={autoEnroll} onCheckedChange={(details) => setAutoEnroll(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Auto-enroll all eligible participants</Checkbox.Label>
            </Checkbox.Root>
            <Flex gap="2" wrap="wrap" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
              <Button variant="outline" onClick={() => void saveDraft()} loading={pending === 'draft'} disabled={pending !== null} loadingText="Saving…">
                <Save aria-hidden /> Save as Draft
              </Button>
              <Button type="submit" colorPalette="brand" loading={pending === 'activate'} disabled={pending !== null} loadingText="Creating…">
                <FilePlus2 aria-hidden /> Create &amp; Activate
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
