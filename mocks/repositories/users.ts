import type { Database } from '../../domain/db';
import type { DealershipRow, NotificationPreferencesRow, PasswordResetRow, UserRow } from '../../domain/fixtures/session';
import { copyUser, memoryUserRecord, type DealershipChange, type Member, type PersonalChange, type UserRecord, type UsersRepository } from '../../domain/repositories/users';

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
    return user ? copyUser(user) : null;
  }

  async emailTaken(email: string): Promise<boolean> {
    const key = email.trim().toLowerCase();
    return this.db.data.users.some((row) => row.email.toLowerCase() === key);
  }

  async members(): Promise<Member[]> {
    const names = await this.businessNames();
    return this.db.data.users
      .filter((user) => (user.role === 'DEALER' || user.role === 'COMFORT_ADVISOR') && user.dealershipId !== null)
      .map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`, dealership: (user.dealershipId && names.get(user.dealershipId)) || '' }));
  }

  async businessNames(): Promise<Map<string, string>> {
    return new Map(this.db.data.dealerships.map((row) => [row.id, row.businessName]));
  }

  async add(user: UserRow): Promise<void> {
    this.db.data.users.push(copyUser(user));
    this.db.commit();
  }

  private change(id: string, apply: (user: UserRow) => void): UserRow | null {
    const user = this.row(id);
    if (!user) return null;
    apply(user);
    this.db.commit();
    return copyUser(user);
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
    // The network's row of the dealership (the Dealerships screen) holds its name and address too.
    const network = this.db.data.dealers.find((row) => row.id === id);
    if (network) {
      const { businessName, streetAddress, city, state, zipCode } = dealership;
      Object.assign(network, { name: businessName, streetAddress, city, state, zipCode });
    }
    this.db.commit();
    return { ...dealership };
  }

  async requestPasswordReset(request: PasswordResetRow): Promise<void> {
    this.db.data.passwordResets.push({ ...request });
    this.db.commit();
  }
}
