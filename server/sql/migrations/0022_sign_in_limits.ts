import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // Sign-in attempts per account and per client address (server/accounts/throttle.ts), in the shape
  // rate-limiter-flexible's PostgreSQL store reads and writes: a key, its points and when they expire
  // (milliseconds since 1970). They replace the count of failures per address.
  await db.schema
    .createTable('sign_in_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.dropTable('sign_in_failures').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().check(sql`failures > 0`))
    .addColumn('last_failed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.dropTable('sign_in_limits').execute();
}
