import { formatDate } from '../../src/lib/format';
import type { AdminPromotion, AdminPromotionStatus, Resolvers } from '../__generated__/resolvers-types';
import { validatePromotion, validateReviewNote, type FieldError } from '../../src/lib/validation';
import type { Context } from '../context';
import { AUTO_ENROLL_ELIGIBLE_PARTICIPANTS, promotionId, type AdminPromotionRow } from '../fixtures/admin-promotions';
import { requireAdmin } from '../lib/auth';
import { isoDay } from '../lib/catalog/dates';
import { type KeyOrder, matchesSearch, paginate, sortByKey } from '../lib/connection';
import { userError } from '../lib/errors';
import { applyIfValid } from '../lib/mutation';

/**
 * Promotions Management (client admins only).
 *
 * - Live promotions (ACTIVE, SCHEDULED, EXPIRED) take their status from their dates and today:
 *   scheduled until the first day, active through the last day, expired after it.
 *   PENDING, DRAFT, REJECTED and CHANGES_REQUESTED stay as they are until someone decides.
 * - `adminPromotions` lists the newest first (ids are handed out in creation order).
 * - Approving enrols the eligible participants when the promotion auto-enrols; a promotion whose
 *   end date has passed cannot be approved until its dates are changed.
 * - Editing keeps the status; the dates of a live promotion decide again whether it is scheduled,
 *   active or expired.
 */

const STATUS_LABELS: Record<AdminPromotionStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending Approval',
  SCHEDULED: 'Scheduled',
  EXPIRED: 'Expired',
  DRAFT: 'Draft',
  REJECTED: 'Rejected',
  CHANGES_REQUESTED: 'Changes Requested',
};

const LIVE: ReadonlySet<AdminPromotionStatus> = new Set(['ACTIVE', 'SCHEDULED', 'EXPIRED']);

/** The live status a promotion running from `startDate` to `endDate` has on `today`. */
function liveStatus(startDate: string, endDate: string, today: string): AdminPromotionStatus {
  if (endDate < today) return 'EXPIRED';
  if (startDate > today) return 'SCHEDULED';
  return 'ACTIVE';
}

function statusOn(row: AdminPromotionRow, today: string): AdminPromotionStatus {
  return LIVE.has(row.status) ? liveStatus(row.startDate, row.endDate, today) : row.status;
}

