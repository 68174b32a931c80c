import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../config';
import { lockPgliteDirectory } from './pglite-lock';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql, type ColumnType, type Generated, type Transaction } from 'kysely';
import { userInfo } from 'node:os';
import pg from 'pg';
import type { ClaimAttachmentRow } from '../../domain/fixtures/claims';

/**
 * The server's SQL store: one Kysely database over PostgreSQL's dialect, either
 * - embedded: PGlite (PostgreSQL compiled to WebAssembly, in this process, its files in a directory),
 *   the default, with nothing to install; or
 * - a PostgreSQL server through `pg`, when a connection string is given (DATABASE_URL).
 * Both run the same migrations (server/sql/migrations.ts) and the same SQL.
 *
 * PGlite is one backend with one connection. Kysely's PGlite dialect hands that connection to one
 * query or transaction at a time (its adapter declares no support for several connections), so two
 * requests' transactions never interleave; the concurrent-redemption test proves it on both stores.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A claim's attachment in a jsonb column: read as the object, written as its JSON text. */
type AttachmentColumn = ColumnType<ClaimAttachmentRow | null, string | null, string | null>;

export interface AccountsTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  /** scrypt, in the form server/accounts/passwords.ts writes. */
  password_hash: string;
  role: 'DEALER' | 'COMFORT_ADVISOR' | 'CLIENT_ADMIN';
  /** The user in the portal's data this account signs in as. */
  user_id: string;
  created_at: Generated<Timestamp>;
  password_updated_at: Timestamp | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token (hex): the table never holds a usable token. */
  id: string;
  account_id: string;
  /** The role shown; another than the account's only in demo mode (the role switcher). */
  role: 'DEALER' | 'COMFORT_ADVISOR' | 'CLIENT_ADMIN';
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

export interface SignInFailuresTable {
  /** Lower-cased e-mail address the failures were for (known account or not). */
  email: string;
  failures: number;
  last_failed_at: Timestamp;
}

export interface PortalDataTable {
  id: number;
  /** Increases with every saved change; a process holding an older one reads the data again. */
  generation: ColumnType<string, number | string, number | string>;
  data: ColumnType<unknown, string, string>;
  updated_at: Generated<Timestamp>;
}

export interface SignInRequestsTable {
  /** The OpenID Connect `state`: names the request in the provider's answer. */
  state: string;
  provider: 'MICROSOFT' | 'GOOGLE';
  code_verifier: string;
  nonce: string;
  remember: boolean;
  /** The portal path to open after signing in. */
  redirect_to: string;
  expires_at: Timestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  title: string;
  message: string;
  created_at: Timestamp;
  read: boolean;
  type: string;
  link: string;
}

/** A program participant (server/sql/migrations.ts, 0005). Days are `date` columns, read as `YYYY-MM-DD` text. */
export interface ParticipantsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  dealer_id: string;
  location: string;
  enrollment_date: string;
  last_activity: string;
  status: string;
  search_name: Generated<string>;
  search_text: Generated<string>;
}

/** A claim: money in whole cents; `number` is the claim number its id ends with. */
export interface ClaimsTable {
  id: string;
  number: number;
  participant_id: string;
  dealer_id: string;
  product_id: string;
  amount_cents: number;
  status: string;
  submitted_on: string;
  decided_at: Date | string | null;
  processing_days: number | null;
  issue: string | null;
  rejection_reason: string | null;
  version: Generated<number>;
  serial_number: string;
  quantity: number;
  installed_on: string;
  invoice_number: string;
  attachment: AttachmentColumn;
  info_requested_at: Date | string | null;
}

/** An entry of a claim's history: appended, never changed (a trigger refuses updates and deletes). */
export interface ClaimHistoryTable {
  claim_id: string;
  seq: number;
  at: Date | string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  action: string;
  from_status: string | null;
  to_status: string;
  from_amount_cents: number | null;
  to_amount_cents: number | null;
  note: string | null;
  attachment: ClaimAttachmentRow | null;
}

/** A file uploaded for a claim's evidence (docs/server.md, "Evidence files"); `claim_id` is set once an answer carried it. */
export interface ClaimFilesTable {
  id: string;
  owner_user_id: string;
  claim_id: string | null;
  name: string;
  type: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  created_at: Date | string;
}

/** A spot award: money in whole cents; `number` is the number its `SPOT-###` id ends with. */
export interface SpotAwardsTable {
  id: string;
  number: number;
  participant_id: string;
  type: string;
  amount_cents: number;
  reason: string;
  issued_at: Date | string;
  issued_by: string;
}

/** A product of the catalogue: money in whole cents; `number` is the number its id ends with. */
export interface ProductsTable {
  id: string;
  number: number;
  name: string;
  category: string;
  sku: string;
  sku_key: string;
  base_points: number;
  base_cents: number;
  is_active: boolean;
  created_date: string;
  last_modified: Date | string;
  description: string | null;
}

/** A reward of the members' catalogue; `position` is its place in the catalogue's order. */
export interface RewardCatalogTable {
  id: string;
  position: number;
  name: string;
  category: string;
  points: number;
  image: string;
  stock: number;
  popular: boolean;
}

