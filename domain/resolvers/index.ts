import type { Resolvers } from '../__generated__/resolvers-types';
import { resolversOf } from '../domains/define';
import { DOMAINS } from '../domains';

/**
 * Every domain's resolvers (domain/domains): the first screen's and the other screens'. The executable
 * schema (domain/executable-schema.ts) sets them on the contract's types and refuses a field two domains
 * both resolve.
 */
export const domainResolvers: readonly Resolvers[] = resolversOf(DOMAINS);
