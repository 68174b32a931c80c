import { sql, type Kysely } from 'kysely';

// The claim lifecycle (docs/server.md, "Claims and their history"): each claim's evidence, when it
// was sent back for information, and its history. History rows are appended and never changed: a
// trigger refuses any update or delete of one (a reset of the demo data empties the table whole).
export async function up(db: Kysely<unknown>) {
  await sql`
        alter table claims
          add column serial_number text not null default '',
          add column quantity integer not null default 1 check (quantity > 0),
          add column installed_on date,
          add column invoice_number text not null default '',
          add column attachment jsonb,
          add column info_requested_at timestamptz`.execute(db);
  await sql`update claims set installed_on = submitted_on`.execute(db);
  await sql`alter table claims alter column installed_on set not null`.execute(db);
  await sql`
        create table claim_history (
          claim_id text not null references claims (id),
          seq integer not null check (seq > 0),
          at timestamptz not null,
          actor_id text,
          actor_name text not null,
          actor_role text not null check (actor_role in ('DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN')),
          action text not null check (action in ('SUBMITTED', 'INFO_REQUESTED', 'RESUBMITTED', 'APPROVED', 'REJECTED', 'PAID')),
          from_status text,
          to_status text not null,
          from_amount_cents integer,
          to_amount_cents integer,
          note text,
          attachment jsonb,
          primary key (claim_id, seq)
        )`.execute(db);
  await sql`
        create function claim_history_is_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'claim history entries are never changed or deleted' using errcode = 'P0001';
        end
        $$`.execute(db);
  await sql`
        create trigger claim_history_append_only before update or delete on claim_history
        for each row execute function claim_history_is_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('claim_history').execute();
  await sql`drop function claim_history_is_append_only()`.execute(db);
  await sql`
        alter table claims drop column serial_number, drop column quantity, drop column installed_on,
          drop column invoice_number, drop column attachment, drop column info_requested_at`.execute(db);
}
