import { sql, type RawBuilder } from 'kysely';
import type { Role } from '../../domain/__generated__/resolvers-types';
import type { DealershipRow, NotificationPreferencesRow, PasswordResetRow, UserRow } from '../../domain/fixtures/session';
import type { DealershipChange, Member, PersonalChange, UserRecord, UsersRepository } from '../../domain/repositories/users';
import type { Row, SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';

/** A user's row as the statements below select it (all but its joining order). */
type UserColumns = Omit<Row<'users'>, 'number'>;
type DealershipColumns = Row<'dealerships'>;

const USER_COLUMNS = sql`u.id, u.role, u.first_name, u.last_name, u.email, u.phone, u.job_title, u.avatar_url, u.dealership_id, u.participant_id,
  u.organization, u.location, u.notification_preferences, u.password_updated_at`;

/** A dealership's business details, under the names the user's row does not use. */
const DEALERSHIP_COLUMNS = sql`d.id as d_id, d.business_name, d.dealer_number, d.business_type, d.street_address, d.city, d.state, d.zip_code,
  d.business_phone, d.website, d.year_established`;

function toUser(row: UserColumns): UserRow {
  const stored = row.notification_preferences;
  const preferences = (typeof stored === 'string' ? JSON.parse(stored) : stored) as NotificationPreferencesRow;
  return {
    id: row.id,
    role: row.role as Role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    jobTitle: row.job_title,
    avatarUrl: row.avatar_url,
    dealershipId: row.dealership_id,
    participantId: row.participant_id,
    organization: row.organization,
    location: row.location,
    notificationPreferences: { ...preferences },
    passwordUpdatedAt: row.password_updated_at === null ? null : new Date(row.password_updated_at).toISOString(),
  };
}

function toDealership(row: DealershipColumns): DealershipRow {
  return {
    id: row.id,
    businessName: row.business_name,
    dealerNumber: row.dealer_number,
    businessType: row.business_type as DealershipRow['businessType'],
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    businessPhone: row.business_phone,
    website: row.website,
    yearEstablished: row.year_established,
  };
}

type RecordColumns = UserColumns & Partial<DealershipColumns> & { d_id: string | null };

function recordOf(row: RecordColumns): UserRecord {
  return { user: toUser(row), dealership: row.d_id ? toDealership({ ...(row as unknown as DealershipColumns), id: row.d_id }) : null };
}

/** The user `id` names, with their dealership's details, as one JSON value (null when none has the id): read beside other figures in one statement. */
export function userRecordJson(id: RawBuilder<string | null>): RawBuilder<unknown> {
  return sql`(select to_jsonb(x) from (select ${USER_COLUMNS}, ${DEALERSHIP_COLUMNS} from users u left join dealerships d on d.id = u.dealership_id where u.id = ${id}) x)`;
}

/** A user's record from the JSON of `userRecordJson`. */
export function userRecordOf(value: unknown): UserRecord {
  return recordOf((typeof value === 'string' ? JSON.parse(value) : value) as RecordColumns);
}

function userValues(row: UserRow) {
  return {
    id: row.id,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    job_title: row.jobTitle,
    avatar_url: row.avatarUrl,
    dealership_id: row.dealershipId,
    participant_id: row.participantId,
    organization: row.organization,
    location: row.location,
    notification_preferences: JSON.stringify(row.notificationPreferences),
    password_updated_at: row.passwordUpdatedAt,
  };
}

function dealershipValues(row: DealershipRow) {
  return {
    id: row.id,
    business_name: row.businessName,
    dealer_number: row.dealerNumber,
    business_type: row.businessType,
    street_address: row.streetAddress,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    business_phone: row.businessPhone,
    website: row.website,
    year_established: row.yearEstablished,
  };
}

/** A dealership change's fields as its columns; only the fields it names. */
const DEALERSHIP_CHANGE_COLUMNS: Record<keyof DealershipChange, keyof DealershipColumns> = {
  businessName: 'business_name',
  businessType: 'business_type',
  streetAddress: 'street_address',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  businessPhone: 'business_phone',
  website: 'website',
  yearEstablished: 'year_established',
};

/**
 * The portal's users in the `users`, `dealerships` and `password_reset_requests` tables
 * (server/sql/migrations/0020_users.ts). Every change is one statement over the stored row and names only
 * its own columns, so changes made at once to different fields all stay; a preference change merges
 * into the stored preferences (`||`), so two made at once to different preferences both stay.
 */
export class SqlUsers implements UsersRepository {
  constructor(private readonly db: SqlExecutor) {}

  async byId(id: string): Promise<UserRecord | null> {
    const { rows } = await sql<RecordColumns>`
      select ${USER_COLUMNS}, ${DEALERSHIP_COLUMNS}
      from users u left join dealerships d on d.id = u.dealership_id
      where u.id = ${id}`.execute(this.db);
    return rows[0] ? recordOf(rows[0]) : null;
  }

  async byParticipant(participantId: string): Promise<UserRow | null> {
    const { rows } = await sql<UserColumns>`select ${USER_COLUMNS} from users u where u.participant_id = ${participantId} order by u.number limit 1`.execute(this.db);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async emailTaken(email: string): Promise<boolean> {
    const { rows } = await sql<{ taken: boolean }>`select exists (select 1 from users where lower(email) = ${email.trim().toLowerCase()}) as taken`.execute(this.db);
    return rows[0]?.taken === true;
  }

  async members(): Promise<Member[]> {
    const { rows } = await sql<Member>`
      select u.id, u.first_name || ' ' || u.last_name as name, coalesce(d.business_name, '') as dealership
      from users u left join dealerships d on d.id = u.dealership_id
      where u.role in ('DEALER', 'COMFORT_ADVISOR') and u.dealership_id is not null
      order by u.number`.execute(this.db);
    return rows;
  }

  async businessNames(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('dealerships').select(['id', 'business_name']).execute();
    return new Map(rows.map((row) => [row.id, row.business_name]));
  }

  async add(user: UserRow): Promise<void> {
    await this.db.insertInto('users').values(userValues(user)).execute();
  }

  private async changed(query: Promise<{ rows: UserColumns[] }>): Promise<UserRow | null> {
    const { rows } = await query;
    return rows[0] ? toUser(rows[0]) : null;
  }

  async updatePersonal(id: string, change: PersonalChange): Promise<UserRow | null> {
    return this.changed(
      sql<UserColumns>`
        update users u set first_name = ${change.firstName}, last_name = ${change.lastName}, email = ${change.email}, phone = ${change.phone},
          job_title = ${change.jobTitle}
        where u.id = ${id} returning ${USER_COLUMNS}`.execute(this.db),
    );
  }

  async updatePreferences(id: string, change: Partial<NotificationPreferencesRow>): Promise<UserRow | null> {
    return this.changed(
      sql<UserColumns>`
        update users u set notification_preferences = u.notification_preferences || ${JSON.stringify(change)}::jsonb
        where u.id = ${id} returning ${USER_COLUMNS}`.execute(this.db),
    );
  }

  async passwordChanged(id: string, at: string): Promise<UserRow | null> {
    return this.changed(sql<UserColumns>`update users u set password_updated_at = ${at}::timestamptz where u.id = ${id} returning ${USER_COLUMNS}`.execute(this.db));
  }

  async updateDealership(id: string, change: DealershipChange): Promise<DealershipRow | null> {
    const set: Record<string, string | null> = {};
    for (const [field, column] of Object.entries(DEALERSHIP_CHANGE_COLUMNS) as [keyof DealershipChange, keyof DealershipColumns][]) {
      const value = change[field];
      if (value !== undefined) set[column] = value;
    }
    if (Object.keys(set).length === 0) {
      const row = await this.db.selectFrom('dealerships').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toDealership(row) : null;
    }
    const row = await this.db.updateTable('dealerships').set(set).where('id', '=', id).returningAll().executeTakeFirst();
    return row ? toDealership(row) : null;
  }

  async requestPasswordReset(request: PasswordResetRow): Promise<void> {
    await this.db.insertInto('password_reset_requests').values({ email: request.email, requested_at: request.requestedAt }).execute();
  }

  /**
   * Writes a whole document's users (the sample data, or a document saved before users moved): its
   * dealerships' business details and users as they are there, and its password resets instead of the
   * table's. A user an account signs in as stays ("reset demo data" keeps the accounts made by signing
   * up); every other user goes. Which dealerships stay is the network's list (SqlDealerships.replaceAll,
   * written first).
   */
  async replaceAll(users: readonly UserRow[], dealerships: readonly DealershipRow[], passwordResets: readonly PasswordResetRow[]): Promise<void> {
    for (const row of dealerships) {
      const values = dealershipValues(row);
      await this.db.insertInto('dealerships').values(values).onConflict((conflict) => conflict.column('id').doUpdateSet(values)).execute();
    }
    const ids = users.map((row) => row.id);
    await sql`delete from users u where not exists (select 1 from accounts a where a.user_id = u.id)
      ${ids.length > 0 ? sql`and u.id not in (${sql.join(ids)})` : sql``}`.execute(this.db);
    for (const row of users) {
      const { id: _id, ...change } = userValues(row);
      await this.db.insertInto('users').values(userValues(row)).onConflict((conflict) => conflict.column('id').doUpdateSet(change)).execute();
    }
    await this.db.deleteFrom('password_reset_requests').execute();
    await inBatches(passwordResets, (batch) =>
      this.db.insertInto('password_reset_requests').values(batch.map((row) => ({ email: row.email, requested_at: row.requestedAt }))).execute(),
    );
  }
}
