import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  LiveBalanceDocument,
  LiveClaimsDocument,
  LiveNotificationsDocument,
  ShellNotificationsDocument,
  type LiveBalanceSubscription,
  type LiveClaimsSubscription,
  type LiveNotificationsSubscription,
} from '../../graphql/__generated__/graphql';
import { LIVE_CONNECTION_CONTEXT } from '../../graphql/live-retry';
import { publishClaimChange } from '../../graphql/live-events';
import { useViewer } from '../../graphql/viewer';
import { configuredHttpUrl } from '../../lib/server-mode';
import type { TypedDocumentNode } from '@apollo/client';
import { applyNotificationChange, CLAIM_FIELDS, keepClaimListsCurrent, POINTS_FIELDS, refreshActive, refreshFields, type StoredField } from './apply';
import { ConnectionMonitor, keepSubscribed, type StartSubscription } from './connection';
import { balanceMessage, claimChangeMessage, combineAnnouncements, OFFLINE_DETAIL, OFFLINE_TITLE } from './messages';

/** Changes that arrive within this long of each other are announced and refreshed together. */
const GATHER_MS = 400;

interface LiveOptions {
  viewerId: string | null;
  /** An administrator hears who decided a claim. */
  admin: boolean;
  announce: (message: string) => void;
  onNotice: (shown: boolean) => void;
  /**
   * Whether the browser going offline takes the portal's server away: true for the HTTP server. The
   * in-browser server keeps working offline, and its tabs keep hearing each other.
   */
  serverOverNetwork: boolean;
}

/** A subscription through the page's client: a result carrying an error counts as the stream failing. */
function subscription<T>(client: ApolloClient, query: TypedDocumentNode<T, Record<string, never>>): StartSubscription<T> {
  return (connection) => ({
    subscribe: (observer) =>
      client
        .subscribe({ query, context: { [LIVE_CONNECTION_CONTEXT]: connection } })
        .subscribe({
          next: (result) => {
            if (result.error || !result.data) observer.error(result.error);
            else observer.next(result.data as T);
          },
          error: observer.error,
          complete: observer.complete,
        }),
  });
}

/**
 * Subscribes to the viewer's notifications, claims and points and keeps the page current (issue 41,
 * "Live"; docs/product.md, "Live updates"). Returns the function that ends it (sign-out, role switch).
 */
export function startLive(client: ApolloClient, { viewerId, admin, announce, onNotice, serverOverNetwork }: LiveOptions): () => void {
  const monitor = new ConnectionMonitor(onNotice);
  const fields = new Set<string>();
  // Claim lists to read again: stored entries, by their store name's arguments.
  const lists = new Map<string, StoredField>();
  const messages: string[] = [];
  let gatherTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnect = false;

  const flush = () => {
    gatherTimer = null;
    if (reconnect) void refreshActive(client);
    else if (fields.size > 0 || lists.size > 0) void refreshFields(client, [...fields, ...lists.values()]);
    reconnect = false;
    fields.clear();
    lists.clear();
    if (messages.length > 0) announce(combineAnnouncements(messages.splice(0)));
  };
  const gather = () => {
    gatherTimer ??= setTimeout(flush, GATHER_MS);
  };

  const onDown = (key: string) => (down: boolean) => {
    const wasConnected = monitor.connected;
    monitor.setDown(key, down);
    if (!wasConnected && monitor.connected) {
      reconnect = true;
      gather();
    }
  };

  // The server answered with errors (a refused subscription): the connection is there.
  const answered = (error: unknown) => CombinedGraphQLErrors.is(error);
  const stops = [
    keepSubscribed<LiveNotificationsSubscription>({
      start: subscription(client, LiveNotificationsDocument),
      answered,
      onDown: onDown('notifications'),
      onResult: ({ notificationChanged: change }) => {
        client.cache.updateQuery({ query: ShellNotificationsDocument }, (data) =>
          data?.notifications ? { ...data, notifications: applyNotificationChange(data.notifications, change) } : undefined,
        );
      },
    }),
    keepSubscribed<LiveClaimsSubscription>({
      start: subscription(client, LiveClaimsDocument),
      answered,
      onDown: onDown('claims'),
      onResult: ({ claimChanged: change }) => {
        // The claim itself is in the cache by its id already: every screen showing it has it now.
        const byViewer = change.actor.id !== null && change.actor.id === viewerId;
        const shown = publishClaimChange({
          claimId: change.claim.id,
          action: change.action,
          status: change.claim.status,
          actor: change.actor,
          byViewer,
        });
        // The viewer's own change was confirmed where they made it.
        if (!shown && !byViewer) messages.push(claimChangeMessage(change.claim.id, change.action, admin ? change.actor.name : null));
        for (const list of keepClaimListsCurrent(client.cache, change.claim)) lists.set(JSON.stringify(list), list);
        for (const field of CLAIM_FIELDS) fields.add(field);
        gather();
      },
    }),
    keepSubscribed<LiveBalanceSubscription>({
      start: subscription(client, LiveBalanceDocument),
      answered,
      onDown: onDown('balance'),
      onResult: ({ balanceChanged: change }) => {
        messages.push(balanceMessage(change.balance));
        for (const field of POINTS_FIELDS) fields.add(field);
        gather();
      },
    }),
  ];

  const online = () => onDown('browser')(false);
  const offline = () => onDown('browser')(true);
  if (serverOverNetwork) {
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) offline();
  }

  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    monitor.dispose();
    if (gatherTimer) clearTimeout(gatherTimer);
  };
}

