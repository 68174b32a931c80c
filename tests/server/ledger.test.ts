import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEALER_PARTICIPANT_ID, DEALER_USER_ID } from '../../domain/fixtures/constants';
import { ProgramSeed } from '../../server/program-seed';
import { SqlRewards } from '../../server/repositories/rewards';
import { openSqlStore, type SqlStore } from '../../server/sql/database';
import { migrateTo, migrateToLatest } from '../../server/sql/migrations';
import { findDrift } from '../../server/ledger-check';
import { TEST_NOW } from '../api';
import { freshPostgresSchema, migratedStore, STORES, tempDataDir, type StoreKind } from './harness';

/**
 * `npm run db:check` as its users run it (docs/server.md, "How points and rewards are kept"): on a
 * database whose balances are their ledgers' sums and whose stock is what it received less what was
 * redeemed it says so and exits 0; a balance or a stock changed behind the ledger's back is named, and
 * it exits 1.
 */

const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database that outlives the store opened on it: a PGlite directory, or a PostgreSQL schema of its own. */
async function lastingDatabase(kind: StoreKind): Promise<{ open: () => SqlStore; env: Record<string, string> }> {
  if (kind === 'pglite') {
    const data = tempDataDir();
    cleanups.push(async () => data.remove());
    return { open: () => openSqlStore({ databaseUrl: null, dataDir: data.dir }), env: { PORTAL_DATA_DIR: data.dir } };
  }
  const schema = await freshPostgresSchema();
  cleanups.push(schema.drop);
  return { open: () => openSqlStore({ databaseUrl: schema.url, dataDir: null }), env: { DATABASE_URL: schema.url } };
}

/** Opens the database, runs `change` on it and closes it again (a PGlite directory has one user at a time). */
async function withStore(database: { open: () => SqlStore }, change: (store: SqlStore) => Promise<void>): Promise<void> {
  const store = database.open();
  try {
    await change(store);
  } finally {
    await store.close();
  }
}

/** `npm run db:check` on the given database; resolves with its exit code and output. */
async function dbCheck(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return run(process.execPath, ['--import', 'tsx', 'server/db-check.ts'], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, output: (error.stdout ?? '') + (error.stderr ?? '') }),
  );
}

describe.each(STORES)('db:check on %s', (kind) => {
  it('exits 0 on a clean database, and 1 naming the member whose balance moved without the ledger', async () => {
    const database = await lastingDatabase(kind);
    let member = '';
    await withStore(database, async (store) => {
      await migrateToLatest(store.db as never);
      await new ProgramSeed(store.db, { now: () => TEST_NOW }).seedIfEmpty();
      // What members and administrators do between seeds: a redemption and a claim approval.
      const rewards = new SqlRewards(store.db);
      const at = TEST_NOW.toISOString();
      expect(await rewards.redeem({ userId: DEALER_USER_ID, participantId: DEALER_PARTICIPANT_ID, on: '2026-11-20', at, lines: [{ rewardId: 'RWD-006', quantity: 2 }], fromCart: false })).toBeNull();
      expect(
        await rewards.record({ userId: DEALER_USER_ID, date: '2026-11-20', at, actorId: 'USR-003', action: 'EARNED', item: 'Claim CLM-1 approved', points: 640, carriedForward: false, sourceKind: 'CLAIM_APPROVAL', sourceId: 'CLM-1' }),
      ).toMatchObject({ sourceId: 'CLM-1' });
      const user = await store.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', DEALER_USER_ID).executeTakeFirstOrThrow();
      member = `${user.first_name} ${user.last_name}`;
    });

    const clean = await dbCheck(database.env);
    expect(clean.output).toContain('No drift');
    expect(clean.code).toBe(0);

    // The table's owner changes a balance (no trigger guards the balances: the check is what finds it) and a stock.
    await withStore(database, async (store) => {
      await sql`update points_balances set balance = balance + 500 where user_id = ${DEALER_USER_ID}`.execute(store.db);
      await sql`update reward_catalog set stock = stock - 1 where id = 'RWD-001'`.execute(store.db);
    });
    const drifted = await dbCheck(database.env);
    expect(drifted.code).toBe(1);
    expect(drifted.output).toContain(`Balance drift: ${DEALER_USER_ID} (${member})`);
    expect(drifted.output).toContain('500 more than the ledger');
    expect(drifted.output).toContain('Stock drift: RWD-001');
    expect(drifted.output).toContain('2 drifts');
    expect(drifted.output).not.toContain('RWD-006');
  }, 180_000);
});

