import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the content domain. */
export const contentResolvers: Resolvers = {};
