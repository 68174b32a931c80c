import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the resources domain. */
export const resourcesResolvers: Resolvers = {};
