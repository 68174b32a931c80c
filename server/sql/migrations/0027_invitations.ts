import { sql, type Kysely } from 'kysely';

// Invitations (docs/server.md, "Invitations"): an administrator, or a dealer for their own dealership,
// invites a person by e-mail. The account is made at once, `invited` (no password, cannot sign in), with
// a one-time link in `password_tokens` of purpose `invite`; following it sets the password and makes
// the account `active`. An administrator may also deactivate an account (`deactivated`: it cannot sign
// in and its sessions have ended) and reactivate it. `invited_at` is when the latest link was sent.
export async function up(db: Kysely<unknown>) {
  await sql`alter table accounts drop constraint accounts_status_check`.execute(db);
  await sql`alter table accounts add constraint accounts_status_check check (status in ('active', 'pending', 'invited', 'deactivated'))`.execute(db);
  await sql`alter table accounts add column invited_at timestamptz`.execute(db);
  await sql`alter table password_tokens drop constraint password_tokens_purpose_check`.execute(db);
  await sql`alter table password_tokens add constraint password_tokens_purpose_check check (purpose in ('reset', 'set', 'invite'))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`delete from password_tokens where purpose = 'invite'`.execute(db);
  await sql`alter table password_tokens drop constraint password_tokens_purpose_check`.execute(db);
  await sql`alter table password_tokens add constraint password_tokens_purpose_check check (purpose in ('reset', 'set'))`.execute(db);
  // An invited or deactivated account cannot sign in; 'pending' keeps that when the states go.
  await sql`update accounts set status = 'pending' where status in ('invited', 'deactivated')`.execute(db);
  await sql`alter table accounts drop column invited_at`.execute(db);
  await sql`alter table accounts drop constraint accounts_status_check`.execute(db);
  await sql`alter table accounts add constraint accounts_status_check check (status in ('active', 'pending'))`.execute(db);
}
