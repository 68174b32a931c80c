import { describe, expect, it } from 'vitest';
import { cents, createTestServer, usd, type TestServer } from '../../api';

const EARNINGS = `query($sinceDays: Int, $first: Int, $after: String) { earnings {
  marketingFunds { availableBalance { amount } pendingClaims { amount } earnedYtd { amount } utilizationRate }
  rebatesYtd { amount } rebatesPending { amount }
  points { balance lifetimeEarned earnedThisMonth }
  tier { current { name } next { name } pointsToNext progressPercent }
  milestones { tier { name minPoints } reached }
  activity(sinceDays: $sinceDays, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id date description type amount { amount } points } }
  }
} }`;

async function earnings(server: TestServer, variables: Record<string, unknown> = {}) {
  const data = (await server.ok(EARNINGS, variables)).earnings;
  return { ...data, rows: data.activity.edges.map((edge: any) => edge.node) };
}

describe('My Earnings', () => {
  it("shows the dealer's cards: marketing funds, rebates, points and the Premier tier with every milestone reached", async () => {
    const data = await earnings(createTestServer('dealer'));
    expect(data.marketingFunds).toEqual({
      availableBalance: { amount: '12500.00' },
      pendingClaims: { amount: '850.00' },
      earnedYtd: { amount: '32000.00' },
      utilizationRate: 60.9,
    });
    expect([data.rebatesYtd, data.rebatesPending]).toEqual([usd(645_000), usd(97_500)]);
    expect(data.points).toEqual({ balance: 28_450, lifetimeEarned: 156_000, earnedThisMonth: 2_700 });
    expect(data.tier).toEqual({ current: { name: 'PREMIER' }, next: null, pointsToNext: 0, progressPercent: 100 });
    expect(data.milestones).toEqual([
      { tier: { name: 'ESSENTIAL', minPoints: 0 }, reached: true },
      { tier: { name: 'SELECT', minPoints: 5_000 }, reached: true },
      { tier: { name: 'ELITE', minPoints: 10_000 }, reached: true },
      { tier: { name: 'PREMIER', minPoints: 20_000 }, reached: true },
    ]);
  });

  it('lists Recent Earnings Activity of the last 30 days, newest first', async () => {
    const data = await earnings(createTestServer('dealer'), { sinceDays: 30 });
    expect(data.activity.totalCount).toBe(7);
    expect(data.rows.every((row: any) => row.date >= '2026-10-23')).toBe(true);
    expect(data.rows.map((row: any) => row.date)).toEqual(data.rows.map((row: any) => row.date).sort().reverse());
    expect(data.rows[0]).toEqual({
      id: 'USR-001-PTS-0014',
      date: '2026-11-20',
      description: 'Equipment purchase: XC21 air conditioner system',
      type: 'POINTS',
      amount: null,
      points: 1_250,
    });
    expect(new Set(data.rows.map((row: any) => row.type))).toEqual(new Set(['POINTS', 'REBATE', 'SPOT_AWARD']));
  });

  it('includes fund accruals in the full history but never redemptions or carried-forward totals', async () => {
    const data = await earnings(createTestServer('dealer'), { first: 100 });
    expect(data.rows.filter((row: any) => row.type === 'MARKETING_FUNDS').map((row: any) => row.amount)).toEqual(
      Array.from({ length: 10 }, (_, index) => usd(index % 2 === 0 ? 300_000 : 500_000)),
    );
    expect(data.rows.some((row: any) => (row.points ?? 0) < 0 || /^(Points earned|Redemptions) through/.test(row.description))).toBe(false);
    const rebates = data.rows.filter((row: any) => row.type === 'REBATE');
    expect(rebates.reduce((sum: number, row: any) => sum + cents(row.amount), 0)).toBe(645_000 + 97_500 + 110_000);
  });

  it('pages the history', async () => {
    const server = createTestServer('dealer');
    const first = await earnings(server, { first: 10 });
    expect(first.rows).toHaveLength(10);
    const second = await earnings(server, { first: 100, after: first.activity.pageInfo.endCursor });
    expect(first.activity.totalCount).toBe(first.rows.length + second.rows.length);
    expect(new Set([...first.rows, ...second.rows].map((row: any) => row.id)).size).toBe(first.activity.totalCount);
  });

  it("gives comfort advisors their own earnings and no marketing funds", async () => {
    const data = await earnings(createTestServer('comfort-advisor'), { first: 100 });
    expect(data.marketingFunds).toBeNull();
    expect([data.rebatesYtd, data.rebatesPending]).toEqual([usd(7_500), usd(15_000)]);
    expect(data.points.balance).toBe(8_200);
    expect(data.milestones.map((milestone: any) => milestone.reached)).toEqual([true, true, false, false]);
    expect(data.rows.some((row: any) => row.type === 'MARKETING_FUNDS')).toBe(false);
    expect(data.rows.every((row: any) => !row.id.startsWith('USR-001'))).toBe(true);
  });

  it('follows a redemption: the balance drops, the earnings history does not change', async () => {
    const server = createTestServer('dealer');
    const before = await earnings(server, { first: 100 });
    await server.ok(`mutation { redeemReward(input: { rewardId: "RWD-010" }) { errors { message } } }`);
    const after = await earnings(server.reload(), { first: 100 });
    expect(after.points.balance).toBe(13_450);
    expect(after.points.lifetimeEarned).toBe(156_000);
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a negative day count', async () => {
    expect(await createTestServer('dealer').errorCode(EARNINGS, { sinceDays: -1 })).toBe('BAD_USER_INPUT');
  });

  it('is for dealers and comfort advisors only', async () => {
    expect(await createTestServer(null).errorCode(EARNINGS)).toBe('UNAUTHENTICATED');
    expect(await createTestServer('client-admin').errorCode(EARNINGS)).toBe('FORBIDDEN');
  });
});
