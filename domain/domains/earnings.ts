import { createEarningsState } from '../fixtures/earnings';
import { earningsResolvers } from '../resolvers/earnings';
import { defineDomain } from './define';

/** Earnings: a member's earning records with their points and funds. */
export const earnings = defineDomain({
  name: 'earnings',
  firstScreen: false,
  collections: ['earningRecords'],
  fixtures: createEarningsState,
  repositories: [],
  resolvers: [earningsResolvers],
  sql: false,
});
