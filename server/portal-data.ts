import { Mutex } from 'async-mutex';
import { sql, type Transaction } from 'kysely';
import { Database, dbLayoutOf, type DbData, type DbOptions } from '../domain/db';
import { DOMAINS } from '../domain/domains';
import { collectionsBuilder, partManifestOf, type AnyDomain } from '../domain/domains/define';
import { configurationOnly } from '../domain/fixtures/configuration';
import type { ScaleOptions } from '../domain/fixtures/types';
import type { DealerRow } from '../domain/fixtures/participants';
import { directoryOf } from '../domain/lib/admin/dealers';
import { SqlDealerships } from './repositories/dealerships';
import { SqlAdminPromotions } from './repositories/admin-promotions';
import { SqlClaims } from './repositories/claims';
import { SqlContent } from './repositories/content';
import { SqlEarnRates } from './repositories/earn-rates';
import { SqlEarnings } from './repositories/earnings';
import { SqlEvents } from './repositories/events';
import { SqlFaq } from './repositories/faq';
import { SqlMarketingFunds } from './repositories/marketing-funds';
import { SqlMeetingRequests } from './repositories/meeting-requests';
import { SqlNotifications } from './repositories/notifications';
import { SqlParticipants } from './repositories/participants';
import { SqlProducts } from './repositories/products';
import { SqlPurchaseVolume } from './repositories/purchase-volume';
import { SqlPromotions } from './repositories/promotions';
import { SqlReportDefinitions } from './repositories/report-definitions';
import { SqlReportRuns } from './repositories/report-runs';
import { SqlResources } from './repositories/resources';
import { SqlReviews } from './repositories/reviews';
import { SqlRewards } from './repositories/rewards';
import { SqlSpotAwards } from './repositories/spot-awards';
import { SqlStoreLoyalty } from './repositories/store-loyalty';
import { SqlTraining } from './repositories/training';
import { SqlUsers } from './repositories/users';
import type { SqlDb, Tables } from './sql/database';

/**
 * The portal's data (everything but accounts and sessions) as the HTTP server keeps it today: one
 * JSON document in the `portal_data` row, which every process reads and writes in transactions.
 * This is the first step of the server (docs/server.md, "Where the data lives"): the same resolvers
 * and domain rules as the in-browser server, over a document that PostgreSQL keeps, locks and shares.
 *
 * - A query first reads the row's generation and, when another process saved since, the document.
 * - A mutation holds this process's lock and the row's lock (`select … for update`) for its whole run:
 *   it reads the latest document, runs, and saves the document with the next generation in the same
 *   transaction. Two processes on one PostgreSQL therefore apply mutations one after the other, each
 *   on top of the other's, and a failed mutation leaves the stored document as it was.
 */
export class PortalDataStore {
  readonly memory: Database;
  /** The stored generation `memory` holds; -1 when it must be read again (a mutation failed halfway). */
  private generation = -1;
  private readonly writeLock = new Mutex();

  private readonly databaseOptions: DbOptions;

  /** `domains`: the domains whose collections the document holds; the portal's unless given. */
  constructor(
    private readonly sqlDb: SqlDb,
    options: { now: () => Date; scale?: ScaleOptions; domains?: readonly AnyDomain[] },
  ) {
    const domains = options.domains ?? DOMAINS;
    const firstScreen = domains.filter((domain) => domain.firstScreen);
    const otherScreens = domains.filter((domain) => !domain.firstScreen);
    this.databaseOptions = { now: options.now, scale: options.scale, layout: dbLayoutOf(firstScreen, partManifestOf(otherScreens)), otherScreens: collectionsBuilder(otherScreens) };
    this.memory = new Database(null, this.databaseOptions);
  }

