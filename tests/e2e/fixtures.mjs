/**
 * The suite's fixtures on top of @playwright/test. Playwright's own `browser` (launched from the config's
 * launchOptions: /usr/bin/chromium, CHROMIUM_ARGS, headless) is shared by every test of a worker;
 * `openPage` opens a page in a new browser context of it as a role with seeded storage and closes every
 * context it opened once the test ends, passed or failed.
 *
 *   test('…', async ({ openPage }) => {
 *     const { page, errors } = await openPage('/rewards', { role: 'client-admin', viewport: 'mobile' });
 *     …
 *     expect(errors).toEqual([]);
 *   });
 */
import { test as base, expect } from '@playwright/test';
import { openPage } from './helpers.mjs';

export const test = base.extend({
  /** Who `openPage` signs in as unless told: 'dealer', 'comfort-advisor', 'client-admin', or null (signed out). */
  role: ['dealer', { option: true }],
  /** The viewport `openPage` uses unless told: 'desktop' (1440 × 900), 'mobile' (390 × 844) or a size. */
  viewport: ['desktop', { option: true }],
  /** localStorage entries `openPage` seeds beside the session unless told. */
  storage: [{}, { option: true }],

  /**
   * `openPage(urlPath, { role, viewport, storage })`: helpers.mjs openPage in the test's browser, the
   * options defaulting to the test's `role`, `viewport` and `storage` (`test.use({ role: … })`); resolves
   * with the page, its context and the uncaught page errors seen so far (a list that keeps growing while
   * the page runs).
   */
  openPage: async ({ browser, role, viewport, storage }, use) => {
    const contexts = [];
    await use(async (urlPath, options = {}) => {
      const opened = await openPage(browser, urlPath, { role, viewport, storage, ...options });
      contexts.push(opened.context);
      return opened;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
