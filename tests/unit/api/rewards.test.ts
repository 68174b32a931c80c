import { describe, expect, it } from 'vitest';
import { historicalRecord } from '../../../domain/fixtures/rewards';
import type { Database } from '../../../domain/db';
import { pointsPositionOf, tierStatusFromPoints, totalsOf } from '../../../domain/lib/money/points';
import { MemoryRewards } from '../../../mocks/repositories/rewards';

/** A member's points position (the advisor dashboard's card) from the store, as the dashboard reads it. */
async function pointsPositionFor(db: Database, userId: string) {
  const rewards = new MemoryRewards(db);
  return pointsPositionOf(totalsOf(await rewards.ledger(userId)).balance, await rewards.catalog());
}

/** A member's tier position, from their lifetime points in the store. */
async function tierStatusFor(db: Database, userId: string) {
  return tierStatusFromPoints(db.data.rewardTiers, totalsOf(await new MemoryRewards(db).ledger(userId)).lifetimeEarned);
}
import { actAs, createTestServer, type TestServer } from '../../api';

const POINTS = `points {
  balance lifetimeEarned earnedThisMonth expiringPoints expiringOn
  tier { current { name label } next { name } pointsToNext progressPercent }
}`;
const OVERVIEW = `{ rewardsOverview {
  ${POINTS}
  tiles { id title link }
  offers { id title category terms validUntil discount activated }
  rewards { id name category points stock inStock popular redeemState }
  tiers { name label minPoints maxPoints bonusPercent multiplier benefits }
  cart { totalPoints itemCount lines { reward { id } quantity subtotal } }
} }`;
const ACTIVITY = `query($after: String) { rewardsOverview { points { activity(first: 100, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id date action item points } }
} } } }`;
const REDEEM = `mutation($id: ID!) { redeemReward(input: { rewardId: $id }) {
  reward { id stock redeemState } points { balance lifetimeEarned activity(first: 1) { edges { node { date action item points } } } }
  errors { field message }
} }`;
const ACTIVATE = `mutation($id: ID!) { activateOffer(input: { offerId: $id }) { offer { id activated } errors { field message } } }`;
const SET_LINE = `mutation($id: ID!, $quantity: Int!) { setCartLine(input: { rewardId: $id, quantity: $quantity }) {
  cart { totalPoints itemCount lines { reward { id } quantity subtotal } } errors { field message }
} }`;
const CHECKOUT = `mutation { checkoutCart {
  cart { totalPoints itemCount } points { balance activity(first: 2) { edges { node { action item points } } } } errors { field message }
} }`;

const snapshot = (server: TestServer) => JSON.stringify(server.db.data);

async function overview(server: TestServer) {
  return (await server.ok(OVERVIEW)).rewardsOverview;
}

