import { createReviewsState } from '../fixtures/reviews';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * The dealership's customer reviews and the dealer's responses. The dealer dashboard reads them; the
 * Customer Reviews screen's queries are reviews-screens.
 */
export const reviews = defineDomain({
  name: 'reviews',
  firstScreen: true,
  collections: ['reviews'],
  fixtures: createReviewsState,
  repositories: ['reviews'],
  resolvers: [],
  mutations: fromMutationsChunk('reviewsMutations'),
});
