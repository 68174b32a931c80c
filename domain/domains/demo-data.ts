import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * The demo's reset of every collection to the sample data. It writes the whole document, so on the
 * HTTP server it takes the document's lock.
 */
export const demoData = defineDomain({
  name: 'demo-data',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [],
  mutations: fromMutationsChunk('demoDataMutations'),
  sql: false,
});
