import type { AdminPromotionStatus } from '../../__generated__/resolvers-types';
import type { AdminPromotionRow } from '../../fixtures/admin-promotions';
import type { KeyOrder } from '../connection';

/**
 * The rules of Promotions Management that every store applies alike (domain/repositories/admin-promotions.ts):
 * the status a promotion shows on a day, and the order of the list.
 *
 * Live promotions (ACTIVE, SCHEDULED, EXPIRED) take their status from their dates and today: scheduled
 * until the first day, active through the last day, expired after it. PENDING, DRAFT, REJECTED and
 * CHANGES_REQUESTED stay as they are until someone decides.
 */

export const LIVE_PROMOTION_STATUSES: ReadonlySet<AdminPromotionStatus> = new Set(['ACTIVE', 'SCHEDULED', 'EXPIRED']);

/** The live status a promotion running from `startDate` to `endDate` has on `today`. */
export function liveStatus(startDate: string, endDate: string, today: string): AdminPromotionStatus {
  if (endDate < today) return 'EXPIRED';
  if (startDate > today) return 'SCHEDULED';
  return 'ACTIVE';
}

/** The status a promotion shows on `today`. */
export function promotionStatusOn(row: Pick<AdminPromotionRow, 'status' | 'startDate' | 'endDate'>, today: string): AdminPromotionStatus {
  return LIVE_PROMOTION_STATUSES.has(row.status) ? liveStatus(row.startDate, row.endDate, today) : row.status;
}

/** The number in a `PROMO-###` id (0 for an id of another shape). */
export function promotionNumber(id: string): number {
  return Number(/^PROMO-(\d+)$/.exec(id)?.[1] ?? 0);
}

/** Promotions list newest first: by the number in their id, the highest first. */
export const ADMIN_PROMOTION_ORDER: KeyOrder<AdminPromotionRow> = { direction: 'DESC', key: (row) => [promotionNumber(row.id), row.id] };
