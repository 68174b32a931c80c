import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the events domain. */
export const eventsResolvers: Resolvers = {};
