import type { Cart, Offer, RewardsOverview, Resolvers, Role } from '../__generated__/resolvers-types';
import { EMPTY_CART, NOT_ENOUGH_POINTS, UNKNOWN_REWARD, redeemProblem, validateCartQuantity, type FieldError, type UserErrorCode } from '../../src/lib/validation';
import type { Context } from '../context';
import type { DbData } from '../db';
import type { OfferRow, PointsLedgerRow, RewardRow } from '../fixtures/rewards';
import type { UserRow } from '../fixtures/session';
import { requireMember } from '../lib/auth';
import { paginate } from '../lib/connection';
import { toIsoDate } from '../lib/money/dates';
import { nextSequentialId } from '../lib/money/ids';
import { hiddenOf, withFieldResolvers } from '../lib/money/parent';
import {
  pointsAccountFor,
  pointsTotalsFor,
  sortedTiers,
  toReward,
  toTier,
  type PointsAccountHidden,
  LEDGER_ORDER,
} from '../lib/money/points';
import { userError } from '../lib/errors';
import { applyIfValid } from '../lib/mutation';

/** The code of a redemption problem: points when the balance is short, stock otherwise. */
function redeemCode(problem: string): UserErrorCode {
  return problem === NOT_ENOUGH_POINTS ? 'INSUFFICIENT_POINTS' : 'OUT_OF_STOCK';
}

/** Comfort advisors never see Marketing offers nor the Marketing Funds tile (SPEC section 6). */
function offerVisibleTo(row: OfferRow, role: Role): boolean {
  return role !== 'COMFORT_ADVISOR' || row.category !== 'MARKETING';
}

function toOffer(row: OfferRow, activated: boolean): Offer {
  return { ...row, activated };
}

function activatedOfferIds(data: DbData, userId: string): Set<string> {
  const ids = new Set<string>();
  for (const row of data.offerActivations) if (row.userId === userId) ids.add(row.offerId);
  return ids;
}

function rewardById(data: DbData): Map<string, RewardRow> {
  return new Map(data.rewardCatalog.map((row) => [row.id, row]));
}

