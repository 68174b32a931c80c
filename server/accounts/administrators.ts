import { randomUUID } from 'node:crypto';
import { SAMPLE_USER_IDS } from '../../domain/repositories/users';
import { SqlUsers } from '../repositories/users';
import type { SqlExecutor } from '../sql/database';
import { NEW_USER_PREFERENCES, normalizeEmail, type Account } from './accounts';
import { ADMIN_LINK_MS, createPasswordLink } from './password-links';

export interface AdministratorLink {
  account: Account;
  /** Whether the account was made now; false when the address had one, which is left as it was. */
  created: boolean;
  /** The link's token (`/set-password?token=…`), working once until `expiresAt`. */
  token: string;
  expiresAt: Date;
}

/** A name given as "First Last": the first word, and the rest. */
function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: 'Program', lastName: 'Administrator' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/**
 * `npm run admin:create` (server/admin-create.ts), in the caller's transaction: an administrator's
 * account without a password, with its user (role CLIENT_ADMIN, no dealership), and a one-time link to
 * choose the password, valid for 7 days. For an address that has an account already, only a fresh link
 * is made: the account, its role, its password and its sessions stay as they are.
 */
export async function administratorLink(db: SqlExecutor, input: { email: string; name?: string }, now: Date): Promise<AdministratorLink> {
  const email = normalizeEmail(input.email);
  const existing = await db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
  if (existing) {
    const token = await createPasswordLink(db, existing, 'set', now, ADMIN_LINK_MS);
    return { account: existing, created: false, token, expiresAt: new Date(now.getTime() + ADMIN_LINK_MS) };
  }
  const users = new SqlUsers(db);
  const template = await users.byId(SAMPLE_USER_IDS.CLIENT_ADMIN);
  const userId = `USR-${randomUUID()}`;
  // The user first: the account names it.
  await users.add({
    id: userId,
    role: 'CLIENT_ADMIN',
    ...splitName(input.name),
    email,
    phone: '',
    jobTitle: 'Program Administrator',
    avatarUrl: null,
    dealershipId: null,
    participantId: null,
    organization: template?.user.organization ?? null,
    location: null,
    notificationPreferences: { ...(template?.user.notificationPreferences ?? NEW_USER_PREFERENCES) },
    passwordUpdatedAt: null,
  });
  const account = await db
    .insertInto('accounts')
    .values({ id: randomUUID(), email, password_hash: null, role: 'CLIENT_ADMIN', user_id: userId, password_updated_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await createPasswordLink(db, account, 'set', now, ADMIN_LINK_MS);
  return { account, created: true, token, expiresAt: new Date(now.getTime() + ADMIN_LINK_MS) };
}
