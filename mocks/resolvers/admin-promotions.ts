import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the admin promotions domain. */
export const adminPromotionsResolvers: Resolvers = {};
