import { createRewardsAdminState } from '../fixtures/rewards-admin';
import { defineDomain } from './define';

/**
 * The administrators' reward catalogue and the program's redemptions. The client admin dashboard reads
 * them; Rewards Management is admin-rewards.
 */
export const rewardsAdmin = defineDomain({
  name: 'rewards-admin',
  firstScreen: true,
  collections: ['rewardsAdminCatalog', 'rewardRedemptions'],
  fixtures: createRewardsAdminState,
  repositories: [],
  resolvers: [],
});
