/**
 * The in-browser server behind its worker boundary (mocks/worker-protocol.ts and mocks/worker-link.ts)
 * over a real MessageChannel: the page's storage, save failures, other tabs and errors, as the portal
 * meets them in the browser (tests/e2e/storage-faults.spec.mjs drives the same in Chromium).
 */
import { ApolloClient, ApolloLink, InMemoryCache, execute } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_GENERATION_KEY, DB_STORAGE_KEY, MemoryStorage, type DbStorageEvent } from '../../../domain/db';
import { createServer, type PortalServer } from '../../../mocks/server';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../../domain/session-store';
import { connectServer } from '../../../mocks/worker-link';
import { serveServer } from '../../../mocks/worker-protocol';
import { TEST_NOW } from '../../api';
import { idempotencyLink } from '../../../src/graphql/idempotency-link';
import { IDEMPOTENCY_CONTEXT } from '../../../src/lib/idempotency';

const VIEWER = '{ viewer { authenticated role user { name } } }';
const NOTIFICATIONS = '{ notifications { unreadCount } }';
const MARK_ALL_READ = 'mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } }';
const ADMIN_ONLY = '{ participants(first: 1) { totalCount } }';

/** A page storage that can be made full, as a browser's localStorage with its quota reached. */
class PageStorage extends MemoryStorage {
  full = false;
  override setItem(key: string, value: string): void {
    if (this.full && key === DB_STORAGE_KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function open(storage: PageStorage) {
  const channel = new MessageChannel();
  channels.push(channel);
  const servers: PortalServer[] = [];
  serveServer(channel.port1, (mirror) => {
    const server = createServer({ storage: mirror, now: () => TEST_NOW, config: { signInDelayMs: 0 } });
    servers.push(server);
    return server;
  });
  const notices: DbStorageEvent['type'][] = [];
  const connection = connectServer(channel.port2, storage, (event) => notices.push(event.type));
  const client = new ApolloClient({ link: connection.link, cache: new InMemoryCache() });
  const run = async (query: string) => firstValueFrom(execute(connection.link, { query: parse(query, { noLocation: true }) }, { client }));
  /** Runs through the page's key-making link (src/graphql/idempotency-link.ts), with the given variables and context. */
  const runKeyed = async (query: string, variables: Record<string, unknown>, context: Record<string, unknown> = {}) =>
    firstValueFrom(execute(ApolloLink.from([idempotencyLink, connection.link]), { query: parse(query, { noLocation: true }), variables, context }, { client }));
  return { connection, notices, run, runKeyed, server: () => servers[0]! };
}

function signedIn(role = 'dealer'): PageStorage {
  const storage = new PageStorage();
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, role);
  return storage;
}

describe('the in-browser server in its worker', () => {
  it('answers as the session in the page storage, and a change is in that storage before its answer arrives', async () => {
    const storage = signedIn('client-admin');
    const { run, server } = open(storage);
    expect((await run(VIEWER)).data).toEqual({ viewer: { authenticated: true, role: 'CLIENT_ADMIN', user: { name: expect.any(String) } } });
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();

    const answer = await run(MARK_ALL_READ);
    expect(answer.data).toEqual({ markAllNotificationsRead: { notifications: { unreadCount: 0 }, errors: [] } });
    // The write came first: a reload right after the answer keeps the change.
    expect(storage.getItem(DB_STORAGE_KEY)).toBe(JSON.stringify(server().db.data));
    expect(storage.getItem(DB_GENERATION_KEY)).toBe('1');

    const reopened = open(storage);
    expect((await reopened.run(NOTIFICATIONS)).data).toEqual({ notifications: { unreadCount: 0 } });
  });

  it('passes errors with their codes, as an HTTP server would', async () => {
    const { run } = open(signedIn('dealer'));
    const answer = await run(ADMIN_ONLY);
    expect(answer.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
  });

  it('answers a query that does not parse with its syntax error, as an HTTP server would', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    serveServer(channel.port1, (mirror) => createServer({ storage: mirror, now: () => TEST_NOW, config: { signInDelayMs: 0 } }));
    const answer = new Promise<unknown>((resolve) => channel.port2.addEventListener('message', (event) => resolve(event.data)));
    channel.port2.start();
    channel.port2.postMessage({ type: 'init', entries: [] });
    channel.port2.postMessage({ type: 'operation', id: 7, query: '{ viewer { ' });
    expect(await answer).toEqual({ type: 'result', id: 7, result: { errors: [expect.objectContaining({ message: expect.stringContaining('Syntax Error') })] } });
  });

  it('validates a document that is not one of the portal\'s own and answers its problems without running it, as an HTTP server would', async () => {
    const { run } = open(signedIn('dealer'));
    const before = (await run(NOTIFICATIONS)).data as { notifications: { unreadCount: number } };
    const answer = await run('mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } viewer { nickname } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'Cannot query field "viewer" on type "Mutation".' })]);
    // Nothing ran: the notifications are as they were.
    expect((await run(NOTIFICATIONS)).data).toEqual(before);
  });

  it('answers operations in the order they arrive, whether or not they are checked first', async () => {
    const { run } = open(signedIn('dealer'));
    const unread = (await run(NOTIFICATIONS)).data as { notifications: { unreadCount: number } };
    expect(unread.notifications.unreadCount).toBeGreaterThan(0);
    // The mutation's text is new to the server (it is validated, which loads the rules); the query after
    // it is known by then. The query still sees the mutation's change.
    const [marked, after] = await Promise.all([run(MARK_ALL_READ), run(NOTIFICATIONS)]);
    expect(marked.data).toEqual({ markAllNotificationsRead: { notifications: { unreadCount: 0 }, errors: [] } });
    expect(after.data).toEqual({ notifications: { unreadCount: 0 } });
  });

  it('tells the user when storage is full, keeps the change, and tells again once a save gets through', async () => {
    const storage = signedIn('dealer');
    storage.full = true;
    const { run, notices, server } = open(storage);
    await run(MARK_ALL_READ);
    expect(notices).toEqual(['save-failed']);
    // Neither the data nor a generation without it reached storage; the server still has the change.
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(DB_GENERATION_KEY)).toBeNull();
    expect((await run(NOTIFICATIONS)).data).toEqual({ notifications: { unreadCount: 0 } });
    // The server knows its data is unsaved, so another tab's copy never replaces it.
    expect(server().db.unsaved).toBe(true);

    storage.full = false;
    const { data } = await run('{ notifications { nodes { id } } }');
    const id = (data as { notifications: { nodes: { id: string }[] } }).notifications.nodes[0]!.id;
    const deleted = await run(`mutation { deleteNotification(input: { id: "${id}" }) { errors { message } } }`);
    expect(deleted.data).toEqual({ deleteNotification: { errors: [] } });
    expect(notices).toEqual(['save-failed', 'saved']);
    expect(server().db.unsaved).toBe(false);
    // What reached storage holds both changes: everything read, and one notification fewer.
    expect(storage.getItem(DB_STORAGE_KEY)).toBe(JSON.stringify(server().db.data));
    expect((await open(storage).run(NOTIFICATIONS)).data).toEqual({ notifications: { unreadCount: 0 } });
  });

  it("adopts another tab's saved copy and session before its next answer", async () => {
    const storage = signedIn('dealer');
    const first = open(storage);
    await first.run(VIEWER);

    // Another tab marks everything read and switches to client admin.
    const other = open(storage);
    await other.run(MARK_ALL_READ);
    for (const key of [DB_STORAGE_KEY, DB_GENERATION_KEY]) first.connection.storageChanged(key, storage.getItem(key));
    expect((await first.run(NOTIFICATIONS)).data).toEqual({ notifications: { unreadCount: 0 } });
    expect(first.notices).toContain('external-change');

    storage.setItem(ROLE_KEY, 'client-admin');
    first.connection.storageChanged(ROLE_KEY, 'client-admin');
    expect((await first.run(VIEWER)).data?.viewer).toMatchObject({ role: 'CLIENT_ADMIN' });
  });

  it('replaces a stored copy it cannot read with the sample data, and says so', async () => {
    const storage = signedIn('dealer');
    storage.setItem(DB_STORAGE_KEY, '{"version": 3, "notifications": [');
    const { run, notices } = open(storage);
    expect((await run(NOTIFICATIONS)).data).toEqual({ notifications: { unreadCount: 2 } });
    expect(notices).toEqual(['reset']);
  });

  it('fails every operation with a clear message when the worker cannot start', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    const connection = connectServer(channel.port2, signedIn(), () => undefined);
    const client = new ApolloClient({ link: connection.link, cache: new InMemoryCache() });
    const waiting = firstValueFrom(execute(connection.link, { query: parse(VIEWER) }, { client }));
    connection.fail(new Error("The portal's data could not be opened"));
    await expect(waiting).rejects.toThrow("The portal's data could not be opened");
    await expect(firstValueFrom(execute(connection.link, { query: parse(VIEWER) }, { client }))).rejects.toThrow("The portal's data could not be opened");
  });

  it('takes over a worker the boot script started: what it said before the page listened is taken in order, after the page’s modules ran', async () => {
    const storage = signedIn('dealer');
    storage.setItem(DB_STORAGE_KEY, '{ not the portal data');
    const channel = new MessageChannel();
    channels.push(channel);
    serveServer(channel.port1, (mirror) => createServer({ storage: mirror, now: () => TEST_NOW, config: { signInDelayMs: 0 } }));
    // What build/server-boot.ts does: it listens, and sends the stored keys before the page's code runs.
    const early: MessageEvent[] = [];
    const keep = (event: MessageEvent) => early.push(event);
    channel.port2.addEventListener('message', keep);
    channel.port2.start();
    channel.port2.postMessage({ type: 'init', entries: [DB_STORAGE_KEY, DB_GENERATION_KEY, AUTHENTICATED_KEY, ROLE_KEY].map((key) => [key, storage.getItem(key)]) });
    await vi.waitFor(() => expect(early.map((event) => event.data.type)).toEqual(['notice', 'writes']));

    const notices: DbStorageEvent['type'][] = [];
    const connection = connectServer(channel.port2, storage, (event) => notices.push(event.type), { initSent: true, received: early });
    channel.port2.removeEventListener('message', keep);
    // Not while the page's modules are still running: a notice's listener may not be there yet.
    expect(notices).toEqual([]);
    expect(storage.getItem(DB_STORAGE_KEY)).toBe('{ not the portal data');
    const client = new ApolloClient({ link: connection.link, cache: new InMemoryCache() });
    const answer = await firstValueFrom(execute(connection.link, { query: parse(VIEWER) }, { client }));
    expect(answer.data).toEqual({ viewer: { authenticated: true, role: 'DEALER', user: { name: expect.any(String) } } });
    expect(notices).toEqual(['reset']);
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('answers a mutation repeated with its idempotency key once, and refuses the key with other variables', async () => {
    const { run, runKeyed } = open(signedIn('dealer'));
    const redeem = 'mutation Redeem($id: ID!) { redeemReward(input: { rewardId: $id }) { reward { id stock } points { balance } errors { code } } }';
    const balance = async () => ((await run('{ rewardsOverview { points { balance } } }')).data as any).rewardsOverview.points.balance as number;
    const before = await balance();
    const key = { [IDEMPOTENCY_CONTEXT]: 'worker-key-1' };
    const [first, atOnce] = await Promise.all([runKeyed(redeem, { id: 'RWD-006' }, key), runKeyed(redeem, { id: 'RWD-006' }, key)]);
    expect((first.data as any).redeemReward.errors).toEqual([]);
    expect(atOnce).toEqual(first);
    expect(await runKeyed(redeem, { id: 'RWD-006' }, key)).toEqual(first);
    expect(await balance()).toBe(before - 12_000);

    const reused = await runKeyed(redeem, { id: 'RWD-001' }, key);
    expect(reused.errors?.map((error) => error.extensions?.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    // Each operation through the page's link is a new action with a key of its own.
    await runKeyed(redeem, { id: 'RWD-006' });
    expect(await balance()).toBe(before - 24_000);
  });
});
