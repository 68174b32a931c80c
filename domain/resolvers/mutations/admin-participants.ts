import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { requireAdmin } from '../../lib/auth';
import { userError } from '../../lib/errors';
import type { DecisionResult } from '../../repositories/enrolments';
import { programDay } from '../../../src/lib/program-time';
import { validateRejectEnrolment } from '../../../src/lib/validation';
import { enrolmentRequestOf, participantOf } from '../admin-participants';

export const ENROLMENT_REQUEST_NOT_FOUND = 'This sign-up request was not found.';

/** The payload of a decision: the request as decided, or why nothing was. */
async function decisionPayload(ctx: Context, result: DecisionResult) {
  if ('request' in result && !('refused' in result)) {
    return { request: enrolmentRequestOf(ctx, result.request, await ctx.repositories.enrolments.dealerNumbers()), errors: [] };
  }
  if (result.refused === 'NOT_FOUND') return { request: null, errors: [userError('requestId', ENROLMENT_REQUEST_NOT_FOUND, 'NOT_FOUND')] };
  const { request } = result;
  const decided = request.status === 'APPROVED' ? 'approved' : 'turned down';
  return {
    request: null,
    errors: [userError('requestId', `${request.firstName} ${request.lastName}'s request was already ${decided} by another administrator.`, 'CONFLICT')],
  };
}

/**
 * Participants Management's changes (client admins only): `setParticipantStatus` deactivates or
 * reactivates; asking for the status the participant already has, or naming an unknown participant,
 * is a UserError and changes nothing.
 */
export const adminParticipantsMutations: MutationResolvers = {
  approveEnrolment: async (_parent, { input }, ctx) => {
    const viewer = requireAdmin(ctx);
    const dealer = ctx.dealers().byId.get(input.dealerId.trim());
    if (!dealer) return { request: null, errors: [userError('dealerId', "Choose one of the program's dealerships.", 'NOT_FOUND')] };
    const now = ctx.now();
    const result = await ctx.repositories.enrolments.approve(input.requestId.trim(), { dealer, today: programDay(now) }, { decidedBy: viewer.user.id, at: now });
    return decisionPayload(ctx, result);
  },
  rejectEnrolment: async (_parent, { input }, ctx) => {
    const viewer = requireAdmin(ctx);
    const errors = validateRejectEnrolment(input);
    if (errors.length > 0) return { request: null, errors };
    const reason = input.reason?.trim() || null;
    const now = ctx.now();
    const result = await ctx.repositories.enrolments.reject(input.requestId.trim(), reason, { decidedBy: viewer.user.id, at: now });
    return decisionPayload(ctx, result);
  },
  setParticipantStatus: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const id = input.participantId.trim();
    const participants = ctx.repositories.participants;
    const changed = await participants.setStatus(id, input.status);
    if (changed) return { participant: participantOf(ctx, changed), errors: [] };
    const record = (await participants.byIds([id])).get(id);
    if (!record) return { participant: null, errors: [userError('participantId', `Participant ${input.participantId} was not found`, 'NOT_FOUND')] };
    const state = input.status === 'ACTIVE' ? 'active' : 'inactive';
    return { participant: participantOf(ctx, record), errors: [userError('status', `${record.row.name} is already ${state}`, 'CONFLICT')] };
  },
};
