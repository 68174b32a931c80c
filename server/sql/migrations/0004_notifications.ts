import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('read', 'boolean', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .execute();
  // The bell's list: one user's rows, newest first.
  await db.schema.createIndex('notifications_user_newest').on('notifications').columns(['user_id', 'created_at desc', 'id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('notifications').execute();
}
