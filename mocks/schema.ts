import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import typeDefs from '../schema.graphql?raw';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | null = null;

/** The executable schema: the contract (schema.graphql) plus the resolvers of every domain. */
export function getSchema(): GraphQLSchema {
  cached ??= makeExecutableSchema({ typeDefs, resolvers });
  return cached;
}
