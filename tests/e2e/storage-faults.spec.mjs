import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { BASE_URL, VIEWPORTS, selectTab, waitForHeading } from './helpers.mjs';

/**
 * The portal's saved data under storage faults: a full storage, a corrupt or old saved copy, and two
 * tabs changing the same data.
 */

const DB_KEY = 'hvac-portal:db';
const SAVE_FAILED = 'Your changes could not be saved in this browser';
const RESET = 'Saved portal data was reset';

/**
 * A browser context of `browser` signed in as a dealer (set once, so every tab shares what the app stores), with
 * `faults` applied before the app's code runs: `quota` makes saving the database throw
 * QuotaExceededError, `stored` puts a value under the database key first.
 */
async function dealerContext(browser, { quota = false, stored = null } = {}) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
  await context.addInitScript(
    ({ quota: fillQuota, stored: storedCopy, dbKey }) => {
      if (window.localStorage.getItem('authenticated') === null) {
        window.localStorage.setItem('authenticated', 'true');
        window.localStorage.setItem('role', 'dealer');
        if (storedCopy !== null) window.localStorage.setItem(dbKey, storedCopy);
      }
      if (fillQuota) {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function setItemWhenFull(key, value) {
          if (key === dbKey) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return setItem.call(this, key, value);
        };
      }
    },
    { quota, stored, dbKey: DB_KEY },
  );
  return context;
}

/** Opens a tab of `context` at `path`, collecting uncaught errors and dialogs. */
async function openTab(context, path) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('dialog', (dialog) => {
    errors.push(new Error(`unexpected dialog: ${dialog.message()}`));
    void dialog.dismiss();
  });
  await page.goto(path);
  return { page, errors };
}

function recentReviews(page) {
  return page.getByRole('region', { name: 'Recent Reviews' });
}

/** Posts `text` as the response to the first review waiting for one; returns the customer's name. */
async function respondToFirstReview(page, text) {
  const first = recentReviews(page).getByRole('article').first();
  const customer = (await first.getByRole('heading', { level: 3 }).textContent()).trim();
  await first.getByRole('button', { name: `Respond to ${customer}` }).click();
  await first.getByRole('textbox', { name: `Your response to ${customer}` }).fill(text);
  await first.getByRole('button', { name: 'Post Response' }).click();
  await page.getByText('Response posted').first().waitFor();
  return customer;
}

test.describe('storage faults', () => {
  test('storage full: the change stays on screen, the user is told, nothing crashes', async ({ browser }) => {
    const context = await dealerContext(browser, { quota: true });
    try {
      const { page, errors } = await openTab(context, '/reviews?tab=needs-response');
      await waitForHeading(page, 'Customer Reviews');
      await recentReviews(page).getByText('Showing 10 of 18 reviews').waitFor();
      assert.equal(await page.getByText(SAVE_FAILED).count(), 0);

      await respondToFirstReview(page, 'Thanks for choosing us, see you at the next service.');
      const notice = page.getByRole('status').filter({ hasText: SAVE_FAILED });
      await notice.waitFor();
      assert.match(await notice.textContent(), /kept for this visit/);
      await recentReviews(page).getByText('Showing 10 of 17 reviews').waitFor();

      // Still usable: another screen reads the change kept in memory.
      await selectTab(page, 'All Reviews');
      await page.getByRole('tabpanel', { name: 'All Reviews' }).getByText('Thanks for choosing us, see you at the next service.').waitFor();
      assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), DB_KEY), null);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a corrupt saved copy is reset to the sample data, with a notice', async ({ browser }) => {
    const context = await dealerContext(browser, { stored: '{"version":3,"users":[' });
    try {
      const { page, errors } = await openTab(context, '/');
      const notice = page.getByRole('status').filter({ hasText: RESET });
      await notice.waitFor();
      assert.match(await notice.textContent(), /could not be read/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await notice.getByRole('button', { name: 'Dismiss notice' }).click();
      await notice.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a saved copy from an older version is reset, with a notice', async ({ browser }) => {
    const context = await dealerContext(browser);
    try {
      const { page, errors } = await openTab(context, '/reviews?tab=needs-response');
      await waitForHeading(page, 'Customer Reviews');
      await respondToFirstReview(page, 'Saved before an update.');
      await page.waitForFunction((key) => window.localStorage.getItem(key)?.includes('Saved before an update.'), DB_KEY);
      await page.evaluate((key) => {
        const copy = JSON.parse(window.localStorage.getItem(key));
        window.localStorage.setItem(key, JSON.stringify({ ...copy, version: copy.version - 1 }));
      }, DB_KEY);
      await page.reload();
      const notice = page.getByRole('status').filter({ hasText: RESET });
      await notice.waitFor();
      assert.match(await notice.textContent(), /older version/);
      await recentReviews(page).getByText('Showing 10 of 18 reviews').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("two tabs: each shows the other's change and neither overwrites it", async ({ browser }) => {
    const context = await dealerContext(browser);
    try {
      const one = await openTab(context, '/reviews?tab=needs-response');
      const two = await openTab(context, '/reviews?tab=needs-response');
      for (const { page } of [one, two]) {
        await waitForHeading(page, 'Customer Reviews');
        await recentReviews(page).getByText('Showing 10 of 18 reviews').waitFor();
      }

      const firstCustomer = await respondToFirstReview(one.page, 'Answered in the first tab.');
      // The other tab follows without a reload.
      await recentReviews(two.page).getByText('Showing 10 of 17 reviews').waitFor();

      const secondCustomer = await respondToFirstReview(two.page, 'Answered in the second tab.');
      assert.notEqual(secondCustomer, firstCustomer);
      await recentReviews(one.page).getByText('Showing 10 of 16 reviews').waitFor();

      for (const { page } of [one, two]) {
        await page.goto('/reviews');
        await waitForHeading(page, 'Customer Reviews');
        await recentReviews(page).getByText('Answered in the first tab.').waitFor();
        await recentReviews(page).getByText('Answered in the second tab.').waitFor();
      }
      assert.deepEqual(one.errors, []);
      assert.deepEqual(two.errors, []);
    } finally {
      await context.close();
    }
  });
});
