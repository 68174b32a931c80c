import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { SignInLimits } from '../config';
import type { SqlDb } from '../sql/database';

/** The table both limiters keep their counts in (server/sql/migrations/0022_sign_in_limits.ts). */
export const SIGN_IN_LIMITS_TABLE = 'sign_in_limits';

export type Attempt = { allowed: true; attempts: number; retryMs: number } | { allowed: false; retryMs: number };

/**
 * Sign-in attempts, counted per account and per client address with rate-limiter-flexible in the
 * database (docs/server.md, "Security"). An attempt is counted in one statement before its password is
 * checked, outside the operation's transaction, so attempts at once each count and a refused one costs
 * no hash. A right password gives both points back; the account's count starts again.
 */
export class SignInThrottle {
  private readonly byAccount: RateLimiterPostgres;
  private readonly byAddress: RateLimiterPostgres;

  constructor(db: SqlDb, limits: SignInLimits) {
    // The limiter's queries go through Kysely, which serialises PGlite's one connection and pools PostgreSQL's.
    const storeClient = { query: (query: { text: string; values?: unknown[] }) => db.executeQuery(CompiledQuery.raw(query.text, query.values ?? [])) };
    const common = { storeClient, storeType: 'client', tableName: SIGN_IN_LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout: false, duration: limits.windowMs / 1000 };
    this.byAccount = new RateLimiterPostgres({ ...common, keyPrefix: 'account', points: limits.maxFailures });
    this.byAddress = new RateLimiterPostgres({ ...common, keyPrefix: 'address', points: limits.maxFailuresPerAddress });
  }

  /** Counts an attempt for this e-mail address from this client; refused when either count is spent. */
  async attempt(email: string, address: string): Promise<Attempt> {
    try {
      const [account] = await Promise.all([this.byAccount.consume(email), this.byAddress.consume(address)]);
      return { allowed: true, attempts: account.consumedPoints, retryMs: account.msBeforeNext };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryMs: refusal.msBeforeNext };
      throw refusal;
    }
  }

  /** A right password: the account's count starts again, and the address gets its point back. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.byAccount.delete(email), this.byAddress.reward(address, 1)]);
  }
}
