import { sql } from 'kysely';
import pLimit from 'p-limit';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Scope } from '../../domain/scope';
import type { SqlExecutor } from './database';

/**
 * Runs the rest of a transaction in a scope (docs/server.md, "Tenancy"; migration 0029): as the role
 * `portal_app`, which the tables' row-level security policies hold to the scope's rows, with the
 * scope in transaction-local settings. Both end with the transaction.
 */
export async function enterScope(trx: SqlExecutor, scope: Scope): Promise<void> {
  const dealershipId = scope.kind === 'dealership' ? scope.id : scope.kind === 'participant' ? scope.dealershipId : '';
  const participantId = scope.kind === 'participant' ? scope.participantId : '';
  const userId = scope.kind === 'dealership' || scope.kind === 'participant' ? scope.userId : '';
  // One statement: `set_config('role', …, true)` is `set local role`.
  await sql`select set_config('role', 'portal_app', true), set_config('portal.scope', ${scope.kind}, true),
    set_config('portal.dealership_id', ${dealershipId}, true), set_config('portal.participant_id', ${participantId}, true),
    set_config('portal.user_id', ${userId}, true)`.execute(trx);
}

/**
 * Operations on a store of one connection (PGlite) take turns, first come first served, each in a turn
 * of the event loop of its own (docs/server.md, "Tenancy"). PGlite answers a statement without waiting
 * on anything outside the process, so operations that followed each other straight on would keep the
 * process from reading new requests and accepting connections until none waited: under load a new
 * connection's first request waited seconds. Returns what runs `work` in its turn.
 */
export function operationTurns(): <R>(work: () => Promise<R>) => Promise<R> {
  const limit = pLimit(1);
  return (work) =>
    limit(async () => {
      await nextTurn();
      return work();
    });
}
