import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the promotions domain. */
export const promotionsResolvers: Resolvers = {};
