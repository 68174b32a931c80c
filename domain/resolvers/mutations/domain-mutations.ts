/**
 * Every feature's Mutation resolvers, in one module so that the worker fetches them as one chunk, at
 * the first mutation (domain/executable-schema.ts): a first visit, which runs only queries, does not
 * download them. Each domain's descriptor loads its own from here (`mutations`, domain/domains).
 */
export { rewardsMutations } from './rewards';
export { marketingFundsMutations } from './marketing-funds';
export { resourcesMutations } from './resources';
export { trainingMutations } from './training';
export { eventsMutations } from './events';
export { reviewsMutations } from './reviews';
export { claimsMutations } from './claims';
export { adminParticipantsMutations } from './admin-participants';
export { adminReportingMutations } from './admin-reporting';
export { adminPromotionsMutations } from './admin-promotions';
export { earnRatesMutations } from './earn-rates';
export { adminProductsMutations } from './admin-products';
export { adminDealershipsMutations } from './admin-dealerships';
export { demoDataMutations, sessionMutations } from './session';
export { profileSettingsMutations } from './profile-settings';
export { notificationsMutations } from './notifications';
export { accountsMutations } from './accounts';

/** The claim lifecycle's code, which a claim's history reads too (domain/resolvers/claims.ts, `lifecycle`). */
export * as claimLifecycle from '../claim-lifecycle';
