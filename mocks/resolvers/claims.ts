import { GraphQLError } from 'graphql';
import type { Claim, ClaimStatus, Resolvers, SpotAward } from '../__generated__/resolvers-types';
import { validateRejectReason, validateSpotAward, type FieldError } from '../../src/lib/validation';
import type { Context } from '../context';
import type { ClaimRow, SpotAwardRow } from '../fixtures/claims';
import { claimsAnalyticsOf } from '../lib/admin/analytics';
import { CLAIM_PRODUCTS } from '../lib/admin/generate';
import { claimDays, claimKeyOrder, claimsIndex, findClaims, isOverdue, recordDecision } from '../lib/admin/claims-index';
import { dayNumber, todayNumber } from '../lib/admin/dates';
import { participantFor, participantsIndex } from '../lib/admin/participants-index';
import { requireAdmin } from '../lib/auth';
import { paginate } from '../lib/connection';
import { ErrorCode, userError } from '../lib/errors';
import { applyIfValid } from '../lib/mutation';
import { centsOfDecimal, money } from '../lib/money/cents';

/**
 * Claims Analytics and Claims Management (client admins only).
 *
 * - `claims` is newest first unless a sort is given; search matches id, participant or dealer.
 * - A claim's `days` are its decision days once decided, else the days it has waited so far.
 * - Decisions: pending claims can be approved or rejected (with a reason), claims needing info can be
 *   approved despite the missing info. Any other claim, or an unknown id, is a UserError and nothing
 *   changes. The decision time and days are fixed when the decision is made.
 * - Spot awards raise the recipient's earnings; only active participants can receive one.
 */

const STATUS_LABELS: Record<ClaimStatus, string> = {
  PENDING: 'pending',
  NEEDS_INFO: 'waiting for information',
  APPROVED: 'approved',
  PAID: 'paid',
  REJECTED: 'rejected',
};

/** The equipment of a claim, by id. */
const CLAIM_PRODUCT_BY_ID = new Map(CLAIM_PRODUCTS.map((product) => [product.id, { id: product.id, name: product.name }]));

/**
 * A claim as the schema shows it: its participant, dealership and equipment joined by id. The
 * participant (with their totals over every claim) and the dealership are looked up only when an
 * operation selects them, so a decision that asks for the claim's status does not rebuild the
 * participants index.
 */
export function toClaim(ctx: Context, row: ClaimRow, today: number): Claim {
  const day = dayNumber(row.date);
  const product = CLAIM_PRODUCT_BY_ID.get(row.productId);
  if (!product) throw new Error(`Claim ${row.id} names a product that does not exist`);
  return {
    id: row.id,
    get participant() {
      const participants = participantsIndex(ctx.db);
      const participant = participants.byId.get(row.participantId);
      if (!participant) throw new Error(`Claim ${row.id} names a participant who does not exist`);
      return participantFor(participants, participant);
    },
    get dealer() {
      return participantsIndex(ctx.db).dealers.get(row.dealerId);
    },
    amount: money(row.amountCents),
    status: row.status,
    date: row.date,
    days: claimDays(row, day, today),
    issue: row.issue,
    product,
    rejectionReason: row.rejectionReason,
    decidedAt: row.decidedAt,
    overdue: isOverdue(row, day, today),
  };
}

const MAX_RECENT_DAYS = 366;

type Decision = { to: 'APPROVED' | 'REJECTED'; from: ClaimStatus; verb: string; reason?: string };

/** Applies a decision to a claim in the expected status; otherwise returns why not and changes nothing. */
/** What every claim decision returns; approveClaim, rejectClaim and overrideApproveClaim share this shape. */
interface DecisionPayload {
  claim: Claim | null;
  errors: FieldError[];
}

function decide(ctx: Context, claimId: string, decision: Decision, errors: FieldError[] = []): DecisionPayload {
  requireAdmin(ctx);
  const today = todayNumber(ctx.now());
  const row = claimsIndex(ctx.db).byId.get(claimId.trim());
  if (!row) return { claim: null, errors: [userError('claimId', `Claim ${claimId} was not found`, 'NOT_FOUND')] };
  if (row.status !== decision.from) {
    const only = decision.from === 'PENDING' ? 'pending claims' : 'claims waiting for information';
    return {
      claim: toClaim(ctx, row, today),
      errors: [userError('claimId', `Claim ${row.id} is ${STATUS_LABELS[row.status]}; only ${only} can be ${decision.verb}`, 'CONFLICT')],
    };
  }
  const result = applyIfValid(ctx, errors, () => {
    const now = ctx.now();
    row.status = decision.to;
    row.decidedAt = now.toISOString();
    row.processingDays = Math.max(0, today - dayNumber(row.date));
    row.rejectionReason = decision.reason ?? null;
  });
  if (result.errors.length === 0) recordDecision(ctx.db, row);
  return { claim: toClaim(ctx, row, today), errors: result.errors };
}

