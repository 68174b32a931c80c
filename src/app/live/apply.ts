import type { ApolloCache, ApolloClient } from '@apollo/client';
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
 * Root fields whose figures a claim change can alter beyond the claim itself, which the cache updates
 * by its id: the analytics and dashboards, My Earnings (pending amounts) and the participants' figures.
 * The claim lists are kept current row by row (`keepClaimListsCurrent`).
 */
export const CLAIM_FIELDS = ['claimsAnalytics', 'adminDashboard', 'advisorDashboard', 'dealerDashboard', 'earnings', 'participantStats'] as const;

/** One stored root field: its name and its arguments (`claims({"filter":…,"first":25})`). */
export interface StoredField {
  fieldName: string;
  args?: Record<string, unknown>;
}

/** The arguments a stored field was read with, from its store name; undefined without any. */
function argsOf(storeFieldName: string, fieldName: string): Record<string, unknown> | undefined {
  const text = storeFieldName.slice(fieldName.length);
  if (!text.startsWith('(') || !text.endsWith(')')) return undefined;
  try {
    return JSON.parse(text.slice(1, -1)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

interface CachedConnection {
  edges?: readonly { node?: unknown }[];
  totalCount?: number;
}

/**
 * Keeps the claim lists in the cache current after one claim's change, without reading them again from
 * their first page: rows loaded with "Load more" stay, and so does the reader's place. A list filtered
 * by status that holds the claim and no longer matches it drops its row (and counts one less); a list
 * the claim now belongs to but does not show is returned, to be read again, when only its first page
 * is loaded (a longer list gets the row with its next page).
 */
export function keepClaimListsCurrent(cache: ApolloCache, claim: { id: string; status: string }): StoredField[] {
  const stale: StoredField[] = [];
  const modify = (value: unknown, { fieldName, storeFieldName, readField }: { fieldName: string; storeFieldName: string; readField: (field: string, from: never) => unknown }) => {
    const connection = value as CachedConnection | null;
    if (!connection || !Array.isArray(connection.edges)) return value;
    const args = argsOf(storeFieldName, fieldName);
    const statuses = (args?.filter as { statuses?: unknown } | undefined)?.statuses;
    const belongs = !Array.isArray(statuses) || statuses.length === 0 || statuses.includes(claim.status);
    const isClaim = (edge: { node?: unknown }) => readField('id', edge.node as never) === claim.id;
    const shown = connection.edges.some(isClaim);
    if (shown && !belongs) {
      return { ...connection, edges: connection.edges.filter((edge) => !isClaim(edge)), ...(typeof connection.totalCount === 'number' ? { totalCount: Math.max(0, connection.totalCount - 1) } : {}) };
    }
    const first = typeof args?.first === 'number' ? args.first : undefined;
    if (!shown && belongs && (first === undefined || connection.edges.length <= first)) stale.push({ fieldName, args });
    return value;
  };
  cache.modify({ id: 'ROOT_QUERY', fields: { claims: modify, myClaims: modify } });
  return stale;
}

/** Root fields that show the viewer's points: Rewards, My Earnings and the dashboards. */
export const POINTS_FIELDS = ['rewardsOverview', 'earnings', 'advisorDashboard', 'dealerDashboard', 'adminDashboard'] as const;

/**
 * Drops `fields` from the cache (each whole, or one stored entry when given its arguments) and loads
 * again, at once, the queries on screen that read them (the screen keeps its figures meanwhile); a
 * screen not on show loads them afresh when next shown.
 */
export function refreshFields(client: ApolloClient, fields: Iterable<string | StoredField>): Promise<unknown> {
  const entries = [...fields].map((field) => (typeof field === 'string' ? { fieldName: field } : field));
  return client
    .refetchQueries({
      updateCache(cache) {
        for (const { fieldName, args } of entries) cache.evict({ id: 'ROOT_QUERY', fieldName, ...(args ? { args } : {}) });
      },
      onQueryUpdated: (query) => query.refetch(),
    })
    .catch(() => undefined);
}

/** After a reconnection: every query on screen loads again, since changes made meanwhile are not replayed. */
export function refreshActive(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
