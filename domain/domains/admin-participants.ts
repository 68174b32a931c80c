import { adminParticipantsResolvers } from '../resolvers/admin-participants';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Participants Management over the participants domain, with the sign-ups waiting for approval (its Pending Enrolments tab). */
export const adminParticipants = defineDomain({
  name: 'admin-participants',
  firstScreen: false,
  collections: [],
  repositories: ['enrolments'],
  resolvers: [adminParticipantsResolvers],
  mutations: fromMutationsChunk('adminParticipantsMutations'),
});
