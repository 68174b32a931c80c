import { createEarningsState } from '../fixtures/earnings';
import { earningsResolvers } from '../resolvers/earnings';
import { defineDomain } from './define';

/** Earnings: a member's earning records (the `earning_records` table on the HTTP server) with their points and funds. */
export const earnings = defineDomain({
  name: 'earnings',
  firstScreen: false,
  collections: ['earningRecords'],
  fixtures: createEarningsState,
  repositories: ['earnings'],
  resolvers: [earningsResolvers],
});
