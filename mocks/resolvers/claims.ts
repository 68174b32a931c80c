import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the claims domain. */
export const claimsResolvers: Resolvers = {};
