import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the products domain. */
export const productsResolvers: Resolvers = {};
