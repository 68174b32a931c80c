import type { DbData } from '../domain/db';

/** The operations the benchmark times, with the role each runs as. */
export interface BenchOperation {
  name: string;
  role: 'dealer' | 'comfort-advisor' | 'client-admin';
  query: string;
  variables?: Record<string, unknown>;
  /** Variables that depend on the data (e.g. the id of a pending claim). */
  variablesFrom?: (data: DbData) => Record<string, unknown>;
  mutation?: boolean;
  /**
   * A query run untimed before each run, on the fresh copy: what the screen shows when the person acts
   * (a decision is made on the Pending Claims list, so its index is built already, as in the portal).
   */
  prepare?: string;
  /** Runs `query` untimed and passes its connection's endCursor as `$after`: the timed query reads page 2. */
  afterCursorOf?: { query: string; connection: string };
}

const page = (fields: string) => `totalCount pageInfo { hasNextPage endCursor } edges { node { ${fields} } }`;

export const OPERATIONS: BenchOperation[] = [
  { name: 'viewer', role: 'dealer', query: '{ viewer { authenticated role user { id name dealershipName location dealerNumber } } }' },
  { name: 'notifications', role: 'dealer', query: '{ notifications { unreadCount nodes { id title message createdAt read type link } } }' },
  { name: 'profile', role: 'dealer', query: '{ profile { personal { firstName email } dealer { businessName dealerNumber } notifications { promotions security } } }' },
  { name: 'dealerDashboard', role: 'dealer', query: `{ heroSlides { id title } contestBanner { title } dealerDashboard {
      purchaseVolume { yearToDate { amount } goalProgress monthly { month brands { brand amount { amount } } total { amount } } brandTotals { brand amount { amount } } }
      claimedSales { count goal progress totalValue { amount } averagePerClaim { amount } pending approved paid }
      marketingFunds { availableBalance { amount } pendingClaims { amount } earnedYtd { amount } utilizationRate daysUntilQuarterEnd funds { fund available { amount } } }
      reviews { averageRating totalReviews snippets { name rating snippet } } } }` },
  { name: 'advisorDashboard', role: 'comfort-advisor', query: `{ advisorDashboard { sales { count totalValue { amount } thisMonth }
      points { available pointsToNextReward nextRewardName } pendingClaims { count totalValue { amount } } training { completed total progress } } }` },
  { name: 'adminDashboard', role: 'client-admin', query: `{ adminDashboard { processingTime { averageDays } totalPayouts { amount { amount } approvedClaims }
      claimsByStatus { approved pendingReview needsInfo rejected needsReview } programHealth { score metrics { label value } }
      popularRewards { category redemptions percent } payoutSegmentation { segment amount { amount } percent } } }` },
  { name: 'promotions (category filter)', role: 'dealer', query: `{ promotions(category: PURCHASE_LOYALTY) { ${page('id title status reward viewerTierBonusPercent startDate endDate tags')} } }` },
  { name: 'rewardsOverview', role: 'dealer', query: `{ rewardsOverview { points { balance lifetimeEarned earnedThisMonth tier { current { label } progressPercent }
      activity(first: 10) { ${page('id date action item points')} } } tiles { id title } offers { id title activated }
      rewards { id name points stock redeemState } tiers { name minPoints } cart { totalPoints itemCount } } }` },
  { name: 'earnings', role: 'dealer', query: `{ earnings { rebatesYtd { amount } rebatesPending { amount } points { balance } tier { pointsToNext } milestones { reached }
      activity(sinceDays: 30) { ${page('id date description type amount { amount } points')} } } }` },
  { name: 'marketingFunds', role: 'dealer', query: `{ marketingFunds { summary { availableBalance { amount } utilizationRate } transactions(first: 25) { ${page('id date description amount { amount } status category fund')} }
      accruals { period earned { amount } spent { amount } remaining { amount } fullyUtilized highUtilization } annual { earned { amount } spent { amount } } guidelines { title items } } }` },
  { name: 'resources', role: 'dealer', query: '{ resources { territoryManager { name phone email officeHours } links { id title url } emergencyContacts { label phone } } }' },
  { name: 'training', role: 'dealer', query: `{ training { stats { completed inProgress certifications pointsEarned } streak { currentDays longestDays week }
      recognitions { id title } leaders { rank name points isViewer } courses { id title progress enrolled modules modulesCompleted }
      certifications { id name expires } certificationPaths { id completedCourses requiredCourses } webinars { id title attendees registered } } }` },
  { name: 'eventsOverview', role: 'dealer', query: `{ eventsOverview { registeredCount totalEvents eventsAttended nextEvent { id title }
      events { id title date spotsLeft registered featured registrationStatus } pastEvents { id title attendees recordings { url } } } }` },
  { name: 'reviewStats + reviews page', role: 'dealer', query: `{ reviewStats { averageRating totalReviews responseRate fiveStarCount distribution { stars count percentage } sources { platform count averageRating } }
      reviews(filter: { tab: NEEDS_RESPONSE }, first: 20) { ${page('id customer rating date comment product responded')} } }` },
  { name: 'faq (search)', role: 'dealer', query: '{ faq(search: "points") { id name count entries { id question answer } } supportContacts { phone email } }' },
  { name: 'receiptForm (crypto)', role: 'dealer', query: '{ receiptForm(placement: EARN_REWARDS) { url origin } }' },
  { name: 'claimsAnalytics', role: 'client-admin', query: `{ claimsAnalytics { totalClaims approvedClaims approvalRate averageProcessingDays totalValue { amount } averageValue { amount } trend { month submitted approved approvalRate } dealers { id name } } }` },
  { name: 'claims (pending, searched)', role: 'client-admin', query: `{ claims(filter: { statuses: [PENDING], search: "a" }, first: 25) { totalAmount { amount } ${page('id participant { name } dealer { name } amount { amount } days overdue')} } }` },
  { name: 'participants (filtered)', role: 'client-admin', query: `{ participantStats { total active newThisMonth inactive inactivePercent }
      participants(filter: { search: "son", status: ACTIVE }, first: 25) { ${page('id name email role dealer { name } totalClaims totalEarnings { amount } averagePerClaim { amount } status')} } }` },
  { name: 'adminPromotions + earnRates', role: 'client-admin', query: `{ adminPromotions(filter: { statuses: [ACTIVE] }) { totalParticipants ${page('id name type multiplier participants status')} }
      earnRates(filter: { tier: STANDARD }) { ${page('id category productType basePoints baseAmount { amount }')} } }` },
  { name: 'products (filtered) + stats', role: 'client-admin', query: `{ productStats { total active activePercent } productCategories
      products(filter: { search: "filter", status: ACTIVE }, first: 25) { ${page('id name sku category basePoints baseAmount { amount } isActive')} } }` },
  { name: 'rewardsAdminStats + reportDefinitions', role: 'client-admin', query: '{ rewardsAdminStats { totalRewards categories redemptionsThisQuarter lowStock } reportDefinitions { kind title frequency } }' },
  {
    name: 'markAllNotificationsRead (mutation)',
    role: 'dealer',
    query: 'mutation { markAllNotificationsRead { notifications { unreadCount } errors { message } } }',
    mutation: true,
  },
  {
    name: 'redeemReward (mutation)',
    role: 'dealer',
    query: 'mutation { redeemReward(input: { rewardId: "RWD-001" }) { points { balance } errors { message } } }',
    mutation: true,
  },
  {
    name: 'approveClaim (mutation)',
    role: 'client-admin',
    query: 'mutation($id: ID!) { approveClaim(input: { claimId: $id }) { claim { id status } errors { message } } }',
    variablesFrom: (data) => ({ id: data.claims.find((claim) => claim.status === 'PENDING')?.id }),
    prepare: `{ claims(filter: { statuses: [PENDING] }, sort: { field: DAYS, direction: DESC }, first: 25) { ${page('id participant { name } dealer { name } amount { amount } days overdue')} } }`,
    mutation: true,
  },
  {
    name: 'generateReport (mutation)',
    role: 'client-admin',
    query: 'mutation { generateReport(input: { kind: CLAIMS_SUMMARY }) { report { title columns rows } errors { message } } }',
    mutation: true,
  },
];

