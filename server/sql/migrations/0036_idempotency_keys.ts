import { sql, type Kysely } from 'kysely';

// Exactly-once mutations (docs/server.md, "Exactly once"): a signed-in account's mutation that carries an
// `Idempotency-Key` header writes the key here first, in the mutation's own transaction, and its answer
// before that transaction commits. A repeat of the key waits on the primary key until the first
// commits, then finds its answer and changes nothing; a first that rolls back takes its row with it.
// `fingerprint` tells a true repeat from the key sent with another operation or other variables.
// Keys are kept 24 hours; `created_at`'s index serves the server's sweep of older ones.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table idempotency_keys (
      account_id text not null references accounts (id) on delete cascade,
      key text not null check (length(key) between 1 and 200),
      fingerprint text not null,
      response jsonb,
      created_at timestamptz not null,
      primary key (account_id, key)
    )`.execute(db);
  await sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('idempotency_keys').execute();
}
