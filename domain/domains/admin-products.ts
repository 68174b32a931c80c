import { createProductsState } from '../fixtures/products';
import { adminProductsResolvers } from '../resolvers/admin-products';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Product Management: the product catalogue and its undo list. */
export const adminProducts = defineDomain({
  name: 'admin-products',
  firstScreen: false,
  collections: ['products', 'deletedProducts', 'productsSequence'],
  fixtures: createProductsState,
  repositories: ['products'],
  resolvers: [adminProductsResolvers],
  mutations: fromMutationsChunk('adminProductsMutations'),
});
