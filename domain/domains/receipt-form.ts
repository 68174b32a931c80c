import { receiptFormResolvers } from '../resolvers/receipt-form';
import { defineDomain } from './define';

/**
 * The external receipt form of Earn Rewards and the store loyalty screens. The store loyalty figures are
 * the rewards domain's collection (`storeLoyaltyStats`), read through the store loyalty repository.
 */
export const receiptForm = defineDomain({
  name: 'receipt-form',
  firstScreen: false,
  collections: [],
  repositories: ['storeLoyalty'],
  resolvers: [receiptFormResolvers],
});
