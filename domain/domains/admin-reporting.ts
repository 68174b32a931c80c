import { createReportsState } from '../fixtures/reports';
import { adminReportingResolvers } from '../resolvers/admin-reporting';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Program Reports: the report definitions and the record of the reports generated. */
export const adminReporting = defineDomain({
  name: 'admin-reporting',
  firstScreen: false,
  collections: ['reportDefinitions', 'reportRuns'],
  fixtures: createReportsState,
  repositories: ['reportDefinitions', 'reportRuns'],
  resolvers: [adminReportingResolvers],
  mutations: fromMutationsChunk('adminReportingMutations'),
});
