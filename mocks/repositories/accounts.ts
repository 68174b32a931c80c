import type { AccountStatus, Role } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import type { AccountStateRow } from '../../domain/fixtures/accounts';
import type { UserRow } from '../../domain/fixtures/session';
import { EMAIL_TAKEN, newDealership, type AccountQuery, type AccountRecord, type AccountsRepository, type Invitation, type NewInvitation } from '../../domain/repositories/accounts';
import { SAMPLE_USER_IDS } from '../../domain/repositories/users';

/** Whether an account matches a search: its first, last or full name, or its e-mail address, case-insensitive. */
export function matchesSearch(record: Pick<AccountRecord, 'firstName' | 'lastName' | 'email'>, search: string | null | undefined): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return true;
  return [record.firstName, record.lastName, `${record.firstName} ${record.lastName}`, record.email].some((text) => text.toLowerCase().includes(needle));
}

/**
 * The in-browser store: each user of the database's `users` is an account, ACTIVE unless its row in
 * `accountStates` says otherwise. An invitation adds an INVITED user and sends no e-mail (this server
 * has none to send); nobody can follow an invitation here.
 */
export class MemoryAccounts implements AccountsRepository {
  constructor(private readonly db: Database) {}

  private record(user: UserRow): AccountRecord {
    const state = this.db.data.accountStates.find((row) => row.userId === user.id);
    return {
      id: user.id,
      email: user.email.toLowerCase(),
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      status: (state?.status ?? 'ACTIVE') as AccountStatus,
      dealerId: user.dealershipId,
      userId: user.id,
      createdAt: state?.createdAt ?? this.db.data.createdAt,
      invitedAt: state?.invitedAt ?? null,
    };
  }

  async list(query: AccountQuery): Promise<AccountRecord[]> {
    return this.db.data.users
      .map((user) => this.record(user))
      .filter(
        (record) =>
          (!query.role || record.role === query.role) &&
          (!query.status || record.status === query.status) &&
          (!query.dealerId || record.dealerId === query.dealerId) &&
          matchesSearch(record, query.search),
      );
  }

  async byId(id: string): Promise<AccountRecord | null> {
    const user = this.db.data.users.find((row) => row.id === id);
    return user ? this.record(user) : null;
  }

  async byUser(userId: string): Promise<AccountRecord | null> {
    return this.byId(userId);
  }

  async invite(invitation: NewInvitation, now: Date): Promise<Invitation | typeof EMAIL_TAKEN> {
    const email = invitation.email.trim().toLowerCase();
    if (this.db.data.users.some((row) => row.email.toLowerCase() === email)) return EMAIL_TAKEN;
    const data = this.db.data;
    if (invitation.dealer && !data.dealerships.some((row) => row.id === invitation.dealer?.id)) data.dealerships.push(newDealership(invitation.dealer));
    const template = data.users.find((row) => row.id === SAMPLE_USER_IDS[invitation.role]);
    const id = `USR-${crypto.randomUUID()}`;
    data.users.push({
      id,
      role: invitation.role,
      firstName: invitation.firstName.trim(),
      lastName: invitation.lastName.trim(),
      email,
      phone: '',
      jobTitle: '',
      avatarUrl: null,
      dealershipId: invitation.dealer?.id ?? null,
      participantId: null,
      organization: invitation.role === 'CLIENT_ADMIN' ? (template?.organization ?? null) : null,
      location: null,
      notificationPreferences: { ...(template?.notificationPreferences ?? NEW_PREFERENCES) },
      passwordUpdatedAt: null,
    });
    data.accountStates.push({ userId: id, status: 'INVITED', createdAt: now.toISOString(), invitedAt: now.toISOString() });
    this.db.commit();
    return { account: (await this.byId(id))!, mailed: false };
  }

  async resendInvitation(id: string, now: Date): Promise<Invitation> {
    const state = this.state(id);
    if (state) state.invitedAt = now.toISOString();
    this.db.commit();
    return { account: (await this.byId(id))!, mailed: false };
  }

  private state(userId: string): AccountStateRow | undefined {
    return this.db.data.accountStates.find((row) => row.userId === userId);
  }

  async changeRole(id: string, role: Role, dealer: { id: string; name: string } | null): Promise<AccountRecord | null> {
    const user = this.db.data.users.find((row) => row.id === id);
    if (!user) return null;
    if (dealer && !this.db.data.dealerships.some((row) => row.id === dealer.id)) this.db.data.dealerships.push(newDealership(dealer));
    user.role = role;
    user.dealershipId = dealer?.id ?? null;
    if (!dealer || user.dealershipId !== dealer.id) user.participantId = null;
    this.db.commit();
    return this.record(user);
  }

  async setActive(id: string, active: boolean): Promise<AccountRecord | null> {
    const user = this.db.data.users.find((row) => row.id === id);
    if (!user) return null;
    const states = this.db.data.accountStates;
    const state = this.state(id);
    if (active) {
      // An invitation nobody followed is open again; any other account signs in again.
      if (state) {
        if (state.invitedAt) state.status = 'INVITED';
        else states.splice(states.indexOf(state), 1);
      }
    } else if (state) state.status = 'DEACTIVATED';
    else states.push({ userId: id, status: 'DEACTIVATED', createdAt: null, invitedAt: null });
    this.db.commit();
    return this.record(user);
  }
}

const NEW_PREFERENCES: UserRow['notificationPreferences'] = {
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
