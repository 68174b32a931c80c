import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FilePlus2, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import { AdminPromotionsCreateDocument, AdminPromotionsScreenDocument } from '../../graphql/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { validatePromotion } from '../../lib/validation';
import { errorsForForm } from '../../components/form-field';
import { EMPTY_PROMOTION, PROMOTION_FIELDS, PromotionFields } from './promotion-fields';

/**
 * Create New Promotion: Create & Activate puts it live (active, or scheduled when it starts later);
 * Save as Draft keeps it among the drafts. The form is cleared after a success.
 */
export function CreatePromotionForm() {
  const headingId = useId();
  const [values, setValues] = useState(EMPTY_PROMOTION);
  const [autoEnroll, setAutoEnroll] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<'activate' | 'draft' | null>(null);
  const [create] = useMutation(AdminPromotionsCreateDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });

  const save = async (activate: boolean) => {
    const problems = validatePromotion(values);
    if (problems.length > 0) {
      setErrors(errorsForForm(problems, PROMOTION_FIELDS));
      return;
    }
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
        setErrors(errorsForForm(result?.errors ?? [{ field: null, message: 'The promotion could not be created' }], PROMOTION_FIELDS));
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
      setValues(EMPTY_PROMOTION);
      setAutoEnroll(false);
      setErrors({});
    } catch {
      setErrors({ _form: 'The promotion could not be created. Please try again.' });
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

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
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <Stack gap="5">
            {errors._form ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{errors._form}</Alert.Title>
              </Alert.Root>
            ) : null}
            <PromotionFields values={values} onChange={setValues} errors={errors} />
            <Checkbox.Root checked={autoEnroll} onCheckedChange={(details) => setAutoEnroll(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Auto-enroll all eligible participants</Checkbox.Label>
            </Checkbox.Root>
            <Flex gap="2" wrap="wrap" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
              <Button variant="outline" onClick={() => void save(false)} loading={pending === 'draft'} disabled={pending !== null} loadingText="Saving…">
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
