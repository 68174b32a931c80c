import type { Repositories } from '../../domain/context';
import { DOMAINS } from '../../domain/domains';
import { repositoriesFrom, requireRepositories, type AnyDomain, type RepositoryImplementations } from '../../domain/domains/define';
import type { DealerDirectory } from '../../domain/lib/admin/dealers';
import { NETWORK, type Scope } from '../../domain/scope';
import type { SqlExecutor } from '../sql/database';
import { SqlAccounts, type InvitationMail } from './accounts';
import { SqlAdminPromotions } from './admin-promotions';
import { SqlClaimFiles } from './claim-files';
import { SqlClaims } from './claims';
import { SqlContent } from './content';
import { SqlDealerships } from './dealerships';
import { SqlEarnRates } from './earn-rates';
import { SqlEarnings } from './earnings';
import { SqlEnrolments } from './enrolments';
import { SqlEvents } from './events';
import { SqlFaq } from './faq';
import { SqlMarketingFunds } from './marketing-funds';
import { SqlMeetingRequests } from './meeting-requests';
import { SqlNotifications } from './notifications';
import { SqlParticipants } from './participants';
import { SqlProducts } from './products';
import { SqlPurchaseVolume } from './purchase-volume';
import { SqlPromotions } from './promotions';
import { SqlReportDefinitions } from './report-definitions';
import { SqlReportRuns } from './report-runs';
import { SqlResources } from './resources';
import { SqlReviews } from './reviews';
import { SqlRewards } from './rewards';
import { SqlSpotAwards } from './spot-awards';
import { SqlStoreLoyalty } from './store-loyalty';
import { SqlTraining } from './training';
import { SqlUsers } from './users';
import { SqlReads } from './sql-reads';

/** What an operation's SQL repositories are made for; the network and no e-mail unless given. */
export interface SqlRepositoryOptions {
  scope?: Scope;
  mail?: InvitationMail | null;
}

/**
 * What a SQL store is made of: the operation's transaction (or the pool), the dealers' names for the
 * operation, whose rows it may read and change (domain/scope.ts; docs/server.md, "Tenancy"), and where
 * an invitation's e-mail links to (null where no mail is written: seeding, tests).
 */
export interface SqlDeps {
  sql: SqlExecutor;
  dealers: () => DealerDirectory;
  scope: Scope;
  mail: InvitationMail | null;
  /** The operation's reads that go to the store together (server/repositories/sql-reads.ts). */
  reads: SqlReads;
}

/**
 * The HTTP server's stores of the domains' repositories, keyed by the repository names the domains'
 * descriptors give (domain/domains): a descriptor naming a repository this map lacks does not
 * type-check, and the server refuses to start without it (`requireRepositories`).
 */
export type SqlRepositories<Domains extends readonly AnyDomain[]> = RepositoryImplementations<Domains, SqlDeps>;

/** Every domain's repository over the SQL store (docs/server.md, "Where the data lives"). */
export const SQL_REPOSITORIES: SqlRepositories<typeof DOMAINS> = {
  notifications: ({ sql, scope }) => new SqlNotifications(sql, scope),
  claims: ({ sql, dealers, scope, reads }) => new SqlClaims(sql, dealers, scope, reads),
  claimFiles: ({ sql, scope }) => new SqlClaimFiles(sql, scope),
  participants: ({ sql, dealers, reads }) => new SqlParticipants(sql, dealers, reads),
  spotAwards: ({ sql }) => new SqlSpotAwards(sql),
  products: ({ sql }) => new SqlProducts(sql),
  rewards: ({ sql, scope, reads }) => new SqlRewards(sql, scope, reads),
  events: ({ sql, scope }) => new SqlEvents(sql, scope),
  marketingFunds: ({ sql, scope, reads }) => new SqlMarketingFunds(sql, scope, reads),
  reviews: ({ sql, scope, reads }) => new SqlReviews(sql, scope, reads),
  training: ({ sql }) => new SqlTraining(sql),
  adminPromotions: ({ sql }) => new SqlAdminPromotions(sql),
  earnRates: ({ sql }) => new SqlEarnRates(sql),
  reportRuns: ({ sql }) => new SqlReportRuns(sql),
  meetingRequests: ({ sql }) => new SqlMeetingRequests(sql),
  users: ({ sql }) => new SqlUsers(sql),
  enrolments: ({ sql, reads }) => new SqlEnrolments(sql, reads),
  dealerships: ({ sql }) => new SqlDealerships(sql),
  accounts: ({ sql, mail }) => new SqlAccounts(sql, mail),
  earnings: ({ sql, scope }) => new SqlEarnings(sql, scope),
  purchaseVolume: ({ sql, scope, reads }) => new SqlPurchaseVolume(sql, scope, reads),
  content: ({ sql, reads }) => new SqlContent(sql, reads),
  faq: ({ sql }) => new SqlFaq(sql),
  promotions: ({ sql }) => new SqlPromotions(sql),
  resources: ({ sql }) => new SqlResources(sql),
  reportDefinitions: ({ sql }) => new SqlReportDefinitions(sql),
  storeLoyalty: ({ sql }) => new SqlStoreLoyalty(sql),
};

/**
 * Makes the domains' repositories over the SQL store, in one transaction or on the pool, once it has
 * checked that `implementations` has a store for each (an error names the domain and the repository).
 */
export function sqlRepositoriesOf(
  domains: readonly AnyDomain[],
  implementations: Readonly<Record<string, unknown>>,
): (db: SqlExecutor, dealers: () => DealerDirectory, options?: SqlRepositoryOptions) => Repositories {
  requireRepositories(domains, implementations, 'SQL repository');
  return (db, dealers, { scope = NETWORK, mail = null } = {}) =>
    repositoriesFrom<SqlDeps>(domains, implementations, { sql: db, dealers, scope, mail, reads: new SqlReads(db) }) as unknown as Repositories;
}

let portal: ((db: SqlExecutor, dealers: () => DealerDirectory, options?: SqlRepositoryOptions) => Repositories) | null = null;

/**
 * Every portal domain's repository over the SQL store, in one transaction or on the pool: for the
 * network unless a scope is given, writing no invitation e-mail unless `mail` says where it links to.
 */
export function sqlRepositories(db: SqlExecutor, dealers: () => DealerDirectory, options: SqlRepositoryOptions = {}): Repositories {
  portal ??= sqlRepositoriesOf(DOMAINS, SQL_REPOSITORIES);
  return portal(db, dealers, options);
}
