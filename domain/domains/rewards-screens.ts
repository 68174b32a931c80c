import { rewardsResolvers } from '../resolvers/rewards';
import { defineDomain } from './define';

/** The Rewards screens' queries over points and rewards (the rewards domain). */
export const rewardsScreens = defineDomain({
  name: 'rewards-screens',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [rewardsResolvers],
});
