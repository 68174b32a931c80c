import type { Resolvers } from '../__generated__/resolvers-types';
import type { TerritoryManagerRow } from '../fixtures/resources';
import type { DbData } from '../db';
import { requireDealer } from '../lib/auth';

/**
 * Refused when the dealer has made the same request (start, length and topic) already: sent twice
 * (mutations/resources.ts). It stays here, where the HTTP server's tests (tests/server) import it.
 */
export const MEETING_ALREADY_REQUESTED_MESSAGE = 'You have already asked for this meeting';

/** The dealership's territory manager, or the first on file when the dealership has none of its own. */
export function territoryManagerFor(data: DbData, dealershipId: string | null): TerritoryManagerRow {
  const manager = data.resourceTerritoryManagers.find((row) => row.dealershipId === dealershipId) ?? data.resourceTerritoryManagers[0];
  if (!manager) throw new Error('No territory manager is on file');
  return manager;
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
};
