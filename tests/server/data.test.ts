import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEALER_USER_ID } from '../../domain/fixtures/constants';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import type { PortalApp } from '../../server/app';
import { SqlRewards } from '../../server/repositories/rewards';
import { totalsOf } from '../../domain/lib/money/points';
import { DEMO_PASSWORD, POSTGRES_URL, STORES, freshPostgresSchema, startApp, startOn, tempDataDir, type Browser } from './harness';

const BALANCE = `{ rewardsOverview { points { balance } rewards { id stock } } }`;
const REDEEM = `mutation($id: ID!) { redeemReward(input: { rewardId: $id }) { reward { stock } errors { code } } }`;
/** The $100 gift card: 12,000 points, 50 in stock. */
const GIFT_CARD = { id: 'RWD-006', points: 12_000, stock: 50 };

/** Gives the dealer sample a balance of exactly `points` (an adjustment row in the ledger, as an arrangement). */
async function setDealerBalance(app: PortalApp, dealer: Browser, points: number): Promise<void> {
  const current = (await dealer.ok(BALANCE)).rewardsOverview.points.balance as number;
  const recorded = await new SqlRewards(app.sql.db).record({
    userId: DEALER_USER_ID,
    date: '2026-11-20',
    action: 'EARNED',
    at: new Date().toISOString(),
    actorId: null,
    item: 'Balance set for the concurrency test',
    points: points - current,
    carriedForward: false,
    sourceKind: 'ADJUSTMENT',
    sourceId: `ADJ-${randomUUID()}`,
  });
  expect(typeof recorded).not.toBe('string');
  expect((await dealer.ok(BALANCE)).rewardsOverview.points.balance).toBe(points);
}

async function signedInDealer(browser: Browser): Promise<Browser> {
  await browser.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
  return browser;
}

function stockOf(data: any): number {
  return data.rewardsOverview.rewards.find((reward: any) => reward.id === GIFT_CARD.id).stock;
}

/** The dealer's gift card redemptions in the ledger; checks on the way that the balance row is the ledger's sum. */
async function ledgerRedemptions(app: PortalApp): Promise<number> {
  const ledger = await new SqlRewards(app.sql.db).ledger(DEALER_USER_ID);
  const balance = await app.sql.db.selectFrom('points_balances').select('balance').where('user_id', '=', DEALER_USER_ID).executeTakeFirstOrThrow();
  expect(balance.balance).toBe(totalsOf(ledger).balance);
  return ledger.filter((row) => row.action === 'REDEEMED' && row.item.includes('Gift Card') && !row.carriedForward).length;
}

describe.each(STORES)('mutations on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('50 concurrent redemptions against a balance that covers exactly 10 give exactly 10 successes', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const dealer = await signedInDealer(server.browser());
    await setDealerBalance(server.app, dealer, GIFT_CARD.points * 10);
    const redemptionsBefore = await ledgerRedemptions(server.app);

    const results = await Promise.all(Array.from({ length: 50 }, () => dealer.ok(REDEEM, { id: GIFT_CARD.id })));
    const succeeded = results.filter((data) => data.redeemReward.errors.length === 0);
    expect(succeeded).toHaveLength(10);
    expect(new Set(results.filter((data) => data.redeemReward.errors.length > 0).map((data) => data.redeemReward.errors[0].code))).toEqual(new Set(['INSUFFICIENT_POINTS']));

    const after = await dealer.ok(BALANCE);
    expect(after.rewardsOverview.points.balance).toBe(0);
    expect(stockOf(after)).toBe(GIFT_CARD.stock - 10);
    // Every points change has its ledger row.
    expect((await ledgerRedemptions(server.app)) - redemptionsBefore).toBe(10);
  });
});

describe('the data survives a restart (PGlite in a directory)', () => {
  it('keeps a redemption, an account and its password after the server stops and starts again', async () => {
    const { dir, remove } = tempDataDir();
    try {
      const first = await startApp({ demo: true, dataDir: dir });
      const dealer = await signedInDealer(first.browser());
      const before = await dealer.ok(BALANCE);
      expect((await dealer.ok(REDEEM, { id: GIFT_CARD.id })).redeemReward.errors).toEqual([]);
      await first.stop();

      const second = await startApp({ demo: true, dataDir: dir });
      try {
        // The session is in the database too: the same cookie still works after the restart.
        const again = second.browser();
        again.cookie = dealer.cookie;
        const after = await again.ok(BALANCE);
        expect(after.rewardsOverview.points.balance).toBe(before.rewardsOverview.points.balance - GIFT_CARD.points);
        expect(stockOf(after)).toBe(stockOf(before) - 1);
      } finally {
        await second.stop();
      }
    } finally {
      remove();
    }
  });
});

describe.skipIf(!POSTGRES_URL)('two server processes on one PostgreSQL', () => {
  it('start together on an empty database: one migrates and seeds it, both serve the same data', async () => {
    const schema = await freshPostgresSchema();
    const [one, two] = await Promise.all([startApp({ demo: true, databaseUrl: schema.url }), startApp({ demo: true, databaseUrl: schema.url })]);
    try {
      const viaOne = await signedInDealer(one.browser());
      const viaTwo = await signedInDealer(two.browser());
      expect(await viaTwo.ok(BALANCE)).toEqual(await viaOne.ok(BALANCE));
      // The database records that it was seeded, so no later start seeds it again.
      expect(await one.app.sql.db.selectFrom('program_state').select('seeded_at').execute()).toHaveLength(1);
    } finally {
      await one.stop();
      await two.stop();
      await schema.drop();
    }
  });

  it('read each other’s changes and never overspend when concurrent redemptions are split across both', async () => {
    const schema = await freshPostgresSchema();
    const one = await startApp({ demo: true, databaseUrl: schema.url });
    const two = await startApp({ demo: true, databaseUrl: schema.url });
    try {
      const viaOne = await signedInDealer(one.browser());
      // A session made through one process is valid in the other: nothing lives in process memory.
      const viaTwo = two.browser();
      viaTwo.cookie = viaOne.cookie;
      expect((await viaTwo.ok(`{ viewer { authenticated user { name } } }`)).viewer.authenticated).toBe(true);

      expect((await viaOne.ok(REDEEM, { id: GIFT_CARD.id })).redeemReward.errors).toEqual([]);
      const seenByTwo = await viaTwo.ok(BALANCE);
      expect(stockOf(seenByTwo)).toBe(GIFT_CARD.stock - 1);

      await setDealerBalance(two.app, viaTwo, GIFT_CARD.points * 10);
      const attempts = Array.from({ length: 50 }, (_, index) => (index % 2 ? viaOne : viaTwo).ok(REDEEM, { id: GIFT_CARD.id }));
      const results = await Promise.all(attempts);
      expect(results.filter((data) => data.redeemReward.errors.length === 0)).toHaveLength(10);
      expect((await viaOne.ok(BALANCE)).rewardsOverview.points.balance).toBe(0);
      expect((await viaTwo.ok(BALANCE)).rewardsOverview.points.balance).toBe(0);
      expect(stockOf(await viaOne.ok(BALANCE))).toBe(GIFT_CARD.stock - 11);
    } finally {
      await one.stop();
      await two.stop();
      await schema.drop();
    }
  });
});
