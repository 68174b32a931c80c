import type { MutationResolvers } from '../__generated__/resolvers-types';
import type * as MutationsChunk from '../resolvers/mutations/domain-mutations';

/** The names of the Mutation resolver maps in the mutations' chunk (domain/resolvers/mutations/domain-mutations.ts). */
export type MutationsName = { [Name in keyof typeof MutationsChunk]: (typeof MutationsChunk)[Name] extends MutationResolvers ? Name : never }[keyof typeof MutationsChunk];

/**
 * A descriptor's `mutations` for a portal domain: its Mutation resolvers, from the one chunk all the
 * features' share, which the worker fetches at the first mutation.
 */
export function fromMutationsChunk(name: MutationsName): () => Promise<MutationResolvers> {
  return async () => (await import('../resolvers/mutations/domain-mutations'))[name];
}
