import { notificationsResolvers } from '../resolvers/notifications';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * A user's notifications: the bell's list and its changes. Their sample rows come with the session's
 * users (domain/fixtures/session.ts).
 */
export const notifications = defineDomain({
  name: 'notifications',
  firstScreen: true,
  collections: [],
  repositories: ['notifications'],
  resolvers: [notificationsResolvers],
  mutations: fromMutationsChunk('notificationsMutations'),
  firstScreenOperations: ['ShellNotifications'],
});
