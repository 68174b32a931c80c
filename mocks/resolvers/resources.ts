import type { Resolvers } from '../__generated__/resolvers-types';
import { validateMeetingRequest } from '../../src/lib/validation';
import type { MeetingRequestRow, TerritoryManagerRow } from '../fixtures/resources';
import type { DbData } from '../db';
import { requireDealer } from '../lib/auth';
import { nextSequentialId } from '../lib/money/ids';
import { applyIfValid } from '../lib/mutation';

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
    requestMeeting: (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const data = ctx.db.data;
      const manager = territoryManagerFor(data, user.dealershipId);
      const { errors, result } = applyIfValid(ctx, validateMeetingRequest(input, ctx.now()), () => {
        const row: MeetingRequestRow = {
          id: nextSequentialId('MTG-', data.resourceMeetingRequests.map((entry) => entry.id), 4),
          userId: user.id,
          start: new Date(input.start).toISOString(),
          durationMinutes: input.durationMinutes,
          topic: input.topic.trim(),
          withName: manager.name,
          withEmail: manager.email,
          requestedAt: ctx.now().toISOString(),
        };
        data.resourceMeetingRequests.push(row);
        return row;
      });
      return { meeting: result ? toMeeting(result) : null, errors };
    },
  },
};
