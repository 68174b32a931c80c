import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AdminPromotionType, TargetProducts } from '../../graphql/__generated__/graphql';
import { PROMOTION_DESCRIPTION_MAX, PROMOTION_MULTIPLIER_MAX, PROMOTION_NAME_MAX } from '../../lib/validation';
import { FormField } from '../../components/form-field';
import { PROMOTION_TYPES, PROMOTION_TYPE_LABELS, TARGET_PRODUCTS, TARGET_PRODUCT_LABELS } from './labels';

/** What the create and edit forms hold while a user types. */
export interface PromotionFormValues {
  name: string;
  type: AdminPromotionType;
  multiplier: string;
  targetProducts: TargetProducts;
  startDate: string;
  endDate: string;
  description: string;
}

export const EMPTY_PROMOTION: PromotionFormValues = {
  name: '',
  type: 'BONUS_POINTS',
  multiplier: '',
  targetProducts: 'ALL_PRODUCTS',
  startDate: '',
  endDate: '',
  description: '',
};

export interface PromotionFieldsProps {
  /** The create or edit form, checked by validatePromotion. */
  form: UseFormReturn<PromotionFormValues>;
}

/** Name, type, multiplier or bonus, target products, dates and rules of a promotion. */
export function PromotionFields({ form }: PromotionFieldsProps) {
  const { errors } = form.formState;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Promotion Name" required error={errors.name?.message}>
        <Input maxLength={PROMOTION_NAME_MAX} placeholder="e.g. Spring Heat Pump Bonus" {...form.register('name')} />
      </FormField>
      <FormField label="Promotion Type" required error={errors.type?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('type')}>
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROMOTION_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Multiplier / Bonus" required error={errors.multiplier?.message} helper="e.g. 2x, 1.5x or 500 pts">
        <Input maxLength={PROMOTION_MULTIPLIER_MAX} {...form.register('multiplier')} />
      </FormField>
      <FormField label="Target Products" required error={errors.targetProducts?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('targetProducts')}>
            {TARGET_PRODUCTS.map((target) => (
              <option key={target} value={target}>
                {TARGET_PRODUCT_LABELS[target]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Start Date" required error={errors.startDate?.message}>
        <Input type="date" {...form.register('startDate')} />
      </FormField>
      <FormField label="End Date" required error={errors.endDate?.message}>
        <Input type="date" min={startDate || undefined} {...form.register('endDate')} />
      </FormField>
      <SimpleGrid gridColumn={{ md: 'span 2' }}>
        <FormField label="Description / Rules" error={errors.description?.message}>
          <Textarea
            maxLength={PROMOTION_DESCRIPTION_MAX}
            rows={4}
            placeholder="Who qualifies, what earns the bonus and any limits"
            {...form.register('description')}
          />
        </FormField>
      </SimpleGrid>
    </SimpleGrid>
  );
}
