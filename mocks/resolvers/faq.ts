import type { Resolvers } from '../__generated__/resolvers-types';

/** Query, Mutation and type resolvers of the faq domain. */
export const faqResolvers: Resolvers = {};
