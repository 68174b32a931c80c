/**
 * Automated accessibility checks (axe) of the shell's own parts: header, sidebar, drawer, menus and
 * the 404 page. Screens inside the shell are checked by their own suites.
 */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { launchBrowser, waitForHeading, withPage } from './helpers.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function assertAccessible(page, selectors) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of selectors) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  assert.deepEqual(summary, []);
}

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
    await delay(400);
    await assertAccessible(page, ['[role="dialog"]']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    await delay(400);
    await assertAccessible(page, ['[role="menu"]']);
  });
});

test('mobile drawer and the 404 page', async () => {
  await withPage(browser, '/terms', { viewport: 'mobile' }, async ({ page }) => {
    await waitForHeading(page, 'Page Not Found');
    await assertAccessible(page, ['#app-header', 'main']);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await delay(400);
    await assertAccessible(page, ['[role="dialog"]']);
  });
});
