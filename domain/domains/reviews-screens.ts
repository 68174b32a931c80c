import { reviewsResolvers } from '../resolvers/reviews';
import { defineDomain } from './define';

/** The Customer Reviews screen's queries (the reviews domain). */
export const reviewsScreens = defineDomain({
  name: 'reviews-screens',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [reviewsResolvers],
});