/** A member's points available: the sum of their ledger rows. */
export interface PointsBalancesTable {
  user_id: string;
  balance: number;
}

/** A row of a member's points ledger; `number` is the number its `<user>-PTS-####` id ends with. */
export interface PointsLedgerTable {
  id: string;
  user_id: string;
  number: number;
  day: string;
  action: string;
  item: string;
  points: number;
  carried_forward: boolean;
}

/** A line of a member's cart; `added` orders the lines as they were first added. */
export interface RewardCartLinesTable {
  user_id: string;
  reward_id: string;
  quantity: number;
  added: Generated<string>;
}

/** One unit of a reward redeemed by a participant; `number` is the number its `RDM-#####` id ends with. */
export interface RewardRedemptionsTable {
  id: string;
  number: number;
  reward_id: string;
  participant_id: string;
  redeemed_on: string;
  points: number;
}

/** An offer a member activated. */
export interface OfferActivationsTable {
  user_id: string;
  offer_id: string;
  activated_at: Date | string;
}

/** An upcoming event; `content` holds its descriptive fields (domain/fixtures/events.ts). */
export interface EventsTable {
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  spots_left: number | null;
  content: unknown;
}

/** A member's registration for an event; `number` orders a member's registrations as they were made. */
export interface EventRegistrationsTable {
  event_id: string;
  user_id: string;
  registered_at: Date | string;
  number: Generated<string>;
}

/** A marketing fund transaction: whole cents, negative for a claim; `number` is the number its id ends with. */
export interface FundTransactionsTable {
  id: string;
  number: number;
  dealership_id: string;
  fund: string;
  day: string;
  description: string;
  amount_cents: number;
  status: string;
  category: string;
  campaign_date: string | null;
  pre_approval_reference: string | null;
  submitted_by: string | null;
}

/** A customer review of the dealership; the `response_*` columns are the dealer's response, all null until there is one. */
export interface ReviewsTable {
  id: string;
  customer: string;
  rating: number;
  day: string;
  verified: boolean;
  comment: string;
  product: string;
  helpful_count: number;
  source: string;
  response_text: string | null;
  responded_at: Date | string | null;
  response_author: string | null;
}

/** A course of the training catalogue; `content` holds its descriptive fields (title, duration, format, instructor). */
export interface TrainingCoursesTable {
  id: string;
  category: string;
  level: string;
  points: number;
  certification: boolean;
  modules: number;
  content: unknown;
}

/** A member's enrolment in a course. */
export interface CourseProgressTable {
  user_id: string;
  course_id: string;
  enrolled_on: string;
  modules_completed: number;
  completed_on: string | null;
}

/** An advanced certification path: the courses of a level and/or category that earn its certification. */
export interface CertificationPathsTable {
  id: string;
  name: string;
  requirement: string;
  required_courses: number;
  level: string | null;
  category: string | null;
}

/** A member's certification; `number` is the number its `CERT-####` id ends with. */
export interface CertificationsTable {
  id: string;
  number: number;
  user_id: string;
  name: string;
  issued: string;
  expires: string;
  icon: string;
  color: string;
}

/** A webinar; `content` holds its descriptive fields (title, description, day, times, duration, instructor). */
export interface WebinarsTable {
  id: string;
  starts_at: Date | string;
  attendees: number;
  content: unknown;
}

/** A member's registration for a webinar; `number` orders a member's registrations as they were made. */
export interface WebinarRegistrationsTable {
  webinar_id: string;
  user_id: string;
  registered_at: Date | string;
  number: Generated<string>;
}

/** A day on which a member completed training work. */
export interface TrainingActivityTable {
  user_id: string;
  day: string;
}

/** A member's recognition. */
export interface RecognitionsTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  earned_on: string;
}

/** A row of the regional leaderboard for a dealer outside the portal's members. */
export interface TrainingLeadersTable {
  id: string;
  name: string;
  dealership: string;
  points: number;
}

