import type { Role } from '../__generated__/resolvers-types';
import type { Context, Viewer } from '../context';
import { forbidden, unauthenticated } from './errors';

/** The signed-in viewer, or UNAUTHENTICATED. */
export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** The signed-in viewer when their role is one of `roles`; otherwise UNAUTHENTICATED or FORBIDDEN. */
export function requireRole(ctx: Context, ...roles: Role[]): Viewer {
  const viewer = requireViewer(ctx);
  if (!roles.includes(viewer.role)) throw forbidden();
  return viewer;
}

export const requireAdmin = (ctx: Context): Viewer => requireRole(ctx, 'CLIENT_ADMIN');
export const requireDealer = (ctx: Context): Viewer => requireRole(ctx, 'DEALER');
/** Dealers and comfort advisors: the program's participants. */
export const requireMember = (ctx: Context): Viewer => requireRole(ctx, 'DEALER', 'COMFORT_ADVISOR');
