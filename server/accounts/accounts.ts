import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Role } from '../../domain/__generated__/resolvers-types';
import type { UserRow } from '../../domain/fixtures/session';
import { ACCOUNT_DEACTIVATED, AWAITING_APPROVAL, DEALERSHIP_INACTIVE, ENROLMENT_REJECTED, type FieldError } from '../../src/lib/validation';
import type { SignInLimits } from '../config';
import type { Row, SqlExecutor } from '../sql/database';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SignInThrottle } from './throttle';
import { userRecordJson, userRecordOf } from '../repositories/users';

/** How long a session lasts: 12 hours, or 30 days with "Remember me". */
export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;

export const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

export type Account = Row<'accounts'>;
export type SessionRecord = Row<'sessions'>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The session's row id: the table stores the token's digest, never the token the cookie carries. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionLifetimeMs(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
}

/** How long a remembered session may go unused: a week (an unremembered one, `SessionLimits.idleMinutes`). */
export const REMEMBERED_SESSION_IDLE_MINUTES = 7 * 24 * 60;

/** A session's last use is written again only when it is older than this, not on every request. */
const LAST_SEEN_STEP_MS = 60_000;

export interface SessionLimits {
  /** How long a session without "Remember me" may go unused before it ends (PORTAL_SESSION_IDLE_MINUTES). */
  idleMinutes: number;
}

function tooManyFailures(minutes: number): FieldError {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return { field: null, message: `Too many failed sign-in attempts. Try again in ${wait}.`, code: 'RATE_LIMITED' };
}

interface AccountInput {
  email: string;
  password: string;
  role: Role;
  userId: string;
  /** `pending`: a sign-up that waits for an administrator's approval (and cannot sign in until then). */
  status?: 'active' | 'pending' | 'rejected';
}

async function newAccountRow(input: AccountInput) {
  return {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    password_hash: await hashPassword(input.password),
    role: input.role,
    user_id: input.userId,
    password_updated_at: null,
    status: input.status ?? 'active',
  };
}

/** Accounts, their sessions and the record of failed sign-ins, in the SQL store. */
export class Accounts {
  constructor(
    private readonly limits: SignInLimits,
    private readonly sessions: SessionLimits = { idleMinutes: 120 },
  ) {}

