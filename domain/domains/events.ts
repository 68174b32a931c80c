import { createEventsState } from '../fixtures/events';
import { eventsResolvers } from '../resolvers/events';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Events: upcoming events and registrations, past events and attendance. */
export const events = defineDomain({
  name: 'events',
  firstScreen: false,
  collections: ['events', 'eventRegistrations', 'pastEvents', 'eventAttendance'],
  fixtures: createEventsState,
  repositories: ['events'],
  resolvers: [eventsResolvers],
  mutations: fromMutationsChunk('eventsMutations'),
});
