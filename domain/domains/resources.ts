import { createResourcesState } from '../fixtures/resources';
import { resourcesResolvers } from '../resolvers/resources';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Resources: territory managers, links, emergency contacts, and the meetings dealers request. */
export const resources = defineDomain({
  name: 'resources',
  firstScreen: false,
  collections: ['resourceTerritoryManagers', 'resourceLinks', 'resourceEmergencyContacts', 'resourceMeetingRequests'],
  fixtures: createResourcesState,
  repositories: ['resources', 'meetingRequests'],
  resolvers: [resourcesResolvers],
  mutations: fromMutationsChunk('resourcesMutations'),
});
