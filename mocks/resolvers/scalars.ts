import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new GraphQLError(`Date must be YYYY-MM-DD, got ${JSON.stringify(value)}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError(`DateTime must be ISO-8601, got ${JSON.stringify(value)}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new Date(value).toISOString();
}

/** Date and DateTime travel as ISO strings; input is checked, output passes through. */
export const scalarResolvers: Resolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => String(value),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => String(value),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
};
