import { createContentState } from '../fixtures/content';
import { contentResolvers } from '../resolvers/content';
import { defineDomain } from './define';

/** The banners: the dashboards' hero slides and the contest banner. */
export const content = defineDomain({
  name: 'content',
  firstScreen: true,
  collections: ['heroSlides', 'contestBanner'],
  fixtures: createContentState,
  repositories: ['content'],
  resolvers: [contentResolvers],
});
