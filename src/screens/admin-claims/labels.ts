import { CLAIM_ACTION_LABELS } from '../../features/claims/claim-status';
import { STATUS_FILTERS } from '../../features/claims/claims-filter';
import type { ClaimAction, ClaimFilter, ClaimStatus } from '../../graphql/__generated__/graphql';

/** Recent Claims tabs (URL `tab`) and the statuses each one lists. */
export const CLAIM_TABS: readonly { value: string; label: string; statuses: readonly ClaimStatus[] | null }[] = [
  { value: 'all', label: 'All Claims', statuses: null },
  { value: 'pending', label: 'Pending', statuses: ['PENDING'] },
  { value: 'approved', label: 'Approved', statuses: ['APPROVED', 'PAID'] },
  { value: 'attention', label: 'Needs Attention', statuses: ['NEEDS_INFO'] },
];

export function tabFrom(value: string | null) {
  return CLAIM_TABS.find((tab) => tab.value === value) ?? CLAIM_TABS[0]!;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The analytics filter from the URL: `status`, `from`, `to` (YYYY-MM-DD), `dealer` (a dealer id) and `flagged=1`. */
export function claimFilterFrom(params: URLSearchParams): ClaimFilter {
  const status = STATUS_FILTERS.find((option) => option.value === params.get('status'))?.status;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const dealer = params.get('dealer')?.trim() ?? '';
  return {
    ...(status ? { statuses: [status] } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(dealer ? { dealerId: dealer } : {}),
    ...(params.get('flagged') === '1' ? { flagged: true } : {}),
  };
}

/**
 * The Recent Claims table's filter: the analytics filter narrowed to the tab's statuses. Null when
 * the two exclude each other (e.g. status Rejected on the Approved tab): nothing can match.
 */
export function tableFilterFrom(filter: ClaimFilter, tabStatuses: readonly ClaimStatus[] | null): ClaimFilter | null {
  if (!tabStatuses) return filter;
  const statuses = filter.statuses ? tabStatuses.filter((status) => filter.statuses?.includes(status)) : [...tabStatuses];
  return statuses.length === 0 ? null : { ...filter, statuses };
}

export function isFiltered(filter: ClaimFilter): boolean {
  return Boolean(filter.statuses?.length || filter.from || filter.to || filter.dealerId || filter.flagged);
}

/**
 * A claim's history as one CSV cell, newest first: `2026-11-22T15:00:00.000Z Approved by Morgan Hayes: note`,
 * entries separated by ` | `.
 */
export function historyText(entries: readonly { at: string; action: ClaimAction; actor: { name: string }; note?: string | null }[]): string {
  return entries.map((entry) => `${entry.at} ${CLAIM_ACTION_LABELS[entry.action]} by ${entry.actor.name}${entry.note ? `: ${entry.note}` : ''}`).join(' | ');
}
