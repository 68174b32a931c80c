import { dashboardResolvers } from '../resolvers/dashboard';
import { defineDomain } from './define';

/** The three role dashboards: every figure is computed from the domain that owns its rows. */
export const dashboard = defineDomain({
  name: 'dashboard',
  firstScreen: true,
  collections: [],
  repositories: [],
  resolvers: [dashboardResolvers],
  firstScreenOperations: ['DashboardScreen'],
});
