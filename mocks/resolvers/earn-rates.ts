import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the earn rates domain. */
export const earnRatesResolvers: Resolvers = {};
