import type { ParticipantFilter, ParticipantRole, ParticipantStatus } from '../../graphql/__generated__/graphql';

/** docs/product.md, "Entities and names": participant roles and statuses as the admin console names them. */
export const ROLE_LABELS: Record<ParticipantRole, string> = { DEALER: 'Dealer', COMFORT_ADVISOR: 'Comfort Advisor' };
export const STATUS_LABELS: Record<ParticipantStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

/** The role filter (URL `role`): All Roles, Dealers, Comfort Advisors. */
export const ROLE_FILTERS = [
  { value: '', label: 'All Roles' },
  { value: 'dealer', label: 'Dealers', role: 'DEALER' },
  { value: 'advisor', label: 'Comfort Advisors', role: 'COMFORT_ADVISOR' },
] as const satisfies readonly { value: string; label: string; role?: ParticipantRole }[];

/** The status filter (URL `status`): All Status, Active Only, Inactive Only. */
export const STATUS_FILTERS = [
  { value: '', label: 'All Status' },
  { value: 'active', label: 'Active Only', status: 'ACTIVE' },
  { value: 'inactive', label: 'Inactive Only', status: 'INACTIVE' },
] as const satisfies readonly { value: string; label: string; status?: ParticipantStatus }[];

/** The server filter of the participants list from the URL search params (`q`, `role`, `status`). */
export function participantFilterFrom(params: URLSearchParams): ParticipantFilter {
  const search = params.get('q')?.trim() ?? '';
  const role = ROLE_FILTERS.find((option) => option.value !== '' && option.value === params.get('role'));
  const status = STATUS_FILTERS.find((option) => option.value !== '' && option.value === params.get('status'));
  return {
    ...(search ? { search } : {}),
    ...(role && 'role' in role ? { role: role.role } : {}),
    ...(status && 'status' in status ? { status: status.status } : {}),
  };
}
