import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLScalarType, graphql, printSchema, validateSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../../build/runtime-contract';
import { makePortalSchema } from '../../../domain/executable-schema';
import { domainResolvers } from '../../../domain/resolvers';
import { DOMAINS } from '../../../domain/domains';
import { mutationsOf } from '../../../domain/domains/define';

const CONTRACT = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

/**
 * The executable schema takes the contract as valid so the in-browser server starts fast
 * (domain/executable-schema.ts): these checks are what makes that safe.
 */
describe('the portal schema', () => {
  it('builds from a contract that is valid, whole and as the built worker gets it (without descriptions)', () => {
    expect(validateSchema(buildSchema(CONTRACT)).map((error) => error.message)).toEqual([]);
    expect(validateSchema(buildSchema(stripDescriptions(CONTRACT))).map((error) => error.message)).toEqual([]);
  });

  it('sets every resolver on the contract’s own types: fields resolve and the portal’s scalars check their input', async () => {
    const schema = makePortalSchema(stripDescriptions(CONTRACT), { domains: domainResolvers });
    expect(validateSchema(schema)).toEqual([]);
    expect(schema.getQueryType()?.getFields().viewer?.resolve).toBeTypeOf('function');
    expect(schema.getMutationType()?.getFields().signIn?.resolve).toBeTypeOf('function');
    const date = schema.getType('Date');
    expect(date).toBeInstanceOf(GraphQLScalarType);
    expect(() => (date as GraphQLScalarType).coerceInputValue('2026-02-31')).toThrow(/real calendar day/);
    // The default resolvers answer what is not the portal's: a query outside the context still validates and runs.
    expect((await graphql({ schema, source: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });

  it('is the schema graphql-js builds from the contract, with the same types, fields, defaults and directives', () => {
    expect(printSchema(makePortalSchema(CONTRACT, { domains: domainResolvers }))).toBe(printSchema(buildSchema(CONTRACT)));
    const schema = makePortalSchema(CONTRACT, { domains: domainResolvers });
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
    expect(schema.getDirective('deprecated')).toBeDefined();
  });

  it('lets an override replace a field and keeps every other resolver', () => {
    const signIn = () => null;
    const schema = makePortalSchema(CONTRACT, { domains: domainResolvers, overrides: [{ Mutation: { signIn } } as never] });
    expect(schema.getMutationType()?.getFields().signIn?.resolve).toBe(signIn);
    expect(schema.getQueryType()?.getFields().viewer?.resolve).toBeTypeOf('function');
  });

  it('refuses a resolver for a field or type the contract does not have', () => {
    expect(() => makePortalSchema(CONTRACT, { domains: domainResolvers, overrides: [{ Query: { noSuchField: () => null } } as never] })).toThrow(/noSuchField/);
    expect(() => makePortalSchema(CONTRACT, { domains: domainResolvers, overrides: [{ NoSuchType: { id: () => null } } as never] })).toThrow(/NoSuchType/);
    expect(() => makePortalSchema(CONTRACT, { domains: domainResolvers, overrides: [{ Query: { viewer: 'not a function' } } as never] })).toThrow(/Query.viewer must be a function/);
    expect(() => makePortalSchema(CONTRACT, { domains: domainResolvers, overrides: [{ Date: { id: () => null } } as never] })).toThrow(/Date.*no fields/);
  });

  it('refuses a field two domains both resolve', () => {
    const viewer = () => null;
    expect(() => makePortalSchema(CONTRACT, { domains: [{ Query: { viewer } }, { Query: { viewer } }] as never })).toThrow(/Query.viewer is defined by two domains/);
    expect(() => makePortalSchema(CONTRACT, { domains: [{ Query: { viewer } }, { Query: { faq: viewer } }] as never })).not.toThrow();
  });

  it('has one resolver for every field of Mutation, among the features\' mutations that load on first use', async () => {
    const domainMutations = await mutationsOf(DOMAINS);
    const contractFields = Object.keys(buildSchema(CONTRACT).getMutationType()?.getFields() ?? {}).sort();
    const loaded = domainMutations.flatMap((map) => Object.keys(map));
    expect(new Set(loaded).size).toBe(loaded.length);
    expect([...loaded].sort()).toEqual(contractFields);
    // No feature's first-loaded map keeps a Mutation field: they all load with the first mutation.
    expect(domainResolvers.filter((map) => map.Mutation)).toEqual([]);
  });
});

describe('the Mutation resolvers, loaded at the first mutation', () => {
  const signOut = () => ({ session: { authenticated: false, role: null, user: null }, errors: [] });
  const SIGN_OUT = 'mutation { signOut { errors { message } } }';

  it('load once, at the first mutation, not for queries', async () => {
    let loads = 0;
    const schema = makePortalSchema(CONTRACT, {
      domains: [],
      mutations: async () => {
        loads += 1;
        return [{ signOut } as never];
      },
    });
    expect((await graphql({ schema, source: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
    expect(loads).toBe(0);
    expect(await graphql({ schema, source: SIGN_OUT })).toEqual({ data: { signOut: { errors: [] } } });
    expect(await graphql({ schema, source: SIGN_OUT })).toEqual({ data: { signOut: { errors: [] } } });
    expect(loads).toBe(1);
  });

  it('fail only the mutation whose load failed, and the next one loads again', async () => {
    let loads = 0;
    const schema = makePortalSchema(CONTRACT, {
      domains: [],
      mutations: async () => {
        loads += 1;
        if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
        return [{ signOut } as never];
      },
    });
    expect((await graphql({ schema, source: SIGN_OUT })).errors?.map((error) => error.message)).toEqual(['Failed to fetch dynamically imported module']);
    expect(await graphql({ schema, source: SIGN_OUT })).toEqual({ data: { signOut: { errors: [] } } });
    expect(loads).toBe(2);
  });

  it('refuse what they could not set: a field the contract lacks, one resolved twice, one left out', async () => {
    const run = async (maps: unknown[], source = SIGN_OUT) =>
      (await graphql({ schema: makePortalSchema(CONTRACT, { domains: [], mutations: async () => maps as never }), source })).errors?.map((error) => error.message);
    expect(await run([{ signOut, noSuchMutation: signOut }])).toEqual(['Mutation.noSuchMutation defined in resolvers, but not in schema']);
    expect(await run([{ signOut }, { signOut }])).toEqual(["Mutation.signOut is defined by two domains' resolvers"]);
    expect(await run([{ signOut: 'not a function' }])).toEqual(['Resolver Mutation.signOut must be a function']);
    expect(await run([{}])).toEqual(['Mutation.signOut has no resolver']);
  });

  it('leave a field an override resolves to the override', async () => {
    let loads = 0;
    const schema = makePortalSchema(CONTRACT, {
      domains: [],
      overrides: [{ Mutation: { signOut } } as never],
      mutations: async () => {
        loads += 1;
        return [];
      },
    });
    expect(await graphql({ schema, source: SIGN_OUT })).toEqual({ data: { signOut: { errors: [] } } });
    expect(loads).toBe(0);
  });
});
