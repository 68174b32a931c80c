import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // A sign-in with Microsoft or Google between the redirect to the provider and its answer.
  await db.schema
    .createTable('sign_in_requests')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('remember', 'boolean', (col) => col.notNull())
    .addColumn('redirect_to', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sign_in_requests').execute();
}
