/**
 * Current Promotions in Chromium: tabs and subcategory filters kept in the URL (and so surviving a
 * reload), the details dialog, the client admin's redirect, layout and accessibility.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { assertAccessible, waitForHeading } from './helpers.mjs';

function cards(page) {
  return page.locator('main').getByRole('article');
}

async function cardTitles(page) {
  return cards(page).getByRole('heading', { level: 2 }).allTextContents();
}

/** Waits until the list shows exactly these titles. */
async function expectTitles(page, titles) {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('main article h2')].map((h) => h.textContent).join('|') === expected.join('|'),
    titles,
  );
  assert.deepEqual(await cardTitles(page), titles);
}

function searchOf(page) {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function filterButtons(page) {
  const group = page.getByRole('group', { name: /by subcategory$/ });
  if ((await group.count()) === 0) return [];
  return group.getByRole('button').evaluateAll((buttons) => buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')]));
}

test.describe('promotions filters', () => {
  test('tab and subcategory filter the list, live in the URL, survive a reload; a new tab resets the filter', async ({ openPage }) => {
    const { page, errors } = await openPage('/promotions', { role: 'dealer' });
    await waitForHeading(page, 'Current Promotions');
    await cards(page).first().waitFor();
    assert.equal(await cards(page).count(), 12);
    assert.deepEqual(await filterButtons(page), [['All Promotions', 'true']]);

    await page.getByRole('tab', { name: 'Purchase Loyalty' }).click();
    await page.waitForURL(/tab=PURCHASE_LOYALTY/);
    await page.getByRole('status').filter({ hasText: 'Showing 8 of 8 promotions' }).waitFor();
    assert.deepEqual(await filterButtons(page), [
      ['All Purchase Loyalty', 'true'],
      ['Stocking', 'false'],
      ['Parts & Service', 'false'],
      ['Lennox Store', 'false'],
      ['ComfortPro Online', 'false'],
      ['Will-Call', 'false'],
    ]);

    await page.getByRole('button', { name: 'Stocking', exact: true }).click();
    await expectTitles(page, ['Pre-Season Stocking Incentive', 'Heat Pump Stocking Program']);
    assert.deepEqual(searchOf(page), { tab: 'PURCHASE_LOYALTY', subcategory: 'STOCKING' });

    await page.reload();
    await waitForHeading(page, 'Current Promotions');
    await expectTitles(page, ['Pre-Season Stocking Incentive', 'Heat Pump Stocking Program']);
    assert.equal(await page.getByRole('tab', { name: 'Purchase Loyalty' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Stocking', exact: true }).getAttribute('aria-pressed'), 'true');

    await page.getByRole('tab', { name: 'Sales Incentives' }).click();
    await page.getByRole('status').filter({ hasText: 'Showing 6 of 6 promotions' }).waitFor();
    assert.deepEqual(searchOf(page), { tab: 'SALES_INCENTIVES' });
    assert.equal(await page.getByRole('button', { name: 'All Sales Incentives' }).getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: 'Homeowner Rebates' }).click();
    await expectTitles(page, ['Homeowner Comfort Rebate']);

    await page.getByRole('tab', { name: 'Ultimate Contest' }).click();
    await expectTitles(page, ['Ultimate Comfort Advisor Contest']);
    assert.deepEqual(await filterButtons(page), []);
    assert.deepEqual(searchOf(page), { tab: 'ULTIMATE_CONTEST' });
    assert.deepEqual(errors, []);
  });

  test('tabs work from the keyboard', async ({ openPage }) => {
    const { page } = await openPage('/promotions', { role: 'comfort-advisor' });
    await waitForHeading(page, 'Current Promotions');
    await cards(page).first().waitFor();
    await page.getByRole('tab', { name: 'All Promotions' }).focus();
    // The second press comes as soon as focus has moved, without waiting for the first tab's list to
    // load: the second change builds on the first instead of being lost.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Purchase Loyalty'));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=FINANCE_OFFERS/);
    await expectTitles(page, ['0% APR for 60 Months', 'Low-Rate 84-Month Financing', 'Same-as-Cash 12 Months']);
    assert.deepEqual(await filterButtons(page), [['All Finance Offers', 'true']]);
  });

  test('View Details opens the details with the viewer’s tier bonus; Escape closes it and focus returns', async ({ openPage }) => {
    const { page, errors } = await openPage('/promotions?tab=PURCHASE_LOYALTY&subcategory=ONLINE_STORE', { role: 'comfort-advisor' });
    await waitForHeading(page, 'Current Promotions');
    const opener = page.getByRole('button', { name: 'View Details: ComfortPro Online Points Back' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'ComfortPro Online Points Back' });
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /As a Select member you earn a \+10% bonus on this promotion\./);
    await assertAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'View Details: ComfortPro Online Points Back');
    assert.deepEqual(errors, []);
  });
});

test.describe('promotions layout and roles', () => {
  for (const viewport of ['desktop', 'mobile']) {
    test(`${viewport}: no sideways scrolling and no accessibility violations`, async ({ openPage }) => {
      const { page } = await openPage('/promotions?tab=PURCHASE_LOYALTY', { role: 'dealer', viewport });
      await waitForHeading(page, 'Current Promotions');
      await cards(page).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0);
      await assertAccessible(page);
    });
  }

  test('a client admin is taken to promotions management', async ({ openPage }) => {
    const { page } = await openPage('/promotions', { role: 'client-admin' });
    await page.waitForURL((url) => url.pathname === '/admin-promotions');
    await waitForHeading(page, 'Promotions Management');
  });
});
