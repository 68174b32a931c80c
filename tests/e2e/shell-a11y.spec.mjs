/**
 * Automated accessibility checks (axe) of the shell's own parts: header, sidebar, drawer, menus and
 * the 404 page. Screens inside the shell are checked by their own suites.
 */
import { test } from './fixtures.mjs';
import { assertAccessible, waitForHeading } from './helpers.mjs';

test('header and sidebar, expanded and collapsed', async ({ openPage }) => {
  const { page } = await openPage('/rewards');
  await waitForHeading(page, 'Loyalty Rewards');
  await assertAccessible(page, ['#app-header', '#main-sidebar']);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
  await assertAccessible(page, ['#main-sidebar']);
});

test('notifications and account menu open', async ({ openPage }) => {
  const { page } = await openPage('/');
  await waitForHeading(page, 'Dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await assertAccessible(page, ['[role="dialog"]']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
  await assertAccessible(page, ['[role="menu"]']);
});

test('mobile drawer and the 404 page', async ({ openPage }) => {
  const { page } = await openPage('/terms', { viewport: 'mobile' });
  await waitForHeading(page, 'Page Not Found');
  await assertAccessible(page, ['#app-header', 'main']);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
  await assertAccessible(page, ['[role="dialog"]']);
});
