import type { ClaimStatus, MyClaimFilter } from '../../graphql/__generated__/graphql';

/** The status filter of My Claims (URL `status`; All when absent), with the statuses each one lists. */
export const STATUS_TABS: readonly { value: string; label: string; statuses: readonly ClaimStatus[] | null }[] = [
  { value: 'all', label: 'All', statuses: null },
  // What the dashboard's My Pending Claims card counts: every claim still waiting for a decision.
  { value: 'open', label: 'Awaiting Decision', statuses: ['PENDING', 'NEEDS_INFO'] },
  { value: 'pending', label: 'Pending Review', statuses: ['PENDING'] },
  { value: 'needs-info', label: 'Needs Info', statuses: ['NEEDS_INFO'] },
  { value: 'approved', label: 'Approved', statuses: ['APPROVED'] },
  { value: 'paid', label: 'Paid', statuses: ['PAID'] },
  { value: 'rejected', label: 'Rejected', statuses: ['REJECTED'] },
];

export type StatusTab = (typeof STATUS_TABS)[number];

export function statusTabFrom(value: string | null): StatusTab {
  return STATUS_TABS.find((tab) => tab.value === value) ?? STATUS_TABS[0]!;
}

/** The list's server filter from the URL's `status`. */
export function myClaimFilterFrom(params: URLSearchParams): MyClaimFilter {
  const { statuses } = statusTabFrom(params.get('status'));
  return statuses ? { statuses: [...statuses] } : {};
}

/** '1 claim needs information from you', '3 claims need information from you' */
export function needsInfoText(count: number, formatted: string): string {
  return count === 1 ? '1 claim needs information from you' : `${formatted} claims need information from you`;
}
