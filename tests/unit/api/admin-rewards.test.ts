import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../domain/db';
import { popularRewardsFor } from '../../../domain/lib/admin/dashboard';
import { memoryRepositories } from '../../../mocks/repositories/memory';
import { createServer } from '../../../mocks/server';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../../domain/session-store';
import { createTestServer } from '../../api';

const STATS = `{ rewardsAdminStats { totalRewards categories redemptionsThisQuarter redemptionsChangePercent comparisonQuarter lowStock } }`;

function adminServerAt(now: Date) {
  const storage = new MemoryStorage();
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, 'client-admin');
  return createServer({ storage, now: () => now, config: { signInDelayMs: 0 } });
}

describe('rewards management figures', () => {
  it("shows the sample figures: 342 rewards in 12 categories, 1,523 redemptions (+18% vs Q4 2023), 23 low stock", async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(STATS)).rewardsAdminStats).toEqual({
      totalRewards: 342,
      categories: 12,
      redemptionsThisQuarter: 1523,
      redemptionsChangePercent: 18,
      comparisonQuarter: 'Q4 2023',
      lowStock: 23,
    });
  });

  it('counts this calendar quarter up to today and Q4 2023 from the redemption rows', async () => {
    const server = createTestServer('client-admin');
    const rows = server.db.data.rewardRedemptions;
    expect(rows.filter((row) => row.redeemedOn >= '2026-10-01' && row.redeemedOn <= '2026-11-22')).toHaveLength(1523);
    expect(rows.filter((row) => row.redeemedOn >= '2023-10-01' && row.redeemedOn <= '2023-12-31')).toHaveLength(1291);
    expect(Math.round(((1523 - 1291) / 1291) * 100)).toBe(18);
    const catalog = new Set(server.db.data.rewardsAdminCatalog.map((row) => row.id));
    expect(rows.every((row) => catalog.has(row.rewardId))).toBe(true);
    const participants = new Set(server.db.data.participants.map((row) => row.id));
    expect(rows.every((row) => participants.has(row.participantId))).toBe(true);
  });

  it('moves with the data: a restocked reward and fewer redemptions change the figures', async () => {
    const server = createTestServer('client-admin');
    const data = server.db.data;
    const low = data.rewardsAdminCatalog.find((row) => row.stock <= row.restockLevel)!;
    low.stock = low.restockLevel + 50;
    const index = data.rewardRedemptions.findIndex((row) => row.redeemedOn >= '2026-10-01');
    data.rewardRedemptions.splice(index, 1);
    server.db.commit();
    expect((await server.ok(STATS)).rewardsAdminStats).toMatchObject({ lowStock: 22, redemptionsThisQuarter: 1522, redemptionsChangePercent: 18 });
    expect((await server.reload().ok(STATS)).rewardsAdminStats.lowStock).toBe(22);
  });

  it('lays out this quarter whatever day the database is created', async () => {
    for (const now of [new Date('2027-01-01T09:00:00'), new Date('2027-05-20T09:00:00')]) {
      const result = await adminServerAt(now).run(STATS);
      expect(result.data?.rewardsAdminStats).toMatchObject({ redemptionsThisQuarter: 1523, redemptionsChangePercent: 18, lowStock: 23 });
    }
  });

  it('ranks the five most redeemed categories for the Popular Rewards card', async () => {
    const { db } = createTestServer('client-admin');
    const data = db.data;
    const popular = await popularRewardsFor({ repositories: memoryRepositories(db) });
    expect(popular).toHaveLength(5);
    expect(popular[0]?.category).toBe('Gift Cards');
    for (let i = 1; i < popular.length; i += 1) expect(popular[i - 1]!.redemptions).toBeGreaterThanOrEqual(popular[i]!.redemptions);
    const categoryOf = new Map(data.rewardsAdminCatalog.map((row) => [row.id, row.category]));
    const giftCards = data.rewardRedemptions.filter((row) => categoryOf.get(row.rewardId) === 'Gift Cards').length;
    expect(popular[0]).toEqual({
      category: 'Gift Cards',
      redemptions: giftCards,
      percent: Math.round((giftCards / data.rewardRedemptions.length) * 1000) / 10,
    });
  });
});
