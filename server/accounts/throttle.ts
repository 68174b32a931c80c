import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { PasswordResetLimits, SignInLimits } from '../config';
import type { SqlDb, SqlExecutor } from '../sql/database';

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

/** The limiters' store on one database or transaction: its queries go through Kysely. */
export function storeOf(db: SqlExecutor) {
  return { query: (query: { text: string; values?: unknown[] }) => db.executeQuery(CompiledQuery.raw(query.text, query.values ?? [])) };
}

/**
 * Password reset requests, counted per e-mail address and per client address in the sign-in limits'
 * table (rate-limiter-flexible), whether or not the address has an account (docs/server.md, "Password
 * reset and new administrators"). A request runs in its operation's transaction, so it is counted there.
 */
export class PasswordResetThrottle {
  constructor(private readonly limits: PasswordResetLimits) {}

  /** Counts a request for this e-mail address from this client on `db`; refused when either count is spent. */
  async attempt(db: SqlExecutor, email: string, address: string): Promise<Attempt> {
    const common = { storeClient: storeOf(db), storeType: 'client', tableName: SIGN_IN_LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout: false, duration: this.limits.windowMs / 1000 };
    const byEmail = new RateLimiterPostgres({ ...common, keyPrefix: 'reset-email', points: this.limits.perEmail });
    const byAddress = new RateLimiterPostgres({ ...common, keyPrefix: 'reset-address', points: this.limits.perAddress });
    try {
      // One after the other: on a transaction, statements run one at a time.
      const address_ = await byAddress.consume(address);
      const email_ = await byEmail.consume(email);
      return { allowed: true, attempts: email_.consumedPoints, retryMs: Math.max(address_.msBeforeNext, email_.msBeforeNext) };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryMs: refusal.msBeforeNext };
      throw refusal;
    }
  }
}
