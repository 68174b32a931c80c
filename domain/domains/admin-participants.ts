import { adminParticipantsResolvers } from '../resolvers/admin-participants';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Participants Management over the participants domain. */
export const adminParticipants = defineDomain({
  name: 'admin-participants',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [adminParticipantsResolvers],
  mutations: fromMutationsChunk('adminParticipantsMutations'),
  sql: true,
});
