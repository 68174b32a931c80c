import type { NotificationRow } from '../fixtures/session';

/**
 * A user's notifications, as every store keeps them (docs/server.md, "Where the data lives"): the
 * resolvers ask this interface and never the store's own shape. The in-browser server keeps them in
 * its database (`MemoryNotifications`, mocks/repositories/notifications.ts); the HTTP server in a table (server/repositories/notifications.ts).
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
