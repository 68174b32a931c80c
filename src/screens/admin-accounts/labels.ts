import type { AccountFilter, AccountStatus, Role } from '../../graphql/__generated__/graphql';

/** The role filter (URL `role`). */
export const ROLE_FILTERS = [
  { value: '', label: 'All Roles' },
  { value: 'dealer', label: 'Dealers', role: 'DEALER' },
  { value: 'advisor', label: 'Comfort Advisors', role: 'COMFORT_ADVISOR' },
  { value: 'admin', label: 'Program Administrators', role: 'CLIENT_ADMIN' },
] as const satisfies readonly { value: string; label: string; role?: Role }[];

/** The status filter (URL `status`). */
export const STATUS_FILTERS = [
  { value: '', label: 'All Status' },
  { value: 'active', label: 'Active', status: 'ACTIVE' },
  { value: 'invited', label: 'Invited', status: 'INVITED' },
  { value: 'pending', label: 'Pending approval', status: 'PENDING_APPROVAL' },
  { value: 'deactivated', label: 'Deactivated', status: 'DEACTIVATED' },
] as const satisfies readonly { value: string; label: string; status?: AccountStatus }[];

/** The server filter of the accounts list from the URL search params (`q`, `role`, `status`). */
export function accountFilterFrom(params: URLSearchParams): AccountFilter {
  const search = params.get('q')?.trim() ?? '';
  const role = ROLE_FILTERS.find((option) => option.value !== '' && option.value === params.get('role'));
  const status = STATUS_FILTERS.find((option) => option.value !== '' && option.value === params.get('status'));
  return {
    ...(search ? { search } : {}),
    ...(role && 'role' in role ? { role: role.role } : {}),
    ...(status && 'status' in status ? { status: status.status } : {}),
  };
}
