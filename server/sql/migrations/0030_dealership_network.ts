import { sql, type Kysely } from 'kysely';

// Every dealership of the program in one table (docs/server.md, "Where the data lives"): until now the
// `dealerships` table held the business details only of dealerships whose dealer edited them on Profile
// Settings, and the program's dealer list (number, name, location) was in the portal data's document.
// Each dealership now is a row: its network columns (region, tier, status, the principal's e-mail, when
// it was created) beside its business details, which stay NOT NULL (a dealership nobody has described yet
// has empty texts). The document's `dealers` move here when the server starts (then; since 0033, that migration moves them: 0033_program_state.ts).
//
// `dealerships_revision` is a change marker: a statement trigger moves it on every change of the table,
// so a server reads one row per operation and reads the whole table again only when it moved.
export async function up(db: Kysely<unknown>) {
  await sql`
        alter table dealerships
          add column number bigint generated always as identity,
          add column region text not null default '',
          add column tier text not null default 'ESSENTIAL' check (tier in ('ESSENTIAL', 'SELECT', 'ELITE', 'PREMIER')),
          add column status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
          add column principal_email text,
          add column created_at timestamptz not null default now()`.execute(db);
  await sql`create unique index dealerships_by_number on dealerships (lower(dealer_number))`.execute(db);
  await sql`create index dealerships_by_name on dealerships (lower(business_name), id)`.execute(db);
  await sql`create table dealerships_revision (id int primary key check (id = 1), revision bigint not null)`.execute(db);
  await sql`insert into dealerships_revision (id, revision) values (1, 1)`.execute(db);
  await sql`
        create function dealerships_changed() returns trigger language plpgsql as $$
        begin
          update dealerships_revision set revision = revision + 1 where id = 1;
          return null;
        end
        $$`.execute(db);
  await sql`
        create trigger dealerships_changed after insert or update or delete or truncate on dealerships
        for each statement execute function dealerships_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop trigger dealerships_changed on dealerships`.execute(db);
  await sql`drop function dealerships_changed()`.execute(db);
  await db.schema.dropTable('dealerships_revision').execute();
  await sql`drop index dealerships_by_name`.execute(db);
  await sql`drop index dealerships_by_number`.execute(db);
  await sql`
        alter table dealerships
          drop column number, drop column region, drop column tier, drop column status, drop column principal_email, drop column created_at`.execute(db);
}
