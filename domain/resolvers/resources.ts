import type { Resolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { TerritoryManagerRow } from '../fixtures/resources';
import { requireDealer } from '../lib/auth';

/**
 * Refused when the dealer has made the same request (start, length and topic) already: sent twice
 * (mutations/resources.ts). It stays here, where the HTTP server's tests (tests/server) import it.
 */
export const MEETING_ALREADY_REQUESTED_MESSAGE = 'You have already asked for this meeting';

/** The dealership's territory manager, or the first on file when the dealership has none of its own. */
export async function territoryManagerFor(ctx: Context, dealershipId: string | null): Promise<TerritoryManagerRow> {
  const manager = await ctx.repositories.resources.territoryManager(dealershipId);
  if (!manager) throw new Error('No territory manager is on file');
  return manager;
}

export const resourcesResolvers: Resolvers = {
  Query: {
    resources: async (_parent, _args, ctx) => {
      const { user } = requireDealer(ctx);
      const [manager, links, emergencyContacts] = await Promise.all([
        territoryManagerFor(ctx, user.dealershipId),
        ctx.repositories.resources.links(),
        ctx.repositories.resources.emergencyContacts(),
      ]);
      const { dealershipId: _dealership, ...territoryManager } = manager;
      return { territoryManager, links, emergencyContacts };
    },
  },
};
