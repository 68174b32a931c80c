import { trainingResolvers } from '../resolvers/training';
import { defineDomain } from './define';

/** The Training screen's queries (the training domain). */
export const trainingScreens = defineDomain({
  name: 'training-screens',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [trainingResolvers],
});
