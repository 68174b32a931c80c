import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import type { NotificationRow } from '../../domain/fixtures/session';
import { MemoryNotifications } from '../../mocks/repositories/notifications';
import type { NotificationsRepository } from '../../domain/repositories/notifications';
import { SqlNotifications } from '../../server/repositories/notifications';
import { TEST_NOW } from '../api';
import { migratedStore, POSTGRES_URL } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * One contract for each repository, run on every store: the in-browser memory store, PGlite and
 * PostgreSQL (with TEST_DATABASE_URL). A store passes only by behaving as the others do.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sqlStore = (kind: 'pglite' | 'postgres') => migratedStore(kind, cleanups);

/** A store holding `rows` and nothing else, behind its repository. */
type Given = (rows: NotificationRow[]) => Promise<NotificationsRepository>;

const STORES: [string, Given][] = [
  [
    'memory',
    async (rows) => {
      const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
      db.data.notifications = rows.map((row) => ({ ...row }));
      return new MemoryNotifications(db);
    },
  ],
  [
    'pglite',
    async (rows) => {
      const repository = new SqlNotifications((await sqlStore('pglite')).db);
      await repository.replaceAll(rows);
      return repository;
    },
  ],
];
if (POSTGRES_URL) {
  STORES.push([
    'postgres',
    async (rows) => {
      const repository = new SqlNotifications((await sqlStore('postgres')).db);
      await repository.replaceAll(rows);
      return repository;
    },
  ]);
}

function row(id: string, userId: string, createdAt: string, read = false): NotificationRow {
  return { id, userId, title: `Title ${id}`, message: `Message ${id}`, createdAt, read, type: 'REWARD', link: '/rewards' };
}

const ROWS = [
  row('N-2', 'USR-A', '2026-11-20T10:00:00.000Z'),
  row('N-1', 'USR-A', '2026-11-21T09:30:00.000Z', true),
  row('N-3', 'USR-A', '2026-11-20T10:00:00.000Z'),
  row('N-9', 'USR-B', '2026-11-22T08:00:00.000Z'),
];

describe.each(STORES)('the notifications repository on %s', (_name, given) => {
  it("lists only the user's rows, newest first, a tie in id order, every field as stored", async () => {
    const repository = await given(ROWS);
    expect(await repository.forUser('USR-A')).toEqual([ROWS[1], ROWS[0], ROWS[2]]);
    expect(await repository.forUser('USR-C')).toEqual([]);
  });

  it("marks one read, and refuses another user's or an unknown id", async () => {
    const repository = await given(ROWS);
    expect(await repository.markRead('USR-A', 'N-2')).toBe(true);
    expect(await repository.markRead('USR-A', 'N-9')).toBe(false);
    expect(await repository.markRead('USR-A', 'N-404')).toBe(false);
    expect((await repository.forUser('USR-A')).map((entry) => [entry.id, entry.read])).toEqual([
      ['N-1', true],
      ['N-2', true],
      ['N-3', false],
    ]);
    expect((await repository.forUser('USR-B'))[0]?.read).toBe(false);
  });

  it("deletes one of the user's rows, and not another user's", async () => {
    const repository = await given(ROWS);
    expect(await repository.remove('USR-B', 'N-1')).toBe(false);
    expect(await repository.remove('USR-A', 'N-1')).toBe(true);
    expect(await repository.remove('USR-A', 'N-1')).toBe(false);
    expect((await repository.forUser('USR-A')).map((entry) => entry.id)).toEqual(['N-2', 'N-3']);
  });

  it("marks all of one user's rows read and leaves the others", async () => {
    const repository = await given(ROWS);
    await repository.markAllRead('USR-A');
    expect((await repository.forUser('USR-A')).every((entry) => entry.read)).toBe(true);
    expect((await repository.forUser('USR-B'))[0]?.read).toBe(false);
  });
});
