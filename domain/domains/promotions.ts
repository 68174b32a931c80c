import { createPromotionsState } from '../fixtures/promotions';
import { promotionsResolvers } from '../resolvers/promotions';
import { defineDomain } from './define';

/** The promotions members see. */
export const promotions = defineDomain({
  name: 'promotions',
  firstScreen: false,
  collections: ['customerPromotions'],
  fixtures: createPromotionsState,
  repositories: ['promotions'],
  resolvers: [promotionsResolvers],
});