describe('points and tiers', () => {
  it("shows the dealer sample's points: 28,450 available, 156,000 lifetime, 2,800 expiring Dec 31, Premier", async () => {
    const { points } = await overview(createTestServer('dealer'));
    expect(points).toEqual({
      balance: 28_450,
      lifetimeEarned: 156_000,
      earnedThisMonth: 2_700,
      expiringPoints: 2_800,
      expiringOn: '2026-12-31',
      tier: { current: { name: 'PREMIER', label: 'Premier' }, next: null, pointsToNext: 0, progressPercent: 100 },
    });
  });

  it('derives the balance from the ledger rows, newest first', async () => {
    const server = createTestServer('dealer');
    const { activity } = (await server.ok(ACTIVITY)).rewardsOverview.points;
    expect(activity.pageInfo.hasNextPage).toBe(false);
    const rows = activity.edges.map((edge: any) => edge.node);
    expect(rows).toHaveLength(activity.totalCount);
    expect(rows.reduce((sum: number, row: any) => sum + row.points, 0)).toBe(28_450);
    expect(rows.filter((row: any) => row.action === 'EARNED').reduce((sum: number, row: any) => sum + row.points, 0)).toBe(156_000);
    expect(rows.every((row: any) => (row.action === 'REDEEMED') === row.points < 0)).toBe(true);
    const dates = rows.map((row: any) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toMatchObject({ date: '2026-11-20', action: 'EARNED', points: 1_250 });
  });

  it('gives the comfort advisor a smaller ledger of their own: Select tier, 1,800 points from Elite', async () => {
    const { points } = await overview(createTestServer('comfort-advisor'));
    expect(points).toMatchObject({ balance: 8_200, lifetimeEarned: 8_200, earnedThisMonth: 1_400, expiringPoints: 0, expiringOn: null });
    expect(points.tier).toEqual({ current: { name: 'SELECT', label: 'Select' }, next: { name: 'ELITE' }, pointsToNext: 1_800, progressPercent: 64 });
  });

  it('publishes the one tier scheme to anyone: Essential 0-4,999, Select +10%, Elite +15%, Premier 20,000+ +20%', async () => {
    const { tiers } = await createTestServer(null).ok(`{ tiers { name label minPoints maxPoints bonusPercent multiplier } }`);
    expect(tiers).toEqual([
      { name: 'ESSENTIAL', label: 'Essential', minPoints: 0, maxPoints: 4_999, bonusPercent: 0, multiplier: 1 },
      { name: 'SELECT', label: 'Select', minPoints: 5_000, maxPoints: 9_999, bonusPercent: 10, multiplier: 1.1 },
      { name: 'ELITE', label: 'Elite', minPoints: 10_000, maxPoints: 19_999, bonusPercent: 15, multiplier: 1.15 },
      { name: 'PREMIER', label: 'Premier', minPoints: 20_000, maxPoints: null, bonusPercent: 20, multiplier: 1.2 },
    ]);
  });

  it('exports the dashboard figures: points position and tier status', async () => {
    const { db } = createTestServer('dealer');
    expect(await pointsPositionFor(db, 'USR-001')).toEqual({ available: 28_450, pointsToNextReward: 1_550, nextRewardName: '$500 Airline Travel Voucher' });
    expect(await pointsPositionFor(db, 'USR-002')).toEqual({ available: 8_200, pointsToNextReward: 3_800, nextRewardName: '$100 Prepaid Visa Gift Card' });
    expect(await tierStatusFor(db, 'USR-002')).toMatchObject({ current: { name: 'SELECT' }, next: { name: 'ELITE' }, pointsToNext: 1_800 });
    expect(await tierStatusFor(db, 'USR-001')).toMatchObject({ current: { name: 'PREMIER' }, next: null, progressPercent: 100 });
  });
});

describe('rewards catalogue, offers and tiles', () => {
  it('lists rewards costing 12,000-45,000 in the five categories, with stock and the viewer’s button state', async () => {
    const { rewards } = await overview(createTestServer('dealer'));
    expect(rewards).toHaveLength(12);
    expect(Math.min(...rewards.map((reward: any) => reward.points))).toBe(12_000);
    expect(Math.max(...rewards.map((reward: any) => reward.points))).toBe(45_000);
    expect(new Set(rewards.map((reward: any) => reward.category))).toEqual(new Set(['ELECTRONICS', 'TRAVEL', 'GIFT_CARDS', 'TOOLS', 'EXPERIENCES']));
    for (const reward of rewards) {
      const expected = reward.stock === 0 ? 'OUT_OF_STOCK' : reward.points > 28_450 ? 'NOT_ENOUGH_POINTS' : 'AVAILABLE';
      expect(reward.redeemState, reward.name).toBe(expected);
      expect(reward.inStock).toBe(reward.stock > 0);
    }
    expect(rewards.filter((reward: any) => !reward.inStock).map((reward: any) => reward.id)).toEqual(['RWD-003', 'RWD-009']);
  });

  it('filters the catalogue by category', async () => {
    const data = await createTestServer('dealer').ok(`{ rewardsOverview { rewards(category: TOOLS) { category } } }`);
    expect(data.rewardsOverview.rewards).toEqual([{ category: 'TOOLS' }, { category: 'TOOLS' }, { category: 'TOOLS' }]);
  });

  it('gives dealers all 10 offers and four tiles, with the offer terms texts', async () => {
    const { offers, tiles } = await overview(createTestServer('dealer'));
    expect(offers).toHaveLength(10);
    expect(offers.filter((offer: any) => offer.category === 'MARKETING')).toHaveLength(2);
    expect(new Set(offers.map((offer: any) => offer.terms))).toEqual(
      new Set(['Register installations within 30 days.', 'Submit receipts within 60 days.', 'Certification must be completed within 6 months.']),
    );
    expect(offers.find((offer: any) => offer.id === 'OFR-005')).toMatchObject({ title: 'Co-op Advertising Match', discount: '50% match up to $1,000' });
    expect(offers.every((offer: any) => offer.validUntil > '2026-11-22' && offer.activated === false)).toBe(true);
    expect(tiles.map((tile: any) => tile.title)).toEqual(['Merchandise & Gift Cards', 'Travel & Experiences', 'Training & Certification', 'Marketing Funds']);
  });

  it('never gives comfort advisors Marketing offers nor the Marketing Funds tile', async () => {
    const { offers, tiles } = await overview(createTestServer('comfort-advisor'));
    expect(offers).toHaveLength(8);
    expect(offers.some((offer: any) => offer.category === 'MARKETING')).toBe(false);
    expect(tiles.map((tile: any) => tile.title)).not.toContain('Marketing Funds');
    expect(tiles).toHaveLength(3);
  });

  it('is for dealers and comfort advisors only', async () => {
    expect(await createTestServer(null).errorCode(OVERVIEW)).toBe('UNAUTHENTICATED');
    expect(await createTestServer('client-admin').errorCode(OVERVIEW)).toBe('FORBIDDEN');
    for (const mutation of [REDEEM, ACTIVATE]) {
      expect(await createTestServer(null).errorCode(mutation, { id: 'RWD-006' })).toBe('UNAUTHENTICATED');
      expect(await createTestServer('client-admin').errorCode(mutation, { id: 'RWD-006' })).toBe('FORBIDDEN');
    }
    expect(await createTestServer('client-admin').errorCode(CHECKOUT)).toBe('FORBIDDEN');
    expect(await createTestServer('client-admin').errorCode(SET_LINE, { id: 'RWD-006', quantity: 1 })).toBe('FORBIDDEN');
  });
});

describe('redeemReward', () => {
  it("moves the client admins' redemption figures: Rewards Management and Popular Rewards", async () => {
    const server = createTestServer('client-admin');
    const ADMIN = `{ rewardsAdminStats { redemptionsThisQuarter } adminDashboard { popularRewards { category redemptions } } }`;
    const before = await server.ok(ADMIN);
    const giftCards = (data: any) => data.adminDashboard.popularRewards.find((row: any) => row.category === 'Gift Cards')?.redemptions ?? 0;

    actAs(server, 'dealer');
    expect((await server.ok(REDEEM, { id: 'RWD-006' })).redeemReward.errors).toEqual([]);
    // 16,450 points left: a cart of one more gift card (12,000) checks out.
    await server.ok(SET_LINE, { id: 'RWD-006', quantity: 1 });
    expect((await server.ok(CHECKOUT)).checkoutCart.errors).toEqual([]);

    actAs(server, 'client-admin');
    const after = await server.reload().ok(ADMIN);
    expect(after.rewardsAdminStats.redemptionsThisQuarter).toBe(before.rewardsAdminStats.redemptionsThisQuarter + 2);
    expect(giftCards(after)).toBe(giftCards(before) + 2);
  });

  it('lowers the balance and the stock and adds a Redemption row, kept after a reload', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(REDEEM, { id: 'RWD-006' });
    expect(data.redeemReward).toEqual({
      reward: { id: 'RWD-006', stock: 49, redeemState: 'AVAILABLE' },
      points: {
        balance: 16_450,
        lifetimeEarned: 156_000,
        activity: { edges: [{ node: { date: '2026-11-22', action: 'REDEEMED', item: 'Redemption: $100 Prepaid Visa Gift Card', points: -12_000 } }] },
      },
      errors: [],
    });
    const after = await overview(server.reload());
    expect(after.points.balance).toBe(16_450);
    expect(after.points.tier.current.name).toBe('PREMIER');
    expect(after.rewards.find((reward: any) => reward.id === 'RWD-006').stock).toBe(49);
    expect(after.rewards.find((reward: any) => reward.id === 'RWD-002').redeemState).toBe('NOT_ENOUGH_POINTS');
    expect(await pointsPositionFor(server.db, 'USR-001')).toMatchObject({ available: 16_450, pointsToNextReward: 2_050 });
  });

  it.each([
    ['RWD-999', 'That reward does not exist'],
    ['RWD-003', 'This reward is out of stock'],
    ['RWD-004', 'Not Enough Points'],
  ])('refuses %s with "%s" and changes nothing', async (id, message) => {
    const server = createTestServer('dealer');
    const before = snapshot(server);
    const data = await server.ok(REDEEM, { id });
    expect(data.redeemReward.errors).toEqual([{ field: ['rewardId'], message }]);
    expect(data.redeemReward.points.balance).toBe(28_450);
    expect(snapshot(server)).toBe(before);
    expect(server.storage.getItem('hvac-portal:db')).toBeNull();
  });

  it('lets comfort advisors redeem once they have enough points, from their own balance', async () => {
    const server = createTestServer('comfort-advisor');
    expect((await server.ok(REDEEM, { id: 'RWD-006' })).redeemReward.errors).toEqual([{ field: ['rewardId'], message: 'Not Enough Points' }]);
    const sale = { id: 'USR-002-PTS-9000', userId: 'USR-002', date: '2026-11-22', action: 'EARNED' as const, item: 'Sale', points: 4_000, carriedForward: false };
    server.db.data.pointsLedger.push({ ...sale, ...historicalRecord(sale) });
    const data = await server.ok(REDEEM, { id: 'RWD-006' });
    expect(data.redeemReward.points.balance).toBe(200);
    expect((await overview(actAsDealer(server))).points.balance).toBe(28_450);
  });
});

