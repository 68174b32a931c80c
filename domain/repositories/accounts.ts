import type { AccountStatus, Role } from '../__generated__/resolvers-types';
import type { DealershipRow } from '../fixtures/session';

/**
 * The portal's accounts as the Accounts screen and a dealer's Team tab see them (docs/server.md,
 * "Invitations"), as every store keeps them: the in-browser server over its users and the states of
 * their accounts (`MemoryAccounts`, mocks/repositories/accounts.ts), the HTTP server in the `accounts`
 * and `users` tables, with each invitation's link in `password_tokens` and its e-mail in the outbox
 * (server/repositories/accounts.ts).
 *
 * The rules (who may do what, what an input accepts) live in the resolvers and src/lib/validation.
 */

export interface AccountRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: AccountStatus;
  /** The user's dealership (a dealer id); null for administrators and sign-ups awaiting approval. */
  dealerId: string | null;
  /** The portal user the account signs in as. */
  userId: string;
  createdAt: string;
  invitedAt: string | null;
}

export interface AccountQuery {
  search?: string | null;
  role?: Role | null;
  status?: AccountStatus | null;
  /** Only the accounts of this dealership. */
  dealerId?: string | null;
}

export interface NewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The dealership of a dealer or advisor (a dealer id, with its name for a dealership not yet in the portal); null for an administrator. */
  dealer: { id: string; name: string } | null;
}

/** What an invitation did: the account, and whether its e-mail was queued (the in-browser store sends none). */
export interface Invitation {
  account: AccountRecord;
  mailed: boolean;
}

export const EMAIL_TAKEN = Symbol('email taken');

export interface AccountsRepository {
  /** Every account matching the query, in no particular order (the resolver sorts and pages). */
  list(query: AccountQuery): Promise<AccountRecord[]>;
  /** The account of an id; null when there is none. */
  byId(id: string): Promise<AccountRecord | null>;
  /** The account a portal user signs in as; null when there is none. */
  byUser(userId: string): Promise<AccountRecord | null>;
  /**
   * Makes an INVITED account (no password) with its user, and sends the invitation: a link valid for
   * 7 days. EMAIL_TAKEN when an account or user has the address (nothing changes then).
   */
  invite(invitation: NewInvitation, now: Date): Promise<Invitation | typeof EMAIL_TAKEN>;
  /** A new link for an INVITED account; its earlier links stop working. */
  resendInvitation(id: string, now: Date): Promise<Invitation>;
  /** Changes the role and dealership of an account and its user; its sessions end. */
  changeRole(id: string, role: Role, dealer: { id: string; name: string } | null): Promise<AccountRecord | null>;
  /** Deactivates (every session ends, open links stop working) or reactivates an account. */
  setActive(id: string, active: boolean, now: Date): Promise<AccountRecord | null>;
}

/** A dealership that keeps no details in the portal yet: named as enrolled, its dealer fills in the rest on Profile Setup. */
export function newDealership(dealer: { id: string; name: string }): DealershipRow {
  return { id: dealer.id, businessName: dealer.name, dealerNumber: dealer.id, businessType: null, streetAddress: '', city: '', state: '', zipCode: '', businessPhone: '', website: '', yearEstablished: '' };
}
