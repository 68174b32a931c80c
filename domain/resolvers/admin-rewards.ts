import type { Resolvers, RewardsAdminStats } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { RedemptionGroup } from '../repositories/rewards';
import { COMPARISON_QUARTER } from '../fixtures/rewards-admin';
import { isoDay, quarterStartDay } from '../lib/admin/dates';
import { requireAdmin } from '../lib/auth';

/**
 * Rewards Management figures (client admins only), computed from the program catalogue and the
 * redemptions: rewards and the categories they span, redemptions this calendar quarter against the
 * comparison quarter of the sample figures (Q4 2023), and rewards at or below their restock level.
 */
export async function rewardsAdminStatsOf(ctx: Pick<Context, 'repositories'>, now: Date): Promise<RewardsAdminStats> {
  const rewards = ctx.repositories.rewards;
  const count = (groups: RedemptionGroup[]) => groups.reduce((sum, group) => sum + group.count, 0);
  const [catalog, thisQuarterGroups, comparisonGroups] = await Promise.all([
    rewards.programCatalog(),
    rewards.redemptions({ from: quarterStartDay(now), to: isoDay(now) }),
    rewards.redemptions(COMPARISON_QUARTER),
  ]);
  const [thisQuarter, comparison] = [count(thisQuarterGroups), count(comparisonGroups)];
  const categories = new Set(catalog.map((row) => row.category));
  let lowStock = 0;
  for (const row of catalog) if (row.stock <= row.restockLevel) lowStock += 1;
  return {
    totalRewards: catalog.length,
    categories: categories.size,
    redemptionsThisQuarter: thisQuarter,
    redemptionsChangePercent: comparison === 0 ? 0 : Math.round(((thisQuarter - comparison) / comparison) * 100),
    comparisonQuarter: COMPARISON_QUARTER.label,
    lowStock,
  };
}

export const adminRewardsResolvers: Resolvers = {
  Query: {
    rewardsAdminStats: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return rewardsAdminStatsOf(ctx, ctx.now());
    },
  },
};
