import { userErrorResolvers } from '../resolvers/user-errors';
import { defineDomain } from './define';

/** A mutation's UserError: the path of the input field it is about. */
export const userErrors = defineDomain({
  name: 'user-errors',
  firstScreen: true,
  collections: [],
  repositories: [],
  resolvers: [userErrorResolvers],
});