  /**
   * Writes the sample data (or, with `sample: false`, the program's configuration alone: domain/fixtures/configuration.ts)
   * when the store has none; returns whether it did. Stored data is never
   * replaced here, whatever shape or version it has: a change in the shape of stored data is a
   * migration (server/sql/migrations/), so no start of the server can delete or replace what it holds.
   */
  async seedIfEmpty(options: { sample: boolean } = { sample: true }): Promise<boolean> {
    return this.sqlDb.transaction().execute(async (trx) => {
      const row = await lockRow(trx);
      if (row) {
        // A document saved before a domain moved to its table still holds that domain's rows, which were
        // the truth until now: they move to the table before the server answers anything. Only then is the
        // document read here.
        if (row.holds_table_rows) {
          const stored = await trx.selectFrom('portal_data').select('data').where('id', '=', 1).executeTakeFirstOrThrow();
          await this.save(trx, stored.data as DbData, Number(row.generation) + 1, true);
        }
        return false;
      }
      // Before any operation the copy in memory is still the sample data the constructor made: write that
      // instead of making it a second time (seconds at the benchmark's scale).
      const sample = this.memory.revision === 0 ? this.memory.data : new Database(null, this.databaseOptions).data;
      await this.save(trx, options.sample ? sample : configurationOnly(sample), 1, false);
      return true;
    });
  }

  /** Replaces the stored data with the sample data (db:seed, and "reset demo data"). */
  async reseed(): Promise<void> {
    await this.write(async () => {
      this.memory.reset();
    });
  }

  private async save(trx: Transaction<Tables>, data: DbData, generation: number, exists: boolean): Promise<void> {
    const tableRows = takeTableRows(data);
    const json = JSON.stringify(data);
    if (exists) {
      await trx.updateTable('portal_data').set({ data: json, generation, updated_at: sql`now()` }).where('id', '=', 1).execute();
    } else {
      // Two processes starting on an empty database both get here: the second one's row is not written,
      // and it reads the first one's before its first operation.
      const inserted = await trx
        .insertInto('portal_data')
        .values({ id: 1, data: json, generation })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) {
        this.generation = -1;
        return;
      }
    }
    await tableRows.write(trx);
    this.adopt(data, generation);
  }

  private adopt(data: DbData, generation: number): void {
    this.memory.data = data;
    this.memory.revision += 1;
    this.generation = generation;
  }

  private async load(db: SqlDb | Transaction<Tables>, generation: number): Promise<void> {
    const row = await db.selectFrom('portal_data').select('data').where('id', '=', 1).executeTakeFirst();
    if (!row) throw new Error('The portal has no data yet: run `npm run db:seed` (or start the server, which seeds an empty store).');
    this.adopt(row.data as DbData, generation);
  }

  /** Resolves once no mutation runs or waits for the lock (the server drains them before it closes the database). */
  async drain(): Promise<void> {
    while (this.writeLock.isLocked()) await this.writeLock.waitForUnlock();
  }

  /** Makes the next operation read the stored copy again (this one may hold an unsaved change). */
  invalidate(): void {
    this.generation = -1;
  }

  /** Brings this process's copy up to the stored generation before a query runs. */
  async read(): Promise<void> {
    const row = await this.sqlDb.selectFrom('portal_data').select('generation').where('id', '=', 1).executeTakeFirst();
    if (!row) throw new Error('The portal has no data yet: run `npm run db:seed`.');
    const stored = Number(row.generation);
    if (stored !== this.generation) await this.load(this.sqlDb, stored);
  }

  /**
   * Runs one mutation in one transaction: `run` receives the transaction (accounts and sessions change
   * in it too) and changes `memory`; when the data's revision moved, the document is saved with it.
   */
  async write<T>(run: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
    return this.writeLock.runExclusive(() =>
      this.sqlDb.transaction().execute(async (trx) => {
        const row = await lockRow(trx);
        if (!row) throw new Error('The portal has no data yet: run `npm run db:seed`.');
        const stored = Number(row.generation);
        if (stored !== this.generation) await this.load(trx, stored);
        const revision = this.memory.revision;
        try {
          const result = await run(trx);
          if (this.memory.revision !== revision) await this.save(trx, this.memory.data, stored + 1, true);
          return result;
        } catch (error) {
          // The copy in memory may hold half of the change: read it again before the next operation.
          this.generation = -1;
          throw error;
        }
      }),
    ).catch((error: unknown) => {
      this.generation = -1;
      throw error;
    });
  }
}

