import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withPostgresUser } from './database';

/**
 * A schema of its own on a PostgreSQL database, for a test app or a benchmark run: the connection
 * string it returns puts that schema first on the search path, so its tables never meet another run's.
 * `drop` removes it with everything in it.
 */
export async function createScratchSchema(databaseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string): Promise<number> => {
    const client = new pg.Client({ connectionString: withPostgresUser(databaseUrl) });
    await client.connect();
    try {
      return (await client.query(statement)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  };
  // Trigram search (server/sql/migrations/0006_search_indexes.ts) uses the database's pg_trgm extension: kept in `public`, it
  // outlives every scratch schema. Runs starting together may both create it; one of them is told it exists.
  await run('create extension if not exists pg_trgm schema public').catch(async (error: unknown) => {
    if ((await run(`select 1 from pg_extension where extname = 'pg_trgm'`)) === 0) throw error;
  });
  await run(`create schema ${name}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    drop: async () => {
      await run(`drop schema ${name} cascade`);
    },
  };
}
