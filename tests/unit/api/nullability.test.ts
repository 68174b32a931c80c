import { readFileSync } from 'node:fs';
import { buildSchema, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MissingScreenDataError, screenData } from '../../../src/graphql/screen';
import { createTestServer } from '../../api';

describe('root fields that can fail for authorization', () => {
  it('answer the permitted fields of a query beside one the role may not read', async () => {
    const result = await createTestServer('dealer').run('{ viewer { role } tiers { name } claims(first: 1) { totalCount } }');
    expect(result.data).toEqual({ viewer: { role: 'DEALER' }, tiers: expect.any(Array), claims: null });
    expect(result.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([[['claims'], 'FORBIDDEN']]);
  });

  it('are nullable and say when they are null; only the public ones are not', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const fields = Object.values(schema.getQueryType()!.getFields());
    expect(fields.filter((field) => isNonNullType(field.type)).map((field) => field.name)).toEqual(['viewer', 'storeLoyaltyStats', 'tiers']);
    const silent = fields.filter((field) => !isNonNullType(field.type) && !/null/i.test(field.description ?? ''));
    expect(silent.map((field) => field.name)).toEqual([]);
  });
});

describe('screenData', () => {
  it('hands a screen its root fields, and turns a null one into the route error', () => {
    expect(screenData({ marketingFunds: { id: 1 } })).toEqual({ marketingFunds: { id: 1 } });
    expect(() => screenData({ marketingFunds: null })).toThrow(MissingScreenDataError);
    expect(screenData({ contestBanner: null, heroSlides: [] }, 'contestBanner')).toEqual({ contestBanner: null, heroSlides: [] });
  });
});
