import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { rewardsMutations } from './rewards';
import { marketingFundsMutations } from './marketing-funds';
import { resourcesMutations } from './resources';
import { trainingMutations } from './training';
import { eventsMutations } from './events';
import { reviewsMutations } from './reviews';
import { claimsMutations } from './claims';
import { adminParticipantsMutations } from './admin-participants';
import { adminReportingMutations } from './admin-reporting';
import { adminPromotionsMutations } from './admin-promotions';
import { earnRatesMutations } from './earn-rates';
import { adminProductsMutations } from './admin-products';
import { sessionMutations } from './session';
import { profileSettingsMutations } from './profile-settings';
import { notificationsMutations } from './notifications';

/** The claim lifecycle's code, which a claim's history reads too (domain/resolvers/claims.ts, `lifecycle`). */
export * as claimLifecycle from '../claim-lifecycle';

/**
 * The Mutation resolvers of every feature. The worker loads them on the first mutation
 * (domain/executable-schema.ts), so a first visit, which runs only queries, does not download them.
 */
export const domainMutations: readonly MutationResolvers[] = [
  rewardsMutations,
  marketingFundsMutations,
  resourcesMutations,
  trainingMutations,
  eventsMutations,
  reviewsMutations,
  claimsMutations,
  adminParticipantsMutations,
  adminReportingMutations,
  adminPromotionsMutations,
  earnRatesMutations,
  adminProductsMutations,
  sessionMutations,
  profileSettingsMutations,
  notificationsMutations,
];