describe.each(STORES)('migration 0035 on %s', (kind) => {
  it('gives the rows it finds a time, no actor and a source: a claim approval its claim, once; any other row itself', async () => {
    const store = await migratedStore(kind, cleanups);
    await migrateTo(store.db as never, '0033_program_state');
    // A database as 0033 left it: a member's ledger with two credits of one claim (a double credit), a
    // redemption and an adjustment, and a reward's stock.
    await sql`insert into points_balances (user_id, balance) values ('USR-9', 1250)`.execute(store.db);
    await sql`
      insert into points_ledger (id, user_id, number, day, action, item, points, carried_forward) values
        ('USR-9-PTS-0001', 'USR-9', 1, '2026-10-01', 'EARNED', 'Points earned through October 2026', 1000, true),
        ('USR-9-PTS-0002', 'USR-9', 2, '2026-11-02', 'EARNED', 'Claim CLM-9 approved: Heat pump', 400, false),
        ('USR-9-PTS-0003', 'USR-9', 3, '2026-11-03', 'EARNED', 'Claim CLM-9 approved: Heat pump', 400, false),
        ('USR-9-PTS-0004', 'USR-9', 4, '2026-11-04', 'REDEEMED', 'Redemption: Tool kit', -550, false)`.execute(store.db);
    await sql`insert into reward_catalog (id, position, name, category, points, image, stock, popular) values ('RWD-900', 0, 'Tool kit', 'TOOLS', 550, '/kit.jpg', 7, false)`.execute(store.db);
    await migrateToLatest(store.db as never);

    const ledger = await new SqlRewards(store.db).ledger('USR-9');
    expect(ledger.map((row) => [row.id, row.at, row.actorId, row.sourceKind, row.sourceId]).reverse()).toEqual([
      ['USR-9-PTS-0001', '2026-10-01T00:00:00.000Z', null, 'ADJUSTMENT', 'USR-9-PTS-0001'],
      ['USR-9-PTS-0002', '2026-11-02T00:00:00.000Z', null, 'CLAIM_APPROVAL', 'CLM-9'],
      ['USR-9-PTS-0003', '2026-11-03T00:00:00.000Z', null, 'ADJUSTMENT', 'USR-9-PTS-0003'],
      ['USR-9-PTS-0004', '2026-11-04T00:00:00.000Z', null, 'REDEMPTION', 'USR-9-PTS-0004'],
    ]);
    expect(await store.db.selectFrom('reward_catalog').select(['stock', 'stock_received']).where('id', '=', 'RWD-900').executeTakeFirstOrThrow()).toEqual({ stock: 7, stock_received: 7 });
    expect(await findDrift(store.db)).toEqual([]);
    // From now on the claim is credited once.
    const again = { userId: 'USR-9', date: '2026-11-20', at: TEST_NOW.toISOString(), actorId: null, action: 'EARNED' as const, item: 'Claim CLM-9 approved', points: 400, carriedForward: false };
    expect(await new SqlRewards(store.db).record({ ...again, sourceKind: 'CLAIM_APPROVAL', sourceId: 'CLM-9' })).toBe('ALREADY_RECORDED');
    await expect(sql`delete from points_ledger where id = 'USR-9-PTS-0003'`.execute(store.db)).rejects.toThrow(/never changed or deleted/);
  }, 120_000);
});
