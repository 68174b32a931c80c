import { Button, Checkbox, CheckboxGroup, Fieldset, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FilterPopover } from '../../components/filter-popover';
import { FormField } from '../../components/form-field';
import { useRulesForm } from '../../lib/forms';
import { validateReviewFilter } from '../../lib/validation/engagement';
import { countActiveFilters, EMPTY_FILTER_VALUES, REVIEW_SOURCES, type ReviewFilterValues } from './review-filters';

const STAR_OPTIONS = [5, 4, 3, 2, 1] as const;

export interface ReviewFilterPopoverProps {
  values: ReviewFilterValues;
  products: readonly string[];
  onApply: (values: ReviewFilterValues) => void;
}

/** The Filter button and its panel: stars, product, source and a date range, applied to the URL. */
export function ReviewFilterPopover({ values, products, onApply }: ReviewFilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const form = useRulesForm<ReviewFilterValues>({
    defaultValues: values,
    validate: (draft) => validateReviewFilter({ ratings: draft.ratings, from: draft.from || null, to: draft.to || null }),
  });
  const { errors } = form.formState;
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const active = countActiveFilters(values);

  function handleOpenChange(next: boolean) {
    // Start from what the list shows now.
    if (next) form.reset(values);
    setOpen(next);
  }

  const handleSubmit = form.handleSubmit((draft) => {
    onApply(draft);
    setOpen(false);
  });

  // The range is checked as a whole: a change to either end clears its message.
  const clearRange = () => form.clearErrors(['from', 'to']);

  return (
    <FilterPopover title="Filter reviews" active={active} open={open} onOpenChange={handleOpenChange} width="360px">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="4">
          <Fieldset.Root gap="2" invalid={!!errors.ratings}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Rating
            </Fieldset.Legend>
            <Controller
              control={form.control}
              name="ratings"
              render={({ field }) => (
                <CheckboxGroup
                  value={field.value.map(String)}
                  onValueChange={(next) => field.onChange(next.map(Number).sort((a, b) => b - a))}
                >
                  <Flex columnGap="4" rowGap="2" wrap="wrap">
                    {STAR_OPTIONS.map((stars) => (
                      <Checkbox.Root key={stars} value={String(stars)} size="sm" colorPalette="brand">
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{`${stars} ${stars === 1 ? 'star' : 'stars'}`}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Flex>
                </CheckboxGroup>
              )}
            />
            <Fieldset.ErrorText>{errors.ratings?.message}</Fieldset.ErrorText>
          </Fieldset.Root>

          <FormField label="Product">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...form.register('product')}>
                <option value="">All products</option>
                {products.map((product) => (
                  <option key={product} value={product}>
                    {product}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>

          <FormField label="Source">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...form.register('source')}>
                <option value="">All sources</option>
                {REVIEW_SOURCES.map((source) => (
                  <option key={source.value} value={source.value}>
                    {source.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>

          <SimpleGrid columns={2} gap="3">
            <FormField label="From" error={errors.from?.message}>
              <Input type="date" size="sm" max={to || undefined} {...form.register('from', { onChange: clearRange })} />
            </FormField>
            <FormField label="To" error={errors.to?.message}>
              <Input type="date" size="sm" min={from || undefined} {...form.register('to', { onChange: clearRange })} />
            </FormField>
          </SimpleGrid>

          <Flex gap="2" justify="space-between" pt="1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                form.reset(EMPTY_FILTER_VALUES);
                onApply(EMPTY_FILTER_VALUES);
                setOpen(false);
              }}
            >
              Clear filters
            </Button>
            <Button type="submit" size="sm" colorPalette="brand">
              Apply filters
            </Button>
          </Flex>
        </Stack>
      </form>
    </FilterPopover>
  );
}
