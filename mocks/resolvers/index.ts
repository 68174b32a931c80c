import { mergeResolvers } from '@graphql-tools/merge';
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
import { participantsResolvers } from './participants';
import { rewardsAdminResolvers } from './rewards-admin';
import { reportsResolvers } from './reports';
import { adminPromotionsResolvers } from './admin-promotions';
import { earnRatesResolvers } from './earn-rates';
import { productsResolvers } from './products';
import { receiptFormResolvers } from './receipt-form';
import { dashboardResolvers } from './dashboard';
import { sessionResolvers } from './session';
import { profileResolvers } from './profile';
import { notificationsResolvers } from './notifications';

/** Every domain's resolvers, merged into one map for the executable schema. */
export const resolvers = mergeResolvers([
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
  participantsResolvers,
  rewardsAdminResolvers,
  reportsResolvers,
  adminPromotionsResolvers,
  earnRatesResolvers,
  productsResolvers,
  receiptFormResolvers,
  dashboardResolvers,
  sessionResolvers,
  profileResolvers,
  notificationsResolvers,
]) as Resolvers;