function actAsDealer(server: TestServer): TestServer {
  actAs(server, 'dealer');
  return server;
}

describe('activateOffer', () => {
  it('activates an offer for the viewer and keeps it after a reload; a second activation changes nothing', async () => {
    const server = createTestServer('dealer');
    expect((await server.ok(ACTIVATE, { id: 'OFR-002' })).activateOffer).toEqual({ offer: { id: 'OFR-002', activated: true }, errors: [] });
    const reloaded = server.reload();
    const offers = (await overview(reloaded)).offers;
    expect(offers.filter((offer: any) => offer.activated).map((offer: any) => offer.id)).toEqual(['OFR-002']);
    const before = snapshot(reloaded);
    expect((await reloaded.ok(ACTIVATE, { id: 'OFR-002' })).activateOffer).toEqual({ offer: { id: 'OFR-002', activated: true }, errors: [] });
    expect(snapshot(reloaded)).toBe(before);
    actAs(reloaded, 'comfort-advisor');
    expect((await overview(reloaded)).offers.some((offer: any) => offer.activated)).toBe(false);
  });

  it('refuses Marketing offers to comfort advisors, unknown and expired offers, changing nothing', async () => {
    const advisor = createTestServer('comfort-advisor');
    const before = snapshot(advisor);
    expect((await advisor.ok(ACTIVATE, { id: 'OFR-005' })).activateOffer).toEqual({
      offer: null,
      errors: [{ field: ['offerId'], message: 'Marketing offers are not available to comfort advisors' }],
    });
    expect((await advisor.ok(ACTIVATE, { id: 'OFR-404' })).activateOffer.errors).toEqual([{ field: ['offerId'], message: 'That offer does not exist' }]);
    expect(snapshot(advisor)).toBe(before);

    const dealer = createTestServer('dealer');
    const offer = dealer.db.data.rewardOffers.find((row) => row.id === 'OFR-001');
    if (offer) offer.validUntil = '2026-11-21';
    const expiredBefore = snapshot(dealer);
    expect((await dealer.ok(ACTIVATE, { id: 'OFR-001' })).activateOffer).toEqual({
      offer: { id: 'OFR-001', activated: false },
      errors: [{ field: ['offerId'], message: 'This offer has expired' }],
    });
    expect(snapshot(dealer)).toBe(expiredBefore);
  });
});

