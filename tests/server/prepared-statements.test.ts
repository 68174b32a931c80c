import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withPostgresUser } from '../../server/sql/database';
import { preparingPool } from '../../server/sql/prepared-statements';
import { freshPostgresSchema, migratedStore, POSTGRES_URL } from './harness';

/**
 * Prepared statements (server/sql/prepared-statements.ts; docs/server.md, "Tenancy"): on PostgreSQL, a
 * connection keeps the statements it runs with parameters, up to its limit, and answers them as before.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!POSTGRES_URL)('prepared statements on postgres', () => {
  it('keeps the statements a connection runs with parameters prepared, up to its limit', async () => {
    const schema = await freshPostgresSchema();
    cleanups.push(schema.drop);
    const pool = new pg.Pool({ connectionString: withPostgresUser(schema.url), max: 1 });
    const preparing = preparingPool(pool, 2);
    cleanups.push(() => preparing.end());
    const client = await preparing.connect();
    try {
      const answers = [];
      for (const text of ['select $1::int + 1 as n', 'select $1::int + 2 as n', 'select $1::int + 3 as n', 'select $1::int + 1 as n']) {
        answers.push((await client.query<{ n: number }>(text, [10])).rows[0]?.n);
      }
      // A command without parameters is never kept; the connection has no room left for a read.
      await client.query('set search_path to public', []);
      await client.query('select 1', []);
      expect(answers).toEqual([11, 12, 13, 11]);
      const { rows } = await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by statement', []);
      expect(rows.map((row) => row.statement)).toEqual(['select $1::int + 1 as n', 'select $1::int + 2 as n']);
      expect(rows.every((row) => /^portal_\d+$/.test(row.name))).toBe(true);
    } finally {
      client.release();
    }
  });

  it('prepares the statements of the portal store, and answers as before when run again', async () => {
    const store = await migratedStore('postgres', cleanups);
    const found = await store.db.transaction().execute(async (trx) => {
      const first = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(trx);
      const again = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(trx);
      const read = await sql<{ n: number }>`select 7 as n`.execute(trx);
      await sql`set local statement_timeout = '5s'`.execute(trx);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements
        where statement in ('select $1::int + 1 as n', 'select 7 as n', 'begin', 'set local statement_timeout = ''5s''') order by statement`.execute(trx);
      return { first: first.rows, again: again.rows, read: read.rows, prepared: rows.map((row) => row.statement) };
    });
    // The transaction's `begin` and the `set` are commands: not kept.
    expect(found).toEqual({ first: [{ n: 42 }], again: [{ n: 42 }], read: [{ n: 7 }], prepared: ['select $1::int + 1 as n', 'select 7 as n'] });
  });
});
