import { sql, type Transaction } from 'kysely';
import type { DbData } from '../domain/db';
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
import type { Tables } from './sql/database';

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
 * Writes a whole set of the portal's rows into the tables, each collection through its repository's
 * SQL store: the fixtures' rows (a first seed, `db:seed`, "reset demo data"), or the rows of the document
 * the server kept before every collection had its table (migration 0033). A collection given empty is
 * left as the table holds it, unless the set is whole (it has participants: the sample data's), whose
 * empty collections empty their tables.
 */
export async function writeTables(trx: Transaction<Tables>, data: DbData): Promise<void> {
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
}
