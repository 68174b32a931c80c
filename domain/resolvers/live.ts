import type { BalanceChange, ClaimChange, NotificationChange, Resolvers } from '../__generated__/resolvers-types';
import type { Context, Viewer } from '../context';
import { todayNumber } from '../lib/admin/dates';
import { requireViewer } from '../lib/auth';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../lib/errors';
import { mapEvents, skipEvent, type LiveEvent, type LiveTopic } from '../lib/live/events';
import { coversParticipant, scopeOf, type Scope } from '../scope';
import { participantLookup, toClaim, toHistoryEntry } from './claim-nodes';
import { listFor } from './notifications';

type EventOf<Topic extends LiveTopic> = Extract<LiveEvent, { topic: Topic }>;

/**
 * The events of one topic that may concern the viewer, as the subscription's source stream. This is a
 * first sieve on the owners an event names; each event is then read in the viewer's scope, and one the
 * scope does not hold is skipped (`skipEvent`).
 */
function eventsOf<Topic extends LiveTopic>(ctx: Context, topic: Topic, concerns: (event: EventOf<Topic>, viewer: Viewer, scope: Scope) => boolean): AsyncIterable<EventOf<Topic>> {
  const viewer = requireViewer(ctx);
  if (!ctx.live) throw new GraphQLError('Live updates are not available on this server.', { extensions: { code: ErrorCode.CONFIGURATION_ERROR } });
  const scope = scopeOf(viewer);
  // Returning it returns the feed's iterator at once (mapEvents).
  return mapEvents(ctx.live.events(), (event) => (event.topic === topic && concerns(event as EventOf<Topic>, viewer, scope) ? (event as EventOf<Topic>) : undefined));
}

/** The viewer's own notifications and points: an administrator's too are their own only. */
const ownedByViewer = (event: { userId: string }, viewer: Viewer) => event.userId === viewer.user.id;

/**
 * Live changes (docs/server.md, "Live updates"). The servers run each event of a subscription as a query
 * of its own, in a fresh context held to the viewer's scope; these resolvers read what the event names.
 */
export const liveResolvers: Resolvers = {
  Subscription: {
    notificationChanged: {
      subscribe: (_parent, _args, ctx) => eventsOf(ctx, 'notification', ownedByViewer),
      resolve: async (event: EventOf<'notification'>, _args: unknown, ctx: Context): Promise<NotificationChange> => {
        const viewer = requireViewer(ctx);
        if (event.userId !== viewer.user.id) throw skipEvent();
        const list = await listFor(ctx, viewer.user.id);
        const notification = list.nodes.find((row) => row.id === event.notificationId) ?? null;
        // One the viewer's list does not hold (gone since, or not theirs) is not news to them.
        if (!notification && event.kind !== 'DELETED') throw skipEvent();
        return { kind: event.kind, notificationId: event.notificationId, notification: event.kind === 'DELETED' ? null : notification, unreadCount: list.unreadCount };
      },
    },
    claimChanged: {
      subscribe: (_parent, _args, ctx) => eventsOf(ctx, 'claim', (event, _viewer, scope) => coversParticipant(scope, event.dealershipId, event.participantId)),
      resolve: async (event: EventOf<'claim'>, _args: unknown, ctx: Context): Promise<ClaimChange> => {
        requireViewer(ctx);
        // The claim as the viewer's scope reads it: nothing when it is not theirs to read.
        const row = await ctx.repositories.claims.byId(event.claimId);
        if (!row || !coversParticipant(scopeOf(ctx.viewer), row.dealerId, row.participantId)) throw skipEvent();
        const history = await ctx.repositories.claims.history(row.id);
        const latest = history.at(-1);
        if (!latest) throw skipEvent();
        const entry = toHistoryEntry(latest);
        return { action: entry.action, actor: entry.actor, claim: toClaim(ctx, row, todayNumber(ctx.now()), participantLookup(ctx, [row.participantId])) };
      },
    },
    balanceChanged: {
      subscribe: (_parent, _args, ctx) => eventsOf(ctx, 'balance', ownedByViewer),
      resolve: async (event: EventOf<'balance'>, _args: unknown, ctx: Context): Promise<BalanceChange> => {
        const viewer = requireViewer(ctx);
        if (event.userId !== viewer.user.id) throw skipEvent();
        const [balance, ledger] = await Promise.all([ctx.repositories.rewards.balance(viewer.user.id), ctx.repositories.rewards.ledger(viewer.user.id)]);
        const newest = ledger[0];
        return { balance, latest: newest ? { id: newest.id, date: newest.date, action: newest.action, item: newest.item, points: newest.points } : null };
      },
    },
  },
};
