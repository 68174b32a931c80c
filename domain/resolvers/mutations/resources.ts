import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { validateMeetingRequest } from '../../../src/lib/validation';
import type { MeetingRequestRow } from '../../fixtures/resources';
import { requireDealer } from '../../lib/auth';
import { userError } from '../../lib/errors';
import { MEETING_ALREADY_REQUESTED } from '../../repositories/meeting-requests';
import { MEETING_ALREADY_REQUESTED_MESSAGE, territoryManagerFor } from '../resources';

function toMeeting(row: MeetingRequestRow) {
  const { id, start, durationMinutes, topic, withName, withEmail } = row;
  return { id, start, durationMinutes, topic, withName, withEmail };
}

/** A dealer's request for a meeting with their territory manager. */
export const resourcesMutations: MutationResolvers = {
  requestMeeting: async (_parent, { input }, ctx) => {
    const { user } = requireDealer(ctx);
    const manager = await territoryManagerFor(ctx, user.dealershipId);
    const errors = validateMeetingRequest(input, ctx.now());
    if (errors.length > 0) return { meeting: null, errors };
    // The same request sent twice (a double click, two tabs) is kept once by the store.
    const outcome = await ctx.repositories.meetingRequests.request({
      userId: user.id,
      start: new Date(input.start).toISOString(),
      durationMinutes: input.durationMinutes,
      topic: input.topic.trim(),
      withName: manager.name,
      withEmail: manager.email,
      requestedAt: ctx.now().toISOString(),
    });
    if (outcome === MEETING_ALREADY_REQUESTED) return { meeting: null, errors: [userError('start', MEETING_ALREADY_REQUESTED_MESSAGE, 'CONFLICT')] };
    return { meeting: toMeeting(outcome), errors: [] };
  },
};
