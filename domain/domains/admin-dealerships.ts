import { adminDealershipsResolvers } from '../resolvers/admin-dealerships';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** The Dealerships screen: the program's network of dealerships (their rows are the participants domain's `dealers`). */
export const adminDealerships = defineDomain({
  name: 'admin-dealerships',
  firstScreen: false,
  collections: [],
  repositories: ['dealerships'],
  resolvers: [adminDealershipsResolvers],
  mutations: fromMutationsChunk('adminDealershipsMutations'),
});
