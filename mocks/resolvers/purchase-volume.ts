import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the purchase volume domain. */
export const purchaseVolumeResolvers: Resolvers = {};
