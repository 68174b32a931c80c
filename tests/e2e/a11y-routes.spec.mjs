/**
 * Axe (WCAG 2.0/2.1/2.2 A and AA) on every route of the route table, for every viewer that may open it
 * (each role, and signed out where the route is public), at 1440 px and 390 px; every tab of a tabbed
 * screen; the 404 and access-denied pages; and the navigation drawer at 390 px.
 *
 * The route list comes from src/app/routes.ts itself (the same table the router, the sidebar and the role
 * guard use), so a new route is checked as soon as it is added. The bar: no serious or critical violation
 * and no violation of axe's best-practice rules (landmarks, heading order, …) at any impact; other
 * moderate and minor ones are listed in the failure message and as test diagnostics.
 *
 * One context per viewer and viewport (opened before its routes, closed after them), navigating from
 * route to route; each route is a test of its own.
 */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { expect, test } from './fixtures.mjs';
import { openPage, waitForHeading } from './helpers.mjs';

const { ROUTES, canAccess } = await tsImport('../../src/app/routes.ts', import.meta.url);

/** The WCAG levels, and axe's best-practice rules (landmarks named apart, headings in order, …). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** A violation fails the walk when it is serious or critical, or breaks a best practice at any impact. */
function isBlocking(violation) {
  return BLOCKING.has(violation.impact) || violation.tags.includes('best-practice');
}

/** Everyone who may open a route: the three roles, and null for a signed-out visitor. */
const VIEWERS = [
  { name: 'dealer', role: 'dealer', viewer: { authenticated: true, role: 'DEALER' } },
  { name: 'comfort-advisor', role: 'comfort-advisor', viewer: { authenticated: true, role: 'COMFORT_ADVISOR' } },
  { name: 'client-admin', role: 'client-admin', viewer: { authenticated: true, role: 'CLIENT_ADMIN' } },
  { name: 'signed out', role: null, viewer: { authenticated: false, role: 'DEALER' } },
];

const VIEWPORT_NAMES = ['desktop', 'mobile'];

/** The pages a viewer checks: each route it may open, the 404 page, and (signed in) the access-denied page. */
function pagesFor({ viewer }) {
  const pages = ROUTES.filter((route) => canAccess(route.access, viewer)).map((route) => ({ path: route.path, heading: route.title }));
  pages.push({ path: '/no-such-page', heading: 'Page Not Found' });
  if (viewer.authenticated) {
    const denied = ROUTES.find((route) => Array.isArray(route.access) && !canAccess(route.access, viewer));
    if (denied) pages.push({ path: denied.path, heading: 'Access denied' });
  }
  return pages;
}

/** Every combination of route × viewer × viewport the suite checks (reported for the README). */
const PLAN = VIEWERS.flatMap((viewer) => VIEWPORT_NAMES.map((viewport) => ({ ...viewer, viewport, pages: pagesFor(viewer) })));

/** How many times axe ran (pages, tabs, drawers, states), reported for the README. */
let axeRuns = 0;

test.afterAll(() => {
  console.log(`a11y-routes: axe ran ${axeRuns} times`);
});

/**
 * Waits until the page is still: the selected tab's own panel is in the page (not the one before it),
 * no dialog or drawer is mid-animation, and no loading spinner is left.
 */
async function settle(page) {
  await page.waitForFunction(() => {
    for (const tab of document.querySelectorAll('main [role="tab"][aria-selected="true"]')) {
      if (tab.closest('.graphiql-container')) continue;
      const panelId = tab.getAttribute('aria-controls');
      const panel = panelId ? document.getElementById(panelId) : null;
      if (!panel || panel.hidden) return false;
    }
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (dialog.getAnimations().length > 0) return false;
    }
    // Every loading state in a screen (a spinner's status included) says it is busy.
    return document.querySelector('main [aria-busy="true"]') === null;
  });
}

function describeViolations(violations) {
  return violations
    .map((violation) => `[${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`)
    .join('\n');
}

/**
 * Runs axe on the page (or on `include`) and fails on anything serious or critical and on any
 * best-practice violation whatever its impact; lists the rest (also as an annotation of the test).
 */
async function checkAxe(page, where, include) {
  await settle(page);
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    // The receipt form service's own page is not ours (and is unreachable from the test machine).
    .exclude('iframe')
    // The GraphiQL explorer is the upstream developer tool as shipped (its own colours, tabs with close
    // buttons inside, dense type links); the page around it (shell, heading) is still checked.
    .exclude('.graphiql-container');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  axeRuns += 1;
  const blocking = violations.filter(isBlocking);
  const others = violations.filter((violation) => !isBlocking(violation));
  if (others.length > 0) test.info().annotations.push({ type: 'moderate/minor', description: `${where}\n${describeViolations(others)}` });
  assert.equal(blocking.length, 0, `${where}: serious/critical or best-practice violations\n${describeViolations(blocking)}${others.length ? `\nalso moderate/minor:\n${describeViolations(others)}` : ''}`);
}

