import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the participants domain. */
export const participantsResolvers: Resolvers = {};
