/**
 * Automated accessibility checks (axe) of the shell's own parts: header, sidebar, drawer, menus and
 * the 404 page. Screens inside the shell are checked by their own suites.
 */
import { after, before, test } from 'node:test';
import { assertAccessible, launchBrowser, waitForHeading, withPage } from './helpers.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('header and sidebar, expanded and collapsed', async () => {
  await withPage(browser, '/rewards', {}, async ({ page }) => {
    await waitForHeading(page, 'Loyalty Rewards');
    await assertAccessible(page, ['#app-header', '#main-sidebar']);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await assertAccessible(page, ['#main-sidebar']);
  });
});

test('notifications and account menu open', async () => {
  await withPage(browser, '/', {}, async ({ page }) => {
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await assertAccessible(page, ['[role="dialog"]']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    await assertAccessible(page, ['[role="menu"]']);
  });
});

test('mobile drawer and the 404 page', async () => {
  await withPage(browser, '/terms', { viewport: 'mobile' }, async ({ page }) => {
    await waitForHeading(page, 'Page Not Found');
    await assertAccessible(page, ['#app-header', 'main']);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await assertAccessible(page, ['[role="dialog"]']);
  });
});
