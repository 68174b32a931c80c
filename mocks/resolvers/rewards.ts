import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the rewards domain. */
export const rewardsResolvers: Resolvers = {};
