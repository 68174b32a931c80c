import type { NotificationList, Resolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import { requireViewer } from '../lib/auth';

/** The user's notifications and how many are unread, as the store holds them now. */
export async function listFor(ctx: Context, userId: string): Promise<NotificationList> {
  const rows = await ctx.repositories.notifications.forUser(userId);
  return { nodes: rows, unreadCount: rows.filter((row) => !row.read).length };
}

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, _args, ctx) => listFor(ctx, requireViewer(ctx).user.id),
  },
};
