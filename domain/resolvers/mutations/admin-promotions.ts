import { formatDate } from '../../../src/lib/format';
import type { AdminPromotion, MutationResolvers } from '../../__generated__/resolvers-types';
import { PROMOTION_STATUS_LABELS, validatePromotion, validateReviewNote, type FieldError } from '../../../src/lib/validation';
import type { Context } from '../../context';
import { AUTO_ENROLL_ELIGIBLE_PARTICIPANTS, type AdminPromotionRow } from '../../fixtures/admin-promotions';
import { LIVE_PROMOTION_STATUSES, liveStatus, promotionStatusOn } from '../../lib/admin/admin-promotions';
import { requireAdmin } from '../../lib/auth';
import { isoDay } from '../../lib/catalog/dates';
import { userError } from '../../lib/errors';
import { toPromotion } from '../admin-promotions';

/**
 * Promotions Management's decisions and edits (client admins only).
 *
 * - Approving enrols the eligible participants when the promotion auto-enrols; a promotion whose
 *   end date has passed cannot be approved until its dates are changed.
 * - Editing keeps the status; the dates of a live promotion decide again whether it is scheduled,
 *   active or expired.
 */

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

const CHANGED = (id: string): FieldError[] => [
  userError(null, `${id} was changed by another administrator a moment ago; review it and try again`, 'CONFLICT'),
];

/**
 * Writes a change made from `row` through the store, which writes it only while the promotion is still
 * `row`. When it is not (another administrator decided or edited it a moment ago), the rules are checked
 * again on the promotion as it is now, so the answer says why this change no longer applies.
 */
async function write(
  ctx: Context,
  row: AdminPromotionRow,
  next: AdminPromotionRow,
  recheck: (current: AdminPromotionRow) => FieldError[],
): Promise<PromotionPayload> {
  const promotions = ctx.repositories.adminPromotions;
  const outcome = await promotions.replace(row, next);
  if (typeof outcome !== 'string') return payload(ctx, outcome, []);
  const current = await promotions.byId(row.id);
  if (!current) return payload(ctx, null, NOT_FOUND());
  const errors = recheck(current);
  return payload(ctx, current, errors.length > 0 ? errors : CHANGED(row.id));
}

/**
 * Approve, reject or request changes: only a promotion pending approval can be decided. Unknown ids
 * and other statuses come back as errors and nothing changes; of administrators deciding one promotion
 * at once, one decision is kept and the others are told its status.
 */
async function decide(
  ctx: Context,
  id: string,
  verb: string,
  check: (row: AdminPromotionRow, today: string) => FieldError[],
  apply: (row: AdminPromotionRow, today: string) => Partial<AdminPromotionRow>,
): Promise<PromotionPayload> {
  const viewer = requireAdmin(ctx);
  const row = await ctx.repositories.adminPromotions.byId(id);
  if (!row) return payload(ctx, null, NOT_FOUND());
  const today = isoDay(ctx.now());
  const errorsOf = (current: AdminPromotionRow): FieldError[] => {
    const status = promotionStatusOn(current, today);
    return status === 'PENDING'
      ? check(current, today)
      : [userError(null, `${current.id} is ${PROMOTION_STATUS_LABELS[status]}; only promotions pending approval can be ${verb}`, 'CONFLICT')];
  };
  const errors = errorsOf(row);
  if (errors.length > 0) return payload(ctx, row, errors);
  const reviewedAt = ctx.now().toISOString();
  const next: AdminPromotionRow = {
    ...row,
    ...apply(row, today),
    reviewedBy: `${viewer.user.firstName} ${viewer.user.lastName}`,
    reviewedAt,
    updatedAt: reviewedAt,
  };
  return write(ctx, row, next, errorsOf);
}

export const adminPromotionsMutations: MutationResolvers = {
  approvePromotion: (_parent, { input }, ctx) =>
    decide(
      ctx,
      input.promotionId,
      'approved',
      (row, today) =>
        row.endDate < today
          ? [userError(null, `This promotion ended on ${formatDate(row.endDate)}; change its dates before approving it`, 'CLOSED')]
          : [],
      (row, today) => ({
        status: liveStatus(row.startDate, row.endDate, today),
        participants: row.autoEnroll ? AUTO_ENROLL_ELIGIBLE_PARTICIPANTS : row.participants,
        reviewNote: null,
      }),
    ),
  rejectPromotion: (_parent, { input }, ctx) =>
    decide(
      ctx,
      input.promotionId,
      'rejected',
      () => validateReviewNote(input.note, false),
      () => ({ status: 'REJECTED', reviewNote: optionalText(input.note) }),
    ),
  requestPromotionChanges: (_parent, { input }, ctx) =>
    decide(
      ctx,
      input.promotionId,
      'sent back for changes',
      () => validateReviewNote(input.note, true),
      () => ({ status: 'CHANGES_REQUESTED', reviewNote: optionalText(input.note) }),
    ),
  createPromotion: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const now = ctx.now();
    const today = isoDay(now);
    const errors = validatePromotion(input, { activate: input.activate, today });
    if (errors.length > 0) return payload(ctx, null, errors);
    const autoEnroll = input.autoEnroll ?? false;
    const row = await ctx.repositories.adminPromotions.create({
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
    });
    return payload(ctx, row, []);
  },
  updatePromotion: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const row = await ctx.repositories.adminPromotions.byId(input.promotionId);
    if (!row) return payload(ctx, null, NOT_FOUND());
    const today = isoDay(ctx.now());
    const errors = validatePromotion(input);
    if (errors.length > 0) return payload(ctx, row, errors);
    const next: AdminPromotionRow = {
      ...row,
      name: input.name.trim(),
      type: input.type,
      multiplier: input.multiplier.trim(),
      targetProducts: input.targetProducts,
      startDate: input.startDate,
      endDate: input.endDate,
      description: optionalText(input.description),
      updatedAt: ctx.now().toISOString(),
    };
    if (LIVE_PROMOTION_STATUSES.has(row.status)) next.status = liveStatus(next.startDate, next.endDate, today);
    return write(ctx, row, next, () => []);
  },
  deletePromotion: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    if (!(await ctx.repositories.adminPromotions.remove(input.promotionId))) return payload(ctx, null, NOT_FOUND());
    return { promotion: null, deletedId: input.promotionId, errors: [] };
  },
};
