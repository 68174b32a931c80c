import { mergeResolvers } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildASTSchema, parse, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types';
import { resolvers } from './resolvers';

/**
 * The executable schema from the contract's text and every domain's resolvers. The HTTP server
 * (server/graphql.ts) passes its accounts resolvers as `overrides`: they replace the in-browser
 * session's fields of the same name, and every other field runs the same code in both servers.
 *
 * It is built for a fast start, which the in-browser server's worker needs before it answers the first
 * screen (BENCHMARKS.md, "Time to figures on screen"): the contract is parsed once, without source
 * locations, and taken as valid, because `npm test` checks it (tests/unit/schema-contract.test.ts
 * validates the same text this function builds); the resolvers are set on that schema's own types
 * instead of on a copy of it. A resolver for a type or field the contract lacks is still refused.
 */
export function makePortalSchema(typeDefs: string, overrides: Resolvers[] = []): GraphQLSchema {
  const contract = buildASTSchema(parse(typeDefs, { noLocation: true }), { assumeValid: true, assumeValidSDL: true });
  return makeExecutableSchema({
    typeDefs: contract,
    resolvers: overrides.length > 0 ? mergeResolvers([resolvers, ...overrides]) : resolvers,
    updateResolversInPlace: true,
  });
}
