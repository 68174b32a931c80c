import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEALER_USER_ID } from '../../domain/fixtures/constants';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlRewards } from '../../server/repositories/rewards';
import { openSqlStore } from '../../server/sql/database';
import { IDEMPOTENCY_HEADER } from '../../src/lib/idempotency';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { DEMO_PASSWORD, POSTGRES_URL, SIGN_IN, freshPostgresSchema } from './harness';
import { fakeBuild, startServerProcess, stopServerProcess, START_TIMEOUT_MS, type ServerProcess } from './process';

/**
 * A crash in the middle of money moving (docs/server.md, "Exactly once"): on PostgreSQL, the server
 * started as `npm run server` starts it takes 50 redemptions at once, each with its idempotency key, and
 * is killed (SIGKILL) as the first answers come back. Started again, it answers /healthz; every answer
 * it gave before the crash is still its answer; sending every key again applies each
 * redemption exactly once; and `npm run db:check` finds every balance its ledger's sum and every stock
 * what it received less what was redeemed.
 */

vi.setConfig({ testTimeout: 2 * START_TIMEOUT_MS + 120_000 });

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REWARD = 'RWD-006';
const COST = 12_000;
const REDEMPTIONS = 50;
const REDEEM = `mutation Redeem($input: RedeemRewardInput!) { redeemReward(input: $input) { reward { id stock } points { balance } errors { code message } } }`;

const build = fakeBuild();
afterAll(() => build.remove());

interface Answer {
  status: number;
  body: { data?: { redeemReward?: { errors: unknown[] } } | null; errors?: unknown[] };
}

function redeem(url: string, cookie: string, key: string): Promise<Answer> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', [IDEMPOTENCY_HEADER]: key, cookie },
    body: JSON.stringify({ query: REDEEM, variables: { input: { rewardId: REWARD } } }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: DEMO_PASSWORD, rememberMe: true } } }),
  });
  expect((await response.json()).data.signIn.errors).toEqual([]);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe.skipIf(!POSTGRES_URL)('a server killed while money moves, on PostgreSQL', () => {
  let server: ServerProcess | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await stopServerProcess(server);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged redemption, half-applies none, and applies each key once after the restart', async () => {
    const schema = await freshPostgresSchema();
    cleanups.push(schema.drop);
    const env = { PORTAL_DIST_DIR: build.dir, DATABASE_URL: schema.url };
    // The first start, in demo mode, seeds the sample dealership and its dealer's account.
    server = await startServerProcess({ ...env, PORTAL_DEMO: '1', PORTAL_DEMO_PASSWORD: DEMO_PASSWORD });
    const store = openSqlStore({ databaseUrl: schema.url, dataDir: null });
    cleanups.push(() => store.close());

    // Enough points for every redemption, credited as the program credits an adjustment.
    const credited = await new SqlRewards(store.db).record({
      userId: DEALER_USER_ID,
      date: '2026-11-20',
      action: 'EARNED',
      item: 'Adjustment: points for the crash test',
      points: REDEMPTIONS * COST,
      carriedForward: false,
      at: new Date().toISOString(),
      actorId: null,
      sourceKind: 'ADJUSTMENT',
      sourceId: 'crash-test-credit',
    });
    expect(typeof credited).toBe('object');
    const before = await store.db.selectFrom('points_balances').select('balance').where('user_id', '=', DEALER_USER_ID).executeTakeFirstOrThrow();
    await store.db.updateTable('reward_catalog').set({ stock: REDEMPTIONS, stock_received: REDEMPTIONS }).where('id', '=', REWARD).execute();

    const cookie = await signIn(server.url);
    const keys = Array.from({ length: REDEMPTIONS }, (_, index) => `crash-${index}`);
    const acknowledged = new Map<string, Answer>();
    let firstAnswer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const sent = keys.map((key) =>
      redeem(server!.url, cookie, key).then(
        (answer) => {
          if (answer.status === 200 && answer.body.data?.redeemReward?.errors.length === 0) acknowledged.set(key, answer);
          firstAnswer();
        },
        () => undefined,
      ),
    );
    await answered;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(sent);
    // Killed in the middle: some answers came back, not all of them.
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(REDEMPTIONS);

    // Started again, as a program's server starts (outside demo mode; the dealer's session is kept).
    server = await startServerProcess(env);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // Every acknowledged redemption is kept: its key's answer is the one given before the crash.
    for (const [key, answer] of acknowledged) expect(await redeem(server.url, cookie, key)).toEqual(answer);
    // Every key sent again: each redemption is applied once, whether it had been before the crash or not.
    const again = await Promise.all(keys.map((key) => redeem(server!.url, cookie, key)));
    expect(again.filter((answer) => answer.body.data?.redeemReward?.errors.length === 0)).toHaveLength(REDEMPTIONS);
    const after = await store.db.selectFrom('points_balances').select('balance').where('user_id', '=', DEALER_USER_ID).executeTakeFirstOrThrow();
    expect(after.balance).toBe(before.balance - REDEMPTIONS * COST);
    const reward = await store.db.selectFrom('reward_catalog').select('stock').where('id', '=', REWARD).executeTakeFirstOrThrow();
    expect(reward.stock).toBe(0);
    const rows = await store.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', DEALER_USER_ID)
      .where('reward_id', '=', REWARD)
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(REDEMPTIONS);

    // Nothing half-applied: `npm run db:check`, as its users run it, finds no drift.
    const check = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/db-check.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: schema.url },
    });
    expect(check.stdout).toMatch(/^No drift in /m);
  });
});
