import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the dashboard domain. */
export const dashboardResolvers: Resolvers = {};