/** The tabs of the screen's own tab lists (not tabs nested inside a panel, nor GraphiQL's), by index. */
async function topLevelTabCount(page) {
  return page
    .locator('main [role="tab"]')
    .evaluateAll((tabs) => tabs.filter((tab) => !tab.closest('[role="tabpanel"], .graphiql-container')).length);
}

/**
 * Opens `path` and waits for the screen's h1: the title of the route it ends on in the route table
 * (a screen may send a role elsewhere, e.g. /promotions sends an admin to /admin-promotions).
 */
async function openRoute(page, path, heading) {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  const landed = new URL(page.url()).pathname;
  const route = landed === path ? null : ROUTES.find((entry) => entry.path === landed);
  await waitForHeading(page, route ? route.title : heading);
}

/** Clicks the tab and waits until it is the selected one and the panel it controls is in the page. */
async function openTab(page, index) {
  const tab = page.locator('main [role="tab"]').nth(index);
  const label = (await tab.textContent())?.trim() ?? `tab ${index + 1}`;
  if ((await tab.getAttribute('aria-selected')) !== 'true') {
    await tab.click();
    await page.waitForFunction((position) => {
      const current = document.querySelectorAll('main [role="tab"]')[position];
      const panelId = current?.getAttribute('aria-controls');
      return current?.getAttribute('aria-selected') === 'true' && Boolean(panelId && document.getElementById(panelId));
    }, index);
  }
  return label;
}

test('the plan covers every route of the route table for every viewer that may open it', () => {
  for (const route of ROUTES) {
    const viewers = VIEWERS.filter(({ viewer }) => canAccess(route.access, viewer));
    assert.ok(viewers.length > 0, `${route.path} can be opened by someone`);
    for (const { name } of viewers) {
      for (const viewport of VIEWPORT_NAMES) {
        const entry = PLAN.find((item) => item.name === name && item.viewport === viewport);
        assert.ok(entry.pages.some((item) => item.path === route.path), `${route.path} checked for ${name} at ${viewport}`);
      }
    }
  }
  const combinations = PLAN.reduce((sum, entry) => sum + entry.pages.length, 0);
  console.log(`a11y-routes: ${ROUTES.length} routes; ${combinations} route × viewer × viewport combinations (404 and access denied included)`);
});

for (const entry of PLAN) {
  test.describe(`${entry.name} at ${entry.viewport}`, () => {
    /** One page for the viewer's routes, one after another (opened again in a new worker after a failure). */
    let opened;
    test.beforeAll(async ({ browser }) => {
      opened = await openPage(browser, 'about:blank', { role: entry.role, viewport: entry.viewport });
    });
    test.afterAll(async () => {
      await opened?.context.close();
    });

    for (const { path, heading } of entry.pages) {
      test(`axe on ${path}`, async () => {
        const { page } = opened;
        await openRoute(page, path, heading);
        await checkAxe(page, `${path} (${entry.name}, ${entry.viewport})`);
        const tabs = await topLevelTabCount(page);
        for (let index = 0; index < tabs; index += 1) {
          const label = await openTab(page, index);
          await checkAxe(page, `${path} tab "${label}" (${entry.name}, ${entry.viewport})`);
        }
      });
    }
    if (entry.viewport === 'mobile' && entry.role !== null) {
      test('axe on the navigation drawer', async () => {
        const { page } = opened;
        await openRoute(page, '/', 'Dashboard');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await checkAxe(page, `navigation drawer (${entry.name})`);
      });
    }
    test(`no uncaught errors on every route ${entry.name} may open`, () => {
      expect(opened.errors.map(String)).toEqual([]);
    });
  });
}

