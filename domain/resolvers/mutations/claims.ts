import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { CHOOSE_PARTICIPANT, validateSpotAward } from '../../../src/lib/validation';
import { requireAdmin, requireMember } from '../../lib/auth';
import { todayNumber } from '../../lib/admin/dates';
import { userError } from '../../lib/errors';
import { centsOfDecimal } from '../../lib/money/cents';
import { participantLookup, toClaim, toSpotAward } from '../claim-nodes';
import { attachmentOf, lifecycleMutations } from '../claim-lifecycle';
import { submitClaimAs } from '../claim-submission';

/**
 * Claims' changes: Claims Management's decisions for client admins, a member's answers, and spot awards.
 *
 * - The lifecycle (docs/server.md, "Claims and their history"): a pending claim is approved, rejected
 *   (with a reason) or sent back for information (with a message, which notifies its participant); a
 *   claim needing info is resubmitted by its participant with an answer, or approved despite it. Any
 *   other change, or an unknown id, is a UserError and nothing changes.
 * - Every change carries the version it was made on (or the one just read), appends its history entry,
 *   and is refused with CONFLICT, naming who changed the claim, when the claim moved on meanwhile.
 * - An approval credits the participant's points ledger with the claim's points.
 * - Spot awards raise the recipient's earnings; only active participants can receive one.
 */
export const claimsMutations: MutationResolvers = {
  approveClaim: async (_parent, args, ctx) => lifecycleMutations.approveClaim(args, ctx),
  rejectClaim: async (_parent, args, ctx) => lifecycleMutations.rejectClaim(args, ctx),
  overrideApproveClaim: async (_parent, args, ctx) => lifecycleMutations.overrideApproveClaim(args, ctx),
  requestClaimInfo: async (_parent, args, ctx) => lifecycleMutations.requestClaimInfo(args, ctx),
  resubmitClaim: async (_parent, args, ctx) => lifecycleMutations.resubmitClaim(args, ctx),
  decideClaims: async (_parent, args, ctx) => lifecycleMutations.decideClaims(args, ctx),
  submitClaim: async (_parent, { input }, ctx) => {
    const viewer = requireMember(ctx);
    const participantId = viewer.user.participantId;
    if (!participantId) return { claim: null, errors: [userError(null, 'Only a participant of a dealership can submit claims', 'NOT_FOUND')] };
    // A new claim has no id yet: the file must be the viewer's own upload, not yet another claim's.
    const { attachment, error } = await attachmentOf(ctx, viewer, '', input.attachment);
    if (error) return { claim: null, errors: [error] };
    const submitter = { participantId, userId: viewer.user.id, name: `${viewer.user.firstName} ${viewer.user.lastName}`, role: viewer.role };
    const result = await submitClaimAs(ctx, submitter, { ...input, attachment }, 'PORTAL');
    if (!result.claim) return { claim: null, errors: result.errors };
    return { claim: toClaim(ctx, result.claim, todayNumber(ctx.now()), participantLookup(ctx, [participantId])), errors: [] };
  },
  issueSpotAward: async (_parent, { input }, ctx) => {
    const viewer = requireAdmin(ctx);
    const recipientId = input.participantId.trim();
    const errors = validateSpotAward({ participantId: recipientId, amount: input.amount, reason: input.reason });
    const recipient = recipientId ? (await ctx.repositories.participants.byIds([recipientId])).get(recipientId) : undefined;
    if (!recipient) {
      // An empty id is already refused by the shared rule; an id that names no one is refused here.
      if (recipientId) errors.unshift(userError('participantId', CHOOSE_PARTICIPANT, 'NOT_FOUND'));
    } else if (recipient.row.status !== 'ACTIVE') {
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
};
