import type { NetworkDealership, Resolvers } from '../__generated__/resolvers-types';
import type { DealerRow } from '../fixtures/participants';
import { requireAdmin } from '../lib/auth';
import { connectionOf } from '../lib/connection';

/**
 * The Dealerships screen (client admins only): the network's dealerships by name A to Z
 * (case-insensitive), then id; search matches the dealer number, the name or the city. Its changes
 * (create, edit, deactivate and reactivate, import) are in mutations/admin-dealerships.ts.
 */

export function toNetworkDealership(row: DealerRow): NetworkDealership {
  return { ...row };
}

export const adminDealershipsResolvers: Resolvers = {
  Query: {
    dealerships: async (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      return connectionOf(await ctx.repositories.dealerships.list({ search: filter?.search, status: filter?.status }, { first, after }), toNetworkDealership);
    },
  },
};
