import { sql, type Kysely } from 'kysely';

// The receipt service's webhook (docs/server.md, "The receipt service's webhook"): each event the service
// reports is kept here with the claim it created, written in the transaction that stores the claim, so
// the event and its claim are kept together or not at all. A repeat of the event id (the service sends an
// event again when it misses the answer) finds its row and creates nothing. `digest` is a SHA-256 of the
// event's earner and receipt, which tells a true repeat from the id sent with another receipt.
// A claim deleted whole (a reset of the demo data) takes its event with it.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table receipt_events (
      event_id text primary key check (length(event_id) between 1 and 200),
      claim_id text not null references claims (id) on delete cascade,
      earner_id text not null,
      digest text not null,
      occurred_at timestamptz not null,
      received_at timestamptz not null
    )`.execute(db);
  await sql`create index receipt_events_claim_id on receipt_events (claim_id)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('receipt_events').execute();
}
