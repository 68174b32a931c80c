import { sql, type Kysely } from 'kysely';

// Sign-up without an invitation, outside demo mode (docs/server.md, "Accounts"): the account waits for
// the program's administrators to approve it into a dealership, and cannot sign in until then.
export async function up(db: Kysely<unknown>) {
  await sql`alter table accounts add column status text not null default 'active' check (status in ('active', 'pending'))`.execute(db);
  await db.schema
    .createTable('enrolment_requests')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision', 'text', (col) => col.check(sql`decision in ('approved', 'rejected')`))
    .execute();
  // The administrators' list of requests still to decide, oldest first.
  await sql`create index enrolment_requests_open on enrolment_requests (requested_at) where decided_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('enrolment_requests').execute();
  await sql`alter table accounts drop column status`.execute(db);
}
