import { mergeResolvers } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types';
import { resolvers } from './resolvers';

/**
 * The executable schema from the contract's text and every domain's resolvers. The HTTP server
 * (server/graphql.ts) passes its accounts resolvers as `overrides`: they replace the in-browser
 * session's fields of the same name, and every other field runs the same code in both servers.
 */
export function makePortalSchema(typeDefs: string, overrides: Resolvers[] = []): GraphQLSchema {
  return makeExecutableSchema({ typeDefs, resolvers: overrides.length > 0 ? mergeResolvers([resolvers, ...overrides]) : resolvers });
}