/** The document's collections whose rows live in tables. */
const TABLE_COLLECTIONS = [
  'notifications', 'participants', 'claims', 'spotAwards', 'products', 'deletedProducts', 'pointsLedger', 'rewardCatalog', 'rewardCartLines', 'rewardRedemptions', 'offerActivations',
  'events', 'eventRegistrations', 'fundTransactions', 'reviews',
  'courses', 'courseProgress', 'certifications', 'certificationPaths', 'webinars', 'webinarRegistrations', 'trainingActivity', 'recognitions', 'trainingLeaders',
  'adminPromotions', 'earnRates', 'earnRateHistory', 'reportRuns', 'resourceMeetingRequests', 'users', 'dealerships', 'passwordResets', 'dealers', 'accountStates',
  'rewardTiers', 'rewardTiles', 'rewardOffers', 'rewardsAdminCatalog', 'pointsExpirations', 'earningRecords', 'pastEvents', 'eventAttendance',
  'purchaseVolumeMonths', 'purchaseVolumeGoals', 'claimGoals',
  'heroSlides', 'faqCategories', 'faqEntries', 'fundGuidelines', 'customerPromotions', 'resourceTerritoryManagers', 'resourceLinks', 'resourceEmergencyContacts',
  'reportDefinitions',
] as const;

/** The document's one-row collections whose row lives in a table: null once it has moved. */
const TABLE_ROWS = ['contestBanner', 'storeLoyaltyStats'] as const;

/**
 * A dealer of a document saved before the dealer list moved to the `dealerships` table (number, name and
 * `location` only) with the network's columns: a number made from its id (`DLR-1042` is `D-301042`, as
 * the sample data makes them), its city and state from its location, and neither region, address nor
 * principal, which an administrator adds on the Dealerships screen.
 */
export function upgradeDealerRow(row: DealerRow | { id: string; name: string; location?: string }, now: string): DealerRow {
  if ('dealerNumber' in row) return row;
  const [city = '', state = ''] = (row.location ?? '').split(', ');
  return {
    id: row.id,
    dealerNumber: `D-3${row.id.replace(/\D/g, '').padStart(5, '0')}`,
    name: row.name,
    region: '',
    streetAddress: '',
    city,
    state,
    zipCode: '',
    tier: 'ESSENTIAL',
    status: 'ACTIVE',
    principalEmail: null,
    createdAt: now,
  };
}

/**
 * The domains that live in tables (docs/server.md) leave the document here. The resolvers change them
 * through their repositories only, so a document that carries rows of theirs carries freshly made sample
 * data (a first seed, `db:seed` or "reset demo data") or was saved before the domain moved (`seedIfEmpty`):
 * `write` makes those rows the table's.
 */
