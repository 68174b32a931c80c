/**
 * Live updates of the in-browser server behind its worker boundary (mocks/worker-protocol.ts and
 * mocks/worker-link.ts) over real MessageChannels: a subscription through the page's link hears the
 * changes of a mutation through the same link, and, over a BroadcastChannel, those of another tab, read
 * once that tab's save has reached this one.
 */
import { ApolloClient, InMemoryCache, execute } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../domain/db';
import { ADVISOR_PARTICIPANT_ID, ADVISOR_USER_ID, DEALER_PARTICIPANT_ID, DEALER_USER_ID } from '../../../domain/fixtures/constants';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../../domain/session-store';
import { createServer, type PortalServer } from '../../../mocks/server';
import { connectServer, type ServerConnection } from '../../../mocks/worker-link';
import { serveServer } from '../../../mocks/worker-protocol';
import { TEST_NOW } from '../../api';
import { collect } from '../../live';

const CLAIM_CHANGED = 'subscription { claimChanged { action claim { id status version } } }';
const NOTIFICATION_CHANGED = 'subscription { notificationChanged { kind notificationId notification { id read } unreadCount } }';
const BALANCE_CHANGED = 'subscription { balanceChanged { balance latest { action points } } }';
const APPROVE = 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status } errors { message } } }';
const ASK = 'mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { claim { id status } errors { message } } }';
const MARK = 'mutation($id: ID!) { markNotificationRead(input: { id: $id }) { errors { message } } }';
const DELETE = 'mutation($id: ID!) { deleteNotification(input: { id: $id }) { errors { message } } }';
const REDEEM = 'mutation($id: ID!) { redeemReward(input: { rewardId: $id }) { points { balance } errors { code } } }';
const NOTIFICATIONS = '{ notifications { unreadCount nodes { id read } } }';
const BALANCE = '{ rewardsOverview { points { balance } } }';

/**
 * One browser's localStorage, shared by its tabs: a write fires the `storage` event in every other tab,
 * which the page forwards to its worker (mocks/browser.ts). `delayMs` holds those events back, as a
 * browser may deliver them after the other tab's BroadcastChannel message.
 */
class BrowserStorage extends MemoryStorage {
  private readonly tabs = new Set<{ connection: ServerConnection; storage: TabStorage }>();
  delayMs = 0;
  tab(): TabStorage {
    return new TabStorage(this);
  }
  join(connection: ServerConnection, storage: TabStorage): void {
    this.tabs.add({ connection, storage });
  }
  wrote(from: TabStorage, key: string, value: string | null): void {
    for (const tab of this.tabs) if (tab.storage !== from) setTimeout(() => tab.connection.storageChanged(key, value), this.delayMs);
  }
}

/** One tab's view of the browser's storage. */
class TabStorage extends MemoryStorage {
  constructor(private readonly browser: BrowserStorage) {
    super();
  }
  override getItem(key: string): string | null {
    return this.browser.getItem(key);
  }
  override setItem(key: string, value: string): void {
    this.browser.setItem(key, value);
    this.browser.wrote(this, key, value);
  }
  override removeItem(key: string): void {
    this.browser.removeItem(key);
    this.browser.wrote(this, key, null);
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function signedIn(role: string): BrowserStorage {
  const storage = new BrowserStorage();
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, role);
  return storage;
}

/** A tab: the page's link to a server in its worker, over a MessageChannel, on the browser's storage. */
function openTab(browser: BrowserStorage, liveChannel?: string) {
  const channel = new MessageChannel();
  let server: PortalServer | null = null;
  serveServer(channel.port1, (mirror) => (server = createServer({ storage: mirror, now: () => TEST_NOW, config: { signInDelayMs: 0 }, liveChannel })));
  const storage = browser.tab();
  const connection = connectServer(channel.port2, storage, () => undefined);
  browser.join(connection, storage);
  cleanups.push(() => {
    server?.close();
    channel.port1.close();
    channel.port2.close();
  });
  const client = new ApolloClient({ link: connection.link, cache: new InMemoryCache() });
  const operation = (query: string, variables: Record<string, unknown> = {}) => execute(connection.link, { query: parse(query), variables }, { client });
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await firstValueFrom(operation(query, variables));
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data as any;
  };
  /** Until this tab's server has `size` subscriptions open (one opens once the rest of the server has loaded). */
  const openSubscriptions = async (size: number) => {
    await expect.poll(async () => (server ? (await server.liveHub()).size : -1), { timeout: 3000 }).toBe(size);
  };
  /** Switches the session's role, as another tab (or the account menu) does. */
  const actAs = (role: string) => {
    storage.setItem(ROLE_KEY, role);
    connection.storageChanged(ROLE_KEY, role);
  };
  return { connection, operation, run, openSubscriptions, actAs, server: () => server! };
}

