import { Badge, Button, Checkbox, CheckboxGroup, Field, Fieldset, Flex, Input, NativeSelect, Popover, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { Filter } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorsByField } from '../../lib/validation/core';
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
  const [draft, setDraft] = useState<ReviewFilterValues>(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const active = countActiveFilters(values);

  function handleOpenChange(next: boolean) {
    if (next) {
      // Start from what the list shows now.
      setDraft(values);
      setErrors({});
    }
    setOpen(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = errorsByField(validateReviewFilter({ ratings: draft.ratings, from: draft.from || null, to: draft.to || null }));
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    onApply(draft);
    setOpen(false);
  }

  const update = (patch: Partial<ReviewFilterValues>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => handleOpenChange(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" aria-label={active > 0 ? `Filter, ${active} active` : 'Filter'}>
          <Filter aria-hidden />
          Filter
          {active > 0 ? (
            <Badge colorPalette="brand" variant="solid" size="sm" rounded="full" aria-hidden>
              {active}
            </Badge>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="360px" maxW="calc(100vw - 2rem)">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" fontSize="md" mb="4">
                Filter reviews
              </Popover.Title>
              <form noValidate onSubmit={handleSubmit}>
                <Stack gap="4">
                  <Fieldset.Root gap="2">
                    <Fieldset.Legend fontSize="sm" fontWeight="medium">
                      Rating
                    </Fieldset.Legend>
                    <CheckboxGroup
                      value={draft.ratings.map(String)}
                      onValueChange={(next) => update({ ratings: next.map(Number).sort((a, b) => b - a) })}
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
                  </Fieldset.Root>

                  <Field.Root>
                    <Field.Label>Product</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={draft.product} onChange={(event) => update({ product: event.target.value })}>
                        <option value="">All products</option>
                        {products.map((product) => (
                          <option key={product} value={product}>
                            {product}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>

                  <Field.Root>
                    <Field.Label>Source</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={draft.source} onChange={(event) => update({ source: event.target.value })}>
                        <option value="">All sources</option>
                        {REVIEW_SOURCES.map((source) => (
                          <option key={source.value} value={source.value}>
                            {source.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>

                  <SimpleGrid columns={2} gap="3">
                    <Field.Root invalid={!!errors.from}>
                      <Field.Label>From</Field.Label>
                      <Input type="date" size="sm" value={draft.from} max={draft.to || undefined} onChange={(event) => update({ from: event.target.value })} />
                      <Field.ErrorText>{errors.from}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!errors.to}>
                      <Field.Label>To</Field.Label>
                      <Input type="date" size="sm" value={draft.to} min={draft.from || undefined} onChange={(event) => update({ to: event.target.value })} />
                      <Field.ErrorText>{errors.to}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>

                  <Flex gap="2" justify="space-between" pt="1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setDraft(EMPTY_FILTER_VALUES);
                        setErrors({});
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
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
