import { claimsResolvers } from '../resolvers/claims';
import { defineDomain } from './define';

/** The queries of My Claims, Claims Analytics and Claims Management (the claims domain). */
export const claimsScreens = defineDomain({
  name: 'claims-screens',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [claimsResolvers],
});
