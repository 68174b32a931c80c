import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the rewards admin domain. */
export const rewardsAdminResolvers: Resolvers = {};
