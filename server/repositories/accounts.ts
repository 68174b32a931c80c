import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AccountStatus, Role } from '../../domain/__generated__/resolvers-types';
import { EMAIL_TAKEN, newDealership, type AccountQuery, type AccountRecord, type AccountsRepository, type Invitation, type NewInvitation } from '../../domain/repositories/accounts';
import { SAMPLE_USER_IDS } from '../../domain/repositories/users';
import { NEW_USER_PREFERENCES, normalizeEmail } from '../accounts/accounts';
import { createPasswordLink, INVITATION_LINK_MS, setPasswordUrl } from '../accounts/password-links';
import { invitationMessage } from '../mail/messages';
import { enqueue } from '../mail/outbox';
import type { SqlExecutor } from '../sql/database';
import { SqlUsers } from './users';

/** Where an invitation's link points and how the operation learns a message waits (server/graphql.ts wakes the delivery worker). */
export interface InvitationMail {
  /** The portal's address for the links in e-mail (PORTAL_PUBLIC_URL, else the request's host). */
  origin: string;
  queued(): void;
}

const STATUS: Record<string, AccountStatus> = { active: 'ACTIVE', invited: 'INVITED', pending: 'PENDING_APPROVAL', deactivated: 'DEACTIVATED' };
const STATUS_COLUMN: Record<AccountStatus, string> = { ACTIVE: 'active', INVITED: 'invited', PENDING_APPROVAL: 'pending', DEACTIVATED: 'deactivated' };
const ROLE_LABELS: Record<Role, string> = { DEALER: 'a dealer', COMFORT_ADVISOR: 'a comfort advisor', CLIENT_ADMIN: 'a program administrator' };

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * The HTTP server's store: `accounts` joined to the `users` they sign in as. An invitation writes the
 * user, the INVITED account without a password, its link's token digest (`password_tokens`, purpose
 * `invite`, 7 days) and its e-mail (the outbox) in the operation's transaction: all of them, or none.
 */
