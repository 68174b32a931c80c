import { sql, type Kysely } from 'kysely';

// One-time links to choose a password (docs/server.md, "Password reset and new administrators"): a
// reset asked for on the sign-in page, or the link `npm run admin:create` prints. The table keeps the
// SHA-256 digest of the link's token, never the token; a link works once (`used_at`) and until
// `expires_at`. An account made by `admin:create` has no password until its link is followed, so the
// password hash may be null; such an account cannot sign in with a password.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table password_tokens (
          id text primary key check (id ~ '^[0-9a-f]{64}$'),
          account_id text not null references accounts (id) on delete cascade,
          purpose text not null check (purpose in ('reset', 'set')),
          created_at timestamptz not null,
          expires_at timestamptz not null,
          used_at timestamptz,
          check (expires_at > created_at)
        )`.execute(db);
  await sql`create index password_tokens_account on password_tokens (account_id)`.execute(db);
  await sql`alter table accounts alter column password_hash drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  // An account without a password gets a hash no password matches (verifyPassword refuses its form).
  await sql`update accounts set password_hash = 'none' where password_hash is null`.execute(db);
  await sql`alter table accounts alter column password_hash set not null`.execute(db);
  await db.schema.dropTable('password_tokens').execute();
}
