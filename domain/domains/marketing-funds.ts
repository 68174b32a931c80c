import { createMarketingFundsState } from '../fixtures/marketing-funds';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * Co-op and MDF marketing funds: accruals, claims and the guidelines. The dealer dashboard reads them;
 * the Marketing Funds screen's queries are marketing-funds-screens.
 */
export const marketingFunds = defineDomain({
  name: 'marketing-funds',
  firstScreen: true,
  collections: ['fundTransactions', 'fundGuidelines'],
  fixtures: createMarketingFundsState,
  repositories: ['marketingFunds'],
  resolvers: [],
  mutations: fromMutationsChunk('marketingFundsMutations'),
});
