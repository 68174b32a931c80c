import { describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import { ADVISOR_USER_ID, DEALER_PARTICIPANT_ID as DEALER_PARTICIPANT, DEALER_USER_ID } from '../../domain/fixtures/constants';
import type { PointsLedgerRow, RewardRow } from '../../domain/fixtures/rewards';
import { dealerDirectory } from '../../domain/lib/admin/dealers';
import { totalsOf } from '../../domain/lib/money/points';
import { MemoryRewards } from '../../mocks/repositories/rewards';
import type { RedemptionGroup, RewardsRepository } from '../../domain/repositories/rewards';
import { SqlParticipants } from '../../server/repositories/participants';
import { SqlRewards } from '../../server/repositories/rewards';
import { findDrift } from '../../server/ledger-check';
import { sql as query } from 'kysely';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { givenBeforeEach, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The points and rewards repository's contract: the SQL store answers every ledger, catalogue, cart and
 * redemption figure as the in-browser store does, over the same sample data, applies a redemption whole
 * or not at all, and never lets concurrent redemptions take the points or the stock below zero.
 */

/** The $100 gift card: 12,000 points, 50 in stock. */
const GIFT_CARD = 'RWD-006';

interface Stores {
  memory: RewardsRepository;
  sql: SqlRewards;
  db: Database;
  store: SqlStore;
}

/** A memory store and a SQL store holding the same sample data (participants first: redemptions name them). */
async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  const copy = structuredClone(db.data);
  await store.db.deleteFrom('reward_redemptions').execute();
  await new SqlParticipants(store.db, () => dealerDirectory(db.data)).replaceAll(copy.participants);
  const sql = new SqlRewards(store.db);
  await sql.replaceAll(copy);
  return { memory: new MemoryRewards(db), sql, db, store };
}

/** Points the program gives (or takes back): an adjustment, `sourceId` its source. */
function adjustment(sourceId: string, userId: string, points: number, item = 'Adjustment'): Omit<PointsLedgerRow, 'id'> {
  return {
    userId,
    date: '2026-11-20',
    at: '2026-11-20T10:00:00.000Z',
    actorId: null,
    action: points < 0 ? 'REDEEMED' : 'EARNED',
    item,
    points,
    carriedForward: false,
    sourceKind: 'ADJUSTMENT',
    sourceId,
  };
}

/** When the tests' redemptions are made. */
const AT = '2026-11-20T10:00:00.000Z';

const byReward = (a: RedemptionGroup, b: RedemptionGroup) => a.rewardId.localeCompare(b.rewardId);

/** Everything a store holds for the two sample members, to compare two stores or one store before and after. */
async function stateOf(repository: RewardsRepository) {
  return {
    dealerLedger: await repository.ledger(DEALER_USER_ID),
    advisorLedger: await repository.ledger(ADVISOR_USER_ID),
    catalog: await repository.catalog(),
    dealerCart: await repository.cart(DEALER_USER_ID),
    redemptions: (await repository.redemptions({})).sort(byReward),
  };
}

describe.each(STORES)('the points and rewards repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('reads the same ledgers newest first, catalogue in order, and redemptions by reward and period', async () => {
    expect(await stateOf(given.stores.sql)).toEqual(await stateOf(given.stores.memory));
    const ledger = await given.stores.sql.ledger(DEALER_USER_ID);
    expect(ledger.length).toBeGreaterThan(5);
    // Newest first: the days never go up.
    for (let i = 1; i < ledger.length; i += 1) expect(ledger[i - 1]!.date >= ledger[i]!.date).toBe(true);
    expect(totalsOf(ledger).balance).toBe(28_450);
    expect(await given.stores.sql.ledger('USR-NOBODY')).toEqual([]);
    for (const period of [{ from: '2023-10-01', to: '2023-12-31' }, { from: '2026-10-01' }, { to: '2025-01-01' }, { from: '2030-01-01' }]) {
      const memory = (await given.stores.memory.redemptions(period)).sort(byReward);
      expect((await given.stores.sql.redemptions(period)).sort(byReward), JSON.stringify(period)).toEqual(memory);
    }
    expect((await given.stores.sql.redemptions({ from: '2023-10-01', to: '2023-12-31' })).reduce((sum, group) => sum + group.count, 0)).toBe(1_291);
  });

  it('keeps carts in the order lines were first added: a new quantity keeps its place, 0 removes the line', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      await repository.setCartLine({ userId: DEALER_USER_ID, rewardId: 'RWD-006', quantity: 2 });
      await repository.setCartLine({ userId: DEALER_USER_ID, rewardId: 'RWD-001', quantity: 1 });
      await repository.setCartLine({ userId: ADVISOR_USER_ID, rewardId: 'RWD-001', quantity: 3 });
      await repository.setCartLine({ userId: DEALER_USER_ID, rewardId: 'RWD-006', quantity: 4 });
      await repository.setCartLine({ userId: DEALER_USER_ID, rewardId: 'RWD-009', quantity: 0 });
    }
    expect(await given.stores.sql.cart(DEALER_USER_ID)).toEqual([
      { userId: DEALER_USER_ID, rewardId: 'RWD-006', quantity: 4 },
      { userId: DEALER_USER_ID, rewardId: 'RWD-001', quantity: 1 },
    ]);
    for (const repository of [given.stores.memory, given.stores.sql]) await repository.setCartLine({ userId: DEALER_USER_ID, rewardId: 'RWD-006', quantity: 0 });
    expect(await given.stores.sql.cart(DEALER_USER_ID)).toEqual([{ userId: DEALER_USER_ID, rewardId: 'RWD-001', quantity: 1 }]);
    expect(await given.stores.sql.cart(ADVISOR_USER_ID)).toEqual(await given.stores.memory.cart(ADVISOR_USER_ID));
    expect(await stateOf(given.stores.sql)).toEqual(await stateOf(given.stores.memory));
  });

  it('applies a checkout as the memory store does: stock, ledger rows, program redemptions and the cart', async () => {
    const lines = [
      { rewardId: GIFT_CARD, quantity: 2 },
      { rewardId: 'RWD-001', quantity: 1 },
    ];
    for (const repository of [given.stores.memory, given.stores.sql]) {
      // 28,450 points and 20,000 more cover the 42,500 the lines cost.
      await repository.record(adjustment('ADJ-BONUS', DEALER_USER_ID, 20_000, 'Bonus'));
      for (const line of [...lines, { rewardId: 'RWD-009', quantity: 1 }]) await repository.setCartLine({ userId: DEALER_USER_ID, ...line });
      expect(await repository.redeem({ userId: DEALER_USER_ID, participantId: DEALER_PARTICIPANT, on: '2026-11-20', at: AT, lines, fromCart: true })).toBeNull();
    }
    const after = await stateOf(given.stores.sql);
    expect(after).toEqual(await stateOf(given.stores.memory));
    const catalog = new Map(after.catalog.map((row): [string, RewardRow] => [row.id, row]));
    expect(catalog.get(GIFT_CARD)!.stock).toBe(48);
    expect(after.dealerLedger.slice(0, 2).map((row) => [row.item, row.points])).toEqual([
      [`Redemption: ${catalog.get('RWD-001')!.name}`, -catalog.get('RWD-001')!.points],
      ['Redemption: $100 Prepaid Visa Gift Card (×2)', -24_000],
    ]);
    // The line not redeemed stays in the cart.
    expect(after.dealerCart).toEqual([{ userId: DEALER_USER_ID, rewardId: 'RWD-009', quantity: 1 }]);
    const balance = await given.store.db.selectFrom('points_balances').select('balance').where('user_id', '=', DEALER_USER_ID).executeTakeFirstOrThrow();
    expect(balance.balance).toBe(totalsOf(after.dealerLedger).balance);
  });

  it('refuses a redemption the stock or the balance does not cover, and changes nothing', async () => {
    const before = await stateOf(given.stores.sql);
    const redeem = (repository: RewardsRepository, rewardId: string, quantity: number) =>
      repository.redeem({ userId: DEALER_USER_ID, participantId: DEALER_PARTICIPANT, on: '2026-11-20', at: AT, lines: [{ rewardId: GIFT_CARD, quantity: 1 }, { rewardId, quantity }], fromCart: false });
    for (const repository of [given.stores.memory, given.stores.sql]) {
      // RWD-003 is out of stock, RWD-010 has 14; a $100 gift card and RWD-004 cost more than 28,450 points.
      expect(await redeem(repository, 'RWD-003', 1)).toBe('OUT_OF_STOCK');
      expect(await redeem(repository, 'RWD-010', 15)).toBe('OUT_OF_STOCK');
      expect(await redeem(repository, 'RWD-004', 1)).toBe('INSUFFICIENT_POINTS');
      expect(await redeem(repository, 'RWD-NONE', 1)).toBe('OUT_OF_STOCK');
      expect(await repository.record(adjustment('ADJ-TOO-MUCH', DEALER_USER_ID, -28_451, 'Too much'))).toBe('INSUFFICIENT_POINTS');
    }
    expect(await stateOf(given.stores.sql)).toEqual(before);
    expect(await stateOf(given.stores.memory)).toEqual(before);
  });

  it('records points earned for a member without a ledger, numbering each member’s rows on', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const entry = adjustment('ADJ-WELCOME', 'USR-NEW', 500, 'Welcome bonus');
      expect(await repository.record(entry)).toEqual({ id: 'USR-NEW-PTS-0001', ...entry });
      expect(await repository.record(adjustment('ADJ-TAKEN-BACK', 'USR-NEW', -200))).toMatchObject({ id: 'USR-NEW-PTS-0002', points: -200 });
      expect(await repository.balance('USR-NEW')).toBe(300);
      expect(totalsOf(await repository.ledger('USR-NEW'))).toEqual({ balance: 300, lifetimeEarned: 500 });
    }
    expect(await given.stores.sql.ledger('USR-NEW')).toEqual(await given.stores.memory.ledger('USR-NEW'));
  });

  it('gives exactly 10 of 50 concurrent redemptions against a balance that covers 10, and 5 of 20 against a stock of 5', async () => {
    const current = totalsOf(await given.stores.sql.ledger(DEALER_USER_ID)).balance;
    await given.stores.sql.record(adjustment('ADJ-TEST-1', DEALER_USER_ID, 120_000 - current, 'Balance for the test'));
    const once = () => given.stores.sql.redeem({ userId: DEALER_USER_ID, participantId: DEALER_PARTICIPANT, on: '2026-11-20', at: AT, lines: [{ rewardId: GIFT_CARD, quantity: 1 }], fromCart: false });
    const results = await Promise.all(Array.from({ length: 50 }, once));
    expect(results.filter((result) => result === null)).toHaveLength(10);
    expect(new Set(results.filter((result) => result !== null))).toEqual(new Set(['INSUFFICIENT_POINTS']));
    const ledger = await given.stores.sql.ledger(DEALER_USER_ID);
    expect(totalsOf(ledger).balance).toBe(0);
    expect(ledger.filter((row) => row.item === 'Redemption: $100 Prepaid Visa Gift Card')).toHaveLength(10);
    expect((await given.stores.sql.catalog()).find((row) => row.id === GIFT_CARD)!.stock).toBe(40);
    // The stored balance, the one shown, is the ledger's sum; the stock is what it received less the units redeemed.
    expect(await given.stores.sql.balance(DEALER_USER_ID)).toBe(0);
    expect(await findDrift(given.store.db)).toEqual([]);

    // Plenty of points, little stock: the stock is what runs out, and never below zero.
    await given.store.db.updateTable('reward_catalog').set({ stock: 5 }).where('id', '=', 'RWD-001').execute();
    await given.stores.sql.record(adjustment('ADJ-TEST-2', DEALER_USER_ID, 10_000_000, 'Balance for the test'));
    const cheap = () => given.stores.sql.redeem({ userId: DEALER_USER_ID, participantId: DEALER_PARTICIPANT, on: '2026-11-20', at: AT, lines: [{ rewardId: 'RWD-001', quantity: 1 }], fromCart: false });
    const stockResults = await Promise.all(Array.from({ length: 20 }, cheap));
    expect(stockResults.filter((result) => result === null)).toHaveLength(5);
    expect(new Set(stockResults.filter((result) => result !== null))).toEqual(new Set(['OUT_OF_STOCK']));
    expect((await given.stores.sql.catalog()).find((row) => row.id === 'RWD-001')!.stock).toBe(0);
    expect(await given.stores.sql.balance(DEALER_USER_ID)).toBe(totalsOf(await given.stores.sql.ledger(DEALER_USER_ID)).balance);
    // Only the stock set behind the ledger's back above drifts: 5 were redeemed from the 12 received, not 12.
    expect((await findDrift(given.store.db)).map((drift) => [drift.kind, drift.id])).toEqual([['STOCK', 'RWD-001']]);
  }, 60_000);

  it('keeps the ledger as the record: a row is never changed or removed, outside a seed', async () => {
    const db = given.store.db;
    const [row] = await given.stores.sql.ledger(DEALER_USER_ID);
    await expect(query`update points_ledger set points = points + 1 where id = ${row!.id}`.execute(db)).rejects.toThrow(/never changed or deleted/);
    await expect(query`delete from points_ledger where id = ${row!.id}`.execute(db)).rejects.toThrow(/never changed or deleted/);
    await expect(query`truncate points_ledger`.execute(db)).rejects.toThrow(/never changed or deleted/);
    // The seeding's setting holds for its own transaction only: set by an earlier statement, it is gone.
    await query`select set_config('portal.reseed', 'on', true)`.execute(db);
    await expect(query`delete from points_ledger where id = ${row!.id}`.execute(db)).rejects.toThrow(/never changed or deleted/);
    await expect(
      db.transaction().execute(async (trx) => {
        await query`select set_config('portal.reseed', 'off', true)`.execute(trx);
        await query`update points_ledger set item = 'Rewritten' where id = ${row!.id}`.execute(trx);
      }),
    ).rejects.toThrow(/never changed or deleted/);
    expect((await given.stores.sql.ledger(DEALER_USER_ID))[0]).toEqual(row);
    // A seed replaces the rows whole ("reset demo data"), and leaves them guarded again.
    await given.stores.sql.replaceAll(structuredClone(given.stores.db.data));
    expect(await stateOf(given.stores.sql)).toEqual(await stateOf(given.stores.memory));
    await expect(query`delete from points_ledger`.execute(db)).rejects.toThrow(/never changed or deleted/);
  });

  it('adds one row per source: the same source again changes nothing, in both stores and in the table', async () => {
    const approval: Omit<PointsLedgerRow, 'id'> = { ...adjustment('CLM-0001', DEALER_USER_ID, 900, 'Claim CLM-0001 approved: Heat pump'), sourceKind: 'CLAIM_APPROVAL', actorId: 'USR-ADMIN' };
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.record(approval)).toMatchObject({ sourceKind: 'CLAIM_APPROVAL', sourceId: 'CLM-0001', actorId: 'USR-ADMIN', points: 900 });
      expect(await repository.record({ ...approval, points: 5_000, at: '2026-11-21T09:00:00.000Z' })).toBe('ALREADY_RECORDED');
      // Even for another member, and before the balance is looked at.
      expect(await repository.record({ ...approval, userId: ADVISOR_USER_ID, points: -1_000_000 })).toBe('ALREADY_RECORDED');
      // The same id of another kind is another source; a redemption's row is its own source.
      expect(await repository.record({ ...approval, sourceKind: 'SPOT_AWARD', item: 'Spot award' })).toMatchObject({ sourceKind: 'SPOT_AWARD', sourceId: 'CLM-0001' });
      expect(await repository.record(adjustment('USR-001-PTS-0003', DEALER_USER_ID, -10))).toMatchObject({ sourceKind: 'ADJUSTMENT' });
      expect(await repository.record({ ...adjustment('USR-001-PTS-0003', DEALER_USER_ID, -10), sourceKind: 'REDEMPTION' })).toBe('ALREADY_RECORDED');
      expect(await repository.balance(DEALER_USER_ID)).toBe(28_450 + 900 + 900 - 10);
      expect(await repository.balance(ADVISOR_USER_ID)).toBe(totalsOf(await repository.ledger(ADVISOR_USER_ID)).balance);
    }
    expect(await stateOf(given.stores.sql)).toEqual(await stateOf(given.stores.memory));
    await expect(
      query`insert into points_ledger (id, user_id, number, day, at, action, item, points, carried_forward, source_kind, source_id)
        values ('USR-001-PTS-8000', ${DEALER_USER_ID}, 8000, '2026-11-20', now(), 'EARNED', 'Again', 900, false, 'CLAIM_APPROVAL', 'CLM-0001')`.execute(given.store.db),
    ).rejects.toThrow(/points_ledger_source/);
    expect(await findDrift(given.store.db)).toEqual([]);
  });

  it('credits one claim approved 8 times at once one time', async () => {
    const before = await given.stores.sql.balance(DEALER_USER_ID);
    const approval: Omit<PointsLedgerRow, 'id'> = { ...adjustment('CLM-0002', DEALER_USER_ID, 750, 'Claim CLM-0002 approved: Furnace'), sourceKind: 'CLAIM_APPROVAL', actorId: 'USR-ADMIN' };
    const results = await Promise.all(Array.from({ length: 8 }, () => given.stores.sql.record(approval)));
    expect(results.filter((result) => typeof result !== 'string')).toHaveLength(1);
    expect(results.filter((result) => result === 'ALREADY_RECORDED')).toHaveLength(7);
    const ledger = await given.stores.sql.ledger(DEALER_USER_ID);
    expect(ledger.filter((row) => row.sourceKind === 'CLAIM_APPROVAL' && row.sourceId === 'CLM-0002')).toHaveLength(1);
    expect(await given.stores.sql.balance(DEALER_USER_ID)).toBe(before + 750);
    expect(await findDrift(given.store.db)).toEqual([]);
  }, 60_000);

  it('records who redeemed, when, and the reward and units each redemption row took', async () => {
    const redemption = { userId: DEALER_USER_ID, participantId: DEALER_PARTICIPANT, on: '2026-11-20', at: AT, lines: [{ rewardId: GIFT_CARD, quantity: 2 }], fromCart: false };
    for (const repository of [given.stores.memory, given.stores.sql]) expect(await repository.redeem(redemption)).toBeNull();
    const [row] = await given.stores.sql.ledger(DEALER_USER_ID);
    expect(row).toMatchObject({ at: AT, actorId: DEALER_USER_ID, sourceKind: 'REDEMPTION', sourceId: row!.id, points: -24_000 });
    expect(await stateOf(given.stores.sql)).toEqual(await stateOf(given.stores.memory));
    const taken = await given.store.db.selectFrom('points_ledger').select(['reward_id', 'units']).where('id', '=', row!.id).executeTakeFirstOrThrow();
    expect(taken).toEqual({ reward_id: GIFT_CARD, units: 2 });
    const gift = await given.store.db.selectFrom('reward_catalog').select(['stock', 'stock_received']).where('id', '=', GIFT_CARD).executeTakeFirstOrThrow();
    expect(gift).toEqual({ stock: 48, stock_received: 50 });
    expect(await findDrift(given.store.db)).toEqual([]);
  });

  it('activates an offer once per member, however often it is asked', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.activatedOffers(DEALER_USER_ID)).toEqual(new Set());
      await repository.activateOffer({ userId: DEALER_USER_ID, offerId: 'OFR-001', activatedAt: TEST_NOW.toISOString() });
      await repository.activateOffer({ userId: DEALER_USER_ID, offerId: 'OFR-001', activatedAt: new Date(TEST_NOW.getTime() + 60_000).toISOString() });
      await repository.activateOffer({ userId: ADVISOR_USER_ID, offerId: 'OFR-002', activatedAt: TEST_NOW.toISOString() });
      expect(await repository.activatedOffers(DEALER_USER_ID)).toEqual(new Set(['OFR-001']));
      expect(await repository.activatedOffers(ADVISOR_USER_ID)).toEqual(new Set(['OFR-002']));
    }
    const rows = await given.store.db.selectFrom('offer_activations').select(['user_id', 'offer_id', 'activated_at']).where('user_id', '=', DEALER_USER_ID).execute();
    expect(rows.map((row) => [row.offer_id, new Date(row.activated_at).toISOString()])).toEqual([['OFR-001', TEST_NOW.toISOString()]]);
  });

  it('refuses a balance or a stock below zero in the tables themselves', async () => {
    await expect(given.store.db.updateTable('reward_catalog').set({ stock: -1 }).where('id', '=', GIFT_CARD).execute()).rejects.toThrow(/check/);
    await expect(given.store.db.updateTable('points_balances').set({ balance: -1 }).where('user_id', '=', DEALER_USER_ID).execute()).rejects.toThrow(/check/);
  });
});
