import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Account } from './accounts';
import { hashPassword } from './passwords';
import type { SqlExecutor } from '../sql/database';
import { enrolParticipant } from '../repositories/enrolments';

/** How long a password reset's link works: 1 hour. */
export const RESET_LINK_MS = 60 * 60_000;
/** How long the link `npm run admin:create` prints works: 7 days, time to pass it on to the administrator. */
export const ADMIN_LINK_MS = 7 * 24 * 60 * 60_000;

/** How long an invitation's link works: 7 days (docs/server.md, "Invitations"). */
export const INVITATION_LINK_MS = 7 * 24 * 60 * 60_000;

/** What a link is for: a reset asked for on the sign-in page, a new administrator's first password, or an invitation. */
export type PasswordLinkPurpose = 'reset' | 'set' | 'invite';

/** A link token's row id: the table keeps the SHA-256 digest of the token, never the token. */
export function passwordTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page that takes a link's token (src/screens/set-password) at the portal's address `origin`. */
export function setPasswordUrl(origin: string, token: string, invitation = false): string {
  return `${origin.replace(/\/+$/, '')}/set-password?token=${encodeURIComponent(token)}${invitation ? '&invitation=1' : ''}`;
}

/**
 * Makes a one-time link for the account: a random token of 32 bytes, of which only the digest is
 * stored, working once until `now + lifetimeMs`. Returns the token for the link.
 */
export async function createPasswordLink(db: SqlExecutor, account: Pick<Account, 'id'>, purpose: PasswordLinkPurpose, now: Date, lifetimeMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_tokens')
    .values({ id: passwordTokenDigest(token), account_id: account.id, purpose, created_at: now, expires_at: new Date(now.getTime() + lifetimeMs), used_at: null })
    .execute();
  return token;
}

/**
 * Sets an account's password with a link's token, in the caller's transaction: the link is marked used
 * in the statement that finds it (so of two uses at once, one sets the password), every other link of
 * the account stops working, and every session of the account ends. An invitation's link also makes the
 * INVITED account active (docs/server.md, "Invitations"), and a dealership's invited dealer or comfort
 * advisor a program participant, as an approved sign-up is. Returns the account and the link's purpose, or
 * null when the token is unknown, expired or used (nothing changes).
 */
export async function setPasswordWithLink(db: SqlExecutor, token: string, password: string, now: Date): Promise<{ account: Account; purpose: PasswordLinkPurpose } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const used = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('id', '=', passwordTokenDigest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'purpose'])
    .executeTakeFirst();
  if (!used) return null;
  const purpose = used.purpose as PasswordLinkPurpose;
  const account = await db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(password), password_updated_at: now })
    .$if(purpose === 'invite', (query) => query.set({ status: sql<string>`case when status = 'invited' then 'active' else status end` }))
    .where('id', '=', used.account_id)
    .returningAll()
    .executeTakeFirst();
  if (!account) return null;
  await db.updateTable('password_tokens').set({ used_at: now }).where('account_id', '=', account.id).where('used_at', 'is', null).execute();
  await db.deleteFrom('sessions').where('account_id', '=', account.id).execute();
  await sql`update users set password_updated_at = ${now.toISOString()}::timestamptz where id = ${account.user_id}`.execute(db);
  if (purpose === 'invite') await joinProgram(db, account.user_id, now);
  return { account, purpose };
}

/** An invited member of a dealership who is not yet a participant becomes one (`enrolParticipant`). */
async function joinProgram(db: SqlExecutor, userId: string, now: Date): Promise<void> {
  const member = await db
    .selectFrom('users')
    .innerJoin('dealerships', 'dealerships.id', 'users.dealership_id')
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.role', 'users.participant_id', 'dealerships.id as dealer_id', 'dealerships.city', 'dealerships.state'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!member || member.participant_id || (member.role !== 'DEALER' && member.role !== 'COMFORT_ADVISOR')) return;
  await enrolParticipant(db, {
    userId,
    name: `${member.first_name} ${member.last_name}`.trim(),
    email: member.email,
    role: member.role,
    dealer: { id: member.dealer_id, location: [member.city, member.state].filter(Boolean).join(', ') },
    today: now.toISOString().slice(0, 10),
  });
}
