import type { Database } from '../db';
import type { NotificationRow } from '../fixtures/session';

/**
 * A user's notifications, as every store keeps them (docs/server.md, "Where the data lives"): the
 * resolvers ask this interface and never the store's own shape. The in-browser server keeps them in
 * its database (`MemoryNotifications`); the HTTP server in a table (server/repositories/notifications.ts).
 * tests/server/repositories.test.ts runs the same contract on each.
 */
export interface NotificationsRepository {
  /** The user's notifications, newest first. */
  forUser(userId: string): Promise<NotificationRow[]>;
  /** Marks one of the user's notifications read; false when the user has no notification with that id. */
  markRead(userId: string, id: string): Promise<boolean>;
  /** Deletes one of the user's notifications; false when the user has no notification with that id. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Marks all of the user's notifications read. */
  markAllRead(userId: string): Promise<void>;
  /** Adds a notification (its id is unique). */
  notify(row: NotificationRow): Promise<void>;
}

/** Newest first; the id breaks a tie, so the order is the same in every store. */
export function newestFirst(a: NotificationRow, b: NotificationRow): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** The in-browser store: the rows of the database's `notifications` collection, saved with the database. */
export class MemoryNotifications implements NotificationsRepository {
  constructor(private readonly db: Database) {}

  async forUser(userId: string): Promise<NotificationRow[]> {
    return this.db.data.notifications
      .filter((row) => row.userId === userId)
      .sort(newestFirst)
      .map((row) => ({ ...row }));
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    const row = this.db.data.notifications.find((candidate) => candidate.id === id && candidate.userId === userId);
    if (!row) return false;
    row.read = true;
    this.db.commit();
    return true;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const index = this.db.data.notifications.findIndex((candidate) => candidate.id === id && candidate.userId === userId);
    if (index === -1) return false;
    this.db.data.notifications.splice(index, 1);
    this.db.commit();
    return true;
  }

  async markAllRead(userId: string): Promise<void> {
    for (const row of this.db.data.notifications) if (row.userId === userId) row.read = true;
    this.db.commit();
  }

  async notify(row: NotificationRow): Promise<void> {
    this.db.data.notifications.push({ ...row });
    this.db.commit();
  }
}
