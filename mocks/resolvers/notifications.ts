import type { NotificationList, Resolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import { requireViewer } from '../lib/auth';
import { userError } from '../lib/errors';

function listFor(ctx: Context, userId: string): NotificationList {
  const rows = ctx.db.data.notifications
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    nodes: rows.map((row) => ({ ...row })),
    unreadCount: rows.filter((row) => !row.read).length,
  };
}

function change(ctx: Context, id: string, apply: (index: number) => void) {
  const { user } = requireViewer(ctx);
  const index = ctx.db.data.notifications.findIndex((row) => row.id === id && row.userId === user.id);
  if (index === -1) return { notifications: listFor(ctx, user.id), errors: [userError('id', 'That notification no longer exists', 'NOT_FOUND')] };
  apply(index);
  ctx.db.commit();
  return { notifications: listFor(ctx, user.id), errors: [] };
}

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, _args, ctx) => listFor(ctx, requireViewer(ctx).user.id),
  },
  Mutation: {
    markNotificationRead: (_parent, { input }, ctx) =>
      change(ctx, input.id, (index) => {
        const row = ctx.db.data.notifications[index];
        if (row) row.read = true;
      }),
    deleteNotification: (_parent, { input }, ctx) =>
      change(ctx, input.id, (index) => {
        ctx.db.data.notifications.splice(index, 1);
      }),
    markAllNotificationsRead: (_parent, _args, ctx) => {
      const { user } = requireViewer(ctx);
      for (const row of ctx.db.data.notifications) if (row.userId === user.id) row.read = true;
      ctx.db.commit();
      return { notifications: listFor(ctx, user.id), errors: [] };
    },
  },
};