  async findByEmail(db: SqlExecutor, email: string): Promise<Account | undefined> {
    return db.selectFrom('accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  }

  /** The account a provider's person (issuer and subject) is linked to; undefined when none is. */
  async findByIdentity(db: SqlExecutor, issuer: string, subject: string): Promise<Account | undefined> {
    return db
      .selectFrom('account_identities')
      .innerJoin('accounts', 'accounts.id', 'account_identities.account_id')
      .selectAll('accounts')
      .where('account_identities.issuer', '=', issuer)
      .where('account_identities.subject', '=', subject)
      .executeTakeFirst();
  }

  /** Links a provider's person to an account, once: a second link of the same person keeps the first. */
  async linkIdentity(db: SqlExecutor, issuer: string, subject: string, account: Account): Promise<void> {
    await db
      .insertInto('account_identities')
      .values({ issuer, subject, account_id: account.id })
      .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
      .execute();
  }

  async create(db: SqlExecutor, input: AccountInput): Promise<Account> {
    return db.insertInto('accounts').values(await newAccountRow(input)).returningAll().executeTakeFirstOrThrow();
  }

  /** A sign-up outside demo mode: the account, pending, and its request for the administrators to decide. */
  async requestEnrolment(db: SqlExecutor, input: Omit<AccountInput, 'status'>, dealerNumber: string | null, now: Date): Promise<Account> {
    const account = await this.create(db, { ...input, status: 'pending' });
    await db.insertInto('enrolment_requests').values({ account_id: account.id, requested_at: now, dealer_number: dealerNumber }).execute();
    return account;
  }

  /**
   * Creates the account, or gives an existing one this password, role and user (the demo accounts at
   * start). One statement, so two processes starting at once both succeed.
   */
  async upsert(db: SqlExecutor, input: AccountInput): Promise<void> {
    const existing = await this.findByEmail(db, input.email);
    if (
      existing?.password_hash &&
      existing.role === input.role &&
      existing.user_id === input.userId &&
      (await verifyPassword(input.password, existing.password_hash))
    )
      return;
    const row = await newAccountRow(input);
    await db
      .insertInto('accounts')
      .values(row)
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ password_hash: row.password_hash, role: row.role, user_id: row.user_id }))
      .execute();
  }

  /**
   * Checks an e-mail address and password for a client at `address`. Each attempt is counted first,
   * per address and per account (server/accounts/throttle.ts), outside any transaction: after
   * `maxFailures` for one account within the window, or `maxFailuresPerAddress` from one client,
   * sign-in is refused before any hash is made, whatever the password, until the window has passed.
   * After the first failure each answer should wait longer (`delayMs`, doubling, at most 2 s; the
   * caller waits after the operation). A right password starts the account's count again.
   */
  async verify(
    db: SqlExecutor,
    throttle: SignInThrottle,
    email: string,
    password: string,
    address: string,
  ): Promise<{ account: Account } | { errors: FieldError[]; delayMs: number }> {
    const key = normalizeEmail(email);
    const attempt = await throttle.attempt(key, address);
    if (!attempt.allowed) return { errors: [tooManyFailures(Math.ceil(attempt.retryMs / 60_000))], delayMs: 0 };
    const account = await this.findByEmail(db, key);
    // An account without a password yet (npm run admin:create) is checked against the decoy too, and never matches.
    const matches = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
    if (account?.password_hash && matches) {
      await throttle.succeeded(key, address);
      if (account.status === 'rejected') return { errors: [{ field: null, message: ENROLMENT_REJECTED, code: 'ENROLMENT_REJECTED' }], delayMs: 0 };
      if (account.status === 'deactivated') return { errors: [{ field: null, message: ACCOUNT_DEACTIVATED, code: 'DEACTIVATED' }], delayMs: 0 };
      if (account.status !== 'active') return { errors: [{ field: null, message: AWAITING_APPROVAL, code: 'PENDING_APPROVAL' }], delayMs: 0 };
      if (await inactiveDealership(db, account.user_id)) return { errors: [{ field: null, message: DEALERSHIP_INACTIVE, code: 'DEALERSHIP_INACTIVE' }], delayMs: 0 };
      // A hash made at an older, lower cost is made again now that the password is known.
      if (needsRehash(account.password_hash)) {
        const rehashed = await hashPassword(password);
        await db.updateTable('accounts').set({ password_hash: rehashed }).where('id', '=', account.id).execute();
        return { account: { ...account, password_hash: rehashed } };
      }
      return { account };
    }
    const delayMs = attempt.attempts > 1 ? Math.min(this.limits.failureDelayMs * 2 ** (attempt.attempts - 2), 2000) : 0;
    if (attempt.attempts >= this.limits.maxFailures) return { errors: [tooManyFailures(Math.ceil(attempt.retryMs / 60_000))], delayMs };
    return { errors: [{ field: null, message: WRONG_CREDENTIALS, code: 'INVALID_CREDENTIALS' }], delayMs };
  }

  /**
   * Changes the password, ends every other session of the account, and rotates the current one: the
   * token the request came with stops working and the returned one takes its place.
   */
  async changePassword(
    db: SqlExecutor,
    account: Account,
    currentToken: string,
    current: string,
    next: string,
    now: Date,
  ): Promise<{ errors: FieldError[] } | { errors: []; token: string; expiresAt: Date }> {
    if (!account.password_hash || !(await verifyPassword(current, account.password_hash))) {
      return { errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD, code: 'INVALID_CREDENTIALS' }] };
    }
    await db.updateTable('accounts').set({ password_hash: await hashPassword(next), password_updated_at: now }).where('id', '=', account.id).execute();
    const ended = await db.deleteFrom('sessions').where('account_id', '=', account.id).returningAll().execute();
    const mine = ended.find((session) => session.id === sessionId(currentToken));
    const remember = mine ? new Date(mine.expires_at).getTime() - new Date(mine.created_at).getTime() > SESSION_HOURS * 3_600_000 : false;
    const { token, expiresAt } = await this.startSession(db, account, remember, now, mine?.role);
    return { errors: [], token, expiresAt };
  }

  /** Starts a session; returns the token for the cookie (only its digest is stored). */
  async startSession(db: SqlExecutor, account: Account, remember: boolean, now: Date, role: Role = account.role): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + sessionLifetimeMs(remember));
    await db
      .insertInto('sessions')
      .values({
        id: sessionId(token),
        account_id: account.id,
        role,
        expires_at: expiresAt,
        last_seen_at: now,
        idle_minutes: remember ? REMEMBERED_SESSION_IDLE_MINUTES : this.sessions.idleMinutes,
      })
      .execute();
    // Sessions that ran out are removed as new ones start, so the table holds live ones.
    await db.deleteFrom('sessions').where('account_id', '=', account.id).where('expires_at', '<=', now).execute();
    return { token, expiresAt };
  }

  /**
   * The live session a cookie's token names, with its account; undefined when none is. A session is
   * live until it expires and while it is used: one unused for longer than its idle time has ended.
   * Each use moves its last use on (in steps of a minute).
   */
  async session(db: SqlExecutor, token: string, now: Date): Promise<{ session: SessionRecord; account: Account } | undefined> {
    const found = await this.sessionWith(db, token, now, null);
    return found && { session: found.session, account: found.account };
  }

  /**
   * As `session`, with what an operation reads next in the same statement (docs/server.md, "Tenancy"): the
   * user the session acts as (`viewerUser`: the account's own user in its own role, or null), and the
   * dealerships' change marker the dealer directory is kept by. `sampleUsers`: in demo mode, the user a
   * session of another role than its account's acts as (the role switch); null outside it.
   */
  async identify(db: SqlExecutor, token: string, now: Date, sampleUsers: Readonly<Record<Role, string>> | null) {
    const others = Object.entries(sampleUsers ?? {}).map(([role, id]) => sql`when ${role} then ${id}`);
    const otherwise = others.length > 0 ? sql`else case sessions.role ${sql.join(others, sql` `)} end` : sql``;
    return this.sessionWith(db, token, now, sql<string | null>`case when sessions.role = accounts.role then accounts.user_id ${otherwise} end`);
  }

  private async sessionWith(db: SqlExecutor, token: string, now: Date, viewerUserId: RawBuilder<string | null> | null) {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select([
        'sessions.id as session_id',
        'sessions.role as session_role',
        'sessions.expires_at',
        'sessions.created_at as session_created_at',
        'sessions.last_seen_at',
        'sessions.idle_minutes',
        'accounts.id',
        'accounts.email',
        'accounts.password_hash',
        'accounts.role',
        'accounts.user_id',
        'accounts.created_at',
        'accounts.password_updated_at',
        'accounts.status',
        'accounts.invited_at',
        sql<unknown>`${viewerUserId === null ? sql`null` : userRecordJson(viewerUserId)}`.as('viewer_user'),
        sql<string | null>`${viewerUserId === null ? sql`null` : sql`(select revision from dealerships_revision where id = 1)`}`.as('dealers_revision'),
      ])
      .where('sessions.id', '=', sessionId(token))
      .where('accounts.status', '=', 'active')
      // A member of a deactivated dealership (the Dealerships screen) is signed out at once.
      .where(sql<boolean>`not exists (select 1 from users u join dealerships d on d.id = u.dealership_id where u.id = accounts.user_id and d.status = 'INACTIVE')`)
      .where('sessions.expires_at', '>', now)
      .where(sql<boolean>`sessions.last_seen_at > ${now}::timestamptz - make_interval(mins => sessions.idle_minutes)`)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_id, session_role, expires_at, session_created_at, last_seen_at, idle_minutes, viewer_user, dealers_revision, ...account } = row;
    if (now.getTime() - new Date(last_seen_at).getTime() >= LAST_SEEN_STEP_MS) {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session_id).execute();
    }
    return {
      session: { id: session_id, account_id: account.id, role: session_role, expires_at, created_at: session_created_at, last_seen_at: now, idle_minutes },
      account,
      viewerUser: viewer_user === null ? null : userRecordOf(viewer_user),
      dealersRevision: dealers_revision === null ? null : Number(dealers_revision),
    };
  }

  async endSession(db: SqlExecutor, token: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', sessionId(token)).execute();
  }

  async setSessionRole(db: SqlExecutor, token: string, role: Role): Promise<void> {
    await db.updateTable('sessions').set({ role }).where('id', '=', sessionId(token)).execute();
  }
}

/** A new user's notification choices when there is no sample user of its role to copy them from. */
export const NEW_USER_PREFERENCES: UserRow['notificationPreferences'] = {
  promotions: true,
  rewards: true,
  training: true,
  marketing: false,
  security: true,
  newsletter: false,
  product: true,
  email: true,
  claimUpdates: true,
};

/** Whether the user an account signs in as belongs to a dealership an administrator deactivated. */
async function inactiveDealership(db: SqlExecutor, userId: string): Promise<boolean> {
  const { rows } = await sql<{ inactive: boolean }>`
    select exists (select 1 from users u join dealerships d on d.id = u.dealership_id where u.id = ${userId} and d.status = 'INACTIVE') as inactive`.execute(db);
  return rows[0]?.inactive === true;
}
