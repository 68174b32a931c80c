import { receiptFormResolvers } from '../resolvers/receipt-form';
import { defineDomain } from './define';

/** The external receipt form of Earn Rewards and the store loyalty screens. */
export const receiptForm = defineDomain({
  name: 'receipt-form',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [receiptFormResolvers],
  sql: false,
});
