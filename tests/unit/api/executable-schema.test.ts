import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLScalarType, graphql, printSchema, validateSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../../build/runtime-contract';
import { makePortalSchema } from '../../../mocks/executable-schema';

const CONTRACT = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

/**
 * The executable schema takes the contract as valid so the in-browser server starts fast
 * (mocks/executable-schema.ts): these checks are what makes that safe.
 */
describe('the portal schema', () => {
  it('builds from a contract that is valid, whole and as the built worker gets it (without descriptions)', () => {
    expect(validateSchema(buildSchema(CONTRACT)).map((error) => error.message)).toEqual([]);
    expect(validateSchema(buildSchema(stripDescriptions(CONTRACT))).map((error) => error.message)).toEqual([]);
  });

  it('sets every resolver on the contract’s own types: fields resolve and the portal’s scalars check their input', async () => {
    const schema = makePortalSchema(stripDescriptions(CONTRACT));
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
    expect(printSchema(makePortalSchema(CONTRACT))).toBe(printSchema(buildSchema(CONTRACT)));
    const schema = makePortalSchema(CONTRACT);
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
    expect(schema.getDirective('deprecated')).toBeDefined();
  });

  it('lets an override replace a field and keeps every other resolver', () => {
    const signIn = () => null;
    const schema = makePortalSchema(CONTRACT, [{ Mutation: { signIn } } as never]);
    expect(schema.getMutationType()?.getFields().signIn?.resolve).toBe(signIn);
    expect(schema.getQueryType()?.getFields().viewer?.resolve).toBeTypeOf('function');
  });

  it('refuses a resolver for a field or type the contract does not have', () => {
    expect(() => makePortalSchema(CONTRACT, [{ Query: { noSuchField: () => null } } as never])).toThrow(/noSuchField/);
    expect(() => makePortalSchema(CONTRACT, [{ NoSuchType: { id: () => null } } as never])).toThrow(/NoSuchType/);
    expect(() => makePortalSchema(CONTRACT, [{ Query: { viewer: 'not a function' } } as never])).toThrow(/Query.viewer must be a function/);
    expect(() => makePortalSchema(CONTRACT, [{ Date: { id: () => null } } as never])).toThrow(/Date.*no fields/);
  });

  it('refuses a field two domains both resolve', () => {
    const viewer = () => null;
    expect(() => makePortalSchema(CONTRACT, [], [{ Query: { viewer } }, { Query: { viewer } }] as never)).toThrow(/Query.viewer is defined by two domains/);
    expect(() => makePortalSchema(CONTRACT, [], [{ Query: { viewer } }, { Query: { faq: viewer } }] as never)).not.toThrow();
  });
});
