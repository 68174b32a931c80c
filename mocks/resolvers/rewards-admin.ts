import type { Resolvers, RewardsAdminStats } from '../__generated__/resolvers-types';
import type { DbData } from '../db';
import { COMPARISON_QUARTER } from '../fixtures/rewards-admin';
import { isoDay, quarterStartDay } from '../lib/admin/dates';
import { requireAdmin } from '../lib/auth';

/**
 * Rewards Management figures (client admins only), computed from the program catalogue and the
 * redemptions: rewards and the categories they span, redemptions this calendar quarter against the
 * spec's comparison quarter (Q4 2023), and rewards at or below their restock level.
 */
export function rewardsAdminStatsOf(data: DbData, now: Date): RewardsAdminStats {
  const from = quarterStartDay(now);
  const to = isoDay(now);
  let thisQuarter = 0;
  let comparison = 0;
  for (const row of data.rewardRedemptions) {
    if (row.redeemedOn >= from && row.redeemedOn <= to) thisQuarter += 1;
    else if (row.redeemedOn >= COMPARISON_QUARTER.from && row.redeemedOn <= COMPARISON_QUARTER.to) comparison += 1;
  }
  const categories = new Set(data.rewardsAdminCatalog.map((row) => row.category));
  let lowStock = 0;
  for (const row of data.rewardsAdminCatalog) if (row.stock <= row.restockLevel) lowStock += 1;
  return {
    totalRewards: data.rewardsAdminCatalog.length,
    categories: categories.size,
    redemptionsThisQuarter: thisQuarter,
    redemptionsChangePercent: comparison === 0 ? 0 : Math.round(((thisQuarter - comparison) / comparison) * 100),
    comparisonQuarter: COMPARISON_QUARTER.label,
    lowStock,
  };
}

export const rewardsAdminResolvers: Resolvers = {
  Query: {
    rewardsAdminStats: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return rewardsAdminStatsOf(ctx.db.data, ctx.now());
    },
  },
};
