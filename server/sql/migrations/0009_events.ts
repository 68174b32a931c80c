import { sql, type Kysely } from 'kysely';

// Upcoming events and registrations (docs/server.md, "Where the data lives"). A registration takes a
// spot (`spots_left`, null when the event does not count them), which can never go below zero; the
// event's descriptive fields (title, place, texts) are one jsonb value, since no screen filters on them.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table events (
          id text primary key,
          starts_at timestamptz not null,
          ends_at timestamptz not null,
          spots_left integer check (spots_left >= 0),
          content jsonb not null
        )`.execute(db);
  await sql`create index events_by_end on events (ends_at)`.execute(db);
  await sql`
        create table event_registrations (
          event_id text not null references events (id) on delete cascade,
          user_id text not null,
          registered_at timestamptz not null,
          number bigint generated always as identity,
          primary key (event_id, user_id)
        )`.execute(db);
  await sql`create index event_registrations_by_member on event_registrations (user_id, number)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('events').execute();
}
