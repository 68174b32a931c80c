import { createSessionState } from '../fixtures/session';
import { sessionResolvers } from '../resolvers/session';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * The session: who is signed in and as which role, sign-in, sign-up and Profile Setup, the users and
 * their dealerships. Its fixtures also make each user's sample notifications, which the notifications
 * domain keeps.
 */
export const session = defineDomain({
  name: 'session',
  firstScreen: true,
  collections: ['users', 'dealerships', 'registrations', 'notifications', 'passwordResets'],
  fixtures: createSessionState,
  repositories: ['users'],
  resolvers: [sessionResolvers],
  mutations: fromMutationsChunk('sessionMutations'),
  firstScreenOperations: ['ShellViewer'],
});
