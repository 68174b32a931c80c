import type { NotificationType } from '../../domain/__generated__/resolvers-types';
import type { NotificationRow } from '../../domain/fixtures/session';
import type { NotificationsRepository } from '../../domain/repositories/notifications';
import type { Row, SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';
import { coversUser, NETWORK, type Scope } from '../../domain/scope';


function toRow(row: Row<'notifications'>): NotificationRow {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read,
    type: row.type as NotificationType,
    link: row.link,
  };
}

/** Notifications in the `notifications` table (server/sql/migrations/0004_notifications.ts), one statement per change. */
export class SqlNotifications implements NotificationsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose notifications it reads and changes (domain/scope.ts): the viewer's own. */
    private readonly scope: Scope = NETWORK,
  ) {}

  async forUser(userId: string): Promise<NotificationRow[]> {
    if (!coversUser(this.scope, userId)) return [];
    const rows = await this.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toRow);
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    if (!coversUser(this.scope, userId)) return false;
    const result = await this.db.updateTable('notifications').set({ read: true }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!coversUser(this.scope, userId)) return false;
    const result = await this.db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async markAllRead(userId: string): Promise<void> {
    if (!coversUser(this.scope, userId)) return;
    await this.db.updateTable('notifications').set({ read: true }).where('user_id', '=', userId).where('read', '=', false).execute();
  }

  async notify(row: NotificationRow): Promise<void> {
    await this.db
      .insertInto('notifications')
      .values({ id: row.id, user_id: row.userId, title: row.title, message: row.message, created_at: row.createdAt, read: row.read, type: row.type, link: row.link })
      .execute();
  }

  /** Replaces every row with `rows` (the sample data, when the portal's data is seeded or reset). */
  async replaceAll(rows: readonly NotificationRow[]): Promise<void> {
    await this.db.deleteFrom('notifications').execute();
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('notifications')
        .values(batch.map((row) => ({
          id: row.id,
          user_id: row.userId,
          title: row.title,
          message: row.message,
          created_at: row.createdAt,
          read: row.read,
          type: row.type,
          link: row.link,
        })))
        .execute(),
    );
  }
}
