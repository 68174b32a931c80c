import { sql, type KyselyPlugin, type RawBuilder } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { SqlReads, type SqlRead } from '../../server/repositories/sql-reads';
import type { SqlExecutor } from '../../server/sql/database';
import { migratedStore, STORES } from './harness';

/**
 * Reads that go together (server/repositories/sql-reads.ts; docs/server.md, "Tenancy"): the reads an
 * operation asks for in one turn go to the store as one statement, and each is answered as it would be
 * alone.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `db`, counting the statements it runs in `counted.statements`. */
function counting(db: SqlExecutor): { db: SqlExecutor; counted: { statements: number } } {
  const counted = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counted.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin) as SqlExecutor, counted };
}

const rowsOf = <Row,>(query: RawBuilder<Row>): SqlRead<Row, Row[]> => ({ query, answer: (rows) => rows });

// Three reads of the kinds the repositories send: rows in an order, text with quotes and a parameter,
// and the types a JSON array carries differently from a row (bigint, numeric, timestamptz, boolean, null).
const ordered = () => rowsOf(sql<{ n: number; day: string }>`select n, ('2026-01-0' || n)::date::text as day from generate_series(1, 5) n order by n desc`);
const quoted = (text: string) => rowsOf(sql<{ text: string; length: number }>`select ${text}::text as text, length(${text}::text) as length`);
const typed = () =>
  rowsOf(
    sql<{ big: number; at: string; yes: boolean; none: null }>`select 9007199254740::bigint as big, '2026-11-29 10:00:00+00'::timestamptz as at, true as yes, null as none`,
  );

describe.each(STORES)('reads that go together on %s', (kind) => {
  it('sends the reads asked for in one turn as one statement, each answered as alone', async () => {
    const store = await migratedStore(kind, cleanups);
    const { db, counted } = counting(store.db);
    const reads = new SqlReads(db);
    const text = `it's "quoted" $1 \\ text`;
    const together = await Promise.all([reads.read(ordered()), reads.read(quoted(text)), reads.read(typed())]);
    expect(counted.statements).toBe(1);
    expect(together[0]).toEqual([5, 4, 3, 2, 1].map((n) => ({ n, day: `2026-01-0${n}` })));
    expect(together[1]).toEqual([{ text, length: text.length }]);
    const [{ big, at, yes, none }] = together[2] as [{ big: number; at: string; yes: boolean; none: null }];
    expect({ big: Number(big), instant: new Date(at).toISOString(), yes, none }).toEqual({ big: 9007199254740, instant: '2026-11-29T10:00:00.000Z', yes: true, none: null });
    // An empty answer is an empty array, as alone.
    expect(await reads.read(rowsOf(sql`select 1 as n where false`))).toEqual([]);
    expect(counted.statements).toBe(2);
  });

  it('sends reads of later turns in statements of their own', async () => {
    const store = await migratedStore(kind, cleanups);
    const { db, counted } = counting(store.db);
    const reads = new SqlReads(db);
    const first = reads.read(ordered());
    await nextTurn();
    await nextTurn();
    const second = reads.read(ordered());
    expect(await Promise.all([first, second])).toEqual([await first, await first]);
    expect(counted.statements).toBe(2);
  });

  it('fails every read of a statement that fails, and reads on afterwards', async () => {
    const store = await migratedStore(kind, cleanups);
    const reads = new SqlReads(store.db);
    const failing = Promise.allSettled([reads.read(ordered()), reads.read(rowsOf(sql`select 1 / (select count(*)::int from generate_series(1, 0)) as n`))]);
    const [one, two] = await failing;
    expect(one.status).toBe('rejected');
    expect(two.status).toBe('rejected');
    expect(String((two as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect(await reads.read(quoted('after'))).toEqual([{ text: 'after', length: 5 }]);
  });

  it("runs in the operation's transaction, seeing its settings", async () => {
    const store = await migratedStore(kind, cleanups);
    const seen = await store.db.transaction().execute(async (trx) => {
      await sql`select set_config('portal.scope', 'dealership', true)`.execute(trx);
      return new SqlReads(trx).read(rowsOf(sql<{ scope: string }>`select current_setting('portal.scope', true) as scope`));
    });
    expect(seen).toEqual([{ scope: 'dealership' }]);
  });
});
