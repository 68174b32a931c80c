import type { GraphQLSchema } from 'graphql';
import { portalContract } from './contract';
import { makePortalSchema } from '../domain/executable-schema';
import { domainResolvers } from '../domain/resolvers';

let cached: GraphQLSchema | null = null;

/** The executable schema: the contract (schema.graphql) plus the resolvers of every domain. */
export function getSchema(): GraphQLSchema {
  cached ??= makePortalSchema(portalContract, { domains: domainResolvers });
  return cached;
}
