import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { requireViewer } from '../../lib/auth';
import { userError } from '../../lib/errors';
import { listFor } from '../notifications';

/** One notification's change for the signed-in user; a notification that no longer exists is NOT_FOUND. */
async function change(ctx: Context, apply: (userId: string) => Promise<boolean>) {
  const { user } = requireViewer(ctx);
  const found = await apply(user.id);
  const errors = found ? [] : [userError('id', 'That notification no longer exists', 'NOT_FOUND')];
  return { notifications: await listFor(ctx, user.id), errors };
}

/** Marking the signed-in user's notifications read and deleting them; each answers with the list as it is after. */
export const notificationsMutations: MutationResolvers = {
  markNotificationRead: (_parent, { input }, ctx) => change(ctx, (userId) => ctx.repositories.notifications.markRead(userId, input.id)),
  deleteNotification: (_parent, { input }, ctx) => change(ctx, (userId) => ctx.repositories.notifications.remove(userId, input.id)),
  markAllNotificationsRead: async (_parent, _args, ctx) => {
    const { user } = requireViewer(ctx);
    await ctx.repositories.notifications.markAllRead(user.id);
    return { notifications: await listFor(ctx, user.id), errors: [] };
  },
};
