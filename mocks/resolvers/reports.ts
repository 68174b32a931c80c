import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the reports domain. */
export const reportsResolvers: Resolvers = {};
