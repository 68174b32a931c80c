import type { MutationResolvers } from '../../__generated__/resolvers-types';
import {
  EMPTY_CART,
  NOT_ENOUGH_POINTS,
  OUT_OF_STOCK,
  UNKNOWN_REWARD,
  redeemProblem,
  validateCartQuantity,
  type FieldError,
  type UserErrorCode,
} from '../../../src/lib/validation';
import type { Context } from '../../context';
import type { RewardRow } from '../../fixtures/rewards';
import type { UserRow } from '../../fixtures/session';
import { requireMember } from '../../lib/auth';
import { toIsoDate } from '../../lib/money/dates';
import { toReward } from '../../lib/money/points';
import { userError } from '../../lib/errors';
import type { RedemptionLine } from '../../repositories/rewards';
import { cartOf, memberRewards, offerVisibleTo, rewardById, toOffer } from '../rewards';

/** The code of a redemption problem: points when the balance is short, stock otherwise. */
function redeemCode(problem: string): UserErrorCode {
  return problem === NOT_ENOUGH_POINTS ? 'INSUFFICIENT_POINTS' : 'OUT_OF_STOCK';
}

/**
 * Why these lines cannot be redeemed now, as the member is told: each reward's stock against its
 * quantity, then the total against the balance. `field` is where a single reward's problem shows.
 */
function redemptionErrors(lines: readonly RedemptionLine[], catalog: readonly RewardRow[], balance: number, field: string | null): FieldError[] {
  const rewards = rewardById(catalog);
  const errors: FieldError[] = [];
  let total = 0;
  for (const line of lines) {
    const reward = rewards.get(line.rewardId);
    if (!reward) {
      errors.push(userError(field, field ? UNKNOWN_REWARD : `${UNKNOWN_REWARD} (${line.rewardId})`, 'NOT_FOUND'));
      continue;
    }
    total += reward.points * line.quantity;
    const problem = redeemProblem({ cost: field ? reward.points * line.quantity : 0, balance, stock: reward.stock, quantity: line.quantity });
    if (problem) errors.push(userError(field, field ? problem : `${reward.name}: ${problem}`, redeemCode(problem)));
  }
  if (!field && lines.length > 0 && total > balance) errors.push(userError(null, NOT_ENOUGH_POINTS, 'INSUFFICIENT_POINTS'));
  return errors;
}

/**
 * Redeems the lines when the member's balance and the stock cover them; the store applies it whole or
 * refuses it when another redemption took the points or the stock a moment earlier. The answer is the
 * account, catalogue and cart as they are after it.
 */
async function redeem(ctx: Context, user: UserRow, lines: readonly RedemptionLine[], fromCart: boolean, field: string | null) {
  const before = await memberRewards(ctx, user.id);
  let errors = redemptionErrors(lines, before.catalog, before.points.balance, field);
  if (fromCart && lines.length === 0) errors = [userError(null, EMPTY_CART, 'REQUIRED'), ...errors];
  if (errors.length > 0) return { ...before, errors };
  const now = ctx.now();
  const refusal = await ctx.repositories.rewards.redeem({ userId: user.id, participantId: user.participantId, on: toIsoDate(now), at: now.toISOString(), lines, fromCart });
  const after = await memberRewards(ctx, user.id);
  if (!refusal) return { ...after, errors: [] };
  const current = redemptionErrors(lines, after.catalog, after.points.balance, field);
  return { ...after, errors: current.length > 0 ? current : [userError(field, refusal === 'OUT_OF_STOCK' ? OUT_OF_STOCK : NOT_ENOUGH_POINTS, refusal)] };
}

/** Redeeming rewards, activating offers and the rewards cart (dealers and comfort advisors). */
export const rewardsMutations: MutationResolvers = {
  redeemReward: async (_parent, { input }, ctx) => {
    const { user } = requireMember(ctx);
    const { points, catalog, errors } = await redeem(ctx, user, [{ rewardId: input.rewardId, quantity: 1 }], false, 'rewardId');
    const reward = catalog.find((row) => row.id === input.rewardId);
    return { reward: reward ? toReward(reward, points.balance) : null, points, errors };
  },

  activateOffer: async (_parent, { input }, ctx) => {
    const { user, role } = requireMember(ctx);
    const [offers, activated] = await Promise.all([ctx.repositories.rewards.offers(), ctx.repositories.rewards.activatedOffers(user.id)]);
    const offer = offers.find((row) => row.id === input.offerId);
    const errors: FieldError[] = [];
    if (!offer) errors.push(userError('offerId', 'That offer does not exist', 'NOT_FOUND'));
    else if (!offerVisibleTo(offer, role)) errors.push(userError('offerId', 'Marketing offers are not available to comfort advisors', 'INVALID'));
    else if (offer.validUntil < toIsoDate(ctx.now())) errors.push(userError('offerId', 'This offer has expired', 'CLOSED'));
    if (!offer || errors.length > 0) {
      return { offer: offer && offerVisibleTo(offer, role) ? toOffer(offer, activated.has(offer.id)) : null, errors };
    }
    // Activating an offer twice is harmless: it stays activated and nothing is recorded again.
    if (!activated.has(offer.id)) await ctx.repositories.rewards.activateOffer({ userId: user.id, offerId: offer.id, activatedAt: ctx.now().toISOString() });
    return { offer: toOffer(offer, true), errors: [] };
  },

  setCartLine: async (_parent, { input }, ctx) => {
    const { user } = requireMember(ctx);
    const rewards = ctx.repositories.rewards;
    const catalog = await rewards.catalog();
    const reward = catalog.find((row) => row.id === input.rewardId);
    const errors = reward ? validateCartQuantity(input.quantity, reward.stock) : [userError('rewardId', UNKNOWN_REWARD, 'NOT_FOUND')];
    if (errors.length === 0) await rewards.setCartLine({ userId: user.id, rewardId: input.rewardId, quantity: input.quantity });
    // A cart line changes no stock: the catalogue read above is still the catalogue.
    const { points, cart } = await memberRewards(ctx, user.id, catalog);
    return { cart: cartOf(cart, catalog, points.balance), points, errors };
  },

  checkoutCart: async (_parent, _args, ctx) => {
    const { user } = requireMember(ctx);
    const lines = await ctx.repositories.rewards.cart(user.id);
    const { points, catalog, cart, errors } = await redeem(ctx, user, lines, true, null);
    return { cart: cartOf(cart, catalog, points.balance), points, errors };
  },
};
