import type { Promotion, PromotionStatus, Resolvers, TierName } from '../__generated__/resolvers-types';
import type { PromotionRow } from '../fixtures/promotions';
import type { TierRow } from '../fixtures/rewards';
import { requireMember } from '../lib/auth';
import { paginate } from '../lib/connection';
import { PROMOTION_ORDER } from '../repositories/promotions';
import { toIsoDate } from '../lib/money/dates';
import { pointsTotalsFor, tierRowFor } from '../lib/money/points';

/** A promotion's status on `today` (`YYYY-MM-DD`): scheduled before its window, expired after it. */
export function promotionStatus(row: PromotionRow, today: string): PromotionStatus {
  if (today < row.windowStart) return 'SCHEDULED';
  if (today > row.windowEnd) return 'EXPIRED';
  return 'ACTIVE';
}

/** The viewer's tier, worked out once per request and applied to every promotion of the page. */
export function toPromotion(row: PromotionRow, viewerTier: TierRow, today: string): Promotion {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    subcategory: row.subcategory,
    status: promotionStatus(row, today),
    startDate: row.windowStart,
    endDate: row.windowEnd,
    reward: row.reward,
    eligibility: row.eligibility,
    premierBonus: row.premierBonus,
    description: row.description,
    tags: [...row.tags],
    viewerTier: viewerTier.name satisfies TierName,
    viewerTierBonusPercent: row.tierBonus ? viewerTier.bonusPercent : 0,
  };
}

export const promotionsResolvers: Resolvers = {
  Query: {
    promotions: async (_parent, { category, subcategory, first, after }, ctx) => {
      const { user } = requireMember(ctx);
      const [tiers, totals] = await Promise.all([ctx.repositories.rewards.tiers(), pointsTotalsFor(ctx, user.id)]);
      const tier = tierRowFor(tiers, totals.lifetimeEarned);
      const today = toIsoDate(ctx.now());
      const rows = await ctx.repositories.promotions.list({ category, subcategory });
      return paginate(rows, { first, after }, (row) => toPromotion(row, tier, today), PROMOTION_ORDER, 50);
    },
    promotion: async (_parent, { id }, ctx) => {
      const { user } = requireMember(ctx);
      const row = await ctx.repositories.promotions.byId(id);
      if (!row) return null;
      const [tiers, totals] = await Promise.all([ctx.repositories.rewards.tiers(), pointsTotalsFor(ctx, user.id)]);
      const tier = tierRowFor(tiers, totals.lifetimeEarned);
      return toPromotion(row, tier, toIsoDate(ctx.now()));
    },
  },
};
