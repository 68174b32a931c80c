import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the marketing funds domain. */
export const marketingFundsResolvers: Resolvers = {};
