import { createFaqState } from '../fixtures/faq';
import { faqResolvers } from '../resolvers/faq';
import { defineDomain } from './define';

/** The FAQ's categories and entries. */
export const faq = defineDomain({
  name: 'faq',
  firstScreen: false,
  collections: ['faqCategories', 'faqEntries'],
  fixtures: createFaqState,
  repositories: ['faq'],
  resolvers: [faqResolvers],
});
