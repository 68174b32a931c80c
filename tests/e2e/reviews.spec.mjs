import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, selectTab, waitForHeading, withPage } from './helpers.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('customer reviews', () => {
  test('a response shows under the review, leaves Needs Response and moves the response rate', async () => {
    await withPage(browser, '/reviews?tab=needs-response', { role: 'dealer' }, async ({ page, errors }) => {
      await waitForHeading(page, 'Customer Reviews');
      const rate = page.getByTestId('review-summary').getByRole('group', { name: 'Response Rate' });
      await rate.getByText('89%').waitFor();
      const recent = page.getByRole('region', { name: 'Recent Reviews' });
      await recent.getByText('Showing 10 of 18 reviews').waitFor();

      const first = recent.getByRole('article').first();
      const customer = (await first.getByRole('heading', { level: 3 }).textContent()).trim();
      await first.getByRole('button', { name: `Respond to ${customer}` }).click();
      const reply = first.getByRole('textbox', { name: `Your response to ${customer}` });
      await first.getByRole('button', { name: 'Post Response' }).click();
      await first.getByText('Response is required').waitFor();

      await reply.fill('Thank you for the review. We appreciate your business!');
      await first.getByRole('button', { name: 'Post Response' }).click();
      await page.getByText('Response posted').waitFor();
      await recent.getByText('Showing 10 of 17 reviews').waitFor();
      await rate.getByText('90%').waitFor();

      // Wait until the Needs Response panel has finished leaving, so only the All Reviews panel is read.
      await selectTab(page, 'All Reviews');
      await page.waitForURL((url) => url.search === '');
      const answered = recent.getByRole('group', { name: 'Response from Jordan Miller' }).filter({ hasText: 'Thank you for the review. We appreciate your business!' });
      await answered.waitFor();

      await page.reload();
      await waitForHeading(page, 'Customer Reviews');
      await recent.getByText('Thank you for the review. We appreciate your business!').waitFor();
      await rate.getByText('90%').waitFor();
      assert.deepEqual(errors, []);
    });
  });
});
