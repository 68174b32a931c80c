import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLScalarType, graphql, validateSchema } from 'graphql';
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

  it('refuses a resolver for a field or type the contract does not have', () => {
    expect(() => makePortalSchema(CONTRACT, [{ Query: { noSuchField: () => null } } as never])).toThrow(/noSuchField/);
    expect(() => makePortalSchema(CONTRACT, [{ NoSuchType: { id: () => null } } as never])).toThrow(/NoSuchType/);
  });
});
