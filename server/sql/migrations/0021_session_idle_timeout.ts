import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // A session ends after it has gone unused for its idle time (docs/server.md, "Security"): when it was
  // last used, and how long it may rest (decided at sign-in: longer with "Remember me").
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('idle_minutes', 'integer', (col) => col.notNull().defaultTo(120).check(sql`idle_minutes > 0`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('sessions').dropColumn('idle_minutes').dropColumn('last_seen_at').execute();
}
