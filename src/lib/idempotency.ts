/**
 * Exactly-once mutations (docs/server.md, "Exactly once"): every mutation the portal sends carries a
 * key made once per user action, and a repeat of it (the link's retry after a lost answer) carries the
 * same key, so a server that has seen the key answers what it answered the first time and changes nothing.
 */

/** The HTTP header the key travels in (contract/CHANGELOG.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Where the key waits in the operation's context, so a retry of the same operation reuses it. */
export const IDEMPOTENCY_CONTEXT = 'idempotencyKey';

/** How long a server keeps a key and its answer: a repeat after that is a new action. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key the servers accept: 1 to 200 visible ASCII characters (a UUID, or the portal's 32 hex digits). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value);
}

/** A new key: 128 random bits as 32 hex digits (crypto.getRandomValues works on plain-http pages too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What identifies an operation for its key: its document's text and its variables, with object keys in
 * order, so that a repeat with other variables is told apart from a true repeat.
 */
export function operationFingerprint(query: string, variables: unknown): string {
  return JSON.stringify([query, stable(variables ?? {})]);
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