/** A promotion as administrators manage it; `number` is its id's, from the `admin_promotions_number` sequence. */
export interface AdminPromotionsTable {
  id: string;
  number: number;
  name: string;
  type: string;
  multiplier: string;
  status: string;
  start_date: string;
  end_date: string;
  participants: number;
  submitted_by: string | null;
  submitted_at: string | null;
  target_products: string;
  description: string | null;
  auto_enroll: boolean;
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A base earn rate; `number` is its id's, from the `earn_rates_number` sequence. Days are `YYYY-MM-DD` text. */
export interface EarnRatesTable {
  id: string;
  number: number;
  category: string;
  product_type: string;
  base_points: number;
  base_cents: number | string;
  tier: string;
  last_updated: string;
  effective_from: string;
}

/** A version of a rate that a save replaced, in effect from `effective_from` until the day before `effective_until`. */
export interface EarnRateVersionsTable {
  rate_id: string;
  category: string;
  product_type: string;
  base_points: number;
  base_cents: number | string;
  tier: string;
  effective_from: string;
  effective_until: string;
}

/** A report an administrator generated; `id` orders the runs (the newest has the highest). */
export interface ReportRunsTable {
  id: Generated<number | string>;
  kind: string;
  generated_at: Timestamp;
  generated_by: string;
}

/** A meeting a dealer asked their territory manager for; `number` is its id's. */
export interface MeetingRequestsTable {
  id: string;
  number: number;
  user_id: string;
  starts_at: Timestamp;
  duration_minutes: number;
  topic: string;
  with_name: string;
  with_email: string;
  requested_at: Timestamp;
}

/** A product deleted from the catalogue that can still be restored; `deletion` orders them (the newest has the highest). */
export interface DeletedProductsTable {
  id: string;
  deletion: Generated<number | string>;
  name: string;
  category: string;
  sku: string;
  base_points: number;
  base_cents: number;
  is_active: boolean;
  created_date: string;
  last_modified: Timestamp;
  description: string | null;
  deleted_at: Timestamp;
}

/** A dealership whose dealer keeps its business details in the portal (Profile Settings). */
export interface DealershipsTable {
  id: string;
  business_name: string;
  dealer_number: string;
  business_type: string | null;
  street_address: string;
  city: string;
  state: string;
  zip_code: string;
  business_phone: string;
  website: string;
  year_established: string;
}

/** A portal user: the profile an account signs in as; `number` orders them as they joined. */
export interface UsersTable {
  id: string;
  number: Generated<number>;
  role: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  job_title: string;
  avatar_url: string | null;
  dealership_id: string | null;
  participant_id: string | null;
  organization: string | null;
  location: string | null;
  notification_preferences: unknown;
  password_updated_at: Timestamp | null;
}

/** A password reset asked for an address. */
export interface PasswordResetRequestsTable {
  number: Generated<number>;
  email: string;
  requested_at: Timestamp;
}

export interface Tables {
  dealerships: DealershipsTable;
  users: UsersTable;
  password_reset_requests: PasswordResetRequestsTable;
  deleted_products: DeletedProductsTable;
  meeting_requests: MeetingRequestsTable;
  report_runs: ReportRunsTable;
  earn_rates: EarnRatesTable;
  earn_rate_versions: EarnRateVersionsTable;
  admin_promotions: AdminPromotionsTable;
  training_courses: TrainingCoursesTable;
  course_progress: CourseProgressTable;
  certification_paths: CertificationPathsTable;
  certifications: CertificationsTable;
  webinars: WebinarsTable;
  webinar_registrations: WebinarRegistrationsTable;
  training_activity: TrainingActivityTable;
  recognitions: RecognitionsTable;
  training_leaders: TrainingLeadersTable;
  reviews: ReviewsTable;
  fund_transactions: FundTransactionsTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  offer_activations: OfferActivationsTable;
  reward_catalog: RewardCatalogTable;
  points_balances: PointsBalancesTable;
  points_ledger: PointsLedgerTable;
  reward_cart_lines: RewardCartLinesTable;
  reward_redemptions: RewardRedemptionsTable;
  products: ProductsTable;
  participants: ParticipantsTable;
  claims: ClaimsTable;
  claim_history: ClaimHistoryTable;
  claim_files: ClaimFilesTable;
  spot_awards: SpotAwardsTable;
  notifications: NotificationsTable;
  sign_in_requests: SignInRequestsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  portal_data: PortalDataTable;
}

export type SqlDb = Kysely<Tables>;

/** What a repository runs its statements on: the pool, or one operation's transaction. */
export type SqlExecutor = Kysely<Tables> | Transaction<Tables>;

export interface SqlStore {
  db: SqlDb;
  kind: 'pglite' | 'postgres';
  /** Where the data is: the PGlite directory (or "memory") or the server's address without its password. */
  location: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; null opens PGlite. */
  databaseUrl: string | null;
  /** PGlite's directory; null keeps the data in memory (tests). */
  dataDir: string | null;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Connection, statement and idle-transaction time limits (PostgreSQL only); the defaults of settingsFromEnv when absent. */
  limits?: DatabaseLimits;
  /** Told of an error on an idle pooled connection (PostgreSQL restarted, the connection cut); the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/**
 * The connection string with a user name: its own, or else PGUSER or the account running the server,
 * as psql does (`postgres://127.0.0.1:5432/test` then works as it does in psql).
 */
export function withPostgresUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER || userInfo().username;
  return url.toString();
}

export function openSqlStore(options: OpenOptions): SqlStore {
  if (options.databaseUrl) {
    const limits = options.limits ?? DEFAULT_DATABASE_LIMITS;
    const pool = new pg.Pool({
      connectionString: withPostgresUser(options.databaseUrl),
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    });
    // Without a listener, an idle connection's error (the server restarted, the connection was cut) ends the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', location: redact(options.databaseUrl), close: () => db.destroy() };
  }
  // pg_trgm answers the searches from an index (server/sql/migrations.ts, 0006), as on a PostgreSQL server.
  // One process per directory: a second server refuses to start (server/sql/pglite-lock.ts).
  const unlock = options.dataDir ? lockPgliteDirectory(options.dataDir) : () => {};
  const pglite = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ?? 'memory',
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

/** Whether the database answers (GET /healthz). */
export async function databaseAnswers(db: SqlDb): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