function takeTableRows(data: DbData): { write: (trx: Transaction<Tables>) => Promise<void> } {
  const { notifications, participants, claims, spotAwards, spotAwardsSequence, products, productsSequence, deletedProducts, pointsLedger, rewardCatalog, rewardCartLines, rewardRedemptions, offerActivations, events, eventRegistrations, fundTransactions, reviews, adminPromotions, adminPromotionsSequence, earnRates, earnRateHistory, earnRatesSequence, reportRuns, resourceMeetingRequests } = data;
  const { users, dealerships, passwordResets } = data;
  const { rewardTiers, rewardTiles, rewardOffers, rewardsAdminCatalog, pointsExpirations, earningRecords, pastEvents, eventAttendance, purchaseVolumeMonths, purchaseVolumeGoals, claimGoals } = data;
  const { heroSlides, contestBanner, faqCategories, faqEntries, fundGuidelines, customerPromotions, reportDefinitions, storeLoyaltyStats } = data;
  const { resourceTerritoryManagers, resourceLinks, resourceEmergencyContacts } = data;
  const now = new Date().toISOString();
  const dealers = data.dealers.map((row) => upgradeDealerRow(row, now));
  // Seeding participants and claims names their dealers as the document's dealerships do.
  const directory = directoryOf(dealers, new Map(dealerships.map((row) => [row.id, row.businessName])));
  const training = {
    courses: data.courses,
    courseProgress: data.courseProgress,
    certifications: data.certifications,
    certificationPaths: data.certificationPaths,
    webinars: data.webinars,
    webinarRegistrations: data.webinarRegistrations,
    trainingActivity: data.trainingActivity,
    recognitions: data.recognitions,
    trainingLeaders: data.trainingLeaders,
  };
  for (const collection of TABLE_COLLECTIONS) data[collection] = [];
  for (const collection of TABLE_ROWS) data[collection] = null;
  data.productsSequence = 0;
  data.spotAwardsSequence = 0;
  data.adminPromotionsSequence = 0;
  data.earnRatesSequence = 0;
  return {
    write: async (trx) => {
      if (notifications.length > 0) await new SqlNotifications(trx).replaceAll(notifications);
      if (events.length > 0 || eventRegistrations.length > 0) await new SqlEvents(trx).replaceAll(events, eventRegistrations);
      if (fundTransactions.length > 0) await new SqlMarketingFunds(trx).replaceAll(fundTransactions);
      if (reviews.length > 0) await new SqlReviews(trx).replaceAll(reviews);
      // The program's content and configuration: a first seed writes it whether or not it writes the sample.
      if (heroSlides.length > 0 || contestBanner) await new SqlContent(trx).replaceAll(heroSlides, contestBanner);
      if (faqCategories.length > 0 || faqEntries.length > 0) await new SqlFaq(trx).replaceAll(faqCategories, faqEntries);
      if (fundGuidelines.length > 0) await new SqlMarketingFunds(trx).replaceGuidelines(fundGuidelines);
      if (customerPromotions.length > 0) await new SqlPromotions(trx).replaceAll(customerPromotions);
      if (resourceLinks.length > 0 || resourceEmergencyContacts.length > 0) await new SqlResources(trx).replaceDirectory(resourceLinks, resourceEmergencyContacts);
      if (reportDefinitions.length > 0) await new SqlReportDefinitions(trx).replaceAll(reportDefinitions);
      if (storeLoyaltyStats) await new SqlStoreLoyalty(trx).replaceAll(storeLoyaltyStats);
      // Territory managers serve the sample dealerships: a whole document (a seed, "reset demo data") replaces them too.
      if (resourceTerritoryManagers.length > 0 || participants.length > 0) await new SqlResources(trx).replaceManagers(resourceTerritoryManagers);
      // Training is seeded as a whole: enrolments name courses, registrations name webinars.
      if (Object.values(training).some((rows) => rows.length > 0)) await new SqlTraining(trx).replaceAll(training);
      if (products.length > 0) await new SqlProducts(trx).replaceAll(products, productsSequence);
      // The sample data's undo list is empty: a whole document (a seed, "reset demo data") empties the table.
      if (deletedProducts.length > 0 || participants.length > 0) await new SqlProducts(trx).replaceDeleted(deletedProducts);
      if (adminPromotions.length > 0) await new SqlAdminPromotions(trx).replaceAll(adminPromotions, adminPromotionsSequence);
      // Versions name their rate.
      if (earnRates.length > 0) await new SqlEarnRates(trx).replaceAll(earnRates, earnRateHistory, earnRatesSequence);
      // The sample data has no runs: a whole document (a seed, "reset demo data") replaces the table's too.
      if (reportRuns.length > 0 || participants.length > 0) await new SqlReportRuns(trx).replaceAll(reportRuns);
      // The sample data has no meeting requests either.
      if (resourceMeetingRequests.length > 0 || participants.length > 0) await new SqlMeetingRequests(trx).replaceAll(resourceMeetingRequests);
      // The program's tiers, tiles, offers, reward catalogue and past events come with every whole document (the
      // configuration, with or without the sample); what members and dealerships have of them is the sample's, and
      // a whole document of the sample (a seed in demo mode, `db:seed`, "reset demo data") replaces it. A document
      // saved before they moved brings whichever it holds.
      const whole = participants.length > 0;
      const given = <Rows>(rows: Rows[]) => (rows.length > 0 || whole ? rows : undefined);
      await new SqlRewards(trx).replaceProgram({
        rewardTiers: given(rewardTiers),
        rewardTiles: given(rewardTiles),
        rewardOffers: given(rewardOffers),
        rewardsAdminCatalog: given(rewardsAdminCatalog),
        pointsExpirations: given(pointsExpirations),
      });
      if (earningRecords.length > 0 || whole) await new SqlEarnings(trx).replaceAll(earningRecords);
      await new SqlEvents(trx).replacePast({ pastEvents: given(pastEvents), eventAttendance: given(eventAttendance) });
      await new SqlPurchaseVolume(trx).replaceAll({ purchaseVolumeMonths: given(purchaseVolumeMonths), purchaseVolumeGoals: given(purchaseVolumeGoals) });
      if (claimGoals.length > 0 || whole) await new SqlClaims(trx, () => directory).replaceGoals(claimGoals);
      // The network's dealerships before the users that belong to them and the business details their
      // dealers keep (SqlUsers.replaceAll writes those into the same rows).
      if (dealers.length > 0) await new SqlDealerships(trx).replaceAll(dealers, participants.length > 0);
      // Users before anything that names them; the users accounts sign in as stay (SqlUsers.replaceAll).
      if (users.length > 0 || dealerships.length > 0 || passwordResets.length > 0) await new SqlUsers(trx).replaceAll(users, dealerships, passwordResets);
      // The claims program is seeded as a whole: claims and awards name participants.
      // Points and rewards too: redemptions name participants.
      if (participants.length > 0) {
        const named = () => directory;
        await trx.deleteFrom('claims').execute();
        await trx.deleteFrom('spot_awards').execute();
        await trx.deleteFrom('reward_redemptions').execute();
        await new SqlParticipants(trx, named).replaceAll(participants);
        await new SqlClaims(trx, named).replaceAll(claims);
        await new SqlSpotAwards(trx).replaceAll(spotAwards, spotAwardsSequence);
      }
      if (participants.length > 0 || rewardCatalog.length > 0 || pointsLedger.length > 0 || rewardRedemptions.length > 0 || offerActivations.length > 0) {
        await new SqlRewards(trx).replaceAll({ pointsLedger, rewardCatalog, rewardCartLines, rewardRedemptions, offerActivations });
      }
      if (participants.length > 0) {
        // Freshly loaded tables have no statistics yet: without them the planner scans where an index answers.
        await sql`analyze participants, claims, spot_awards, notifications, products, reward_catalog, points_balances, points_ledger, reward_redemptions, events, event_registrations, fund_transactions, reviews,
          training_courses, course_progress, certifications, webinars, webinar_registrations, training_activity, recognitions, admin_promotions, earn_rates, earn_rate_versions, report_runs, meeting_requests, deleted_products, users, dealerships,
          reward_tiers, reward_tiles, reward_offers, program_reward_catalog, points_expirations, earning_records, past_events, event_attendance, purchase_volume_months, purchase_volume_goals, claim_goals`.execute(trx);
      }
    },
  };
}

/** The row's generation, and whether the document holds rows of a domain that lives in a table. */
async function lockRow(trx: Transaction<Tables>): Promise<{ generation: number | string; holds_table_rows: boolean } | undefined> {
  const holds = [
    ...TABLE_COLLECTIONS.map((collection) => sql<boolean>`coalesce(jsonb_array_length(data->${collection}::text), 0) > 0`),
    ...TABLE_ROWS.map((collection) => sql<boolean>`coalesce(jsonb_typeof(data->${collection}::text) = 'object', false)`),
  ];
  return trx
    .selectFrom('portal_data')
    .select(['generation', sql<boolean>`${sql.join(holds, sql` or `)}`.as('holds_table_rows')])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirst();
}
