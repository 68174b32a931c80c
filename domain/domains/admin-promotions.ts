import { createAdminPromotionsState } from '../fixtures/admin-promotions';
import { adminPromotionsResolvers } from '../resolvers/admin-promotions';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Promotions Management: the promotions administrators manage. */
export const adminPromotions = defineDomain({
  name: 'admin-promotions',
  firstScreen: false,
  collections: ['adminPromotions', 'adminPromotionsSequence'],
  fixtures: createAdminPromotionsState,
  repositories: ['adminPromotions'],
  resolvers: [adminPromotionsResolvers],
  mutations: fromMutationsChunk('adminPromotionsMutations'),
});
