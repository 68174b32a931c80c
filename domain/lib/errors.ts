import { GraphQLError } from 'graphql';
import type { FieldError, UserErrorCode } from '../../src/lib/validation/core';

/** Error codes the server puts in `extensions.code`. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFIGURATION_ERROR: 'CONFIGURATION_ERROR',
} as const;

export function unauthenticated(): GraphQLError {
  return new GraphQLError('You must be signed in to do that.', { extensions: { code: ErrorCode.UNAUTHENTICATED } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError('Your role may not do that.', { extensions: { code: ErrorCode.FORBIDDEN } });
}

export function notFound(what: string): GraphQLError {
  return new GraphQLError(`${what} was not found.`, { extensions: { code: ErrorCode.NOT_FOUND } });
}

/** A problem with a mutation's input; `field` is the dotted path of the input field (`rows.3.sku`). */
export function userError(field: string | null, message: string, code: UserErrorCode): FieldError {
  return { field, message, code };
}
