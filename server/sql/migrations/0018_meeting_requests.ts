import { sql, type Kysely } from 'kysely';

// The meetings dealers ask their territory manager for on Resources (docs/server.md, "Where the data
// lives"): numbered `MTG-0001` on, by dealer in the order made, one per dealer, start, length and topic
// (a unique index, which the same request sent twice at once meets), lengths and topics as the form allows.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table meeting_requests (
          id text primary key,
          number integer not null unique check (number > 0),
          user_id text not null,
          starts_at timestamptz not null,
          duration_minutes integer not null check (duration_minutes between 15 and 240),
          topic text not null check (char_length(topic) between 1 and 500 and topic = btrim(topic)),
          with_name text not null,
          with_email text not null,
          requested_at timestamptz not null,
          unique (user_id, starts_at, duration_minutes, topic)
        )`.execute(db);
  await sql`create index meeting_requests_by_member on meeting_requests (user_id, number)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('meeting_requests').execute();
}
