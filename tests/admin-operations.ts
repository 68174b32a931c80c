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
import { getSchema } from '../mocks/schema';

/**
 * Used by tests/unit/api/roles.test.ts (the in-browser server) and tests/server/security.test.ts (the HTTP server).
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

export function adminOperations(kind: 'query' | 'mutation', root: GraphQLObjectType | null | undefined) {
  return Object.values(root?.getFields() ?? {})
    .filter((field) => /\(client admins\)|Readable by program administrators only/.test(field.description ?? ''))
    .map((field) => ({ kind, name: field.name, ...operationFor(kind, field) }));
}

/** Every admin query and mutation of the contract, each with a sample of its required arguments. */
export const ADMIN_OPERATIONS = [...adminOperations('query', schema.getQueryType()), ...adminOperations('mutation', schema.getMutationType())];

