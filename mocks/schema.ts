import type { GraphQLSchema } from 'graphql';
import typeDefs from '../schema.graphql?raw';
import { makePortalSchema } from './executable-schema';

let cached: GraphQLSchema | null = null;

/** The executable schema: the contract (schema.graphql) plus the resolvers of every domain. */
export function getSchema(): GraphQLSchema {
  cached ??= makePortalSchema(typeDefs);
  return cached;
}