/** Operations on the scaled database (10,000 participants, 10,000 products, 100,000 claims), as a client admin. */
export const SCALED_OPERATIONS: BenchOperation[] = [
  { name: 'claims: pending, searched, first page', role: 'client-admin', query: `{ claims(filter: { statuses: [PENDING], search: "mil" }, first: 25) { ${page('id participant { name } dealer { name } amount { amount } days')} } }` },
  {
    name: 'claims: all, sorted by amount, page 2',
    role: 'client-admin',
    query: `query($after: String) { claims(sort: { field: AMOUNT, direction: DESC }, first: 25, after: $after) { ${page('id amount { amount }')} } }`,
    afterCursorOf: { query: `{ claims(sort: { field: AMOUNT, direction: DESC }, first: 25) { pageInfo { endCursor } } }`, connection: 'claims' },
  },
  { name: 'participants: searched + filtered', role: 'client-admin', query: `{ participants(filter: { search: "ann", role: COMFORT_ADVISOR, status: ACTIVE }, first: 25) { ${page('id name totalClaims totalEarnings { amount }')} } }` },
  { name: 'participants: sorted by earnings', role: 'client-admin', query: `{ participants(sort: { field: EARNINGS, direction: DESC }, first: 25) { ${page('id name totalEarnings { amount }')} } }` },
  { name: 'products: searched + filtered', role: 'client-admin', query: `{ products(filter: { search: "motor", status: ACTIVE }, first: 25) { ${page('id name sku')} } }` },
  { name: 'claimsAnalytics (all claims)', role: 'client-admin', query: '{ claimsAnalytics { totalClaims approvalRate averageProcessingDays totalValue { amount } trend { month submitted } } }' },
];
