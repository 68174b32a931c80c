import type { Resolvers } from '../__generated__/resolvers-types';
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
import { profileSettingsResolvers } from './profile-settings';

/** The resolvers of every other screen's domain; the worker loads them with the rest of its server (mocks/other-screens.ts). */
export const otherScreensResolvers: readonly Resolvers[] = [
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
  profileSettingsResolvers,
];
