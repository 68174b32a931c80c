import {
  GraphQLScalarType,
  GraphQLSchema,
  isInterfaceType,
  isObjectType,
  isScalarType,
  parse,
  specifiedDirectives,
  type GraphQLFieldMap,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
} from 'graphql';
// buildASTSchema's own step, without the SDL check buildASTSchema imports (and with it every validation
// rule of graphql-js) even when it is told the SDL is valid.
import { extendSchemaImpl } from 'graphql/utilities/extendSchema';
import type { MutationResolvers, Resolvers } from './__generated__/resolvers-types';
import { loadOnce } from '../src/lib/load-once';

/**
 * The executable schema from the contract's text and the domains' resolvers (every domain's,
 * domain/resolvers/index.ts, or the first screen's, with the others added later). The HTTP server
 * (server/graphql.ts) passes its accounts resolvers as `overrides`: they replace the in-browser
 * session's fields of the same name, and every other field runs the same code in both servers.
 *
 * It is built for a fast start and a small worker, which the in-browser server needs before it answers
 * the first screen (BENCHMARKS.md, "Time to figures on screen" and "A first and a returning visit"):
 * - the contract is parsed once, without source locations, and taken as valid, because `npm test`
 *   checks it (tests/unit/api/executable-schema.test.ts validates the same text and compares this
 *   schema with graphql-js's `buildSchema` of it);
 * - the resolvers are set on that schema's own types instead of on a copy of it, by the few lines
 *   below rather than a schema-tools library (its utilities were about 16 KB gzipped of the worker);
 * - a resolver for a type or field the contract lacks is refused, and so is a field two domains both
 *   resolve (only an override may replace a field);
 * - the Mutation resolvers load at the first mutation (`setLazyMutations`), through `mutations`: the
 *   domains' own loaders (`mutationsOf`, domain/domains/define.ts). Without it no mutation has a resolver.
 */
export function makePortalSchema(
  typeDefs: string,
  { overrides = [], domains, mutations = noMutations }: { overrides?: readonly Resolvers[]; domains: readonly Resolvers[]; mutations?: MutationsLoader },
): GraphQLSchema {
  const schema = buildContract(typeDefs);
  const resolved: ResolvedByDomains = { scalars: new Map(), fields: new Map() };
  domains.forEach((map) => gather(resolved, map, false));
  overrides.forEach((map) => gather(resolved, map, true));
  setResolvers(schema, resolved);
  const fromDomains = new Set(domains.flatMap((map) => Object.keys(map.Mutation ?? {})));
  setLazyMutations(schema, new Set(resolved.fields.get('Mutation')?.keys()), fromDomains, mutations);
  resolvedBySchema.set(schema, resolved);
  return schema;
}

/**
 * Sets the resolvers of domains that arrive after the schema was made: the in-browser server's other
 * screens (mocks/other-screens.ts). They are checked as the first ones were, and a field or scalar
 * the schema's domains or overrides resolve already is refused, as is a Mutation field (those load
 * with the mutations, `setLazyMutations`).
 */
export function addDomainResolvers(schema: GraphQLSchema, domains: readonly Resolvers[]): void {
  const resolved = resolvedBySchema.get(schema);
  if (!resolved) throw new Error('Domain resolvers can be added only to a schema makePortalSchema made');
  const added: ResolvedByDomains = { scalars: new Map(), fields: new Map() };
  for (const map of domains) {
    if (map.Mutation) throw new Error('Mutation resolvers load with the mutations, not with a domain added later');
    gather(added, map, false, resolved);
  }
  setResolvers(schema, added);
  for (const [name, scalar] of added.scalars) resolved.scalars.set(name, scalar);
  for (const [typeName, byField] of added.fields) {
    const known = resolved.fields.get(typeName) ?? new Map<string, unknown>();
    for (const [fieldName, resolver] of byField) known.set(fieldName, resolver);
    resolved.fields.set(typeName, known);
  }
}

/** The scalars and the fields each schema's domains and overrides resolve. */
interface ResolvedByDomains {
  scalars: Map<string, GraphQLScalarType>;
  fields: Map<string, Map<string, unknown>>;
}

const resolvedBySchema = new WeakMap<GraphQLSchema, ResolvedByDomains>();

/** Adds `map` to `into`; a scalar or field `into` (or `before`) has already is refused unless `override`. */
function gather(into: ResolvedByDomains, map: Resolvers, override: boolean, before?: ResolvedByDomains): void {
  for (const [typeName, typeResolvers] of Object.entries(map)) {
    if (typeResolvers instanceof GraphQLScalarType) {
      if ((into.scalars.has(typeName) || before?.scalars.has(typeName)) && !override) throw new Error(`Scalar "${typeName}" is defined by two domains' resolvers`);
      into.scalars.set(typeName, typeResolvers);
      continue;
    }
    let byField = into.fields.get(typeName);
    if (!byField) into.fields.set(typeName, (byField = new Map()));
    for (const [fieldName, resolver] of Object.entries(typeResolvers)) {
      if ((byField.has(fieldName) || before?.fields.get(typeName)?.has(fieldName)) && !override) throw new Error(`${typeName}.${fieldName} is defined by two domains' resolvers`);
      byField.set(fieldName, resolver);
    }
  }
}

function setResolvers(schema: GraphQLSchema, { scalars, fields }: ResolvedByDomains): void {
  for (const [typeName, scalar] of scalars) setScalar(schema.getType(typeName), typeName, scalar);
  for (const [typeName, byField] of fields) setFieldResolvers(schema.getType(typeName), typeName, byField);
}

