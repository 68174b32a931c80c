import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // An account signs in with a provider by the provider's own name for the person (issuer and subject),
  // never by an e-mail claim alone (docs/server.md, "Security").
  await db.schema
    .createTable('account_identities')
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('account_identities_pkey', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('account_identities_account_id').on('account_identities').column('account_id').execute();
  // Keys every server process shares, made once: the one that signs a provider sign-in's cookie.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  // A provider sign-in's state, nonce and PKCE verifier now travel in the browser's signed cookie.
  await db.schema.dropTable('sign_in_requests').execute();
}

export async function down(db: Kysely<unknown>) {
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
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('account_identities').execute();
}
