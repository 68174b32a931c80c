import { useMutation } from '@apollo/client/react';
import { Alert, Button, CloseButton, Dialog, Input, NativeSelect, Portal, Stack, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import {
  AdminPromotionsSaveEarnRateDocument,
  AdminPromotionsScreenDocument,
  type EarnRateTier,
  type EarnRatesTab_RateFragment,
} from '../../graphql/__generated__/graphql';
import { PRODUCT_TYPE_MAX, validateEarnRate } from '../../lib/validation';
import { errorsForForm, FormField, numberFromInput } from '../admin-products/form-field';
import { TIERS, TIER_LABELS } from './labels';

const FIELDS = ['category', 'productType', 'basePoints', 'baseDollars', 'tier'];

interface RateFormValues {
  category: string;
  productType: string;
  basePoints: string;
  baseDollars: string;
  tier: EarnRateTier | '';
}

export interface EarnRateDialogProps {
  /** The rate to edit; null to add a new one. */
  rate: EarnRatesTab_RateFragment | null;
  categories: readonly string[];
  onClose: () => void;
}

/** Add or edit a base earn rate with the shared rules; the saved rate applies to future claims. */
export function EarnRateDialog({ rate, categories, onClose }: EarnRateDialogProps) {
  const [values, setValues] = useState<RateFormValues>(() =>
    rate
      ? { category: rate.category, productType: rate.productType, basePoints: String(rate.basePoints), baseDollars: String(rate.baseDollars), tier: rate.tier }
      : { category: '', productType: '', basePoints: '', baseDollars: '', tier: '' },
  );
  const formId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(AdminPromotionsSaveEarnRateDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });
  const set = <K extends keyof RateFormValues>(key: K, value: RateFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const basePoints = numberFromInput(values.basePoints);
    const baseDollars = numberFromInput(values.baseDollars);
    const tier = values.tier === '' ? null : values.tier;
    const problems = validateEarnRate({ category: values.category, productType: values.productType, basePoints, baseDollars, tier });
    if (problems.length > 0 || basePoints === null || baseDollars === null || tier === null) {
      setErrors(errorsForForm(problems, FIELDS));
      return;
    }
    try {
      const { data } = await save({
        variables: {
          input: { id: rate?.id ?? null, category: values.category.trim(), productType: values.productType.trim(), basePoints, baseDollars, tier },
        },
      });
      const result = data?.saveEarnRate;
      if (!result?.earnRate || result.errors.length > 0) {
        setErrors(errorsForForm(result?.errors ?? [{ field: null, message: 'The earn rate could not be saved' }], FIELDS));
        return;
      }
      const saved = result.earnRate;
      toaster.create({
        type: 'success',
        title: 'Earn Rate Updated',
        description: `The ${TIER_LABELS[saved.tier]} rate for ${saved.productType} has been saved and applies to future claims`,
      });
      onClose();
    } catch {
      setErrors({ _form: 'The earn rate could not be saved. Please try again.' });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{rate ? 'Edit Earn Rate' : 'Add New Rate'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="4">
                <form id={formId} onSubmit={submit} noValidate>
              <Text color="fg.muted" fontSize="sm">
                Changes apply to claims submitted from today; claims already submitted keep their rate.
              </Text>
              {errors._form ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{errors._form}</Alert.Title>
                </Alert.Root>
              ) : null}
              <FormField label="Category" required error={errors.category}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.category} onChange={(event) => set('category', event.target.value)}>
                    <option value="">Select a category</option>
                    {categories.map((category) => (
                      <option key={category} value={category}>
                        {category}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Product Type" required error={errors.productType}>
                <Input value={values.productType} maxLength={PRODUCT_TYPE_MAX} onChange={(event) => set('productType', event.target.value)} placeholder="e.g. Smart Thermostats" />
              </FormField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label="Base Points" required error={errors.basePoints}>
                  <Input inputMode="numeric" value={values.basePoints} onChange={(event) => set('basePoints', event.target.value)} />
                </FormField>
                <FormField label="Base Dollars" required error={errors.baseDollars}>
                  <Input inputMode="decimal" value={values.baseDollars} onChange={(event) => set('baseDollars', event.target.value)} />
                </FormField>
              </SimpleGrid>
              <FormField label="Tier" required error={errors.tier}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.tier} onChange={(event) => set('tier', event.target.value as EarnRateTier | '')}>
                    <option value="">Select a tier</option>
                    {TIERS.map((tier) => (
                      <option key={tier} value={tier}>
                        {TIER_LABELS[tier]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} colorPalette="brand" loading={loading} loadingText="Saving…">
                Save Rate
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
