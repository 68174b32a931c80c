import { isExists } from 'date-fns/isExists';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// A date, a `T`, a time to the second with optional fraction, and a zone: `Z` or an offset.
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

function invalid(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** A real calendar day in `YYYY-MM-DD` form: `2026-02-31` and `2026-13-01` are refused. */
function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value) || !isRealDay(value)) {
    throw invalid(`Date must be a real calendar day as YYYY-MM-DD, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Whether a `YYYY-MM-DD` text names a day the calendar has. */
function isRealDay(day: string): boolean {
  return isExists(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** An ISO-8601 instant with its zone (`Z` or an offset) whose day and time exist; returned in UTC. */
function parseDateTime(value: unknown): string {
  const match = typeof value === 'string' ? DATE_TIME_PATTERN.exec(value) : null;
  const instant = match ? parseISO(match[0]) : null;
  if (!match || !instant || !isValid(instant) || !isRealDay(match[0].slice(0, 10)) || match[0].slice(11, 13) > '23') {
    throw invalid(`DateTime must be an ISO-8601 instant with a time zone, such as 2026-11-22T14:30:00Z, got ${JSON.stringify(value)}`);
  }
  return instant.toISOString();
}

/**
 * Decimal travels as text. Input must be a string; whether the text is an amount the mutation accepts
 * (a number, at most two decimals, in range) is the mutation's to say, as a UserError next to the field.
 */
function parseDecimal(value: unknown): string {
  if (typeof value !== 'string') throw invalid(`Decimal must be text such as "850.30", got ${JSON.stringify(value)}`);
  return value;
}

function serializeDecimal(value: unknown): string {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`A Decimal must leave as decimal text, got ${JSON.stringify(value)}`);
  return value;
}

/** Date and DateTime travel as ISO strings; input is checked, output passes through. */
export const scalarResolvers: Resolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => String(value),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  Decimal: new GraphQLScalarType({
    name: 'Decimal',
    serialize: serializeDecimal,
    parseValue: parseDecimal,
    parseLiteral: (ast) => parseDecimal(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => String(value),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
};