export function cartFor(data: DbData, userId: string, balance: number): Cart {
  const rewards = rewardById(data);
  const lines: Cart['lines'] = [];
  for (const line of data.rewardCartLines) {
    const reward = line.userId === userId ? rewards.get(line.rewardId) : undefined;
    if (reward) lines.push({ reward: toReward(reward, balance), quantity: line.quantity, subtotal: reward.points * line.quantity });
  }
  return {
    lines,
    totalPoints: lines.reduce((sum, line) => sum + line.subtotal, 0),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * Records a member's redemption: a line in the member's points ledger, and one program redemption per
 * unit, so the client admins' redemption figures (Rewards Management, Popular Rewards, reports) move too.
 */
function recordRedemption(ctx: Context, user: UserRow, reward: RewardRow, quantity: number): void {
  const data = ctx.db.data;
  const ledger = data.pointsLedger;
  const today = toIsoDate(ctx.now());
  const row: PointsLedgerRow = {
    id: nextSequentialId(`${user.id}-PTS-`, ledger.map((entry) => entry.id), 4),
    userId: user.id,
    date: today,
    action: 'REDEEMED',
    item: quantity > 1 ? `Redemption: ${reward.name} (×${quantity})` : `Redemption: ${reward.name}`,
    points: -reward.points * quantity,
    carriedForward: false,
  };
  ledger.push(row);
  const { participantId } = user;
  if (participantId === null) return;
  for (let unit = 0; unit < quantity; unit += 1) {
    data.rewardRedemptions.push({
      id: nextSequentialId('RDM-', data.rewardRedemptions.map((entry) => entry.id), 5),
      rewardId: reward.id,
      participantId,
      redeemedOn: today,
      points: reward.points,
    });
  }
}

interface RewardsOverviewHidden {
  balance: number;
}

export const rewardsResolvers: Resolvers = {
  Query: {
    rewardsOverview: (_parent, _args, ctx) => {
      const { user, role } = requireMember(ctx);
      const data = ctx.db.data;
      const points = pointsAccountFor(data, user.id, ctx.now());
      const activated = activatedOfferIds(data, user.id);
      return withFieldResolvers<RewardsOverview, 'rewards', RewardsOverviewHidden>(
        {
          points,
          tiles: data.rewardTiles
            .filter((tile) => role === 'DEALER' || !tile.dealerOnly)
            .map(({ id, title, description, link }) => ({ id, title, description, link })),
          offers: data.rewardOffers.filter((row) => offerVisibleTo(row, role)).map((row) => toOffer(row, activated.has(row.id))),
          tiers: sortedTiers(data.rewardTiers).map(toTier),
          cart: cartFor(data, user.id, points.balance),
        },
        { balance: points.balance },
      );
    },
    tiers: (_parent, _args, ctx) => sortedTiers(ctx.db.data.rewardTiers).map(toTier),
  },
  RewardsOverview: {
    rewards: (parent, { category }, ctx) => {
      const { balance } = hiddenOf<RewardsOverviewHidden>(parent);
      return ctx.db.data.rewardCatalog.filter((row) => !category || row.category === category).map((row) => toReward(row, balance));
    },
  },
  PointsAccount: {
    activity: (parent, { first, after }) => {
      const { ledgerRows } = hiddenOf<PointsAccountHidden>(parent);
      return paginate(ledgerRows, { first, after }, ({ id, date, action, item, points }) => ({ id, date, action, item, points }), LEDGER_ORDER, 20);
    },
  },
  Mutation: {
    redeemReward: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const data = ctx.db.data;
      const reward = data.rewardCatalog.find((row) => row.id === input.rewardId);
      const { balance } = pointsTotalsFor(data, user.id);
      const errors: FieldError[] = [];
      if (!reward) errors.push(userError('rewardId', UNKNOWN_REWARD, 'NOT_FOUND'));
      else {
        const problem = redeemProblem({ cost: reward.points, balance, stock: reward.stock });
        if (problem) errors.push(userError('rewardId', problem, redeemCode(problem)));
      }
      const result = applyIfValid(ctx, errors, () => {
        if (!reward) return;
        reward.stock -= 1;
        recordRedemption(ctx, user, reward, 1);
      });
      const points = pointsAccountFor(data, user.id, ctx.now());
      return { reward: reward ? toReward(reward, points.balance) : null, points, errors: result.errors };
    },

    activateOffer: (_parent, { input }, ctx) => {
      const { user, role } = requireMember(ctx);
      const data = ctx.db.data;
      const offer = data.rewardOffers.find((row) => row.id === input.offerId);
      const activated = activatedOfferIds(data, user.id);
      const errors: FieldError[] = [];
      if (!offer) errors.push(userError('offerId', 'That offer does not exist', 'NOT_FOUND'));
      else if (!offerVisibleTo(offer, role)) errors.push(userError('offerId', 'Marketing offers are not available to comfort advisors', 'INVALID'));
      else if (offer.validUntil < toIsoDate(ctx.now())) errors.push(userError('offerId', 'This offer has expired', 'CLOSED'));
      if (!offer || errors.length > 0) {
        return { offer: offer && offerVisibleTo(offer, role) ? toOffer(offer, activated.has(offer.id)) : null, errors };
      }
      // Activating an offer twice is harmless: it stays activated and nothing is recorded again.
      if (!activated.has(offer.id)) {
        applyIfValid(ctx, [], () => {
          data.offerActivations.push({ userId: user.id, offerId: offer.id, activatedAt: ctx.now().toISOString() });
        });
      }
      return { offer: toOffer(offer, true), errors: [] };
    },

    setCartLine: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const data = ctx.db.data;
      const reward = data.rewardCatalog.find((row) => row.id === input.rewardId);
      const errors = reward ? validateCartQuantity(input.quantity, reward.stock) : [userError('rewardId', UNKNOWN_REWARD, 'NOT_FOUND')];
      const result = applyIfValid(ctx, errors, () => {
        const index = data.rewardCartLines.findIndex((line) => line.userId === user.id && line.rewardId === input.rewardId);
        const existing = data.rewardCartLines[index];
        if (input.quantity === 0) {
          if (index !== -1) data.rewardCartLines.splice(index, 1);
        } else if (existing) existing.quantity = input.quantity;
        else data.rewardCartLines.push({ userId: user.id, rewardId: input.rewardId, quantity: input.quantity });
      });
      const points = pointsAccountFor(data, user.id, ctx.now());
      return { cart: cartFor(data, user.id, points.balance), points, errors: result.errors };
    },

    checkoutCart: (_parent, _args, ctx) => {
      const { user } = requireMember(ctx);
      const data = ctx.db.data;
      const { balance } = pointsTotalsFor(data, user.id);
      const rewards = rewardById(data);
      const lines = data.rewardCartLines.filter((line) => line.userId === user.id);
      const errors: FieldError[] = [];
      if (lines.length === 0) errors.push(userError(null, EMPTY_CART, 'REQUIRED'));
      let total = 0;
      for (const line of lines) {
        const reward = rewards.get(line.rewardId);
        if (!reward) {
          errors.push(userError(null, `${UNKNOWN_REWARD} (${line.rewardId})`, 'NOT_FOUND'));
          continue;
        }
        total += reward.points * line.quantity;
        const problem = redeemProblem({ cost: 0, balance, stock: reward.stock, quantity: line.quantity });
        if (problem) errors.push(userError(null, `${reward.name}: ${problem}`, redeemCode(problem)));
      }
      if (lines.length > 0 && total > balance) errors.push(userError(null, NOT_ENOUGH_POINTS, 'INSUFFICIENT_POINTS'));
      const result = applyIfValid(ctx, errors, () => {
        for (const line of lines) {
          const reward = rewards.get(line.rewardId);
          if (!reward) continue;
          reward.stock -= line.quantity;
          recordRedemption(ctx, user, reward, line.quantity);
        }
        data.rewardCartLines = data.rewardCartLines.filter((line) => line.userId !== user.id);
      });
      const points = pointsAccountFor(data, user.id, ctx.now());
      return { cart: cartFor(data, user.id, points.balance), points, errors: result.errors };
    },
  },
};
