import type { Resolvers } from '../__generated__/resolvers-types';
import type { Context, Viewer } from '../context';
import type { UserRow } from '../fixtures/session';
import { requireViewer } from '../lib/auth';
import { toProfile } from '../lib/users';

/**
 * The viewer after a change to their own row, for the rest of the operation. Profile Settings' changes
 * (mutations/profile-settings.ts) and the HTTP server's accounts (server/resolvers/accounts.ts) both use it.
 */
export function withUser(ctx: Context, viewer: Viewer, user: UserRow | null): Viewer {
  if (!user) throw new Error(`The signed-in user ${viewer.user.id} is missing from the portal's users`);
  const changed = { ...viewer, user };
  ctx.viewer = changed;
  return changed;
}

/** Profile Settings: the signed-in user's profile; its changes are in mutations/profile-settings.ts. */
export const profileSettingsResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, ctx) => {
      const viewer = requireViewer(ctx);
      return toProfile(viewer.user, viewer.dealership);
    },
  },
};
