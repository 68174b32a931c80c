import { GraphQLError } from 'graphql';
import type { Claim, ClaimStatus, Participant, Resolvers, SpotAward } from '../__generated__/resolvers-types';
import { validateRejectReason, validateSpotAward, type FieldError } from '../../src/lib/validation';
import type { Context } from '../context';
import type { ClaimRow, SpotAwardRow } from '../fixtures/claims';
import { claimsAnalyticsOf } from '../lib/admin/analytics';
import { CLAIM_PRODUCTS } from '../lib/admin/generate';
import { claimDays, isOverdue } from '../lib/admin/claims-index';
import { dealersOf } from '../lib/admin/dealers';
import { dayNumber, todayNumber } from '../lib/admin/dates';
import type { ParticipantRecord } from '../repositories/participants';
import { participantOf } from './participants';
import { requireAdmin } from '../lib/auth';
import { connectionOf } from '../lib/connection';
import { ErrorCode, userError } from '../lib/errors';
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

/** The participants a set of claims or awards names, read in one call when first asked for. */
export type ParticipantLookup = (id: string) => Promise<Participant>;

/**
 * A lookup of the participants of these ids (with their totals over every claim) and their dealerships,
 * made with one repository call the first time an operation selects any of them; a decision that asks
 * for the claim's status alone never reads them.
 */
export function participantLookup(ctx: Context, ids: Iterable<string>): ParticipantLookup {
  const wanted = [...new Set(ids)];
  let records: Promise<Map<string, ParticipantRecord>> | null = null;
  return async (id) => {
    records ??= ctx.repositories.participants.byIds(wanted);
    const record = (await records).get(id);
    if (!record) throw new Error(`No participant ${id}`);
    return participantOf(ctx, record);
  };
}

/**
 * Where the participant of a claim or award the resolvers made comes from: `Claim.participant` and
 * `SpotAward.participant` resolve through it, so a participant is read only when selected.
 */
const participantLookups = new WeakMap<object, () => Promise<Participant>>();