function toSpotAward(ctx: Context, row: SpotAwardRow): SpotAward {
  const index = participantsIndex(ctx.db);
  const participant = index.byId.get(row.participantId);
  if (!participant) throw new Error(`Spot award ${row.id} names a participant who does not exist`);
  const { amountCents, ...rest } = row;
  return { ...rest, amount: money(amountCents), participant: participantFor(index, participant) };
}

export const claimsResolvers: Resolvers = {
  Query: {
    claims: (_parent, { filter, sort, first, after }, ctx) => {
      requireAdmin(ctx);
      const today = todayNumber(ctx.now());
      const matches = findClaims(claimsIndex(ctx.db), { filter, field: sort?.field, direction: sort?.direction, today });
      const order = claimKeyOrder(sort?.field ?? 'DATE', sort?.direction ?? 'DESC', today);
      const connection = paginate(matches.rows, { first, after }, (row) => toClaim(ctx, row, today), order);
      return { ...connection, totalAmount: money(matches.totalAmountCents) };
    },
    claim: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      const row = claimsIndex(ctx.db).byId.get(id.trim());
      return row ? toClaim(ctx, row, todayNumber(ctx.now())) : null;
    },
    claimsAnalytics: (_parent, { filter }, ctx) => {
      requireAdmin(ctx);
      const now = ctx.now();
      const index = claimsIndex(ctx.db);
      const matches = findClaims(index, { filter, today: todayNumber(now) });
      return claimsAnalyticsOf(matches.rows, index.dealers, now);
    },
    recentSpotAwards: (_parent, { days }, ctx) => {
      requireAdmin(ctx);
      const window = days ?? 30;
      if (!Number.isInteger(window) || window < 1 || window > MAX_RECENT_DAYS) {
        throw new GraphQLError(`days must be between 1 and ${MAX_RECENT_DAYS}`, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
      }
      const since = ctx.now().getTime() - window * 86_400_000;
      return ctx.db.data.spotAwards
        .filter((row) => Date.parse(row.issuedAt) >= since)
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id.localeCompare(a.id))
        .map((row) => toSpotAward(ctx, row));
    },
  },
  Mutation: {
    approveClaim: (_parent, { input }, ctx) => decide(ctx, input.claimId, { from: 'PENDING', to: 'APPROVED', verb: 'approved' }),
    rejectClaim: (_parent, { input }, ctx) =>
      decide(
        ctx,
        input.claimId,
        { from: 'PENDING', to: 'REJECTED', verb: 'rejected', reason: input.reason.trim() },
        validateRejectReason(input.reason),
      ),
    overrideApproveClaim: (_parent, { input }, ctx) =>
      decide(ctx, input.claimId, { from: 'NEEDS_INFO', to: 'APPROVED', verb: 'approved with an override' }),
    issueSpotAward: (_parent, { input }, ctx) => {
      const viewer = requireAdmin(ctx);
      const data = ctx.db.data;
      const errors = validateSpotAward({ amount: input.amount, reason: input.reason });
      const recipient = participantsIndex(ctx.db).byId.get(input.participantId.trim());
      if (!recipient) errors.unshift(userError('participantId', 'Choose a participant from the list', 'NOT_FOUND'));
      else if (recipient.status !== 'ACTIVE') {
        errors.unshift(userError('participantId', `${recipient.name} is inactive; reactivate them before issuing an award`, 'CONFLICT'));
      }
      const { result } = applyIfValid(ctx, errors, () => {
        data.spotAwardsSequence += 1;
        const row: SpotAwardRow = {
          id: `SPOT-${String(data.spotAwardsSequence).padStart(3, '0')}`,
          participantId: recipient?.id ?? input.participantId,
          type: input.type,
          amountCents: centsOfDecimal(input.amount ?? ''),
          reason: (input.reason ?? '').trim(),
          issuedAt: ctx.now().toISOString(),
          issuedBy: `${viewer.user.firstName} ${viewer.user.lastName}`,
        };
        data.spotAwards.push(row);
        return row;
      });
      if (!result) {
        const index = participantsIndex(ctx.db);
        return { spotAward: null, participant: recipient ? participantFor(index, recipient) : null, errors };
      }
      const award = toSpotAward(ctx, result);
      return { spotAward: award, participant: award.participant, errors: [] };
    },
  },
};
