import { adminRewardsResolvers } from '../resolvers/admin-rewards';
import { defineDomain } from './define';

/** Rewards Management over the rewards-admin and rewards domains. */
export const adminRewards = defineDomain({
  name: 'admin-rewards',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [adminRewardsResolvers],
});
