import { createRewardsState } from '../fixtures/rewards';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * Points and rewards: the ledger and balances, the catalogue and its stock, carts, offers and tiers.
 * The dashboards read them; the Rewards screens' queries are rewards-screens.
 */
export const rewards = defineDomain({
  name: 'rewards',
  firstScreen: true,
  collections: ['rewardTiers', 'pointsLedger', 'pointsExpirations', 'rewardCatalog', 'rewardTiles', 'rewardOffers', 'offerActivations', 'rewardCartLines', 'storeLoyaltyStats'],
  fixtures: createRewardsState,
  repositories: ['rewards'],
  resolvers: [],
  mutations: fromMutationsChunk('rewardsMutations'),
});
