import { describe, expect, it } from 'vitest';
import {
  Database,
  DB_GENERATION_KEY,
  DB_STORAGE_KEY,
  DB_VERSION,
  MemoryStorage,
  resetReason,
  type DbStorageEvent,
} from '../../../domain/db';
import { SessionStore } from '../../../domain/session-store';
import { createTestServer, TEST_NOW, type TestServer } from '../../api';
import { createOtherScreensData } from '../../../domain/domains/other-screens';

const NOTIFICATIONS = `{ notifications { nodes { id } unreadCount } }`;
const DELETE = `mutation($id: ID!) { deleteNotification(input: { id: $id }) { errors { message } } }`;
const MARK_ALL = `mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } }`;

function quotaExceeded(): never {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** Records what a database reports about its storage. */
function listen(db: Database): DbStorageEvent[] {
  const events: DbStorageEvent[] = [];
  db.subscribe((event) => events.push(event));
  return events;
}

/**
 * A tab of the portal as mocks/browser.ts wires it: every operation first adopts a newer stored copy.
 * The two tabs share one storage, as two tabs of one browser share localStorage.
 */
function tab(storage: MemoryStorage): TestServer {
  const server = createTestServer('dealer', storage);
  const ok = server.ok;
  return {
    ...server,
    ok: (query, variables) => {
      server.db.syncFromStorage();
      return ok(query, variables);
    },
  };
}

async function notificationIds(server: TestServer): Promise<string[]> {
  const data = await server.ok<{ notifications: { nodes: { id: string }[] } }>(NOTIFICATIONS);
  return data.notifications.nodes.map((node) => node.id);
}

describe('storage full', () => {
  it('reports the failed save, keeps the change in memory, and reports the recovery', async () => {
    const storage = new MemoryStorage();
    const server = createTestServer('dealer', storage);
    const events = listen(server.db);
    const setItem = storage.setItem.bind(storage);
    storage.setItem = quotaExceeded;

    expect((await server.ok(MARK_ALL)).markAllNotificationsRead.notifications.unreadCount).toBe(0);
    server.db.flush();
    expect(events.map((event) => event.type)).toEqual(['save-failed']);
    expect(server.db.unsaved).toBe(true);
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect((await server.ok(NOTIFICATIONS)).notifications.unreadCount).toBe(0);

    storage.setItem = setItem;
    await server.ok(DELETE, { id: (await notificationIds(server))[0] });
    server.db.flush();
    expect(events.map((event) => event.type)).toEqual(['save-failed', 'saved']);
    expect(server.db.saveError).toBeNull();
    const reloaded = server.reload();
    expect((await reloaded.ok(NOTIFICATIONS)).notifications).toMatchObject({ unreadCount: 0 });
    expect(await notificationIds(reloaded)).toHaveLength(2);
  });

  it('keeps a role switch for the page when the session cannot be stored', () => {
    const storage = new MemoryStorage();
    storage.setItem('role', 'dealer');
    const session = new SessionStore(storage);
    storage.setItem = quotaExceeded;
    session.switchRole('CLIENT_ADMIN');
    expect(storage.getItem('role')).toBe('dealer');
    expect(session.role).toBe('CLIENT_ADMIN');
  });
});

describe('corrupt or old stored copy', () => {
  const copies: [string, string, 'corrupt' | 'old-version'][] = [
    ['unreadable JSON', '{"version": 3, "users": [', 'corrupt'],
    ['a copy missing collections', JSON.stringify({ version: DB_VERSION, users: [] }), 'corrupt'],
    ['a copy of another version', 'OLD', 'old-version'],
  ];

  it.each(copies)('resets %s at start and names the reason', (_name, stored, reason) => {
    const storage = new MemoryStorage();
    const fresh = new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    const value = stored === 'OLD' ? JSON.stringify({ ...fresh.data, version: DB_VERSION - 1 }) : stored;
    storage.setItem(DB_STORAGE_KEY, value);
    const db = new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    expect(resetReason(db.origin)).toBe(reason);
    expect(db.data.users.length).toBeGreaterThan(0);
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });

  it('resets a corrupt copy another tab left behind, with a notice', () => {
    const storage = new MemoryStorage();
    const db = new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    const events = listen(db);
    storage.setItem(DB_STORAGE_KEY, '{broken');
    storage.setItem(DB_GENERATION_KEY, '7');
    expect(db.syncFromStorage()).toBe(true);
    expect(events).toEqual([{ type: 'reset', reason: 'corrupt' }, { type: 'external-change' }]);
    expect(db.data.users.length).toBeGreaterThan(0);
  });

  it('reports no reset for a copy it could read', () => {
    const storage = new MemoryStorage();
    const first = new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    first.commit();
    first.flush();
    expect(resetReason(new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData }).origin)).toBeNull();
  });
});

describe('two tabs', () => {
  it("shows one tab's change in the other and keeps both tabs' changes", async () => {
    const storage = new MemoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    const secondEvents = listen(second.db);
    const [a, b, c] = await notificationIds(first);
    expect(await notificationIds(second)).toEqual([a, b, c]);

    await first.ok(DELETE, { id: a });
    first.db.flush();
    // The second tab had read the old list; its next operation sees the first tab's change.
    expect(await notificationIds(second)).toEqual([b, c]);
    expect(secondEvents).toEqual([{ type: 'external-change' }]);

    await second.ok(DELETE, { id: b });
    second.db.flush();
    expect(await notificationIds(first)).toEqual([c]);
    expect(await notificationIds(first.reload())).toEqual([c]);
  });

  it('would lose the first change without adopting the newer copy (what the generation prevents)', async () => {
    const storage = new MemoryStorage();
    const first = createTestServer('dealer', storage);
    const second = createTestServer('dealer', storage);
    const [a, b] = await notificationIds(first);
    await first.ok(DELETE, { id: a });
    first.db.flush();
    expect(second.db.storedGeneration()).toBeGreaterThan(second.db.baseGeneration);
    await second.ok(DELETE, { id: b });
    second.db.flush();
    expect(await notificationIds(first.reload())).toContain(a);
  });

  it('bumps the stored generation on every save, after the data', () => {
    const storage = new MemoryStorage();
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    const db = new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    db.commit();
    db.flush();
    db.commit();
    db.flush();
    expect(writes).toEqual([DB_STORAGE_KEY, DB_GENERATION_KEY, DB_STORAGE_KEY, DB_GENERATION_KEY]);
    expect(storage.getItem(DB_GENERATION_KEY)).toBe('2');
    expect(db.baseGeneration).toBe(2);
  });

  it('keeps changes a tab could not save instead of adopting the other copy', async () => {
    const storage = new MemoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    const [a, b] = await notificationIds(first);
    const setItem = storage.setItem.bind(storage);
    storage.setItem = quotaExceeded;
    await second.ok(DELETE, { id: b });
    second.db.flush();
    storage.setItem = setItem;

    await first.ok(DELETE, { id: a });
    first.db.flush();
    expect(second.db.syncFromStorage()).toBe(false);
    expect(await notificationIds(second)).not.toContain(b);
  });

  it('does not reload its own save', async () => {
    const storage = new MemoryStorage();
    const only = tab(storage);
    const events = listen(only.db);
    await only.ok(MARK_ALL);
    only.db.flush();
    expect(only.db.syncFromStorage()).toBe(false);
    expect(events).toEqual([]);
  });
});
