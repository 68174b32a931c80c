import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/lib/relative-time';
import { TEST_NOW, actAs, createTestServer } from '../../api';

const LIST = `{ notifications { unreadCount nodes { id title message createdAt read type link } } }`;
const MARK = `mutation($id: ID!) { markNotificationRead(input: { id: $id }) { notifications { unreadCount nodes { id read } } errors { field message } } }`;
const DELETE = `mutation($id: ID!) { deleteNotification(input: { id: $id }) { notifications { unreadCount nodes { id } } errors { field message } } }`;
const MARK_ALL = `mutation { markAllNotificationsRead { notifications { unreadCount nodes { read } } errors { message } } }`;

describe('notifications', () => {
  it("lists the three sample notifications newest first with the instant each was sent and the unread count", async () => {
    const server = createTestServer('dealer');
    const { notifications } = await server.ok(LIST);
    expect(notifications.unreadCount).toBe(2);
    type Row = { type: string; createdAt: string; link: string; read: boolean };
    expect(notifications.nodes.map((n: Row) => [n.type, relativeTime(n.createdAt, TEST_NOW), n.link, n.read])).toEqual([
      ['REWARD', '2 hours ago', '/rewards', false],
      ['EVENT', '1 day ago', '/events', false],
      ['PROMOTION', '3 days ago', '/promotions', true],
    ]);
  });

  it("links each role's notifications to pages that role may open", async () => {
    const server = createTestServer('client-admin');
    const admin = await server.ok(LIST);
    expect(admin.notifications.nodes.map((n: { link: string }) => n.link)).toEqual(['/admin-rewards', '/admin-reporting', '/admin-promotions']);
    actAs(server, 'comfort-advisor');
    const advisor = await server.ok(LIST);
    expect(advisor.notifications.nodes.map((n: { link: string }) => n.link)).toEqual(['/rewards', '/events', '/rewards']);
  });

  it('marks one read, persists it, and lowers the unread count', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(MARK, { id: 'USR-001-NTF-1' });
    expect(data.markNotificationRead.errors).toEqual([]);
    expect(data.markNotificationRead.notifications.unreadCount).toBe(1);
    const reloaded = await server.reload().ok(LIST);
    expect(reloaded.notifications.nodes[0]).toMatchObject({ id: 'USR-001-NTF-1', read: true });
  });

  it('marks all read', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(MARK_ALL);
    expect(data.markAllNotificationsRead.notifications.unreadCount).toBe(0);
    expect((await server.reload().ok(LIST)).notifications.unreadCount).toBe(0);
    // Another user's notifications are untouched.
    actAs(server, 'client-admin');
    expect((await server.ok(LIST)).notifications.unreadCount).toBe(2);
  });

  it('deletes one and keeps it deleted after a reload', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(DELETE, { id: 'USR-001-NTF-2' });
    expect(data.deleteNotification.notifications.nodes.map((n: { id: string }) => n.id)).toEqual(['USR-001-NTF-1', 'USR-001-NTF-3']);
    expect((await server.reload().ok(LIST)).notifications.nodes).toHaveLength(2);
  });

  it("refuses unknown ids and other users' notifications without changing anything", async () => {
    const server = createTestServer('dealer');
    const before = JSON.stringify(server.db.data);
    for (const id of ['nope', 'USR-003-NTF-1']) {
      const marked = await server.ok(MARK, { id });
      expect(marked.markNotificationRead.errors).toEqual([{ field: ['id'], message: 'That notification no longer exists' }]);
      const deleted = await server.ok(DELETE, { id });
      expect(deleted.deleteNotification.errors).toHaveLength(1);
    }
    expect(JSON.stringify(server.db.data)).toBe(before);
  });

  it('needs a session', async () => {
    const server = createTestServer(null);
    expect(await server.errorCode(LIST)).toBe('UNAUTHENTICATED');
    expect(await server.errorCode(MARK_ALL)).toBe('UNAUTHENTICATED');
  });
});
