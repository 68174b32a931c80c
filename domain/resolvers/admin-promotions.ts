import type { AdminPromotion, Resolvers } from '../__generated__/resolvers-types';
import type { AdminPromotionRow } from '../fixtures/admin-promotions';
import { promotionStatusOn } from '../lib/admin/admin-promotions';
import { requireAdmin } from '../lib/auth';
import { isoDay } from '../lib/catalog/dates';
import { connectionOf } from '../lib/connection';

/**
 * Promotions Management (client admins only).
 *
 * - Live promotions (ACTIVE, SCHEDULED, EXPIRED) take their status from their dates and today:
 *   scheduled until the first day, active through the last day, expired after it.
 *   PENDING, DRAFT, REJECTED and CHANGES_REQUESTED stay as they are until someone decides.
 * - `adminPromotions` lists the newest first (ids are handed out in creation order).
 * - Approving, rejecting, sending back and editing are in mutations/admin-promotions.ts.
 */

export function toPromotion(row: AdminPromotionRow, today: string): AdminPromotion {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    multiplier: row.multiplier,
    status: promotionStatusOn(row, today),
    startDate: row.startDate,
    endDate: row.endDate,
    participants: row.participants,
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt,
    targetProducts: row.targetProducts,
    description: row.description,
    autoEnroll: row.autoEnroll,
    reviewNote: row.reviewNote,
  };
}

export const adminPromotionsResolvers: Resolvers = {
  Query: {
    adminPromotions: async (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      const today = isoDay(ctx.now());
      const page = await ctx.repositories.adminPromotions.list({ statuses: filter?.statuses, search: filter?.search, today }, { first, after });
      return { ...connectionOf(page, (row) => toPromotion(row, today)), totalParticipants: page.totalParticipants };
    },
  },
};
