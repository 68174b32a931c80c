/**
 * Shared e2e helpers: the Chromium the suite runs (also launched by scripts and benchmarks outside the
 * test runner), pages opened as a role with seeded storage, screenshots, accessibility checks.
 * playwright.config.ts sets E2E_BASE_URL to the preview server it started; the specs get their pages
 * through the fixtures of fixtures.mjs.
 */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screenshots';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Viewports the suite uses: a large desktop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
};

/** The sidebar of each role, in order (docs/product.md, "Screens and navigation"). */
export const NAV_BY_ROLE = {
  dealer: [
    'Dashboard', 'Promotions', 'Sales & Earnings', 'My Claims', 'Marketing Funds', 'Loyalty Rewards', 'Earn Rewards',
    'Training', 'Events', 'Reviews', 'Resources', 'Store Loyalty', 'FAQs',
  ],
  'comfort-advisor': ['Dashboard', 'My Claims', 'Loyalty Rewards', 'Earn Rewards', 'Store Loyalty', 'Training', 'Events', 'FAQs'],
  'client-admin': ['Dashboard', 'Claims Analytics', 'Participants', 'Claims Management', 'Promotions', 'Products', 'Dealerships', 'Reports', 'Accounts'],
};

/** A loopback port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Fills sign-up step 1 (the account) as a visitor types it, then presses Continue. */
export async function fillSignUpAccount(page, { firstName, lastName, email, accountType, dealerNumber = '', password, confirmPassword = password }) {
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Account type', { exact: true }).selectOption({ label: accountType });
  // Required outside demo mode, where an administrator places the sign-up by it (docs/server.md, "Accounts").
  if (dealerNumber) await page.getByLabel('Dealer number', { exact: true }).fill(dealerNumber);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirmPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Fills the set-password page (a reset, an invitation or `npm run admin:create`'s link) and submits it. */
export async function choosePassword(page, password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** The suite's Chromium outside the test runner (scripts/screenshots.mjs); specs use Playwright's `browser` fixture. */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Opens `urlPath` in a new browser context as `role` ('dealer', 'comfort-advisor', 'client-admin',
 * or null for signed out). The session is put in localStorage before the app's first load only,
 * so what the app stores afterwards (a role switch, a sign-out) survives reloads.
 * Returns the page, its context and the uncaught page errors seen so far.
 */
export async function openPage(browser, urlPath, { role = 'dealer', viewport = 'desktop', storage = {} } = {}) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: VIEWPORTS[viewport] ?? viewport,
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
  await context.addInitScript(
    ({ role: seededRole, storage: seededStorage }) => {
      try {
        if (window.sessionStorage.getItem('e2e:seeded')) return;
        window.sessionStorage.setItem('e2e:seeded', 'true');
        if (seededRole === null) {
          window.localStorage.setItem('authenticated', 'false');
        } else {
          window.localStorage.setItem('authenticated', 'true');
          window.localStorage.setItem('role', seededRole);
        }
        for (const [key, value] of Object.entries(seededStorage)) window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { role, storage },
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(urlPath);
  return { page, context, errors };
}

/** Saves a PNG of the page under SCREENSHOT_DIR/<name>.png and returns its path. */
export async function screenshot(page, name, { fullPage = false } = {}) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** The visible "Main navigation" landmark. */
export function mainNav(page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The link texts of the visible sidebar. */
export async function navLabels(page) {
  const nav = mainNav(page);
  await nav.first().waitFor();
  return nav.first().getByRole('link').allTextContents();
}

/** Waits for the screen's h1. */
export async function waitForHeading(page, name) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
}

/**
 * Clicks the tab named `name` and waits until it is selected and its own panel is the only one shown
 * (the panel id equals the tab's aria-controls), so nothing checks the page mid-switch.
 */
export async function selectTab(page, name) {
  await page.getByRole('tab', { name }).click();
  await page.waitForFunction((tabName) => {
    const selected = document.querySelector('[role="tab"][aria-selected="true"]');
    const panels = document.querySelectorAll('[role="tabpanel"]');
    return Boolean(selected?.textContent?.includes(tabName)) && panels.length === 1 && panels[0].id === selected.getAttribute('aria-controls');
  }, name);
}

/** The WCAG levels every accessibility check of the suite applies. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What every accessibility check runs: the WCAG levels, and axe's best-practice rules beside them
 * (landmarks named apart, headings that never skip a level, all content inside a landmark, …).
 */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * Waits until nothing on the page is mid-animation (a dialog, menu, drawer, tooltip or toast sliding or
 * fading in or out), so a check or a picture sees the page as it ends up. Endless animations (a
 * spinner, a loading pulse) are not waited for.
 */
export async function animationsSettled(page) {
  // Two frames first: an animation a click or a key starts begins in the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Runs axe (WCAG 2.1 A and AA and axe's best practices, AXE_TAGS) on `include` (a selector or a list of
 * them; the main landmark by default) once animations have settled, and fails listing every violation
 * and its elements, whatever its impact. With `skipFrames`, iframes are left out: the receipt form
 * service's own page is not the portal's (and is unreachable from the test machine).
 */
export async function assertAccessible(page, include = 'main', { skipFrames = false } = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  // AxeBuilder#options replaces axe's whole run options, the tag filter with them: set them first and
  // the tags after, so that a check without frames still runs exactly the tagged rules.
  if (skipFrames) builder = builder.exclude('iframe').options({ iframes: false });
  builder = builder.withTags(AXE_TAGS);
  for (const selector of [include].flat()) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  assert.deepEqual(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    [],
  );
}
