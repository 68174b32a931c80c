/**
 * Screenshots of the shell at 1440 px and 390 px (SCREENSHOT_DIR, /tmp/screenshots by default), for
 * people to look at; each also checks that nothing overflows the viewport sideways.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { animationsSettled, mainNav, screenshot, waitForHeading } from './helpers.mjs';

/** Lets open/close animations finish before the picture is taken. */
const settle = (page) => animationsSettled(page);

async function assertNoSidewaysScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

for (const [viewport, width] of [
  ['desktop', 1440],
  ['mobile', 390],
]) {
  test.describe(`shell at ${width} px`, () => {
    test('dealer dashboard', async ({ openPage }) => {
      const { page } = await openPage('/', { role: 'dealer', viewport });
      await waitForHeading(page, 'Dashboard');
      await settle(page);
      await assertNoSidewaysScroll(page);
      await screenshot(page, `shell-dealer-dashboard-${width}`);
    });

    test('client admin', async ({ openPage }) => {
      const { page } = await openPage('/admin-claims', { role: 'client-admin', viewport });
      await waitForHeading(page, 'Claims Analytics');
      await settle(page);
      await assertNoSidewaysScroll(page);
      await screenshot(page, `shell-client-admin-${width}`);
    });

    test('notifications open', async ({ openPage }) => {
      const { page } = await openPage('/', { role: 'dealer', viewport });
      await waitForHeading(page, 'Dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      await settle(page);
      await assertNoSidewaysScroll(page);
      await screenshot(page, `shell-notifications-open-${width}`);
    });

    test('account menu open', async ({ openPage }) => {
      const { page } = await openPage('/', { role: 'dealer', viewport });
      await waitForHeading(page, 'Dashboard');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').waitFor();
      await settle(page);
      await assertNoSidewaysScroll(page);
      await screenshot(page, `shell-account-menu-open-${width}`);
    });

    test('404', async ({ openPage }) => {
      const { page } = await openPage('/terms', { role: 'dealer', viewport });
      await waitForHeading(page, 'Page Not Found');
      await settle(page);
      await assertNoSidewaysScroll(page);
      await screenshot(page, `shell-404-${width}`, { fullPage: true });
    });

    test('access denied', async ({ openPage }) => {
      const { page } = await openPage('/admin-products', { role: 'dealer', viewport });
      await waitForHeading(page, 'Access denied');
      await settle(page);
      await assertNoSidewaysScroll(page);
      await screenshot(page, `shell-access-denied-${width}`);
    });
  });
}

test('mobile drawer open at 390 px', async ({ openPage }) => {
  const { page } = await openPage('/rewards', { role: 'dealer', viewport: 'mobile' });
  await waitForHeading(page, 'Loyalty Rewards');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
  await settle(page);
  await screenshot(page, 'shell-mobile-drawer-open-390');
});

test('collapsed sidebar at 1440 px', async ({ openPage }) => {
  const { page } = await openPage('/rewards', { role: 'dealer', viewport: 'desktop', storage: { sidebarOpen: 'false' } });
  await waitForHeading(page, 'Loyalty Rewards');
  await mainNav(page).getByRole('link', { name: 'Training', exact: true }).hover();
  await page.getByRole('tooltip', { name: 'Training' }).waitFor();
  await animationsSettled(page);
  await screenshot(page, 'shell-sidebar-collapsed-1440');
});

test('signed out at 1440 px', async ({ openPage }) => {
  const { page } = await openPage('/store-loyalty', { role: null, viewport: 'desktop' });
  await waitForHeading(page, 'Store Loyalty');
  await settle(page);
  await screenshot(page, 'shell-signed-out-1440');
});

test('GraphiQL at 1440 px', async ({ openPage }) => {
  const { page } = await openPage('/graphiql', { role: 'dealer', viewport: 'desktop' });
  await waitForHeading(page, 'GraphiQL');
  await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
  // Run the query once the editor shows it, as a person would.
  await page.locator('.graphiql-query-editor .view-line').filter({ hasText: 'CurrentSession' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('DEALER'), null, { timeout: 30_000 });
  await settle(page);
  await screenshot(page, 'shell-graphiql-1440');
});
