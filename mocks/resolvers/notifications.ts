import type { NotificationList, Resolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import { requireViewer } from '../lib/auth';
import { userError } from '../lib/errors';

async function listFor(ctx: Context, userId: string): Promise<NotificationList> {
  const rows = await ctx.repositories.notifications.forUser(userId);
  return { nodes: rows, unreadCount: rows.filter((row) => !row.read).length };
}

async function change(ctx: Context, apply: (userId: string) => Promise<boolean>) {
  const { user } = requireViewer(ctx);
  const found = await apply(user.id);
  const errors = found ? [] : [userError('id', 'That notification no longer exists', 'NOT_FOUND')];
  return { notifications: await listFor(ctx, user.id), errors };
}

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, _args, ctx) => listFor(ctx, requireViewer(ctx).user.id),
  },
  Mutation: {
    markNotificationRead: (_parent, { input }, ctx) => change(ctx, (userId) => ctx.repositories.notifications.markRead(userId, input.id)),
    deleteNotification: (_parent, { input }, ctx) => change(ctx, (userId) => ctx.repositories.notifications.remove(userId, input.id)),
    markAllNotificationsRead: async (_parent, _args, ctx) => {
      const { user } = requireViewer(ctx);
      await ctx.repositories.notifications.markAllRead(user.id);
      return { notifications: await listFor(ctx, user.id), errors: [] };
    },
  },
};
