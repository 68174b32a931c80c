import type { Viewer } from './context';

/**
 * Whose data an operation may read and change (docs/server.md, "Tenancy"). A dealership is the
 * tenant: its dealers see their dealership's rows, its comfort advisors their own, and program
 * administrators (and the server's own jobs: seeding, mail, migrations) the whole network. A viewer
 * who belongs to no dealership, or nobody at all, sees nothing.
 *
 * It is derived once per operation from the viewer (`scopeOf`) and given to the repositories when
 * they are built for the operation; each store filters by it, so a resolver cannot forget it.
 */
export type Scope =
  | { kind: 'network' }
  | { kind: 'dealership'; id: string; userId: string }
  | { kind: 'participant'; dealershipId: string; participantId: string; userId: string }
  | { kind: 'nobody' };

export const NETWORK: Scope = { kind: 'network' };
export const NOBODY: Scope = { kind: 'nobody' };

/** The scope a viewer acts in. */
export function scopeOf(viewer: Viewer | null): Scope {
  if (!viewer) return NOBODY;
  if (viewer.role === 'CLIENT_ADMIN') return NETWORK;
  const { dealershipId, participantId, id: userId } = viewer.user;
  if (!dealershipId) return NOBODY;
  if (viewer.role === 'DEALER') return { kind: 'dealership', id: dealershipId, userId };
  return participantId ? { kind: 'participant', dealershipId, participantId, userId } : NOBODY;
}

/** The dealership a scope is limited to; undefined for the network, null for nobody. */
export function dealershipOfScope(scope: Scope): string | null | undefined {
  if (scope.kind === 'network') return undefined;
  if (scope.kind === 'nobody') return null;
  return scope.kind === 'dealership' ? scope.id : scope.dealershipId;
}

/** Whether a row of this dealership is in scope. */
export function coversDealership(scope: Scope, dealershipId: string | null | undefined): boolean {
  const own = dealershipOfScope(scope);
  return own === undefined || (own !== null && own === dealershipId);
}

/** Whether a row of this dealership and participant is in scope (an advisor sees only their own). */
export function coversParticipant(scope: Scope, dealershipId: string | null | undefined, participantId: string | null | undefined): boolean {
  if (scope.kind === 'participant') return scope.dealershipId === dealershipId && scope.participantId === participantId;
  return coversDealership(scope, dealershipId);
}

/** Whether a user's own row (a notification, a point, a registration) is in scope: the network's, or the viewer's own. */
export function coversUser(scope: Scope, userId: string): boolean {
  if (scope.kind === 'network') return true;
  if (scope.kind === 'nobody') return false;
  return scope.userId === userId;
}
