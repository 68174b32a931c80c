import { marketingFundsResolvers } from '../resolvers/marketing-funds';
import { defineDomain } from './define';

/** The Marketing Funds screen's queries (the marketing-funds domain). */
export const marketingFundsScreens = defineDomain({
  name: 'marketing-funds-screens',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [marketingFundsResolvers],
});
