import type { Role } from '../__generated__/resolvers-types';
import type { Database } from '../db';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID } from '../fixtures/constants';
import type { DealershipRow, NotificationPreferencesRow, PasswordResetRow, UserRow } from '../fixtures/session';

/**
 * The portal's users (their profiles and notification preferences), the dealerships whose business
 * details their dealers keep on Profile Settings, and the password resets asked for, as every store
 * keeps them (docs/server.md, "Where the data lives"): the in-browser server in its database
 * (`MemoryUsers`), the HTTP server in the `users`, `dealerships` and `password_reset_requests` tables
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
  /** The portal's dealers and comfort advisors, in the order they joined. */
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

function copy(user: UserRow): UserRow {
  return { ...user, notificationPreferences: { ...user.notificationPreferences } };
}

/** The viewer of a role in the in-browser server, read at once when an operation's context is made. */
export function memoryUserRecord(db: Database, id: string): UserRecord | null {
  const user = db.data.users.find((row) => row.id === id);
  if (!user) return null;
  const dealership = user.dealershipId ? (db.data.dealerships.find((row) => row.id === user.dealershipId) ?? null) : null;
  return { user: copy(user), dealership: dealership ? { ...dealership } : null };
}

/** The in-browser session's viewer: the sample user of the role shown, with their dealership. */
export function memoryViewer(db: Database, role: Role): { user: UserRow; role: Role; dealership: DealershipRow | null } | null {
  const record = memoryUserRecord(db, SAMPLE_USER_IDS[role]);
  return record ? { ...record, role } : null;
}

/** The in-browser store: the database's `users`, `dealerships` and `passwordResets` collections. */
export class MemoryUsers implements UsersRepository {
  constructor(private readonly db: Database) {}

  private row(id: string): UserRow | undefined {
    return this.db.data.users.find((user) => user.id === id);
  }

  async byId(id: string): Promise<UserRecord | null> {
    return memoryUserRecord(this.db, id);
  }

  async byParticipant(participantId: string): Promise<UserRow | null> {
    const user = this.db.data.users.find((row) => row.participantId === participantId);
    return user ? copy(user) : null;
  }

  async emailTaken(email: string): Promise<boolean> {
    const key = email.trim().toLowerCase();
    return this.db.data.users.some((row) => row.email.toLowerCase() === key);
  }

  async members(): Promise<Member[]> {
    const names = await this.businessNames();
    return this.db.data.users
      .filter((user) => user.role === 'DEALER' || user.role === 'COMFORT_ADVISOR')
      .map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`, dealership: (user.dealershipId && names.get(user.dealershipId)) || '' }));
  }

  async businessNames(): Promise<Map<string, string>> {
    return new Map(this.db.data.dealerships.map((row) => [row.id, row.businessName]));
  }

  async add(user: UserRow): Promise<void> {
    this.db.data.users.push(copy(user));
    this.db.commit();
  }

  private change(id: string, apply: (user: UserRow) => void): UserRow | null {
    const user = this.row(id);
    if (!user) return null;
    apply(user);
    this.db.commit();
    return copy(user);
  }

  async updatePersonal(id: string, change: PersonalChange): Promise<UserRow | null> {
    return this.change(id, (user) => Object.assign(user, change));
  }

  async updatePreferences(id: string, change: Partial<NotificationPreferencesRow>): Promise<UserRow | null> {
    return this.change(id, (user) => {
      user.notificationPreferences = { ...user.notificationPreferences, ...change };
    });
  }

  async passwordChanged(id: string, at: string): Promise<UserRow | null> {
    return this.change(id, (user) => {
      user.passwordUpdatedAt = at;
    });
  }

  async updateDealership(id: string, change: DealershipChange): Promise<DealershipRow | null> {
    const dealership = this.db.data.dealerships.find((row) => row.id === id);
    if (!dealership) return null;
    Object.assign(dealership, change);
    this.db.commit();
    return { ...dealership };
  }

  async requestPasswordReset(request: PasswordResetRow): Promise<void> {
    this.db.data.passwordResets.push({ ...request });
    this.db.commit();
  }
}
