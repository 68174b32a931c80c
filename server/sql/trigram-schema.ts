import { sql, type Kysely } from 'kysely';

/**
 * The schema of the database's pg_trgm extension (quoted when it must be), installing it first when it
 * is missing: the migrations that build trigram indexes (0006, 0007, 0015, 0016) name its operator class
 * through it.
 */
export async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const find = async () =>
    (await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  const found = await find();
  if (found) return found;
  try {
    await sql`create extension pg_trgm`.execute(db);
  } catch (error) {
    // Another schema's migration installed it at the same moment.
    const raced = await find();
    if (raced) return raced;
    throw error;
  }
  const installed = await find();
  if (!installed) throw new Error('pg_trgm was installed but is not in pg_extension');
  return installed;
}
