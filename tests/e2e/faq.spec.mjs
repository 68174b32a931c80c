import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, waitForHeading, withPage } from './helpers.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The questions shown, as the accordion triggers read. */
async function questions(page) {
  return page.locator('main button[aria-expanded]').allTextContents();
}

describe('faq', () => {
  test('search narrows the answers, an unknown word shows the empty state, Clear filters brings everything back', async () => {
    await withPage(browser, '/faq', { role: 'dealer' }, async ({ page, errors }) => {
      await waitForHeading(page, 'Frequently Asked Questions');
      await page.getByText('46 questions', { exact: true }).waitFor();
      assert.equal((await questions(page)).length, 46);

      const search = page.getByRole('searchbox', { name: 'Search FAQs' });
      await search.fill('do my POINTS');
      await page.getByText('1 question matching “do my POINTS”').waitFor();
      assert.deepEqual(await questions(page), ['Do my points expire?']);
      assert.equal(new URL(page.url()).searchParams.get('q'), 'do my POINTS');

      await page.getByRole('button', { name: 'Do my points expire?' }).click();
      await page.getByText(/24 months of inactivity/).waitFor();

      await search.fill('snowmobile');
      await page.getByText('No results found').waitFor();
      await page.getByText('Try adjusting your search or browse by category').waitFor();
      assert.deepEqual(await questions(page), []);

      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText('46 questions', { exact: true }).waitFor();
      assert.equal(await search.inputValue(), '');
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(errors, []);
    });
  });

  test('a category card filters to its questions and clears the search', async () => {
    await withPage(browser, '/faq?q=points', { role: 'comfort-advisor' }, async ({ page }) => {
      await waitForHeading(page, 'Frequently Asked Questions');
      assert.equal(await page.getByRole('button', { name: /^Marketing Funds/ }).count(), 0);
      await page.getByRole('button', { name: /^Training 5 questions$/ }).click();
      await page.getByText('5 questions in Training').waitFor();
      assert.equal(await page.getByRole('searchbox', { name: 'Search FAQs' }).inputValue(), '');
      assert.equal(new URL(page.url()).search, '?category=training');
    });
  });
});
