import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  isInterfaceType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../../../mocks/schema';
import { createTestServer } from '../../api';

/**
 * The resolvers are the real guard: every operation the contract marks as "(client admins)" (mutations)
 * or "Readable by program administrators only" (queries) is denied
 * to dealers and comfort advisors, whatever the UI shows, and changes nothing. The list is read from
 * schema.graphql, so a new admin operation is covered the day it is added.
 */
const schema = getSchema();

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'Date':
        return '2026-11-22';
      case 'DateTime':
        return '2026-11-22T15:00:00.000Z';
      default:
        return 'PROBE-1';
    }
  }
  throw new Error(`No sample for ${String(type)}`);
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { text: string; variables: Record<string, unknown> } {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    variables[arg.name] = sampleValue(arg.type);
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  const header = declarations.length ? `(${declarations.join(', ')})` : '';
  const call = args.length ? `(${args.join(', ')})` : '';
  return { text: `${kind} Probe${header} { ${field.name}${call}${selection} }`, variables };
}

function adminOperations(kind: 'query' | 'mutation', root: GraphQLObjectType | null | undefined) {
  return Object.values(root?.getFields() ?? {})
    .filter((field) => /\(client admins\)|Readable by program administrators only/.test(field.description ?? ''))
    .map((field) => ({ kind, name: field.name, ...operationFor(kind, field) }));
}

const OPERATIONS = [...adminOperations('query', schema.getQueryType()), ...adminOperations('mutation', schema.getMutationType())];

describe('admin operations are guarded by the resolvers', () => {
  it('finds every admin operation in the contract', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(30);
    expect(OPERATIONS.map((op) => op.name)).toEqual(
      expect.arrayContaining(['claims', 'approveClaim', 'issueSpotAward', 'participants', 'createProduct', 'importProducts', 'saveEarnRate', 'generateReport', 'adminDashboard']),
    );
  });

  for (const role of ['dealer', 'comfort-advisor'] as const) {
    it.each(OPERATIONS.map((op) => [op.kind, op.name, op] as const))(`denies %s %s to a ${role}, changing nothing`, async (_kind, _name, op) => {
      const server = createTestServer(role);
      const before = JSON.stringify(server.db.data);
      const result = await server.run(op.text, op.variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe('FORBIDDEN');
      expect(JSON.stringify(server.db.data)).toBe(before);
    });
  }

  it.each(OPERATIONS.map((op) => [op.kind, op.name, op] as const))('asks a signed-out visitor of %s %s to sign in', async (_kind, _name, op) => {
    const server = createTestServer(null);
    const result = await server.run(op.text, op.variables);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
