import type { Database } from '../../domain/db';
import { coversUser } from '../../domain/scope';
import type { NotificationRow } from '../../domain/fixtures/session';
import type { NotificationsRepository } from '../../domain/repositories/notifications';

/** Newest first; the id breaks a tie, so the order is the same in every store. */
export function newestFirst(a: NotificationRow, b: NotificationRow): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** The in-browser store: the rows of the database's `notifications` collection, saved with the database. */
export class MemoryNotifications implements NotificationsRepository {
  constructor(private readonly db: Database) {}

  async forUser(userId: string): Promise<NotificationRow[]> {
    // The viewer's own notifications only (domain/scope.ts).
    if (!coversUser(this.db.scope, userId)) return [];
    return this.db.data.notifications
      .filter((row) => row.userId === userId)
      .sort(newestFirst)
      .map((row) => ({ ...row }));
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    if (!coversUser(this.db.scope, userId)) return false;
    const row = this.db.data.notifications.find((candidate) => candidate.id === id && candidate.userId === userId);
    if (!row) return false;
    const changed = !row.read;
    row.read = true;
    this.db.commit();
    if (changed) this.db.announce({ topic: 'notification', notificationId: row.id, userId, kind: 'READ' });
    return true;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!coversUser(this.db.scope, userId)) return false;
    const index = this.db.data.notifications.findIndex((candidate) => candidate.id === id && candidate.userId === userId);
    if (index === -1) return false;
    const [removed] = this.db.data.notifications.splice(index, 1);
    this.db.commit();
    if (removed) this.db.announce({ topic: 'notification', notificationId: removed.id, userId, kind: 'DELETED' });
    return true;
  }

  async markAllRead(userId: string): Promise<void> {
    if (!coversUser(this.db.scope, userId)) return;
    // One READ per notification that was unread, as the HTTP server's trigger announces each row it changes.
    const marked = this.db.data.notifications.filter((row) => row.userId === userId && !row.read);
    for (const row of marked) row.read = true;
    this.db.commit();
    for (const row of marked) this.db.announce({ topic: 'notification', notificationId: row.id, userId, kind: 'READ' });
  }

  async notify(row: NotificationRow): Promise<void> {
    this.db.data.notifications.push({ ...row });
    this.db.commit();
    this.db.announce({ topic: 'notification', notificationId: row.id, userId: row.userId, kind: 'CREATED' });
  }
}
