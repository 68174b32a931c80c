import { createParticipantsState } from '../fixtures/participants';
import { defineDomain } from './define';

/**
 * The program's dealers and participants. The client admin dashboard reads them; Participants
 * Management is admin-participants.
 */
export const participants = defineDomain({
  name: 'participants',
  firstScreen: true,
  collections: ['dealers', 'participants'],
  fixtures: createParticipantsState,
  repositories: ['participants'],
  resolvers: [],
});
