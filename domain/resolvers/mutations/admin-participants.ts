import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { requireAdmin } from '../../lib/auth';
import { userError } from '../../lib/errors';
import { participantOf } from '../admin-participants';

/**
 * Participants Management's changes (client admins only): `setParticipantStatus` deactivates or
 * reactivates; asking for the status the participant already has, or naming an unknown participant,
 * is a UserError and changes nothing.
 */
export const adminParticipantsMutations: MutationResolvers = {
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