describe('cart', () => {
  it('adds, changes and removes lines, kept after a reload', async () => {
    const server = createTestServer('dealer');
    await server.ok(SET_LINE, { id: 'RWD-006', quantity: 1 });
    const two = await server.ok(SET_LINE, { id: 'RWD-010', quantity: 2 });
    expect(two.setCartLine).toEqual({
      cart: {
        totalPoints: 42_000,
        itemCount: 3,
        lines: [
          { reward: { id: 'RWD-006' }, quantity: 1, subtotal: 12_000 },
          { reward: { id: 'RWD-010' }, quantity: 2, subtotal: 30_000 },
        ],
      },
      errors: [],
    });
    await server.ok(SET_LINE, { id: 'RWD-010', quantity: 1 });
    const reloaded = server.reload();
    expect((await overview(reloaded)).cart).toEqual({
      totalPoints: 27_000,
      itemCount: 2,
      lines: [
        { reward: { id: 'RWD-006' }, quantity: 1, subtotal: 12_000 },
        { reward: { id: 'RWD-010' }, quantity: 1, subtotal: 15_000 },
      ],
    });
    const removed = await reloaded.ok(SET_LINE, { id: 'RWD-006', quantity: 0 });
    expect(removed.setCartLine.cart.lines).toEqual([{ reward: { id: 'RWD-010' }, quantity: 1, subtotal: 15_000 }]);
  });

  it.each([
    ['RWD-999', 1, 'rewardId', 'That reward does not exist'],
    ['RWD-006', -1, 'quantity', 'Quantity must be a whole number, 0 or more'],
    ['RWD-003', 1, 'rewardId', 'This reward is out of stock'],
    ['RWD-011', 4, 'quantity', 'Only 3 left in stock'],
  ])('refuses %s × %i and changes nothing', async (id, quantity, field, message) => {
    const server = createTestServer('dealer');
    const before = snapshot(server);
    expect((await server.ok(SET_LINE, { id, quantity })).setCartLine.errors).toEqual([{ field: [field], message }]);
    expect(snapshot(server)).toBe(before);
  });

  it('checks out every line together: balance, stock and ledger move, the cart empties', async () => {
    const server = createTestServer('dealer');
    await server.ok(SET_LINE, { id: 'RWD-006', quantity: 1 });
    await server.ok(SET_LINE, { id: 'RWD-010', quantity: 1 });
    const data = await server.ok(CHECKOUT);
    expect(data.checkoutCart).toEqual({
      cart: { totalPoints: 0, itemCount: 0 },
      points: {
        balance: 1_450,
        activity: {
          edges: [
            { node: { action: 'REDEEMED', item: 'Redemption: HVAC Master Hand Tool Set', points: -15_000 } },
            { node: { action: 'REDEEMED', item: 'Redemption: $100 Prepaid Visa Gift Card', points: -12_000 } },
          ],
        },
      },
      errors: [],
    });
    const after = await overview(server.reload());
    expect(after.points.balance).toBe(1_450);
    expect(after.rewards.filter((reward: any) => ['RWD-006', 'RWD-010'].includes(reward.id)).map((reward: any) => reward.stock)).toEqual([49, 13]);
  });

  it('checks out all or nothing: too few points or a line beyond the stock changes nothing', async () => {
    const server = createTestServer('dealer');
    expect((await server.ok(CHECKOUT)).checkoutCart.errors).toEqual([{ field: null, message: 'Your cart is empty' }]);

    await server.ok(SET_LINE, { id: 'RWD-006', quantity: 3 });
    let before = snapshot(server);
    expect((await server.ok(CHECKOUT)).checkoutCart.errors).toEqual([{ field: null, message: 'Not Enough Points' }]);
    expect(snapshot(server)).toBe(before);

    await server.ok(SET_LINE, { id: 'RWD-006', quantity: 1 });
    await server.ok(SET_LINE, { id: 'RWD-012', quantity: 1 });
    const chefsTable = server.db.data.rewardCatalog.find((row) => row.id === 'RWD-012');
    if (chefsTable) chefsTable.stock = 0;
    before = snapshot(server);
    const data = await server.ok(CHECKOUT);
    expect(data.checkoutCart.errors).toEqual([{ field: null, message: "Chef's Table Dinner for Four: This reward is out of stock" }]);
    expect(data.checkoutCart.points.balance).toBe(28_450);
    expect(snapshot(server)).toBe(before);
  });
});

describe('expiring points', () => {
  it('names only an expiry still ahead by the server calendar, the nearest first', async () => {
    const server = createTestServer('dealer');
    const rows = server.db.data.pointsExpirations;
    rows.push({ userId: rows[0]!.userId, points: 500, expiresOn: '2026-11-21' }, { userId: rows[0]!.userId, points: 900, expiresOn: '2027-03-31' });
    server.db.commit();
    expect((await overview(server)).points).toMatchObject({ expiringPoints: 2_800, expiringOn: '2026-12-31' });

    rows[0]!.expiresOn = '2026-11-01';
    server.db.commit();
    expect((await overview(server)).points).toMatchObject({ expiringPoints: 900, expiringOn: '2027-03-31' });
  });
});
