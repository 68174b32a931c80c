import type { Cart, Offer, RewardsOverview, Resolvers, Role } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { CartLineRow, OfferRow, RewardRow } from '../fixtures/rewards';
import { requireMember } from '../lib/auth';
import { paginate } from '../lib/connection';
import { hiddenOf, withFieldResolvers } from '../lib/money/parent';
import { pointsAccountOf, pointsDataFor, sortedTiers, toReward, toTier, type PointsAccountHidden, LEDGER_ORDER } from '../lib/money/points';

/** Comfort advisors never see Marketing offers nor the Marketing Funds tile (docs/product.md, "Roles"). */
export function offerVisibleTo(row: OfferRow, role: Role): boolean {
  return role !== 'COMFORT_ADVISOR' || row.category !== 'MARKETING';
}

export function toOffer(row: OfferRow, activated: boolean): Offer {
  return { ...row, activated };
}

export function rewardById(catalog: readonly RewardRow[]): Map<string, RewardRow> {
  return new Map(catalog.map((row) => [row.id, row]));
}

export function cartOf(lines: readonly CartLineRow[], catalog: readonly RewardRow[], balance: number): Cart {
  const rewards = rewardById(catalog);
  const cart: Cart['lines'] = [];
  for (const line of lines) {
    const reward = rewards.get(line.rewardId);
    if (reward) cart.push({ reward: toReward(reward, balance), quantity: line.quantity, subtotal: reward.points * line.quantity });
  }
  return {
    lines: cart,
    totalPoints: cart.reduce((sum, line) => sum + line.subtotal, 0),
    itemCount: cart.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * What a member's points and rewards screens read: the ledger, the catalogue, the cart and the tiers, as
 * they are now; `catalog` when the operation read it already and did not change it.
 */
export async function memberRewards(ctx: Context, userId: string, catalogRead?: RewardRow[]) {
  const rewards = ctx.repositories.rewards;
  const [ledger, balance, catalog, cart, pointsData] = await Promise.all([
    rewards.ledger(userId),
    rewards.balance(userId),
    catalogRead ?? rewards.catalog(),
    rewards.cart(userId),
    pointsDataFor(ctx, userId),
  ]);
  return { ledger, catalog, cart, tiers: pointsData.rewardTiers, points: pointsAccountOf(ledger, balance, pointsData, userId, ctx.now()) };
}

interface RewardsOverviewHidden {
  balance: number;
  catalog: RewardRow[];
}

export const rewardsResolvers: Resolvers = {
  Query: {
    rewardsOverview: async (_parent, _args, ctx) => {
      const { user, role } = requireMember(ctx);
      const rewards = ctx.repositories.rewards;
      const [{ points, catalog, cart, tiers }, activated, tiles, offers] = await Promise.all([
        memberRewards(ctx, user.id),
        rewards.activatedOffers(user.id),
        rewards.tiles(),
        rewards.offers(),
      ]);
      return withFieldResolvers<RewardsOverview, 'rewards', RewardsOverviewHidden>(
        {
          points,
          tiles: tiles
            .filter((tile) => role === 'DEALER' || !tile.dealerOnly)
            .map(({ id, title, description, link }) => ({ id, title, description, link })),
          offers: offers.filter((row) => offerVisibleTo(row, role)).map((row) => toOffer(row, activated.has(row.id))),
          tiers: sortedTiers(tiers).map(toTier),
          cart: cartOf(cart, catalog, points.balance),
        },
        { balance: points.balance, catalog },
      );
    },
    tiers: async (_parent, _args, ctx) => sortedTiers(await ctx.repositories.rewards.tiers()).map(toTier),
  },
  RewardsOverview: {
    rewards: (parent, { category }) => {
      const { balance, catalog } = hiddenOf<RewardsOverviewHidden>(parent);
      return catalog.filter((row) => !category || row.category === category).map((row) => toReward(row, balance));
    },
  },
  PointsAccount: {
    activity: (parent, { first, after }) => {
      const { ledgerRows } = hiddenOf<PointsAccountHidden>(parent);
      return paginate(ledgerRows, { first, after }, ({ id, date, action, item, points }) => ({ id, date, action, item, points }), LEDGER_ORDER, 20);
    },
  },
};