function toPromotion(row: AdminPromotionRow, today: string): AdminPromotion {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    multiplier: row.multiplier,
    status: statusOn(row, today),
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

/** Promotions list newest first: by the number in their id, the highest first. */
const ADMIN_PROMOTION_ORDER: KeyOrder<AdminPromotionRow> = { direction: 'DESC', key: (row) => [numberOf(row.id), row.id] };

function numberOf(id: string): number {
  return Number(/^PROMO-(\d+)$/.exec(id)?.[1] ?? 0);
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** What every promotion mutation returns; their payload types share this shape. */
interface PromotionPayload {
  promotion: AdminPromotion | null;
  deletedId: string | null;
  errors: FieldError[];
}

function payload(ctx: Context, row: AdminPromotionRow | null, errors: FieldError[]): PromotionPayload {
  return { promotion: row ? toPromotion(row, isoDay(ctx.now())) : null, deletedId: null, errors };
}

const NOT_FOUND = (): FieldError[] => [userError('promotionId', 'This promotion no longer exists', 'NOT_FOUND')];

/**
 * Approve, reject or request changes: only a promotion pending approval can be decided. Unknown ids
 * and other statuses come back as errors and nothing changes.
 */
function decide(
  ctx: Context,
  id: string,
  verb: string,
  check: (row: AdminPromotionRow, today: string) => FieldError[],
  apply: (row: AdminPromotionRow, today: string) => void,
): PromotionPayload {
  const viewer = requireAdmin(ctx);
  const row = ctx.db.data.adminPromotions.find((candidate) => candidate.id === id);
  if (!row) return payload(ctx, null, NOT_FOUND());
  const today = isoDay(ctx.now());
  const status = statusOn(row, today);
  const errors =
    status === 'PENDING'
      ? check(row, today)
      : [userError(null, `${row.id} is ${STATUS_LABELS[status]}; only promotions pending approval can be ${verb}`, 'CONFLICT')];
  applyIfValid(ctx, errors, () => {
    apply(row, today);
    row.reviewedBy = `${viewer.user.firstName} ${viewer.user.lastName}`;
    row.reviewedAt = ctx.now().toISOString();
    row.updatedAt = row.reviewedAt;
  });
  return payload(ctx, row, errors);
}

export const adminPromotionsResolvers: Resolvers = {
  Query: {
    adminPromotions: (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      const today = isoDay(ctx.now());
      const statuses = filter?.statuses?.length ? new Set(filter.statuses) : null;
      const rows = ctx.db.data.adminPromotions
        .filter((row) => (!statuses || statuses.has(statusOn(row, today))) && matchesSearch(filter?.search, row.id, row.name))
      sortByKey(rows, ADMIN_PROMOTION_ORDER);
      const connection = paginate(rows, { first, after }, (row) => toPromotion(row, today), ADMIN_PROMOTION_ORDER);
      return { ...connection, totalParticipants: rows.reduce((sum, row) => sum + row.participants, 0) };
    },
  },
  Mutation: {
    approvePromotion: (_parent, { input }, ctx) =>
      decide(
        ctx,
        input.promotionId,
        'approved',
        (row, today) =>
          row.endDate < today
            ? [userError(null, `This promotion ended on ${formatDate(row.endDate)}; change its dates before approving it`, 'CLOSED')]
            : [],
        (row, today) => {
          row.status = liveStatus(row.startDate, row.endDate, today);
          if (row.autoEnroll) row.participants = AUTO_ENROLL_ELIGIBLE_PARTICIPANTS;
          row.reviewNote = null;
        },
      ),
    rejectPromotion: (_parent, { input }, ctx) =>
      decide(
        ctx,
        input.promotionId,
        'rejected',
        () => validateReviewNote(input.note, false),
        (row) => {
          row.status = 'REJECTED';
          row.reviewNote = optionalText(input.note);
        },
      ),
    requestPromotionChanges: (_parent, { input }, ctx) =>
      decide(
        ctx,
        input.promotionId,
        'sent back for changes',
        () => validateReviewNote(input.note, true),
        (row) => {
          row.status = 'CHANGES_REQUESTED';
          row.reviewNote = optionalText(input.note);
        },
      ),
    createPromotion: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const data = ctx.db.data;
      const now = ctx.now();
      const today = isoDay(now);
      const errors = validatePromotion(input, { activate: input.activate, today });
      const { result } = applyIfValid(ctx, errors, () => {
        data.adminPromotionsSequence += 1;
        const autoEnroll = input.autoEnroll ?? false;
        const row: AdminPromotionRow = {
          id: promotionId(data.adminPromotionsSequence),
          name: input.name.trim(),
          type: input.type,
          multiplier: input.multiplier.trim(),
          status: input.activate ? liveStatus(input.startDate, input.endDate, today) : 'DRAFT',
          startDate: input.startDate,
          endDate: input.endDate,
          participants: autoEnroll ? AUTO_ENROLL_ELIGIBLE_PARTICIPANTS : 0,
          submittedBy: null,
          submittedAt: null,
          targetProducts: input.targetProducts,
          description: optionalText(input.description),
          autoEnroll,
          reviewNote: null,
          reviewedBy: null,
          reviewedAt: null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        data.adminPromotions.push(row);
        return row;
      });
      return payload(ctx, result, errors);
    },
    updatePromotion: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const row = ctx.db.data.adminPromotions.find((candidate) => candidate.id === input.promotionId);
      if (!row) return payload(ctx, null, NOT_FOUND());
      const today = isoDay(ctx.now());
      const errors = validatePromotion(input);
      applyIfValid(ctx, errors, () => {
        Object.assign(row, {
          name: input.name.trim(),
          type: input.type,
          multiplier: input.multiplier.trim(),
          targetProducts: input.targetProducts,
          startDate: input.startDate,
          endDate: input.endDate,
          description: optionalText(input.description),
          updatedAt: ctx.now().toISOString(),
        });
        if (LIVE.has(row.status)) row.status = liveStatus(row.startDate, row.endDate, today);
      });
      return payload(ctx, row, errors);
    },
    deletePromotion: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const promotions = ctx.db.data.adminPromotions;
      const index = promotions.findIndex((row) => row.id === input.promotionId);
      if (index === -1) return payload(ctx, null, NOT_FOUND());
      promotions.splice(index, 1);
      ctx.db.commit();
      return { promotion: null, deletedId: input.promotionId, errors: [] };
    },
  },
};