/** A pending claim without findings (of a participant, if given), as it is stored now. */
function pendingOf(server: PortalServer, participantId?: string): { id: string; version: number } {
  const row = server.db.data.claims.find((claim) => (participantId === undefined || claim.participantId === participantId) && claim.status === 'PENDING' && !(claim.flags?.length ?? 0));
  if (!row) throw new Error(`No pending claim of ${participantId ?? 'anyone'}`);
  return { id: row.id, version: row.version };
}

describe('live updates through the worker', () => {
  it('a claim decided by a mutation through the same link reaches the subscription, which ends on the server when unsubscribed', async () => {
    const tab = openTab(signedIn('client-admin'));
    const stream = collect(tab.operation(CLAIM_CHANGED));
    await tab.openSubscriptions(1);
    const claim = pendingOf(tab.server(), DEALER_PARTICIPANT_ID);

    expect(await tab.run(APPROVE, { input: { claimId: claim.id, version: claim.version } })).toEqual({ approveClaim: { claim: { id: claim.id, status: 'APPROVED' }, errors: [] } });
    expect(await stream.next()).toEqual({ data: { claimChanged: { action: 'APPROVED', claim: { id: claim.id, status: 'APPROVED', version: claim.version + 1 } } } });

    stream.subscription.unsubscribe();
    await tab.openSubscriptions(0);
    // Nothing more comes for it: another decision is not sent.
    const next = pendingOf(tab.server());
    await tab.run(APPROVE, { input: { claimId: next.id } });
    expect(stream.untaken).toEqual([]);
  });

  it('ends a subscription the page stopped before it opened, as soon as it opens', async () => {
    const channel = new MessageChannel();
    let server: PortalServer | null = null;
    serveServer(channel.port1, (mirror) => (server = createServer({ storage: mirror, now: () => TEST_NOW, config: { signInDelayMs: 0 } })));
    cleanups.push(() => {
      channel.port1.close();
      channel.port2.close();
    });
    const messages: unknown[] = [];
    channel.port2.addEventListener('message', (event) => messages.push(event.data));
    channel.port2.start();
    channel.port2.postMessage({ type: 'init', entries: [[AUTHENTICATED_KEY, 'true'], [ROLE_KEY, 'dealer']] });
    channel.port2.postMessage({ type: 'operation', id: 1, query: CLAIM_CHANGED });
    channel.port2.postMessage({ type: 'stop', id: 1 });
    await expect.poll(() => messages.filter((message) => (message as { id?: number }).id === 1), { timeout: 3000 }).toEqual([{ type: 'complete', id: 1 }]);
    expect((await server!.liveHub()).size).toBe(0);
  });

  it("tells the viewer's notifications read, deleted and created, with the unread count", async () => {
    const tab = openTab(signedIn('dealer'));
    const before = (await tab.run(NOTIFICATIONS)).notifications as { unreadCount: number; nodes: { id: string; read: boolean }[] };
    const unread = before.nodes.filter((node) => !node.read);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const stream = collect(tab.operation(NOTIFICATION_CHANGED));
    await tab.openSubscriptions(1);

    await tab.run(MARK, { id: unread[0]!.id });
    expect(await stream.next()).toEqual({
      data: { notificationChanged: { kind: 'READ', notificationId: unread[0]!.id, notification: { id: unread[0]!.id, read: true }, unreadCount: before.unreadCount - 1 } },
    });
    await tab.run(DELETE, { id: unread[1]!.id });
    expect(await stream.next()).toEqual({ data: { notificationChanged: { kind: 'DELETED', notificationId: unread[1]!.id, notification: null, unreadCount: before.unreadCount - 2 } } });

    // In the browser one session makes every change, and none of its mutations notifies its own user:
    // the store adds one, and the next operation sends what it announced.
    const server = tab.server();
    server.contextFor();
    await server.contextFor().repositories.notifications.notify({
      id: 'NTF-LIVE-1',
      userId: DEALER_USER_ID,
      title: 'Claim CLM-1 needs information',
      message: 'Please attach the invoice.',
      createdAt: TEST_NOW.toISOString(),
      read: false,
      type: 'CLAIM',
      link: '/my-claims?claim=CLM-1',
    });
    await tab.run(NOTIFICATIONS);
    expect(await stream.next()).toEqual({ data: { notificationChanged: { kind: 'CREATED', notificationId: 'NTF-LIVE-1', notification: { id: 'NTF-LIVE-1', read: false }, unreadCount: before.unreadCount - 1 } } });
  });

  it('tells the balance after a redemption', async () => {
    const tab = openTab(signedIn('dealer'));
    const { balance } = (await tab.run(BALANCE)).rewardsOverview.points as { balance: number };
    const stream = collect(tab.operation(BALANCE_CHANGED));
    await tab.openSubscriptions(1);
    expect((await tab.run(REDEEM, { id: 'RWD-006' })).redeemReward).toEqual({ points: { balance: balance - 12_000 }, errors: [] });
    expect(await stream.next()).toEqual({ data: { balanceChanged: { balance: balance - 12_000, latest: { action: 'REDEEMED', points: -12_000 } } } });
  });

  it("sends a comfort advisor their own claims' changes only", async () => {
    const tab = openTab(signedIn('comfort-advisor'));
    const stream = collect(tab.operation(CLAIM_CHANGED));
    await tab.openSubscriptions(1);
    // The administrator decides in this browser (the role switcher): first a claim of the dealer's own, then the advisor's.
    tab.actAs('client-admin');
    const others = pendingOf(tab.server(), DEALER_PARTICIPANT_ID);
    const own = pendingOf(tab.server(), ADVISOR_PARTICIPANT_ID);
    await tab.run(APPROVE, { input: { claimId: others.id } });
    await tab.run(APPROVE, { input: { claimId: own.id } });
    expect((await stream.next()).data).toEqual({ claimChanged: { action: 'APPROVED', claim: { id: own.id, status: 'APPROVED', version: own.version + 1 } } });
    expect(stream.untaken).toEqual([]);
  });

  it('skips a notification the session may no longer read: the role switched since the subscription opened', async () => {
    const tab = openTab(signedIn('comfort-advisor'));
    const stream = collect(tab.operation(NOTIFICATION_CHANGED));
    await tab.openSubscriptions(1);
    tab.actAs('client-admin');
    const claim = pendingOf(tab.server(), ADVISOR_PARTICIPANT_ID);
    await tab.run(ASK, { input: { claimId: claim.id, message: 'Please attach the invoice.' } });
    const created = tab.server().db.data.notifications.find((row) => row.userId === ADVISOR_USER_ID && row.link === `/my-claims?claim=${claim.id}`);
    expect(created?.read).toBe(false);

    // The advisor's own again: reading it is sent; its creation, read as the administrator, was not.
    tab.actAs('comfort-advisor');
    await tab.run(MARK, { id: created!.id });
    expect(await stream.next()).toMatchObject({ data: { notificationChanged: { kind: 'READ', notificationId: created!.id } } });
    expect(stream.untaken).toEqual([]);
  });

  it("reaches another tab's subscriber, which reads the change once that tab's save has reached it", async () => {
    const browser = signedIn('client-admin');
    const liveChannel = `dealer-portal-live-test-${crypto.randomUUID()}`;
    const a = openTab(browser, liveChannel);
    const b = openTab(browser, liveChannel);
    await b.run(NOTIFICATIONS);
    const stream = collect(b.operation(CLAIM_CHANGED));
    await b.openSubscriptions(1);

    // The other tab hears of the save after the channel's message.
    browser.delayMs = 100;
    const claim = pendingOf(a.server(), DEALER_PARTICIPANT_ID);
    await a.run(APPROVE, { input: { claimId: claim.id, version: claim.version } });
    expect(await stream.next()).toEqual({ data: { claimChanged: { action: 'APPROVED', claim: { id: claim.id, status: 'APPROVED', version: claim.version + 1 } } } });
    expect(b.server().db.baseGeneration).toBe(a.server().db.baseGeneration);
  });
});
