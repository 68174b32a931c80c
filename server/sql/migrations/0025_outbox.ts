import { sql, type Kysely } from 'kysely';

// The messages the portal sends (docs/server.md, "Mail"): a message is written in the transaction of
// the change that causes it, so a rollback loses both, and the delivery worker (server/mail/delivery.ts)
// sends it afterwards. A message is due from `next_attempt_at`; a worker that claims it moves that time
// past the sending (a lease), so another worker leaves it alone, and a worker that stops before it marks
// the message sent leaves it due again once the lease has run out. `sent_at` is set once it has gone.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table outbox (
          id bigint generated always as identity primary key,
          kind text not null check (kind ~ '^[a-z][a-z_]{0,39}$'),
          recipient text not null check (length(recipient) between 3 and 320),
          subject text not null check (length(subject) between 1 and 200),
          text_body text not null,
          html_body text,
          created_at timestamptz not null default now(),
          attempts integer not null default 0 check (attempts >= 0),
          next_attempt_at timestamptz not null default now(),
          last_error text,
          sent_at timestamptz
        )`.execute(db);
  // The worker's one question: which unsent messages are due, oldest first.
  await sql`create index outbox_due on outbox (next_attempt_at, id) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('outbox').execute();
}
