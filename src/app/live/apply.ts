import type { ApolloClient } from '@apollo/client';
import type { LiveNotificationsSubscription, ShellNotificationsQuery } from '../../graphql/__generated__/graphql';

type NotificationChange = LiveNotificationsSubscription['notificationChanged'];
type NotificationList = NonNullable<ShellNotificationsQuery['notifications']>;

/** The bell's list after one change: a new notification first, a deleted one gone, the unread count the server's. */
export function applyNotificationChange(list: NotificationList, change: NotificationChange): NotificationList {
  let nodes = list.nodes;
  if (change.kind === 'DELETED') nodes = nodes.filter((node) => node.id !== change.notificationId);
  else if (change.notification && !nodes.some((node) => node.id === change.notificationId)) nodes = [change.notification, ...nodes];
  return { ...list, unreadCount: change.unreadCount, nodes };
}

/**
 * Root fields whose lists or figures a claim change can alter (membership of a list, a count), beyond
 * the claim itself, which the cache updates by its id: the claim lists, the analytics and dashboards,
 * My Earnings (pending amounts) and the participants' figures.
 */
export const CLAIM_FIELDS = ['claims', 'myClaims', 'claimsAnalytics', 'adminDashboard', 'advisorDashboard', 'dealerDashboard', 'earnings', 'participants', 'participantStats'] as const;

/** Root fields that show the viewer's points: Rewards, My Earnings and the dashboards. */
export const POINTS_FIELDS = ['rewardsOverview', 'earnings', 'advisorDashboard', 'dealerDashboard', 'adminDashboard'] as const;

/**
 * Drops `fields` from the cache and loads again, at once, the queries on screen that read them (the
 * screen keeps its figures meanwhile); a screen not on show loads them afresh when next shown.
 */
export function refreshFields(client: ApolloClient, fields: Iterable<string>): Promise<unknown> {
  const names = [...fields];
  return client
    .refetchQueries({
      updateCache(cache) {
        for (const fieldName of names) cache.evict({ id: 'ROOT_QUERY', fieldName });
      },
      onQueryUpdated: (query) => query.refetch(),
    })
    .catch(() => undefined);
}

/** After a reconnection: every query on screen loads again, since changes made meanwhile are not replayed. */
export function refreshActive(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