test.describe('states the route walk does not reach', () => {
  // Error texts use the theme's error colour unless a component overrides it.
  test('validation errors on the sign-in form', async ({ openPage: open }) => {
    const { page, context } = await open('/login', { role: null });
    try {
      await waitForHeading(page, 'Sign In');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email is required').waitFor();
      await checkAxe(page, '/login with errors');
    } finally {
      await context.close();
    }
  });

  test('a validation error on a review reply', async ({ openPage: open }) => {
    const { page, context } = await open('/reviews', { role: 'dealer' });
    try {
      await waitForHeading(page, 'Customer Reviews');
      await page.getByRole('button', { name: /^Respond to / }).first().click();
      await page.getByRole('button', { name: 'Post Response' }).click();
      await page.locator('main [data-part="error-text"]').first().waitFor();
      await checkAxe(page, '/reviews reply with an error');
    } finally {
      await context.close();
    }
  });

  test('validation errors in a form dialog at 390 px', async ({ openPage: open }) => {
    const { page, context } = await open('/admin-products', { role: 'client-admin', viewport: 'mobile' });
    try {
      await waitForHeading(page, 'Product Management');
      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Product' });
      await dialog.getByRole('button', { name: 'Create Product' }).click();
      await dialog.locator('[data-part="error-text"]').first().waitFor();
      await checkAxe(page, 'Create New Product with errors (390 px)');
    } finally {
      await context.close();
    }
  });

  test("the claim drawer: an administrator's decision forms with an error, at 1440 and 390 px", async ({ openPage: open }) => {
    for (const viewport of ['desktop', 'mobile']) {
      const { page, context } = await open('/admin-claims-management', { role: 'client-admin', viewport });
      try {
        await waitForHeading(page, 'Claims Management');
        const first = page.getByRole('table', { name: 'Pending claims' }).getByRole('button', { name: /^Open claim / }).first();
        const claimId = (await first.textContent()).trim();
        await first.click();
        const drawer = page.getByRole('dialog', { name: `Claim ${claimId}` });
        await drawer.getByRole('button', { name: 'Request info' }).click();
        await drawer.getByRole('button', { name: 'Send request' }).click();
        await drawer.getByText('Enter what the participant should send').waitFor();
        await checkAxe(page, `claim drawer with a request error (${viewport})`);
      } finally {
        await context.close();
      }
    }
  });

  test("participant details with the participant's claims, at 1440 and 390 px", async ({ openPage: open }) => {
    for (const viewport of ['desktop', 'mobile']) {
      const { page, context } = await open('/admin-participants', { role: 'client-admin', viewport });
      try {
        await waitForHeading(page, 'Participants');
        await page.getByRole('button', { name: /^View / }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Participant Details' });
        await dialog.getByRole('table', { name: /^Claims of / }).waitFor();
        await checkAxe(page, `participant details with claims (${viewport})`);
      } finally {
        await context.close();
      }
    }
  });

  test('the bulk decision: a selection, and the reject dialog with an error', async ({ openPage: open }) => {
    const { page, context } = await open('/admin-claims-management', { role: 'client-admin' });
    try {
      await waitForHeading(page, 'Claims Management');
      await page.getByRole('checkbox', { name: 'Select all shown' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Reject selected' }).click();
      const dialog = page.getByRole('dialog', { name: /^Reject \d+ claims$/ });
      await dialog.getByRole('button', { name: /^Reject \d+ claims$/ }).click();
      await dialog.getByText('Enter a reason for rejecting this claim').waitFor();
      await checkAxe(page, 'bulk reject dialog with an error');
    } finally {
      await context.close();
    }
  });

  test("the claim drawer: a member's answer form with an error, at 390 px", async ({ openPage: open }) => {
    const { page, context } = await open('/my-claims?status=needs-info', { role: 'comfort-advisor', viewport: 'mobile' });
    try {
      await waitForHeading(page, 'My Claims');
      await page.getByRole('button', { name: /^Open claim / }).first().click();
      const drawer = page.getByRole('dialog', { name: /^Claim CLM-/ });
      await drawer.getByRole('button', { name: 'Resubmit claim' }).click();
      await drawer.getByText('Enter your answer to the request').waitFor();
      await checkAxe(page, 'claim drawer answer form with an error (390 px)');
    } finally {
      await context.close();
    }
  });

  test('there is no dark mode: a system that prefers dark still gets the checked light colours', async ({ openPage: open }) => {
    const { page, context } = await open('about:blank', { role: 'dealer' });
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const { path, heading } of [
        { path: '/', heading: 'Dashboard' },
        { path: '/rewards', heading: 'Loyalty Rewards' },
      ]) {
        await openRoute(page, path, heading);
        const scheme = await page.evaluate(() => ({
          dark: document.documentElement.classList.contains('dark') || document.documentElement.dataset.theme === 'dark',
          background: getComputedStyle(document.body).backgroundColor,
        }));
        assert.equal(scheme.dark, false, `${path}: no dark theme is applied`);
        assert.notEqual(scheme.background, 'rgb(0, 0, 0)');
        await checkAxe(page, `${path} with a dark system preference`);
      }
    } finally {
      await context.close();
    }
  });
});
