import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the training domain. */
export const trainingResolvers: Resolvers = {};
