import { GraphQLError } from 'graphql';
import type { Participant, Resolvers, SpotAward } from '../__generated__/resolvers-types';
import { validateSpotAward } from '../../src/lib/validation';
import type { ClaimAttachmentRow, SpotAwardRow } from '../fixtures/claims';
import { CLAIM_FILES_PATH } from '../../src/lib/claim-files';
import { claimsAnalyticsOf } from '../lib/admin/admin-claims';
import { todayNumber } from '../lib/admin/dates';
import { requireAdmin, requireMember, requireViewer } from '../lib/auth';
import { connectionOf } from '../lib/connection';
import { ErrorCode, userError } from '../lib/errors';
import { centsOfDecimal, money } from '../lib/money/cents';
import { claimRows, participantLookup, participantLookups, toClaim, type ParticipantLookup } from './claim-nodes';

/**
 * Claims: Claims Analytics and Claims Management for client admins, and each member's own claims.
 *
 * - `claims` is newest first unless a sort is given; search matches id, participant or dealer.
 * - A claim's `days` are its decision days once decided, else the days it has waited so far.
 * - The lifecycle (docs/server.md, "Claims and their history"): a pending claim is approved, rejected
 *   (with a reason) or sent back for information (with a message, which notifies its participant); a
 *   claim needing info is resubmitted by its participant with an answer, or approved despite it. Any
 *   other change, or an unknown id, is a UserError and nothing changes.
 * - Every change carries the version it was made on (or the one just read), appends its history entry,
 *   and is refused with CONFLICT, naming who changed the claim, when the claim moved on meanwhile.
 * - An approval credits the participant's points ledger with the claim's points.
 * - Spot awards raise the recipient's earnings; only active participants can receive one.
 */

/** The lifecycle's code, loaded when a claim is first changed or its history read. */
const lifecycle = () => import('./claim-lifecycle');

const MAX_RECENT_DAYS = 366;

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
  Claim: {
    participant: participantField,
    history: async (parent, _args, ctx) => {
      const row = claimRows.get(parent);
      if (!row) throw new Error('A claim was made without its row');
      return (await lifecycle()).claimHistory(ctx, row);
    },
  },
  ClaimAttachment: {
    // Only a file the portal server stored downloads (docs/server.md, "Evidence files").
    url: (parent) => {
      const fileId = (parent as ClaimAttachmentRow).fileId;
      return fileId ? `${CLAIM_FILES_PATH}/${encodeURIComponent(fileId)}` : null;
    },
  },
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
      const viewer = requireViewer(ctx);
      const row = await ctx.repositories.claims.byId(id.trim());
      // Members read their own claims only; anyone else's is as if there were none.
      if (!row || (viewer.role !== 'CLIENT_ADMIN' && row.participantId !== viewer.user.participantId)) return null;
      return toClaim(ctx, row, todayNumber(ctx.now()), participantLookup(ctx, [row.participantId]));
    },
    myClaims: async (_parent, { filter, first, after }, ctx) => {
      const viewer = requireMember(ctx);
      const today = todayNumber(ctx.now());
      const participantId = viewer.user.participantId;
      if (!participantId) return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, totalCount: 0, totalAmount: money(0) };
      const page = await ctx.repositories.claims.list({ filter: { statuses: filter?.statuses }, participantId, today }, { first, after });
      const participants = participantLookup(ctx, [participantId]);
      return { ...connectionOf(page, (row) => toClaim(ctx, row, today, participants)), totalAmount: money(page.totalAmountCents) };
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
    approveClaim: async (_parent, args, ctx) => (await lifecycle()).lifecycleMutations.approveClaim(args, ctx),
    rejectClaim: async (_parent, args, ctx) => (await lifecycle()).lifecycleMutations.rejectClaim(args, ctx),
    overrideApproveClaim: async (_parent, args, ctx) => (await lifecycle()).lifecycleMutations.overrideApproveClaim(args, ctx),
    requestClaimInfo: async (_parent, args, ctx) => (await lifecycle()).lifecycleMutations.requestClaimInfo(args, ctx),
    resubmitClaim: async (_parent, args, ctx) => (await lifecycle()).lifecycleMutations.resubmitClaim(args, ctx),
    decideClaims: async (_parent, args, ctx) => (await lifecycle()).lifecycleMutations.decideClaims(args, ctx),
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
