import { Button, Checkbox, CloseButton, Flex, HStack, Input, NativeSelect, SimpleGrid, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FilterPopover } from '../../components/filter-popover';
import { FormField } from '../../components/form-field';
import { useRulesForm } from '../../lib/forms';
import { validateClaimFilter } from '../../lib/validation/claims';
import { formatDate } from '../../lib/format';
import { useUrlParams } from '../../lib/url-state';
import type { ClaimStatus } from '../../graphql/__generated__/graphql';
import { CLAIM_STATUS_LABELS } from './claim-status';
import { DealerSelect, type DealerOption } from './dealer-select';

/** Claims Analytics' status filter (URL `status`). */
export const STATUS_FILTERS: readonly { value: string; status: ClaimStatus }[] = [
  { value: 'pending', status: 'PENDING' },
  { value: 'needs-info', status: 'NEEDS_INFO' },
  { value: 'approved', status: 'APPROVED' },
  { value: 'paid', status: 'PAID' },
  { value: 'rejected', status: 'REJECTED' },
];

/** The filter's URL params; `flagged` is `1` for claims the checks found something on (`ClaimFilter.flagged`), else absent. */
const FILTER_KEYS = ['status', 'from', 'to', 'dealer', 'flagged'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Draft = Record<FilterKey, string>;

const NO_FILTER: Draft = { status: '', from: '', to: '', dealer: '', flagged: '' };

function draftFrom(params: URLSearchParams): Draft {
  return {
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    dealer: params.get('dealer') ?? '',
    flagged: params.get('flagged') === '1' ? '1' : '',
  };
}

/** Writes the filter to the URL (the loader then asks the server for the matching claims). */
function useFilterParams(): [Draft, (next: Partial<Draft>) => void] {
  const [params, setParams] = useUrlParams();
  const apply = (next: Partial<Draft>) => {
    const changes: Record<string, string | null> = {};
    for (const key of FILTER_KEYS) {
      const value = next[key];
      if (value !== undefined) changes[key] = value.trim();
    }
    setParams(changes);
  };
  return [draftFrom(params), apply];
}

/**
 * The Filter button of Claims Analytics: status, submission date range, dealer and flagged claims
 * only, applied together. The cards, the chart, the tables and the export all follow it.
 */
export function ClaimsFilter({ dealers }: { dealers: readonly DealerOption[] }) {
  const [current, apply] = useFilterParams();
  const [open, setOpen] = useState(false);
  const form = useRulesForm<Draft>({ defaultValues: current, validate: (draft) => validateClaimFilter({ from: draft.from || null, to: draft.to || null }) });
  const { errors } = form.formState;
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const active = FILTER_KEYS.filter((key) => current[key]).length;

  const submit = form.handleSubmit((draft) => {
    apply(draft);
    setOpen(false);
  });

  // The range is checked as a whole: a change to either end clears its message.
  const clearRange = () => form.clearErrors(['from', 'to']);

  return (
    <FilterPopover
      title="Filter claims"
      active={active}
      open={open}
      onOpenChange={(next) => {
        // Start from the filter the screen shows now.
        if (next) form.reset(current);
        setOpen(next);
      }}
      width="96"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <FormField label="Status">
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('status')}>
                <option value="">All statuses</option>
                {STATUS_FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {CLAIM_STATUS_LABELS[option.status]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <SimpleGrid columns={2} gap="3">
            <FormField label="Submitted from" error={errors.from?.message}>
              <Input type="date" max={to || undefined} {...form.register('from', { onChange: clearRange })} />
            </FormField>
            <FormField label="Submitted to" error={errors.to?.message}>
              <Input type="date" min={from || undefined} {...form.register('to', { onChange: clearRange })} />
            </FormField>
          </SimpleGrid>
          <DealerSelect dealers={dealers} {...form.register('dealer')} />
          <Controller
            control={form.control}
            name="flagged"
            render={({ field }) => (
              <Checkbox.Root checked={field.value === '1'} onCheckedChange={(details) => field.onChange(details.checked === true ? '1' : '')}>
                <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Flagged only (the checks found something)</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <HStack justify="flex-end" gap="2">
            <Button type="button" variant="ghost" onClick={() => form.reset(NO_FILTER)}>
              Reset
            </Button>
            <Button type="submit" colorPalette="brand">
              Apply filters
            </Button>
          </HStack>
        </Stack>
      </form>
    </FilterPopover>
  );
}

/** The filters in force, each removable, with Clear all; a dealer shows by name. */
export function ActiveClaimFilters({ dealers }: { dealers: readonly DealerOption[] }) {
  const [current, apply] = useFilterParams();
  const chips: { key: FilterKey; label: string }[] = [];
  const status = STATUS_FILTERS.find((option) => option.value === current.status);
  if (status) chips.push({ key: 'status', label: `Status: ${CLAIM_STATUS_LABELS[status.status]}` });
  if (current.from) chips.push({ key: 'from', label: `From ${formatDate(current.from)}` });
  if (current.to) chips.push({ key: 'to', label: `To ${formatDate(current.to)}` });
  if (current.dealer) chips.push({ key: 'dealer', label: `Dealer: ${dealers.find((option) => option.id === current.dealer)?.name ?? current.dealer}` });
  if (current.flagged) chips.push({ key: 'flagged', label: 'Flagged only' });
  if (chips.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" align="center" mb="5" aria-label="Active filters" role="group">
      <Text fontSize="sm" color="fg.muted">
        Filtered by
      </Text>
      {chips.map((chip) => (
        <Tag.Root key={chip.key} size="lg" variant="subtle" colorPalette="brand">
          <Tag.Label>{chip.label}</Tag.Label>
          <Tag.EndElement>
            <CloseButton size="2xs" aria-label={`Remove filter ${chip.label}`} onClick={() => apply({ [chip.key]: '' })} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Button size="xs" variant="ghost" onClick={() => apply(NO_FILTER)}>
        Clear all
      </Button>
    </Flex>
  );
}
