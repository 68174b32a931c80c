import { IDEMPOTENCY_TTL_MS, operationFingerprint } from '../src/lib/idempotency';
import type { FormattedResult } from './worker-messages';

/** The answer to a repeat of a key with another operation or other variables (docs/server.md, "Exactly once"). */
export const KEY_REUSED: FormattedResult = {
  errors: [{ message: 'This Idempotency-Key was sent with another operation or other variables: use a new key for a new action.', extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }],
};

/** A mutation's key as the worker keeps it: what the operation was, when, and its answer (under way or given). */
interface KeptAnswer {
  fingerprint: string;
  at: number;
  answer: Promise<FormattedResult>;
}

/**
 * The mutations' keys of one in-browser server's session, for 24 hours (docs/server.md, "Exactly once"):
 * a repeat gets the first answer, waiting for it while it is under way, and changes nothing. The worker
 * loads this at its first keyed mutation (mocks/worker-protocol.ts), so a first visit, which runs
 * queries only, does not download it.
 */
export class KeptAnswers {
  private readonly kept = new Map<string, KeptAnswer>();

  /** `run`'s answer for the first operation with `key`; for a repeat, the first answer (or KEY_REUSED for another operation). */
  answerOnce(key: string, query: string, variables: unknown, run: () => Promise<FormattedResult>): Promise<FormattedResult> {
    const now = Date.now();
    for (const [old, entry] of this.kept) if (now - entry.at >= IDEMPOTENCY_TTL_MS) this.kept.delete(old);
    const fingerprint = operationFingerprint(query, variables);
    const entry = this.kept.get(key);
    if (entry) return entry.fingerprint === fingerprint ? entry.answer : Promise.resolve(KEY_REUSED);
    const answer = run();
    this.kept.set(key, { fingerprint, at: now, answer });
    // A mutation that failed outright gave no answer: its key is free for the next attempt.
    answer.catch(() => this.kept.delete(key));
    return answer;
  }
}