/** A claim as the schema shows it: its participant, dealership and equipment joined by id. */
export function toClaim(ctx: Context, row: ClaimRow, today: number, participants: ParticipantLookup): Claim {
  const day = dayNumber(row.date);
  const product = CLAIM_PRODUCT_BY_ID.get(row.productId);
  if (!product) throw new Error(`Claim ${row.id} names a product that does not exist`);
  const claim: Omit<Claim, 'participant'> = {
    id: row.id,
    get dealer() {
      return dealersOf(ctx.db).get(row.dealerId);
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
  participantLookups.set(claim, () => participants(row.participantId));
  return claim as Claim;
}

const MAX_RECENT_DAYS = 366;

type Decision = { to: 'APPROVED' | 'REJECTED'; from: ClaimStatus; verb: string; reason?: string };

/** What every claim decision returns; approveClaim, rejectClaim and overrideApproveClaim share this shape. */
interface DecisionPayload {
  claim: Claim | null;
  errors: FieldError[];
}

/** Applies a decision to a claim in the expected status; otherwise returns why not and changes nothing. */
async function decide(ctx: Context, claimId: string, decision: Decision, errors: FieldError[] = []): Promise<DecisionPayload> {
  requireAdmin(ctx);
  const today = todayNumber(ctx.now());
  const claims = ctx.repositories.claims;
  let row = await claims.byId(claimId.trim());
  if (!row) return { claim: null, errors: [userError('claimId', `Claim ${claimId} was not found`, 'NOT_FOUND')] };
  const refused = (current: ClaimRow): DecisionPayload => {
    const only = decision.from === 'PENDING' ? 'pending claims' : 'claims waiting for information';
    return {
      claim: toClaim(ctx, current, today, participantLookup(ctx, [current.participantId])),
      errors: [userError('claimId', `Claim ${current.id} is ${STATUS_LABELS[current.status]}; only ${only} can be ${decision.verb}`, 'CONFLICT')],
    };
  };
  if (row.status !== decision.from) return refused(row);
  if (errors.length > 0) return { claim: toClaim(ctx, row, today, participantLookup(ctx, [row.participantId])), errors };
  const decided = await claims.decide(row.id, decision.from, {
    status: decision.to,
    decidedAt: ctx.now().toISOString(),
    processingDays: Math.max(0, today - dayNumber(row.date)),
    rejectionReason: decision.reason ?? null,
  });
  // Decided by someone else since it was read: say what it is now.
  if (!decided) {
    row = await claims.byId(row.id);
    if (!row) return { claim: null, errors: [userError('claimId', `Claim ${claimId} was not found`, 'NOT_FOUND')] };
    return refused(row);
  }
  return { claim: toClaim(ctx, decided, today, participantLookup(ctx, [decided.participantId])), errors: [] };
}

function toSpotAward(row: SpotAwardRow, participants: ParticipantLookup): SpotAward {
  const { amountCents, ...rest } = row;
  const award: Omit<SpotAward, 'participant'> = { ...rest, amount: money(amountCents) };
  participantLookups.set(award, () => participants(row.participantId));
  return award as SpotAward;
}

function participantField(parent: object): Promise<Participant> {
  const lookup = participantLookups.get(parent);
  if (!lookup) throw new Error('A claim or award was made without its participant lookup');
  return lookup();
}

export const claimsResolvers: Resolvers = {
  Claim: { participant: participantField },
  SpotAward: { participant: participantField },
  Query: {
    claims: async (_parent, { filter, sort, first, after }, ctx) => {
      requireAdmin(ctx);
      const today = todayNumber(ctx.now());
      const page = await ctx.repositories.claims.list({ filter, field: sort?.field, direction: sort?.direction, today }, { first, after });
      const participants = participantLookup(
        ctx,
        page.rows.map((row) => row.participantId),
      );
      return { ...connectionOf(page, (row) => toClaim(ctx, row, today, participants)), totalAmount: money(page.totalAmountCents) };
    },
    claim: async (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      const row = await ctx.repositories.claims.byId(id.trim());
      return row ? toClaim(ctx, row, todayNumber(ctx.now()), participantLookup(ctx, [row.participantId])) : null;
    },
    claimsAnalytics: async (_parent, { filter }, ctx) => {
      requireAdmin(ctx);
      const now = ctx.now();
      const [groups, dealers] = await Promise.all([
        ctx.repositories.claims.summarize(filter ?? {}, todayNumber(now)),
        ctx.repositories.claims.dealersWithClaims(),
      ]);
      return claimsAnalyticsOf(groups, dealers, now);
    },
    recentSpotAwards: async (_parent, { days }, ctx) => {
      requireAdmin(ctx);
      const window = days ?? 30;
      if (!Number.isInteger(window) || window < 1 || window > MAX_RECENT_DAYS) {
        throw new GraphQLError(`days must be between 1 and ${MAX_RECENT_DAYS}`, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
      }
      const rows = await ctx.repositories.spotAwards.issuedSince(new Date(ctx.now().getTime() - window * 86_400_000).toISOString());
      const participants = participantLookup(
        ctx,
        rows.map((row) => row.participantId),
      );
      return rows.map((row) => toSpotAward(row, participants));
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
    issueSpotAward: async (_parent, { input }, ctx) => {
      const viewer = requireAdmin(ctx);
      const errors = validateSpotAward({ amount: input.amount, reason: input.reason });
      const recipientId = input.participantId.trim();
      const recipient = (await ctx.repositories.participants.byIds([recipientId])).get(recipientId);
      if (!recipient) errors.unshift(userError('participantId', 'Choose a participant from the list', 'NOT_FOUND'));
      else if (recipient.row.status !== 'ACTIVE') {
        errors.unshift(userError('participantId', `${recipient.row.name} is inactive; reactivate them before issuing an award`, 'CONFLICT'));
      }
      if (!recipient || errors.length > 0) {
        return { spotAward: null, participant: recipient ? await participantLookup(ctx, [recipientId])(recipientId) : null, errors };
      }
      const row = await ctx.repositories.spotAwards.issue({
        participantId: recipient.row.id,
        type: input.type,
        amountCents: centsOfDecimal(input.amount ?? ''),
        reason: (input.reason ?? '').trim(),
        issuedAt: ctx.now().toISOString(),
        issuedBy: `${viewer.user.firstName} ${viewer.user.lastName}`,
      });
      // The participant's earnings now include the award.
      const participants = participantLookup(ctx, [row.participantId]);
      return { spotAward: toSpotAward(row, participants), participant: await participants(row.participantId), errors: [] };
    },
  },
};
