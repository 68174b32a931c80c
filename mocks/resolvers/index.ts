import type { Resolvers } from '../__generated__/resolvers-types';
import { scalarResolvers } from './scalars';
import { userErrorResolvers } from './user-errors';
import { contentResolvers } from './content';
import { promotionsResolvers } from './promotions';
import { rewardsResolvers } from './rewards';
import { earningsResolvers } from './earnings';
import { marketingFundsResolvers } from './marketing-funds';
import { resourcesResolvers } from './resources';
import { purchaseVolumeResolvers } from './purchase-volume';
import { trainingResolvers } from './training';
import { eventsResolvers } from './events';
import { reviewsResolvers } from './reviews';
import { faqResolvers } from './faq';
import { claimsResolvers } from './claims';
import { adminParticipantsResolvers } from './admin-participants';
import { adminRewardsResolvers } from './admin-rewards';
import { adminReportingResolvers } from './admin-reporting';
import { adminPromotionsResolvers } from './admin-promotions';
import { earnRatesResolvers } from './earn-rates';
import { adminProductsResolvers } from './admin-products';
import { receiptFormResolvers } from './receipt-form';
import { dashboardResolvers } from './dashboard';
import { sessionResolvers } from './session';
import { profileSettingsResolvers } from './profile-settings';
import { notificationsResolvers } from './notifications';

/**
 * Every domain's resolvers. The executable schema (mocks/executable-schema.ts) sets them on the contract's
 * types and refuses a field two domains both resolve.
 */
export const domainResolvers: readonly Resolvers[] = [
  scalarResolvers,
  userErrorResolvers,
  contentResolvers,
  promotionsResolvers,
  rewardsResolvers,
  earningsResolvers,
  marketingFundsResolvers,
  resourcesResolvers,
  purchaseVolumeResolvers,
  trainingResolvers,
  eventsResolvers,
  reviewsResolvers,
  faqResolvers,
  claimsResolvers,
  adminParticipantsResolvers,
  adminRewardsResolvers,
  adminReportingResolvers,
  adminPromotionsResolvers,
  earnRatesResolvers,
  adminProductsResolvers,
  receiptFormResolvers,
  dashboardResolvers,
  sessionResolvers,
  profileSettingsResolvers,
  notificationsResolvers,
];
