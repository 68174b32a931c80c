import type { Resolvers } from '../__generated__/resolvers-types';
import { validateMeetingRequest } from '../../src/lib/validation';
import type { MeetingRequestRow, TerritoryManagerRow } from '../fixtures/resources';
import type { DbData } from '../db';
import { requireDealer } from '../lib/auth';
import { userError } from '../lib/errors';
import { MEETING_ALREADY_REQUESTED } from '../repositories/meeting-requests';

/** Refused when the dealer has made the same request (start, length and topic) already: sent twice. */
export const MEETING_ALREADY_REQUESTED_MESSAGE = 'You have already asked for this meeting';

function territoryManagerFor(data: DbData, dealershipId: string | null): TerritoryManagerRow {
  const manager = data.resourceTerritoryManagers.find((row) => row.dealershipId === dealershipId) ?? data.resourceTerritoryManagers[0];
  if (!manager) throw new Error('No territory manager is on file');
  return manager;
}

function toMeeting(row: MeetingRequestRow) {
  const { id, start, durationMinutes, topic, withName, withEmail } = row;
  return { id, start, durationMinutes, topic, withName, withEmail };
}

export const resourcesResolvers: Resolvers = {
  Query: {
    resources: (_parent, _args, ctx) => {
      const { user } = requireDealer(ctx);
      const data = ctx.db.data;
      const { dealershipId: _dealership, ...territoryManager } = territoryManagerFor(data, user.dealershipId);
      return {
        territoryManager,
        links: data.resourceLinks.map((link) => ({ ...link })),
        emergencyContacts: data.resourceEmergencyContacts.map((contact) => ({ ...contact })),
      };
    },
  },
  Mutation: {
    requestMeeting: async (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const manager = territoryManagerFor(ctx.db.data, user.dealershipId);
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
  },
};