/**
 * Loads the domains' Mutation resolvers (domain/resolvers/mutations). In the worker they are a chunk of
 * their own, fetched at the first mutation: a first visit runs only queries, so it does not download
 * them (BENCHMARKS.md, "A first and a returning visit").
 */
export type MutationsLoader = () => Promise<readonly MutationResolvers[]>;

const noMutations: MutationsLoader = async () => [];

/**
 * Sets every Mutation field that no domain map and no override resolves to one that loads the
 * mutations' resolvers once, then runs the field's. A failed load (offline) fails that mutation only;
 * the next one tries again. The loaded maps are checked as the eager ones are: an unknown field, a
 * field resolved twice or a resolver that is not a function is refused.
 */
function setLazyMutations(schema: GraphQLSchema, resolved: ReadonlySet<string>, fromDomains: ReadonlySet<string>, load: MutationsLoader): void {
  const mutation = schema.getMutationType();
  if (!mutation) return;
  const fields = mutation.getFields();
  const loaded = loadOnce(async () => {
    const byName = new Map<string, GraphQLFieldResolver<unknown, unknown>>();
    for (const map of await load()) {
      for (const [name, resolver] of Object.entries(map)) {
        if (byName.has(name) || fromDomains.has(name)) throw new Error(`Mutation.${name} is defined by two domains' resolvers`);
        byName.set(name, checkedResolver(fields, 'Mutation', name, resolver));
      }
    }
    return byName;
  });
  for (const [name, field] of Object.entries(fields)) {
    if (resolved.has(name)) continue;
    field.resolve = async (source, args, context, info) => {
      const resolver = (await loaded()).get(name);
      if (!resolver) throw new Error(`Mutation.${name} has no resolver`);
      return resolver(source, args, context, info);
    };
  }
}

/** The contract as graphql-js's `buildASTSchema` builds it, taken as valid. */
function buildContract(typeDefs: string): GraphQLSchema {
  const config = extendSchemaImpl(
    { description: undefined, types: [], directives: [], extensions: Object.create(null), extensionASTNodes: [], assumeValid: true },
    parse(typeDefs, { noLocation: true }),
    { assumeValid: true, assumeValidSDL: true },
  );
  const named = (name: string) => config.types.find((type) => type.name === name);
  const query = config.query ?? named('Query');
  const mutation = config.mutation ?? named('Mutation');
  const subscription = config.subscription ?? named('Subscription');
  return new GraphQLSchema({
    ...config,
    query: query && isObjectType(query) ? query : undefined,
    mutation: mutation && isObjectType(mutation) ? mutation : undefined,
    subscription: subscription && isObjectType(subscription) ? subscription : undefined,
    directives: [...config.directives, ...specifiedDirectives.filter((standard) => config.directives.every((own) => own.name !== standard.name))],
  });
}

/** The coercion a portal scalar brings; its name, description and `@specifiedBy` stay the contract's. */
const SCALAR_BEHAVIOUR = ['serialize', 'parseValue', 'parseLiteral', 'coerceOutputValue', 'coerceInputValue', 'coerceInputLiteral', 'valueToLiteral'] as const;

function setScalar(type: GraphQLNamedType | undefined, typeName: string, scalar: GraphQLScalarType): void {
  if (!type) throw new Error(`"${typeName}" defined in resolvers, but not in schema`);
  if (!isScalarType(type)) throw new Error(`"${typeName}" is given a scalar's resolvers, but is not a scalar in the schema`);
  for (const key of SCALAR_BEHAVIOUR) Object.assign(type, { [key]: scalar[key] });
}

function setFieldResolvers(type: GraphQLNamedType | undefined, typeName: string, byField: ReadonlyMap<string, unknown>): void {
  if (!type) throw new Error(`"${typeName}" defined in resolvers, but not in schema`);
  if (!isObjectType(type) && !isInterfaceType(type)) throw new Error(`"${typeName}" defined in resolvers, but it has no fields in the schema`);
  const fields = type.getFields();
  for (const [fieldName, resolver] of byField) {
    if (isSubscriptionResolver(resolver)) {
      // A subscription's field (domain/resolvers/live.ts): `subscribe` gives its events, `resolve` reads each.
      const field = fields[fieldName];
      if (!field) throw new Error(`${typeName}.${fieldName} defined in resolvers, but not in schema`);
      field.subscribe = resolver.subscribe;
      if (resolver.resolve) field.resolve = resolver.resolve;
      continue;
    }
    const resolve = checkedResolver(fields, typeName, fieldName, resolver);
    fields[fieldName].resolve = resolve;
  }
}

/** A field's resolvers as a subscription gives them: `subscribe`, and maybe `resolve`. */
function isSubscriptionResolver(value: unknown): value is { subscribe: GraphQLFieldResolver<unknown, unknown>; resolve?: GraphQLFieldResolver<unknown, unknown> } {
  if (typeof value !== 'object' || value === null) return false;
  const { subscribe, resolve } = value as Record<string, unknown>;
  return isResolver(subscribe) && (resolve === undefined || isResolver(resolve));
}

/** `resolver` once it is known to be a function for a field the type has; else what is wrong, as an error. */
function checkedResolver(fields: GraphQLFieldMap<unknown, unknown>, typeName: string, fieldName: string, resolver: unknown): GraphQLFieldResolver<unknown, unknown> {
  if (!fields[fieldName]) throw new Error(`${typeName}.${fieldName} defined in resolvers, but not in schema`);
  if (!isResolver(resolver)) throw new Error(`Resolver ${typeName}.${fieldName} must be a function`);
  return resolver;
}

function isResolver(value: unknown): value is GraphQLFieldResolver<unknown, unknown> {
  return typeof value === 'function';
}
