import type { GraphQLSchema } from 'graphql';
import { portalContract } from './contract';
import { makePortalSchema } from '../domain/executable-schema';
import { contractWith, mutationsOf, resolversOf, typeDefsOf, type AnyDomain } from '../domain/domains/define';
import { DOMAINS } from '../domain/domains';

let cached: GraphQLSchema | null = null;

/** The executable schema of `domains`: the contract (schema.graphql) with what they add, and their resolvers. */
export function schemaOf(domains: readonly AnyDomain[]): GraphQLSchema {
  return makePortalSchema(contractWith(portalContract, typeDefsOf(domains)), { domains: resolversOf(domains), mutations: () => mutationsOf(domains) });
}

/** The executable schema of every domain (domain/domains), made once. */
export function getSchema(): GraphQLSchema {
  cached ??= schemaOf(DOMAINS);
  return cached;
}
