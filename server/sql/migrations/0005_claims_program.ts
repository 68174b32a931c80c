import { sql, type Kysely } from 'kysely';

// The claims program's rows (docs/server.md, "Where the data lives"): participants, their claims and
// spot awards, with money in whole cents, and an index for each filter, sort and search the Claims,
// Claims Management and Participants screens and the dashboards use. Text sorts compare as the
// in-browser server does (code units: `collate "C"`).
export async function up(db: Kysely<unknown>) {
  await sql`
        create table participants (
          id text primary key,
          name text not null,
          email text not null,
          phone text not null,
          role text not null check (role in ('DEALER', 'COMFORT_ADVISOR')),
          dealer_id text not null,
          location text not null,
          enrollment_date date not null,
          last_activity date not null,
          status text not null check (status in ('ACTIVE', 'INACTIVE')),
          -- What the searches compare, lower-cased once when a row is written instead of on every search:
          -- the name (Claims' search) and name, e-mail and id (Participants' search).
          search_name text generated always as (lower(name)) stored,
          search_text text generated always as (lower(name) || chr(1) || lower(email) || chr(1) || lower(id)) stored
        )`.execute(db);
  await sql`create index participants_by_name on participants ((lower(name) collate "C"), (id collate "C"))`.execute(db);
  await sql`create index participants_by_enrollment on participants (enrollment_date, (lower(name) collate "C"), (id collate "C"))`.execute(db);
  await sql`create index participants_by_activity on participants (last_activity, (lower(name) collate "C"), (id collate "C"))`.execute(db);
  await sql`create index participants_by_dealer on participants (dealer_id)`.execute(db);
  await sql`
        create table claims (
          id text primary key,
          number integer not null unique,
          participant_id text not null references participants (id),
          dealer_id text not null,
          product_id text not null,
          amount_cents integer not null check (amount_cents >= 0),
          status text not null check (status in ('PENDING', 'NEEDS_INFO', 'APPROVED', 'PAID', 'REJECTED')),
          submitted_on date not null,
          decided_at timestamptz,
          processing_days integer check (processing_days >= 0),
          issue text,
          rejection_reason text,
          version integer not null default 1
        )`.execute(db);
  // Newest first (the default), by status (the queues and the dashboards), by dealer, by participant
  // (their totals and the advisor's cards), by amount, and by decision time (the reports).
  await sql`create index claims_by_date on claims (submitted_on, number)`.execute(db);
  await sql`create index claims_by_status on claims (status, submitted_on, number)`.execute(db);
  await sql`create index claims_by_dealer on claims (dealer_id, submitted_on)`.execute(db);
  await sql`create index claims_by_participant on claims (participant_id, status)`.execute(db);
  await sql`create index claims_by_amount on claims (amount_cents, number)`.execute(db);
  await sql`create index claims_by_decision on claims (decided_at) where decided_at is not null`.execute(db);
  await sql`
        create table spot_awards (
          id text primary key,
          number integer not null unique,
          participant_id text not null references participants (id),
          type text not null,
          amount_cents integer not null check (amount_cents > 0),
          reason text not null,
          issued_at timestamptz not null,
          issued_by text not null
        )`.execute(db);
  await sql`create index spot_awards_by_time on spot_awards (issued_at, id)`.execute(db);
  await sql`create index spot_awards_by_participant on spot_awards (participant_id)`.execute(db);
  await sql`create sequence spot_awards_number`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop sequence spot_awards_number`.execute(db);
  await db.schema.dropTable('spot_awards').execute();
  await db.schema.dropTable('claims').execute();
  await db.schema.dropTable('participants').execute();
}
