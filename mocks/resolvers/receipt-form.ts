import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the receipt form domain. */
export const receiptFormResolvers: Resolvers = {};
