import { sql, type Kysely } from 'kysely';
import { trigramSchema } from '../trigram-schema';

// The Participants and Claims searches ("contains", any case) from trigram indexes: pg_trgm comes with
// PostgreSQL (and with PGlite, server/sql/database.ts). The extension is the database's, in whichever
// schema holds it; it is installed here when it is not yet.
export async function up(db: Kysely<unknown>) {
  const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
  await sql`create index participants_search_text on participants using gin (search_text ${ops})`.execute(db);
  await sql`create index participants_search_name on participants using gin (search_name ${ops})`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index participants_search_name`.execute(db);
  await sql`drop index participants_search_text`.execute(db);
}
