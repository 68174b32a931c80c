import type { Role } from '../__generated__/resolvers-types';
import type { Database } from '../db';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID } from '../fixtures/constants';
import type { DealershipRow, NotificationPreferencesRow, PasswordResetRow, UserRow } from '../fixtures/session';

/**
 * The portal's users (their profiles and notification preferences), the dealerships whose business
 * details their dealers keep on Profile Settings, and the password resets asked for, as every store
 * keeps them (docs/server.md, "Where the data lives"): the in-browser server in its database
 * (`MemoryUsers`, mocks/repositories/users.ts), the HTTP server in the `users`, `dealerships` and `password_reset_requests` tables
 * (server/repositories/users.ts); tests/server/users.test.ts runs one contract on each.
 *
 * The rules (what a field accepts, who may change what) live in src/lib/validation and the profile and
 * session resolvers. A store's part: a change is written field by field over the stored row, so two
 * changes made at once to different fields both stay, and a preference change never drops another one.
 */

/** The user each role's demo session acts as (the role switcher; the in-browser sign-in). */
export const SAMPLE_USER_IDS: Readonly<Record<Role, string>> = {
  DEALER: DEALER_USER_ID,
  COMFORT_ADVISOR: ADVISOR_USER_ID,
  CLIENT_ADMIN: ADMIN_USER_ID,
};

export type PersonalChange = Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'jobTitle'>;
export type DealershipChange = Partial<Omit<DealershipRow, 'id' | 'dealerNumber'>>;

/** A user with their dealership (null for client admins), as a session's viewer is read. */
export interface UserRecord {
  user: UserRow;
  dealership: DealershipRow | null;
}

/** A dealer or comfort advisor as the training leaderboard ranks them. */
export interface Member {
  id: string;
  name: string;
  dealership: string;
}

export interface UsersRepository {
  /** The user of an id, with their dealership; null when there is none. */
  byId(id: string): Promise<UserRecord | null>;
  /** The user who is a participant's account, if the participant has one (sample participants mostly do not). */
  byParticipant(participantId: string): Promise<UserRow | null>;
  /** Whether a user has this e-mail address (compared lower-cased). */
  emailTaken(email: string): Promise<boolean>;
  /** The portal's dealers and comfort advisors who belong to a dealership (not a sign-up awaiting approval), in the order they joined. */
  members(): Promise<Member[]>;
  /** The business name of every dealership that keeps its details in the portal, by id. */
  businessNames(): Promise<Map<string, string>>;
  /** Adds a user (a new account's); their dealership must exist. */
  add(user: UserRow): Promise<void>;
  /** Changes a user's personal details; null when there is no such user. */
  updatePersonal(id: string, change: PersonalChange): Promise<UserRow | null>;
  /** Changes the named notification preferences and keeps the others; null when there is no such user. */
  updatePreferences(id: string, change: Partial<NotificationPreferencesRow>): Promise<UserRow | null>;
  /** Records when the user's password last changed; null when there is no such user. */
  passwordChanged(id: string, at: string): Promise<UserRow | null>;
  /** Changes the named business details of a dealership; null when there is none. */
  updateDealership(id: string, change: DealershipChange): Promise<DealershipRow | null>;
  /** Records a password reset asked for an address. */
  requestPasswordReset(request: PasswordResetRow): Promise<void>;
}

/** A copy of a user row that shares nothing with it (its preferences are an object of their own). */
export function copyUser(user: UserRow): UserRow {
  return { ...user, notificationPreferences: { ...user.notificationPreferences } };
}

/**
 * The viewer of a role in the in-browser server, read at once when an operation's context is made. It
 * stays in the core with `memoryViewer` because the session's resolvers (domain/resolvers/mutations/session.ts)
 * refresh the in-browser viewer with it; the HTTP server's accounts replace those fields.
 */
export function memoryUserRecord(db: Database, id: string): UserRecord | null {
  const user = db.data.users.find((row) => row.id === id);
  if (!user) return null;
  const dealership = user.dealershipId ? (db.data.dealerships.find((row) => row.id === user.dealershipId) ?? null) : null;
  return { user: copyUser(user), dealership: dealership ? { ...dealership } : null };
}

/** The in-browser session's viewer: the sample user of the role shown, with their dealership. */
export function memoryViewer(db: Database, role: Role): { user: UserRow; role: Role; dealership: DealershipRow | null } | null {
  const record = memoryUserRecord(db, SAMPLE_USER_IDS[role]);
  return record ? { ...record, role } : null;
}