export class SqlAccounts implements AccountsRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly mail: InvitationMail | null,
  ) {}

  private select() {
    return this.db
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.email', 'a.role', 'a.status', 'a.user_id', 'a.created_at', 'a.invited_at', 'u.first_name', 'u.last_name', 'u.dealership_id']);
  }

  private static toRecord(row: {
    id: string;
    email: string;
    role: string;
    status: string;
    user_id: string;
    created_at: Date | string;
    invited_at: Date | string | null;
    first_name: string;
    last_name: string;
    dealership_id: string | null;
  }): AccountRecord {
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role as Role,
      status: STATUS[row.status] ?? 'ACTIVE',
      dealerId: row.dealership_id,
      userId: row.user_id,
      createdAt: iso(row.created_at)!,
      invitedAt: iso(row.invited_at),
    };
  }

  async list(query: AccountQuery): Promise<AccountRecord[]> {
    let select = this.select();
    if (query.role) select = select.where('a.role', '=', query.role);
    if (query.status) select = select.where('a.status', '=', STATUS_COLUMN[query.status]);
    if (query.dealerId) select = select.where('u.dealership_id', '=', query.dealerId);
    const search = query.search?.trim().toLowerCase();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      select = select.where(sql<boolean>`(lower(u.first_name) like ${pattern} or lower(u.last_name) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern} or a.email like ${pattern})`);
    }
    return (await select.execute()).map((row) => SqlAccounts.toRecord(row));
  }

  async byId(id: string): Promise<AccountRecord | null> {
    const row = await this.select().where('a.id', '=', id).executeTakeFirst();
    return row ? SqlAccounts.toRecord(row) : null;
  }

  async byUser(userId: string): Promise<AccountRecord | null> {
    const row = await this.select().where('a.user_id', '=', userId).executeTakeFirst();
    return row ? SqlAccounts.toRecord(row) : null;
  }

  private async ensureDealership(dealer: { id: string; name: string }): Promise<void> {
    const row = newDealership(dealer);
    await this.db
      .insertInto('dealerships')
      .values({
        id: row.id,
        business_name: row.businessName,
        dealer_number: row.dealerNumber,
        business_type: null,
        street_address: '',
        city: '',
        state: '',
        zip_code: '',
        business_phone: '',
        website: '',
        year_established: '',
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  /** A new link for the account, and its e-mail, in this transaction. */
  private async send(record: AccountRecord, now: Date): Promise<boolean> {
    const token = await createPasswordLink(this.db, { id: record.id }, 'invite', now, INVITATION_LINK_MS);
    if (!this.mail) return false;
    const dealership = record.dealerId
      ? ((await this.db.selectFrom('dealerships').select('business_name').where('id', '=', record.dealerId).executeTakeFirst())?.business_name ?? null)
      : null;
    const link = setPasswordUrl(this.mail.origin, token, true);
    await enqueue(this.db, invitationMessage(record.email, { firstName: record.firstName, roleLabel: ROLE_LABELS[record.role], dealership }, link, INVITATION_LINK_MS / 86_400_000));
    this.mail.queued();
    return true;
  }

  async invite(invitation: NewInvitation, now: Date): Promise<Invitation | typeof EMAIL_TAKEN> {
    const email = normalizeEmail(invitation.email);
    const taken = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .unionAll(this.db.selectFrom('users').select('id').where(sql<boolean>`lower(email) = ${email}`))
      .executeTakeFirst();
    if (taken) return EMAIL_TAKEN;
    if (invitation.dealer) await this.ensureDealership(invitation.dealer);
    const users = new SqlUsers(this.db);
    const template = await users.byId(SAMPLE_USER_IDS[invitation.role]);
    const userId = `USR-${randomUUID()}`;
    // The user first: the account names it.
    await users.add({
      id: userId,
      role: invitation.role,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email,
      phone: '',
      jobTitle: '',
      avatarUrl: null,
      dealershipId: invitation.dealer?.id ?? null,
      participantId: null,
      organization: invitation.role === 'CLIENT_ADMIN' ? (template?.user.organization ?? null) : null,
      location: null,
      notificationPreferences: { ...(template?.user.notificationPreferences ?? NEW_USER_PREFERENCES) },
      passwordUpdatedAt: null,
    });
    const id = randomUUID();
    await this.db
      .insertInto('accounts')
      .values({ id, email, password_hash: null, role: invitation.role, user_id: userId, password_updated_at: null, status: 'invited', created_at: now, invited_at: now })
      .execute();
    const account = (await this.byId(id))!;
    return { account, mailed: await this.send(account, now) };
  }

  async resendInvitation(id: string, now: Date): Promise<Invitation> {
    // The earlier links stop working: only the newest one is open.
    await this.db.updateTable('password_tokens').set({ used_at: now }).where('account_id', '=', id).where('used_at', 'is', null).execute();
    await this.db.updateTable('accounts').set({ invited_at: now }).where('id', '=', id).execute();
    const account = (await this.byId(id))!;
    return { account, mailed: await this.send(account, now) };
  }

  async changeRole(id: string, role: Role, dealer: { id: string; name: string } | null): Promise<AccountRecord | null> {
    const account = await this.db.updateTable('accounts').set({ role }).where('id', '=', id).returning(['user_id']).executeTakeFirst();
    if (!account) return null;
    if (dealer) await this.ensureDealership(dealer);
    const user = await this.db.selectFrom('users').select(['dealership_id']).where('id', '=', account.user_id).executeTakeFirst();
    const sameDealership = user?.dealership_id === (dealer?.id ?? null);
    await this.db
      .updateTable('users')
      .set({ role, dealership_id: dealer?.id ?? null, ...(sameDealership ? {} : { participant_id: null }) })
      .where('id', '=', account.user_id)
      .execute();
    // Its sessions showed the old role: the person signs in again as the new one.
    await this.db.deleteFrom('sessions').where('account_id', '=', id).execute();
    return this.byId(id);
  }

  async setActive(id: string, active: boolean, now: Date): Promise<AccountRecord | null> {
    if (active) {
      // An invitation nobody followed is open again (with a new link from "Resend invitation"); any other account signs in again.
      await this.db
        .updateTable('accounts')
        .set({ status: sql<string>`case when password_hash is null and invited_at is not null then 'invited' else 'active' end` })
        .where('id', '=', id)
        .where('status', '=', 'deactivated')
        .execute();
    } else {
      await this.db.updateTable('accounts').set({ status: 'deactivated' }).where('id', '=', id).execute();
      // At once: every session ends and every open link stops working.
      await this.db.deleteFrom('sessions').where('account_id', '=', id).execute();
      await this.db.updateTable('password_tokens').set({ used_at: now }).where('account_id', '=', id).where('used_at', 'is', null).execute();
    }
    return this.byId(id);
  }
}
