import { createHash } from 'node:crypto';
import { GraphQLError, print, type DocumentNode, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS, isIdempotencyKey, operationFingerprint } from '../src/lib/idempotency';
import type { Tables } from './sql/database';

/**
 * Exactly-once mutations over HTTP (docs/server.md, "Exactly once"): a signed-in account's mutation with
 * an `Idempotency-Key` header claims its key in `idempotency_keys` (migration 0036) before anything else
 * it writes, and stores its answer in the same transaction. A repeat waits on the key's primary key
 * until the first commits, then gets the stored answer; a key sent with another operation is refused.
 */

/** The refusals a key can bring, as the client reads them in `extensions.code`. */
export const IDEMPOTENCY_CODES = { invalid: 'IDEMPOTENCY_KEY_INVALID', reused: 'IDEMPOTENCY_KEY_REUSED' } as const;

/** The request's key: null without the header; a GraphQLError when it is not a key (1 to 200 visible ASCII characters). */
export function requestKey(request: Request): string | null | GraphQLError {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  if (isIdempotencyKey(value)) return value;
  return new GraphQLError(`The ${IDEMPOTENCY_HEADER} header must be 1 to 200 visible ASCII characters.`, {
    extensions: { code: IDEMPOTENCY_CODES.invalid, http: { status: 400, spec: false } },
  });
}

/** What identifies the operation for its key: a digest of its document and variables. */
export function fingerprintOf(document: DocumentNode, operationName: string | null | undefined, variables: unknown): string {
  return createHash('sha256')
    .update(operationFingerprint(`${operationName ?? ''}\n${print(document)}`, variables))
    .digest('base64url');
}

export const keyReused = () =>
  new GraphQLError(`This ${IDEMPOTENCY_HEADER} was sent with another operation or other variables: use a new key for a new action.`, {
    // Answered 200, as the portal's other refusals: the link retries failed requests, and this one would fail again.
    extensions: { code: IDEMPOTENCY_CODES.reused },
  });

/** A claimed key: `first`, the operation runs now; `repeat`, its stored answer; `reused`, the key was another operation's. */
export type KeyClaim = { kind: 'first' } | { kind: 'repeat'; result: ExecutionResult } | { kind: 'reused' };

interface StoredAnswer {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
}

/**
 * Claims `key` for the account in the mutation's transaction `trx`, before the mutation writes anything.
 * The account's keys older than 24 hours are forgotten first. A key claimed by a transaction still under
 * way holds this insert until it ends: committed, its answer is read; rolled back, this one claims it.
 */
export async function claimKey(trx: Transaction<Tables>, accountId: string, key: string, fingerprint: string, now: Date): Promise<KeyClaim> {
  await trx.deleteFrom('idempotency_keys').where('account_id', '=', accountId).where('created_at', '<=', expiredBefore(now)).execute();
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ account_id: accountId, key, fingerprint, response: null, created_at: now })
    .onConflict((conflict) => conflict.columns(['account_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { kind: 'first' };
  const kept = await trx
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (kept.fingerprint !== fingerprint) return { kind: 'reused' };
  return { kind: 'repeat', result: replay(kept.response as StoredAnswer | null) };
}

/** Stores the answer of the mutation that claimed `key`, in its transaction. */
export async function keepAnswer(trx: Transaction<Tables>, accountId: string, key: string, result: ExecutionResult): Promise<void> {
  const stored: StoredAnswer = { data: (result.data ?? null) as Record<string, unknown> | null };
  if (result.errors?.length) stored.errors = result.errors.map((error) => error.toJSON());
  await trx.updateTable('idempotency_keys').set({ response: JSON.stringify(stored) }).where('account_id', '=', accountId).where('key', '=', key).execute();
}

/** The stored answer as an execution result again: its errors keep their message, path and code. */
function replay(stored: StoredAnswer | null): ExecutionResult {
  const errors = stored?.errors?.map((error) => new GraphQLError(error.message, { path: error.path, extensions: error.extensions }));
  return { data: stored?.data ?? null, ...(errors?.length ? { errors } : {}) };
}

function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
}

/** Deletes every account's keys older than 24 hours; returns how many went. */
export async function sweepExpiredKeys(db: Kysely<Tables>, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', expiredBefore(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The server's hourly sweep of expired keys: an account that never sends another keyed mutation
 * (whose own keys are forgotten then) leaves none behind for longer than a day and an hour.
 */
export class IdempotencySweep {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
    private readonly logger: Logger,
    private readonly everyMs = 60 * 60 * 1000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running = sweepExpiredKeys(this.db, this.now()).catch((error: unknown) => this.logger.warn({ err: error }, 'the sweep of expired idempotency keys failed'));
    }, this.everyMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
