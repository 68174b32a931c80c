import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * The demo's reset of every collection to the sample data: the in-browser server's memory, or the HTTP
 * server's tables (server/program-seed.ts).
 */
export const demoData = defineDomain({
  name: 'demo-data',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [],
  mutations: fromMutationsChunk('demoDataMutations'),
});
