import type { Resolvers } from '../__generated__/resolvers-types';
import { requireAdmin, requireDealer, requireRole } from '../lib/auth';
import { adminClaimFiguresFor, advisorSalesFor, claimedSalesFor, pendingClaimsFor, popularRewardsFor } from '../lib/admin/dashboard';
import { marketingFundsSummaryFor } from '../lib/money/funds';
import { pointsPositionOf, pointsTotalsFor } from '../lib/money/points';
import { purchaseVolumeFor } from '../lib/money/purchase-volume';
import { reviewsSummaryFor } from './reviews';
import { trainingProgressOf } from './training';

/**
 * The three role dashboards. Every figure is computed by the domain that owns its rows, so an
 * approval, a redemption, a fund claim or a completed course moves the dashboard too.
 */
export const dashboardResolvers: Resolvers = {
  Query: {
    dealerDashboard: async (_parent, _args, ctx) => {
      const { dealership } = requireDealer(ctx);
      if (!dealership) throw new Error('The dealer has no dealership');
      const now = ctx.now();
      const volume = ctx.repositories.purchaseVolume;
      // Asked for together, the cards' reads go to the HTTP server's store as one statement
      // (docs/server.md, "Tenancy": "Reads that go together").
      const [purchaseVolumeMonths, purchaseVolumeGoals, claimedSales, fundTransactions, reviews] = await Promise.all([
        volume.months(dealership.id),
        volume.goals(dealership.id),
        claimedSalesFor(ctx, dealership.id, now),
        ctx.repositories.marketingFunds.transactions(dealership.id),
        reviewsSummaryFor(ctx),
      ]);
      return {
        purchaseVolume: purchaseVolumeFor({ purchaseVolumeMonths, purchaseVolumeGoals }, dealership.id),
        claimedSales,
        marketingFunds: marketingFundsSummaryFor({ fundTransactions }, dealership.id, now),
        reviews,
      };
    },
    advisorDashboard: async (_parent, _args, ctx) => {
      const { user } = requireRole(ctx, 'COMFORT_ADVISOR');
      const participantId = user.participantId;
      if (!participantId) throw new Error('The comfort advisor is not a program participant');
      const now = ctx.now();
      const [sales, pendingClaims, totals, catalog, training] = await Promise.all([
        advisorSalesFor(ctx, participantId, now),
        pendingClaimsFor(ctx, participantId, now),
        pointsTotalsFor(ctx, user.id),
        ctx.repositories.rewards.catalog(),
        trainingProgressOf(ctx, user.id),
      ]);
      return {
        sales,
        points: pointsPositionOf(totals.balance, catalog),
        pendingClaims,
        training,
      };
    },
    adminDashboard: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return { ...(await adminClaimFiguresFor(ctx, ctx.now())), popularRewards: await popularRewardsFor(ctx) };
    },
  },
};
