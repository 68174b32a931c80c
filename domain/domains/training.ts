import { createTrainingState } from '../fixtures/training';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/**
 * Training: courses and enrolments, certifications and their paths, webinars, learning days,
 * recognitions and the leaderboard. The advisor dashboard reads them; the Training screen's queries
 * are training-screens.
 */
export const training = defineDomain({
  name: 'training',
  firstScreen: true,
  collections: ['courses', 'courseProgress', 'certifications', 'certificationPaths', 'webinars', 'webinarRegistrations', 'trainingActivity', 'recognitions', 'trainingLeaders'],
  fixtures: createTrainingState,
  repositories: ['training'],
  resolvers: [],
  mutations: fromMutationsChunk('trainingMutations'),
});
