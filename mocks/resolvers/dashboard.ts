import type { Resolvers } from '../__generated__/resolvers-types';
import { requireAdmin, requireDealer, requireRole } from '../lib/auth';
import {
  advisorSalesFor,
  claimedSalesFor,
  claimsByStatusFor,
  payoutSegmentationFor,
  pendingClaimsFor,
  popularRewardsFor,
  processingTimeFor,
  programHealthFor,
  totalPayoutsFor,
} from '../lib/admin/dashboard';
import { reviewsSummaryFor } from '../lib/engagement/reviews';
import { trainingProgressFor } from '../lib/engagement/training';
import { marketingFundsSummaryFor } from '../lib/money/funds';
import { pointsPositionFor } from '../lib/money/points';
import { purchaseVolumeFor } from '../lib/money/purchase-volume';
import { findDealership } from '../lib/users';

/**
 * The three role dashboards. Every figure is computed by the domain that owns its rows, so an
 * approval, a redemption, a fund claim or a completed course moves the dashboard too.
 */
export const dashboardResolvers: Resolvers = {
  Query: {
    dealerDashboard: (_parent, _args, ctx) => {
      const { user } = requireDealer(ctx);
      const data = ctx.db.data;
      const dealership = findDealership(data, user.dealershipId);
      if (!dealership) throw new Error('The dealer has no dealership');
      const now = ctx.now();
      return {
        purchaseVolume: purchaseVolumeFor(data, dealership.id),
        claimedSales: claimedSalesFor(data, dealership.id, now),
        marketingFunds: marketingFundsSummaryFor(data, dealership.id, now),
        reviews: reviewsSummaryFor(data),
      };
    },
    advisorDashboard: (_parent, _args, ctx) => {
      const { user } = requireRole(ctx, 'COMFORT_ADVISOR');
      const data = ctx.db.data;
      const participantId = user.participantId;
      if (!participantId) throw new Error('The comfort advisor is not a program participant');
      return {
        sales: advisorSalesFor(data, participantId, ctx.now()),
        points: pointsPositionFor(data, user.id),
        pendingClaims: pendingClaimsFor(data, participantId),
        training: trainingProgressFor(data, user.id),
      };
    },
    adminDashboard: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      const data = ctx.db.data;
      return {
        processingTime: processingTimeFor(data),
        totalPayouts: totalPayoutsFor(data),
        claimsByStatus: claimsByStatusFor(data),
        programHealth: programHealthFor(data, ctx.now()),
        popularRewards: popularRewardsFor(data),
        payoutSegmentation: payoutSegmentationFor(data),
      };
    },
  },
};
