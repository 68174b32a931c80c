import type { Role } from './__generated__/resolvers-types';
import type { Database } from './db';
import type { DealershipRow, UserRow } from './fixtures/session';
import type { DealerDirectory } from './lib/admin/dealers';
import type { AccountsRepository } from './repositories/accounts';
import type { AdminPromotionsRepository } from './repositories/admin-promotions';
import type { ClaimFilesRepository } from './repositories/claim-files';
import type { ClaimsRepository } from './repositories/claims';
import type { ContentRepository } from './repositories/content';
import type { EarnRatesRepository } from './repositories/earn-rates';
import type { EnrolmentsRepository } from './repositories/enrolments';
import type { EventsRepository } from './repositories/events';
import type { EarningsRepository } from './repositories/earnings';
import type { PurchaseVolumeRepository } from './repositories/purchase-volume';
import type { FaqRepository } from './repositories/faq';
import type { MarketingFundsRepository } from './repositories/marketing-funds';
import type { MeetingRequestsRepository } from './repositories/meeting-requests';
import type { NotificationsRepository } from './repositories/notifications';
import type { ParticipantsRepository } from './repositories/participants';
import type { DealershipsRepository } from './repositories/dealerships';
import type { ProductsRepository } from './repositories/products';
import type { PromotionsRepository } from './repositories/promotions';
import type { ReportDefinitionsRepository } from './repositories/report-definitions';
import type { ReportRunsRepository } from './repositories/report-runs';
import type { ResourcesRepository } from './repositories/resources';
import type { ReviewsRepository } from './repositories/reviews';
import type { RewardsRepository } from './repositories/rewards';
import type { SpotAwardsRepository } from './repositories/spot-awards';
import type { StoreLoyaltyRepository } from './repositories/store-loyalty';
import type { TrainingRepository } from './repositories/training';
import type { UsersRepository } from './repositories/users';
import type { LiveFeed } from './lib/live/events';
import type { SessionStore } from './session-store';

/** Credentials of the external receipt form (docs/product.md, "External receipt form"); demo values unless configured. */
export interface ReceiptFormConfig {
  baseUrl: string;
  cpgId: string;
  formId: string;
  issuer: string;
  audience: string;
  bearerToken: string;
  /** HMAC SHA-256 signing key. */
  signingKey: string;
  /** AES-CBC key, 32 hex-encoded bytes (64 hex characters). */
  encryptionKey: string;
}

export interface ServerConfig {
  /** The simulated wait for sign-in and profile setup (docs/product.md, "Business constants"); 0 in tests. */
  signInDelayMs: number;
  receiptForm: ReceiptFormConfig;
  /**
   * Demo data: the role switcher and "reset demo data" work. Always on in the browser; the HTTP server
   * turns it on with PORTAL_DEMO=1 (README, "The server").
   */
  demo: boolean;
}

export interface Viewer {
  user: UserRow;
  role: Role;
  /** The user's dealership as they keep it on Profile Settings; null for client admins. */
  dealership: DealershipRow | null;
}

/** The domains that have moved behind repositories (docs/server.md); the rest is still read from `data`. */
export interface Repositories {
  notifications: NotificationsRepository;
  claims: ClaimsRepository;
  /** Evidence files; null where the store keeps only a file's name, type and size (the in-browser portal). */
  claimFiles: ClaimFilesRepository | null;
  participants: ParticipantsRepository;
  spotAwards: SpotAwardsRepository;
  products: ProductsRepository;
  rewards: RewardsRepository;
  events: EventsRepository;
  marketingFunds: MarketingFundsRepository;
  reviews: ReviewsRepository;
  training: TrainingRepository;
  adminPromotions: AdminPromotionsRepository;
  earnRates: EarnRatesRepository;
  reportRuns: ReportRunsRepository;
  meetingRequests: MeetingRequestsRepository;
  users: UsersRepository;
  /** Sign-ups waiting for an administrator's decision; none in the in-browser server. */
  enrolments: EnrolmentsRepository;
  dealerships: DealershipsRepository;
  accounts: AccountsRepository;
  earnings: EarningsRepository;
  purchaseVolume: PurchaseVolumeRepository;
  /** The program's content and configuration, read only: the dashboards' banners, the FAQ, the promotions members see, Resources, the report cards, the store loyalty figures. */
  content: ContentRepository;
  faq: FaqRepository;
  promotions: PromotionsRepository;
  resources: ResourcesRepository;
  reportDefinitions: ReportDefinitionsRepository;
  storeLoyalty: StoreLoyaltyRepository;
}

/** What every resolver receives, built anew for each operation. */
export interface Context {
  /** Each moved domain's store, as this server keeps it. */
  repositories: Repositories;
  session: SessionStore;
  /** The signed-in user for the current role; null when signed out. */
  viewer: Viewer | null;
  /** The program's dealers by id, named as their dealers keep their business details; read once per operation. */
  dealers: () => DealerDirectory;
  /** The instant the operation runs at, read on the program's calendar (src/lib/program-time.ts); the same for the whole operation. */
  now: () => Date;
  config: ServerConfig;
  /** The events the server's subscriptions read (docs/server.md, "Live updates"); absent where a server serves none. */
  live?: LiveFeed;
}

/**
 * The in-browser server's context: its data in memory (mocks/portal-server.ts), which the demo's
 * session mutations read and reset. The HTTP server keeps every collection in its table and gives none.
 */
export interface MemoryContext extends Context {
  db: Database;
}

/** The in-browser server's data; a resolver that calls this runs in the in-browser server only (the HTTP server answers its field itself). */
export function memoryDbOf(ctx: Context): Database {
  const db = (ctx as Partial<MemoryContext>).db;
  if (!db) throw new Error('This resolver runs in the in-browser server only');
  return db;
}
