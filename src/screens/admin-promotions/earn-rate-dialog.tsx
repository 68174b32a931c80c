import { useMutation } from '@apollo/client/react';
import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import { FormDialog } from '../../components/form-dialog';
import { toaster } from '../../components/ui/toaster';
import {
  AdminPromotionsSaveEarnRateDocument,
  AdminPromotionsScreenDocument,
  type EarnRateTier,
  type EarnRatesTab_RateFragment,
} from '../../graphql/__generated__/graphql';
import { PRODUCT_TYPE_MAX, validateEarnRate } from '../../lib/validation';
import { FormField, numberFromInput, SelectField } from '../../components/form-field';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { TIERS, TIER_LABELS } from './labels';
import { editableAmount } from '../../lib/money';

interface RateFormValues {
  category: string;
  productType: string;
  basePoints: string;
  baseAmount: string;
  tier: EarnRateTier | '';
}

/** The rate as the shared rules read it. */
function rateOf(values: RateFormValues) {
  return {
    category: values.category,
    productType: values.productType,
    basePoints: numberFromInput(values.basePoints),
    baseAmount: values.baseAmount.trim(),
    tier: values.tier === '' ? null : values.tier,
  };
}

const TIER_OPTIONS = TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

export interface EarnRateDialogProps {
  /** The rate to edit; null to add a new one. */
  rate: EarnRatesTab_RateFragment | null;
  categories: readonly string[];
  onClose: () => void;
}

/** Add or edit a base earn rate with the shared rules; the saved rate applies to future claims. */
export function EarnRateDialog({ rate, categories, onClose }: EarnRateDialogProps) {
  const form = useRulesForm<RateFormValues>({
    defaultValues: rate
      ? { category: rate.category, productType: rate.productType, basePoints: String(rate.basePoints), baseAmount: editableAmount(rate.baseAmount), tier: rate.tier }
      : { category: '', productType: '', basePoints: '', baseAmount: '', tier: '' },
    validate: (values) => validateEarnRate(rateOf(values)),
  });
  const { errors } = form.formState;
  const [save, { loading }] = useMutation(AdminPromotionsSaveEarnRateDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });

  const submit = form.handleSubmit(async (values) => {
    const { basePoints, baseAmount, tier } = rateOf(values);
    if (basePoints === null || tier === null) return;
    try {
      const { data } = await save({
        variables: {
          input: { id: rate?.id ?? null, category: values.category.trim(), productType: values.productType.trim(), basePoints, baseAmount, tier },
        },
      });
      const result = data?.saveEarnRate;
      if (!result?.earnRate || result.errors.length > 0) {
        showServerErrors(form, result?.errors ?? [{ field: null, message: 'The earn rate could not be saved' }]);
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
      form.setError(FORM_ERROR, { type: 'server', message: 'The earn rate could not be saved. Please try again.' });
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => (open ? null : onClose())}
      title={rate ? 'Edit Earn Rate' : 'Add New Rate'}
      size={{ smDown: 'full', sm: 'md' }}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Rate"
      loading={loading}
      loadingText="Saving…"
    >
      <Text color="fg.muted" fontSize="sm">
        Changes apply to claims submitted from today; claims already submitted keep their rate.
      </Text>
      <SelectField label="Category" required error={errors.category?.message} placeholder="Select a category" options={categories} {...form.register('category')} />
      <FormField label="Product Type" required error={errors.productType?.message}>
        <Input maxLength={PRODUCT_TYPE_MAX} placeholder="e.g. Smart Thermostats" {...form.register('productType')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Base Points" required error={errors.basePoints?.message}>
          <Input inputMode="numeric" {...form.register('basePoints')} />
        </FormField>
        <FormField label="Base Dollars" required error={errors.baseAmount?.message}>
          <Input inputMode="decimal" {...form.register('baseAmount')} />
        </FormField>
      </SimpleGrid>
      <SelectField label="Tier" required error={errors.tier?.message} placeholder="Select a tier" options={TIER_OPTIONS} {...form.register('tier')} />
    </FormDialog>
  );
}
