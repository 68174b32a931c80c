import { sql, type Kysely } from 'kysely';

// Evidence files (docs/server.md, "Evidence files"): the bytes of a file a participant uploaded for
// a claim, with who uploaded it and, once an answer carried it, the claim it belongs to. A file no
// answer carried within a day is removed by the next upload.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table claim_files (
          id text primary key,
          owner_user_id text not null,
          claim_id text references claims (id),
          name text not null check (char_length(name) between 1 and 200),
          type text not null,
          size integer not null check (size > 0),
          sha256 text not null,
          content bytea not null,
          created_at timestamptz not null
        )`.execute(db);
  await sql`create index claim_files_waiting on claim_files (owner_user_id, created_at) where claim_id is null`.execute(db);
  await sql`create index claim_files_claim on claim_files (claim_id) where claim_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('claim_files').execute();
}
