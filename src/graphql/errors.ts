import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The message and server error code (`extensions.code`) of anything a query or loader threw. */
export function errorMessage(error: unknown): { message: string; code: string | null } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return { message: first?.message ?? error.message, code: typeof code === 'string' ? code : null };
  }
  if (error instanceof Error) return { message: error.message, code: null };
  if (typeof error === 'string') return { message: error, code: null };
  return { message: 'Something went wrong.', code: null };
}
