import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the reviews domain. */
export const reviewsResolvers: Resolvers = {};
