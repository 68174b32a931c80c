import { sql, type Kysely } from 'kysely';

// The portal's users (docs/server.md, "Where the data lives"): the profile each account signs in as,
// with its notification preferences (one JSON object, which a change merges into), the dealerships
// whose dealers keep their business details here, and the password resets asked for. An account's
// user is a foreign key, so "reset demo data" keeps the users that accounts sign in as; it is not
// checked for accounts made before this migration (their users move here when the server starts).
export async function up(db: Kysely<unknown>) {
  await sql`
        create table dealerships (
          id text primary key,
          business_name text not null,
          dealer_number text not null,
          business_type text check (business_type in ('DEALER', 'CONTRACTOR', 'DISTRIBUTOR', 'INSTALLER', 'SERVICE')),
          street_address text not null,
          city text not null,
          state text not null,
          zip_code text not null,
          business_phone text not null,
          website text not null,
          year_established text not null
        )`.execute(db);
  await sql`
        create table users (
          id text primary key,
          number bigint generated always as identity unique,
          role text not null check (role in ('DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN')),
          first_name text not null,
          last_name text not null,
          email text not null,
          phone text not null,
          job_title text not null,
          avatar_url text,
          dealership_id text references dealerships (id),
          participant_id text,
          organization text,
          location text,
          notification_preferences jsonb not null check (jsonb_typeof(notification_preferences) = 'object'),
          password_updated_at timestamptz
        )`.execute(db);
  await sql`create index users_by_participant on users (participant_id, number)`.execute(db);
  await sql`create index users_by_email on users (lower(email))`.execute(db);
  await sql`create index users_by_role on users (role, number)`.execute(db);
  await sql`
        create table password_reset_requests (
          number bigint generated always as identity primary key,
          email text not null,
          requested_at timestamptz not null
        )`.execute(db);
  await sql`alter table accounts add constraint accounts_user foreign key (user_id) references users (id) not valid`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table accounts drop constraint accounts_user`.execute(db);
  await db.schema.dropTable('password_reset_requests').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('dealerships').execute();
}