/**
 * The live layer the shell mounts after the first screen (src/app/shell/app-layout.tsx): while someone
 * is signed in it keeps the page current, says what changed in a polite live region, and shows a quiet
 * notice when the page has been offline for a few seconds.
 */
export function LiveLayer() {
  const client = useApolloClient();
  const viewer = useViewer();
  const [announcement, setAnnouncement] = useState<{ text: string; key: number }>({ text: '', key: 0 });
  const [offline, setOffline] = useState(false);
  const viewerId = viewer.user?.id ?? null;
  const signedIn = viewer.authenticated && viewerId !== null;
  const admin = viewer.role === 'CLIENT_ADMIN';

  useEffect(() => {
    if (!signedIn) return;
    const stop = startLive(client, {
      viewerId,
      admin,
      announce: (text) => setAnnouncement((current) => ({ text, key: current.key + 1 })),
      onNotice: setOffline,
      serverOverNetwork: configuredHttpUrl() !== undefined,
    });
    return () => {
      stop();
      setOffline(false);
      setAnnouncement((current) => ({ text: '', key: current.key + 1 }));
    };
    // A new viewer or role (sign-in, role switch) subscribes afresh: what they may read differs.
  }, [client, signedIn, viewerId, admin, viewer.role]);

  return (
    <>
      <Box srOnly role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
        {/* A new node each time, so that the same sentence twice is read twice. */}
        {announcement.text ? <span key={announcement.key}>{announcement.text}</span> : null}
      </Box>
      {/* In the page from the start, so that a screen reader reads the notice when it appears. */}
      <Box role="status">{offline ? <OfflineNotice /> : null}</Box>
    </>
  );
}

/** A quiet, non-blocking notice at the foot of the page while it is offline. */
function OfflineNotice() {
  return (
    <Box
      position="fixed"
      // Bottom centre: clear of the sidebar's foot and of the toasts (bottom-right).
      insetInlineStart={{ base: '3', md: '50%' }}
      insetInlineEnd={{ base: '3', md: 'auto' }}
      transform={{ md: 'translateX(-50%)' }}
      w={{ md: 'max-content' }}
      bottom={{ base: '3', md: '6' }}
      zIndex="toast"
      maxW={{ md: '420px' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="lg"
      shadow="md"
      px="4"
      py="3"
    >
      <HStack align="flex-start" gap="3">
        <Icon as={WifiOff} boxSize="4" mt="0.5" color="fg.muted" aria-hidden />
        <Box>
          <Text fontSize="sm" fontWeight="semibold">
            {OFFLINE_TITLE}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {OFFLINE_DETAIL}
          </Text>
        </Box>
      </HStack>
    </Box>
  );
}

export default LiveLayer;
