import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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
 * started as `npm run server` starts it takes 50 mutations at once, 30 redemptions and 20 claim
 * submissions, each with its idempotency key, and is killed (SIGKILL) as the first answers come back.
 * Started again, it answers /healthz within 5 s; every answer it gave before the crash is still its
 * answer; sending every key again applies each redemption and each claim exactly once; and `npm run
 * db:check` finds every balance its ledger's sum and every stock what it received less what was redeemed.
 *
 * It runs alone (`npm run test:fault`, the last step of `npm test`), so that the restart's time is the
 * server's own and not the other suites'. With PORTAL_FAULT_DATABASE_FILE set, it keeps its database and
 * writes its address there: `.ci/run` runs `npm run db:check` on it as a step of its own.
 */

vi.setConfig({ testTimeout: 2 * START_TIMEOUT_MS + 120_000 });

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REWARD = 'RWD-006';
const COST = 12_000;
const REDEMPTIONS = 30;
const SUBMISSIONS = 20;
const REDEEM = `mutation Redeem($input: RedeemRewardInput!) { redeemReward(input: $input) { reward { id stock } points { balance } errors { code message } } }`;
const SUBMIT = `mutation Submit($input: SubmitClaimInput!) { submitClaim(input: $input) { claim { id status serialNumber } errors { code message } } }`;
/** How soon a restarted server must answer /healthz. */
const RESTART_BUDGET_MS = 5_000;

const build = fakeBuild();
afterAll(() => build.remove());

interface Answer {
  status: number;
  body: { data?: Record<string, { errors: unknown[] } | undefined> | null; errors?: unknown[] };
}

/** Whether an answer says its mutation was applied. */
function applied(answer: Answer): boolean {
  const payload = answer.body.data ? Object.values(answer.body.data)[0] : undefined;
  return answer.status === 200 && payload?.errors.length === 0;
}

/** The key's mutation: `redeem-*` redeems the reward, `claim-<n>` submits a claim of serial number n. */
function send(url: string, cookie: string, key: string): Promise<Answer> {
  const claim = /^claim-(\d+)$/.exec(key);
  const body = claim
    ? {
        query: SUBMIT,
        variables: {
          input: {
            productId: 'EQP-01',
            model: 'HP16-036',
            serialNumber: `2546E${claim[1]!.padStart(5, '0')}`,
            quantity: 1,
            installedOn: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
            customerZip: '62704',
            invoiceNumber: `CRASH-${claim[1]}`,
            amount: '750.00',
            attachment: { name: `invoice-${claim[1]}.pdf`, type: 'application/pdf', size: 2048 },
          },
        },
      }
    : { query: REDEEM, variables: { input: { rewardId: REWARD } } };
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', [IDEMPOTENCY_HEADER]: key, cookie },
    body: JSON.stringify(body),
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

  it('keeps every acknowledged redemption and claim, half-applies none, and applies each key once after a restart within 5 s', async () => {
    const schema = await freshPostgresSchema();
    const keep = process.env.PORTAL_FAULT_DATABASE_FILE;
    if (keep) writeFileSync(keep, schema.url);
    else cleanups.push(schema.drop);
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
    // Interleaved, three redemptions to two claims: the crash falls among both.
    const keys = Array.from({ length: REDEMPTIONS + SUBMISSIONS }, (_, index) =>
      index % 5 === 1 || index % 5 === 3 ? `claim-${Math.floor(index / 5) * 2 + (index % 5 === 3 ? 1 : 0)}` : `redeem-${index}`,
    );
    const claimsBefore = await store.db.selectFrom('claims').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const acknowledged = new Map<string, Answer>();
    let firstAnswer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const sent = keys.map((key) =>
      send(server!.url, cookie, key).then(
        (answer) => {
          if (applied(answer)) acknowledged.set(key, answer);
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
    expect(acknowledged.size).toBeLessThan(keys.length);

    // Started again, as a program's server starts (outside demo mode; the dealer's session is kept).
    const restarted = performance.now();
    server = await startServerProcess(env);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const restartMs = performance.now() - restarted;
    console.info(`The restarted server answered /healthz ${Math.round(restartMs)} ms after it was started`);
    expect(restartMs).toBeLessThan(RESTART_BUDGET_MS);

    // Every acknowledged change is kept: its key's answer is the one given before the crash.
    for (const [key, answer] of acknowledged) expect(await send(server.url, cookie, key)).toEqual(answer);
    // Every key sent again: each is applied once, whether it had been before the crash or not.
    const again = await Promise.all(keys.map((key) => send(server!.url, cookie, key)));
    expect(again.filter(applied)).toHaveLength(keys.length);
    const claims = await store.db.selectFrom('claims').select(['id', 'serial_number']).where('invoice_number', 'like', 'CRASH-%').execute();
    expect(claims).toHaveLength(SUBMISSIONS);
    expect(new Set(claims.map((claim) => claim.serial_number)).size).toBe(SUBMISSIONS);
    const claimsAfter = await store.db.selectFrom('claims').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(claimsAfter.count)).toBe(Number(claimsBefore.count) + SUBMISSIONS);
    // Each claim with its one first history entry: none half-written.
    const entries = await store.db
      .selectFrom('claim_history')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('claim_id', 'in', claims.map((claim) => claim.id))
      .executeTakeFirstOrThrow();
    expect(Number(entries.count)).toBe(SUBMISSIONS);
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
