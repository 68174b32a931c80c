import { useMutation } from '@apollo/client/react';
import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import { FormDialog } from '../../components/form-dialog';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import {
  AdminPromotionsSaveEarnRateDocument,
  AdminPromotionsScreenDocument,
  type EarnRateTier,
  type EarnRatesTab_RateFragment,
} from '../../graphql/__generated__/graphql';
import { PRODUCT_TYPE_MAX, validateEarnRate } from '../../lib/validation';
import { errorsForForm, FormField, numberFromInput, SelectInput } from '../../components/form-field';
import { TIERS, TIER_LABELS } from './labels';
import { editableAmount } from '../../lib/money';

const FIELDS = ['category', 'productType', 'basePoints', 'baseAmount', 'tier'];

interface RateFormValues {
  category: string;
  productType: string;
  basePoints: string;
  baseAmount: string;
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
      ? { category: rate.category, productType: rate.productType, basePoints: String(rate.basePoints), baseAmount: editableAmount(rate.baseAmount), tier: rate.tier }
      : { category: '', productType: '', basePoints: '', baseAmount: '', tier: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(AdminPromotionsSaveEarnRateDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });
  const set = <K extends keyof RateFormValues>(key: K, value: RateFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const basePoints = numberFromInput(values.basePoints);
    const baseAmount = values.baseAmount.trim();
    const tier = values.tier === '' ? null : values.tier;
    const problems = validateEarnRate({ category: values.category, productType: values.productType, basePoints, baseAmount, tier });
    if (problems.length > 0 || basePoints === null || tier === null) {
      setErrors(errorsForForm(problems, FIELDS));
      return;
    }
    try {
      const { data } = await save({
        variables: {
          input: { id: rate?.id ?? null, category: values.category.trim(), productType: values.productType.trim(), basePoints, baseAmount, tier },
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
    <FormDialog
      onOpenChange={(open) => (open ? null : onClose())}
      title={rate ? 'Edit Earn Rate' : 'Add New Rate'}
      size={{ smDown: 'full', sm: 'md' }}
      formError={errors._form}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Rate"
      loading={loading}
      loadingText="Saving…"
    >
      <Text color="fg.muted" fontSize="sm">
        Changes apply to claims submitted from today; claims already submitted keep their rate.
      </Text>
      <FormField label="Category" required error={errors.category}>
        <SelectInput value={values.category} onChange={(value) => set('category', value)} placeholder="Select a category" options={categories} />
      </FormField>
      <FormField label="Product Type" required error={errors.productType}>
        <Input value={values.productType} maxLength={PRODUCT_TYPE_MAX} onChange={(event) => set('productType', event.target.value)} placeholder="e.g. Smart Thermostats" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Base Points" required error={errors.basePoints}>
          <Input inputMode="numeric" value={values.basePoints} onChange={(event) => set('basePoints', event.target.value)} />
        </FormField>
        <FormField label="Base Dollars" required error={errors.baseAmount}>
          <Input inputMode="decimal" value={values.baseAmount} onChange={(event) => set('baseAmount', event.target.value)} />
        </FormField>
      </SimpleGrid>
      <FormField label="Tier" required error={errors.tier}>
        <SelectInput value={values.tier} onChange={(value) => set('tier', value)} placeholder="Select a tier" options={TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))} />
      </FormField>
    </FormDialog>
  );
}
