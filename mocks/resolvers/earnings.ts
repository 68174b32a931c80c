import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the earnings domain. */
export const earningsResolvers: Resolvers = {};
