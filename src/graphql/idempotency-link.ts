import { ApolloLink } from '@apollo/client';
import { IDEMPOTENCY_CONTEXT, IDEMPOTENCY_HEADER, isIdempotencyKey, newIdempotencyKey } from '../lib/idempotency';

/** Whether the operation is a mutation. */
export function isMutation(operation: ApolloLink.Operation): boolean {
  // Compared as text: the page's bundle need not carry graphql's enum for it.
  return (operation.operationType as string) === 'mutation';
}

/** The operation's idempotency key, when it carries one. */
export function idempotencyKeyOf(operation: ApolloLink.Operation): string | undefined {
  const key = (operation.getContext() as Record<string, unknown>)[IDEMPOTENCY_CONTEXT];
  return isIdempotencyKey(key) ? key : undefined;
}

/**
 * Gives each mutation one idempotency key (src/lib/idempotency.ts): made the first time the operation
 * passes, kept in its context, and sent in the `Idempotency-Key` header. A retry of the same operation
 * passes again with the same context and so sends the same key; a new click is a new operation, with a
 * new key. A key the caller put in the context already is kept.
 */
export const idempotencyLink = new ApolloLink((operation, forward) => {
  if (isMutation(operation)) {
    const key = idempotencyKeyOf(operation) ?? newIdempotencyKey();
    operation.setContext((previous: Record<string, unknown>) => ({
      [IDEMPOTENCY_CONTEXT]: key,
      headers: { ...(previous.headers as Record<string, string> | undefined), [IDEMPOTENCY_HEADER]: key },
    }));
  }
  return forward(operation);
});
