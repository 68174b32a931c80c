import { readFileSync } from 'node:fs';
import { buildSchema, getIntrospectionQuery, graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../build/runtime-contract';

const contract = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

describe('the contract the production server runs', () => {
  const runtime = stripDescriptions(contract);

  it('keeps every type, field, argument and enum value of schema.graphql', () => {
    const full = graphqlSync({ schema: buildSchema(contract), source: getIntrospectionQuery({ descriptions: false }) });
    const slim = graphqlSync({ schema: buildSchema(runtime), source: getIntrospectionQuery({ descriptions: false }) });
    expect(slim).toEqual(full);
  });

  it('drops the descriptions, which GraphiQL reads from schema.graphql itself', () => {
    expect(contract).toContain('"""');
    expect(runtime).not.toContain('"""');
    expect(runtime.length).toBeLessThan(contract.length / 2);
  });
});
