import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEALER_PARTICIPANT_ID, DEALER_USER_ID } from '../../domain/fixtures/constants';
import { ProgramSeed } from '../../server/program-seed';
import { SqlRewards } from '../../server/repositories/rewards';
import { openSqlStore, type SqlStore } from '../../server/sql/database';
import { migrateToLatest } from '../../server/sql/migrations';
import { TEST_NOW } from '../api';
import { freshPostgresSchema, STORES, tempDataDir, type StoreKind } from './harness';

/**
 * `npm run db:check` as its users run it (docs/server.md, "How points and rewards are kept"): on a
 * database whose balances are their ledgers' sums and whose stock is what it received less what was
 * redeemed it says so and exits 0; a balance or a stock changed behind the ledger's back is named, and
 * it exits 1.
 */

const run = promisify(execFile);
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database that outlives the store opened on it: a PGlite directory, or a PostgreSQL schema of its own. */
async function lastingDatabase(kind: StoreKind): Promise<{ open: () => SqlStore; env: Record<string, string> }> {
  if (kind === 'pglite') {
    const data = tempDataDir();
    cleanups.push(data.remove);
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
