import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
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

export const PROMOTION_FIELDS = ['name', 'type', 'multiplier', 'targetProducts', 'startDate', 'endDate', 'description'] as const;

export interface PromotionFieldsProps {
  values: PromotionFormValues;
  onChange: (values: PromotionFormValues) => void;
  errors: Record<string, string>;
}

/** Name, type, multiplier or bonus, target products, dates and rules of a promotion. */
export function PromotionFields({ values, onChange, errors }: PromotionFieldsProps) {
  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) => onChange({ ...values, [key]: value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Promotion Name" required error={errors.name}>
        <Input value={values.name} maxLength={PROMOTION_NAME_MAX} onChange={(event) => set('name', event.target.value)} placeholder="e.g. Spring Heat Pump Bonus" />
      </FormField>
      <FormField label="Promotion Type" required error={errors.type}>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.type} onChange={(event) => set('type', event.target.value as AdminPromotionType)}>
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROMOTION_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Multiplier / Bonus" required error={errors.multiplier} helper="e.g. 2x, 1.5x or 500 pts">
        <Input value={values.multiplier} maxLength={PROMOTION_MULTIPLIER_MAX} onChange={(event) => set('multiplier', event.target.value)} />
      </FormField>
      <FormField label="Target Products" required error={errors.targetProducts}>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.targetProducts} onChange={(event) => set('targetProducts', event.target.value as TargetProducts)}>
            {TARGET_PRODUCTS.map((target) => (
              <option key={target} value={target}>
                {TARGET_PRODUCT_LABELS[target]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Start Date" required error={errors.startDate}>
        <Input type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value)} />
      </FormField>
      <FormField label="End Date" required error={errors.endDate}>
        <Input type="date" value={values.endDate} min={values.startDate || undefined} onChange={(event) => set('endDate', event.target.value)} />
      </FormField>
      <SimpleGrid gridColumn={{ md: 'span 2' }}>
        <FormField label="Description / Rules" error={errors.description}>
          <Textarea
            value={values.description}
            maxLength={PROMOTION_DESCRIPTION_MAX}
            rows={4}
            onChange={(event) => set('description', event.target.value)}
            placeholder="Who qualifies, what earns the bonus and any limits"
          />
        </FormField>
      </SimpleGrid>
    </SimpleGrid>
  );
}
