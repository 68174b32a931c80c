import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { parse } from 'graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import { fingerprintOf, sweepExpiredKeys } from '../../server/idempotency';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { IDEMPOTENCY_HEADER } from '../../src/lib/idempotency';
import { TEST_NOW } from '../api';
import { DEMO_PASSWORD, STORES, startOn, type Browser } from './harness';

/**
 * Exactly-once mutations over HTTP (docs/server.md, "Exactly once"): a mutation repeated with its
 * `Idempotency-Key` is applied once and answered the same; another key is another action; the key with
 * other variables is refused; after 24 hours the key is forgotten.
 */

const BALANCE = `{ rewardsOverview { points { balance } rewards { id stock } } }`;
const REDEEM = `mutation Redeem($id: ID!) { redeemReward(input: { rewardId: $id }) { reward { id stock } points { balance } errors { code } } }`;
/** The $100 gift card: 12,000 points, 50 in stock; the dealer sample holds 28,450 points. */
const GIFT_CARD = 'RWD-006';
const HOUR = 60 * 60 * 1000;

/** Posts an operation with the browser's cookie and, when given, an idempotency key; the status and body. */
async function send(url: string, browser: Browser, query: string, variables: Record<string, unknown>, key?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
      ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe.each(STORES)('idempotency keys on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function given() {
    const clock = { now: TEST_NOW };
    const server = await startOn(kind, { demo: true, now: () => clock.now });
    cleanups.push(server.close);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const balance = async () => (await dealer.ok(BALANCE)).rewardsOverview.points.balance as number;
    const keys = () => server.app.sql.db.selectFrom('idempotency_keys').select(['key', 'created_at']).execute();
    const redeem = (key?: string, id = GIFT_CARD) => send(server.url, dealer, REDEEM, { id }, key);
    return { server, dealer, clock, balance, keys, redeem };
  }

  it('applies a redemption sent twice with one key once, and answers the repeat as the first', async () => {
    const { balance, redeem, keys } = await given();
    expect(await balance()).toBe(28_450);
    const first = await redeem('redeem-once-1');
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.redeemReward).toEqual({ reward: { id: GIFT_CARD, stock: 49 }, points: expect.objectContaining({ balance: 16_450 }), errors: [] });
    const repeat = await redeem('redeem-once-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(await balance()).toBe(16_450);
    expect((await keys()).map((row) => row.key)).toEqual(['redeem-once-1']);

    // Another key is another action: applied again.
    const second = await redeem('redeem-once-2');
    expect(second.body.data.redeemReward.errors).toEqual([]);
    expect(await balance()).toBe(4_450);
  });

  it('applies one of two repeats sent at once, and gives both the same answer', async () => {
    const { balance, redeem, server, dealer } = await given();
    const answers = await Promise.all([redeem('at-once'), redeem('at-once'), redeem('at-once')]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.data.redeemReward.errors).toEqual([]);
    expect(await balance()).toBe(16_450);
    const stock = (await dealer.ok(BALANCE)).rewardsOverview.rewards.find((reward: any) => reward.id === GIFT_CARD).stock;
    expect(stock).toBe(49);
    expect(await server.app.sql.db.selectFrom('idempotency_keys').select('key').execute()).toHaveLength(1);
  });

  // PGlite has one connection, so a transaction held open by the test would hold the server too.
  it.skipIf(kind !== 'postgres')('holds a repeat that arrives while the first is under way until it commits, then gives its answer', async () => {
    const { server, redeem, balance } = await given();
    const db = server.app.sql.db;
    const account = await db.selectFrom('accounts').select('id').where('email', '=', DEMO_ACCOUNT_EMAILS.DEALER).executeTakeFirstOrThrow();
    // The answer the first gives: made up, so that the repeat can only have read it.
    const stored = { data: { redeemReward: { reward: null, points: null, errors: [{ code: 'OUT_OF_STOCK' }] } } };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const claimedKey = new Promise<void>((resolve) => (claimed = resolve));
    const first = db.transaction().execute(async (trx) => {
      const fingerprint = fingerprintOf(parse(REDEEM), undefined, { id: GIFT_CARD });
      await trx.insertInto('idempotency_keys').values({ account_id: account.id, key: 'under-way', fingerprint, response: null, created_at: TEST_NOW }).execute();
      claimed();
      await held;
      await trx.updateTable('idempotency_keys').set({ response: JSON.stringify(stored) }).where('key', '=', 'under-way').execute();
    });
    await claimedKey;
    let answered = false;
    const repeat = redeem('under-way').then((answer) => {
      answered = true;
      return answer;
    });
    await sleep(700);
    expect(answered).toBe(false);
    release();
    await first;
    expect((await repeat).body).toEqual(stored);
    expect(await balance()).toBe(28_450);
  });

  it('refuses the key with other variables or another operation, and changes nothing', async () => {
    const { balance, redeem, server, dealer } = await given();
    expect((await redeem('one-action')).body.data.redeemReward.errors).toEqual([]);
    const other = await redeem('one-action', 'RWD-001');
    expect(other.body.data ?? null).toBeNull();
    expect(other.body.errors?.map((error) => error.extensions?.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(other.body.errors?.[0]?.message).toMatch(/Idempotency-Key was sent with another operation/);
    const otherOperation = await send(server.url, dealer, `mutation($id: ID!) { redeemReward(input: { rewardId: $id }) { errors { code } } }`, { id: GIFT_CARD }, 'one-action');
    expect(otherOperation.body.errors?.map((error) => error.extensions?.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(await balance()).toBe(16_450);
  });

  it('forgets a key after 24 hours: the repeat is applied again, and the sweep deletes old keys', async () => {
    const { balance, redeem, clock, dealer, keys, server } = await given();
    expect((await redeem('a-day-old')).body.data.redeemReward.errors).toEqual([]);
    clock.now = new Date(TEST_NOW.getTime() + 23 * HOUR);
    // The session has gone idle by now: the same account signs in again.
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    expect((await redeem('a-day-old')).body.data.redeemReward.points.balance).toBe(16_450);
    expect(await balance()).toBe(16_450);

    clock.now = new Date(TEST_NOW.getTime() + 24 * HOUR);
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const again = await redeem('a-day-old');
    expect(again.body.data.redeemReward).toMatchObject({ errors: [], points: { balance: 4_450 } });
    expect(await balance()).toBe(4_450);
    // The old row went with the account's next keyed mutation; the new one is dated now.
    expect((await keys()).map((row) => new Date(row.created_at).getTime())).toEqual([clock.now.getTime()]);

    expect(await sweepExpiredKeys(server.app.sql.db, new Date(clock.now.getTime() + 24 * HOUR - 1))).toBe(0);
    expect(await sweepExpiredKeys(server.app.sql.db, new Date(clock.now.getTime() + 24 * HOUR))).toBe(1);
    expect(await keys()).toEqual([]);
  });

  it('keeps no key for a mutation without one or signed out, and refuses a malformed key', async () => {
    const { balance, redeem, server, keys } = await given();
    expect((await redeem()).body.data.redeemReward.errors).toEqual([]);
    expect((await redeem()).body.data.redeemReward.errors).toEqual([]);
    expect(await balance()).toBe(4_450);
    const bad = await redeem('not a key');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.extensions?.code)).toEqual(['IDEMPOTENCY_KEY_INVALID']);
    // Signed out, the key is not kept: the mutation runs as without it (docs/server.md, "Exactly once").
    const signedOut = server.browser();
    const reset = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { errors { code } } }`;
    expect((await send(server.url, signedOut, reset, { email: 'nobody@example.com' }, 'signed-out')).body.errors).toBeUndefined();
    expect(await keys()).toEqual([]);
  });
});
