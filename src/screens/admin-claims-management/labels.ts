import type { ClaimFilter, SpotAwardType } from '../../graphql/__generated__/graphql';

/** The tabs of Claims Management (URL `tab`; Pending Claims when absent). */
export const TABS = [
  { value: 'pending', label: 'Pending Claims' },
  { value: 'needs-info', label: 'Needs Info' },
  { value: 'spot-awards', label: 'Spot Awards' },
] as const;
export type TabValue = (typeof TABS)[number]['value'];

export function tabFrom(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'pending';
}

/** docs/product.md, "Entities and names": the five spot award types, in that order. */
export const SPOT_AWARD_TYPES: readonly { value: SpotAwardType; label: string }[] = [
  { value: 'PERFORMANCE_BONUS', label: 'Performance Bonus' },
  { value: 'CUSTOMER_SERVICE', label: 'Exceptional Customer Service' },
  { value: 'SALES_MILESTONE', label: 'Sales Milestone' },
  { value: 'TRAINING_ACHIEVEMENT', label: 'Training Achievement' },
  { value: 'OTHER', label: 'Other' },
];

export const SPOT_AWARD_TYPE_LABELS = Object.fromEntries(SPOT_AWARD_TYPES.map((type) => [type.value, type.label])) as Record<
  SpotAwardType,
  string
>;

/** The pending list's server filter from the URL: search `q`, `dealer` (a dealer id), `overdue=1` and `flagged=1`. */
export function pendingFilterFrom(params: URLSearchParams): ClaimFilter {
  const search = params.get('q')?.trim() ?? '';
  const dealer = params.get('dealer')?.trim() ?? '';
  return {
    statuses: ['PENDING'],
    ...(search ? { search } : {}),
    ...(dealer ? { dealerId: dealer } : {}),
    ...(params.get('overdue') === '1' ? { overdue: true } : {}),
    ...(params.get('flagged') === '1' ? { flagged: true } : {}),
  };
}

export const NEEDS_INFO_FILTER: ClaimFilter = { statuses: ['NEEDS_INFO'] };
