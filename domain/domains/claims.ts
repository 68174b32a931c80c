import { createClaimsState } from '../fixtures/claims';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * The claims program: claims and their history, claim goals, spot awards and evidence files. The
 * dashboards read them; the claims screens' queries are claims-screens.
 */
export const claims = defineDomain({
  name: 'claims',
  firstScreen: true,
  collections: ['claims', 'claimHistory', 'claimGoals', 'spotAwards', 'spotAwardsSequence'],
  fixtures: createClaimsState,
  repositories: ['claims', 'claimFiles', 'spotAwards'],
  resolvers: [],
  mutations: fromMutationsChunk('claimsMutations'),
});
