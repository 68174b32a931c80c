/**
 * Interaction timings in Chromium through playwright-core, on the production build:
 * - the participants search with 10,000 participants: from the keystroke to the frame that shows the
 *   updated rows (median of 10), and the part of it after the search box's debounce (from the URL
 *   update that runs the search to the updated rows);
 * - the longest long task (PerformanceObserver 'longtask') during each route change through the sidebar.
 *
 * The scaled database reaches the browser the way the portal keeps its data: serialised in Node
 * (bench/scaled-db.ts) and put in localStorage under the database key by an init script before the
 * portal's first load; the portal then reads it as its stored copy.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { median } from './fresh-profile.mjs';
import { CHROMIUM_PATH } from '../tests/e2e/helpers.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const SEARCH_KEYS = ['z', 'q', 'g', 'j', 'k', 'v', 'w', 'y', 'f', 'b'];
const SETTLE_MS = 1000;

/** Runs in the page before the portal: session, optional database, long-task and history recorders. */
function seedPage({ role, dbKey, dbValue }) {
  try {
    if (!window.sessionStorage.getItem('bench:seeded')) {
      window.sessionStorage.setItem('bench:seeded', 'true');
      window.localStorage.clear();
      window.localStorage.setItem('authenticated', 'true');
      window.localStorage.setItem('role', role);
      if (dbKey) {
        try {
          window.localStorage.setItem(dbKey, dbValue);
        } catch (error) {
          window.sessionStorage.setItem('bench:seed-error', String(error));
        }
      }
    }
  } catch {
    // Opaque origins have no storage.
  }
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser.
  }
  window.__benchHistoryAt = null;
  for (const method of ['pushState', 'replaceState']) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args) => {
      window.__benchHistoryAt = performance.now();
      return original(...args);
    };
  }
}

async function openAs(browser, baseUrl, urlPath, role, db) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(seedPage, { role, dbKey: db?.key ?? null, dbValue: db?.value ?? null });
  const page = await context.newPage();
  await page.goto(urlPath);
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  const seedError = await page.evaluate(() => window.sessionStorage.getItem('bench:seed-error'));
  if (seedError) throw new Error(`The scaled database did not fit in localStorage: ${seedError}`);
  return { context, page };
}

/** The participants list's text (rows, counts, empty state), without the search box's own value. */
/**
 * What the participants list shows. Read in the page by plain functions (written out again inside the
 * page functions below): the portal's CSP forbids evaluating strings.
 */
const listText = () => document.querySelector('[aria-labelledby="participants-heading"]')?.textContent ?? '';

async function measureSearch(browser, baseUrl, db) {
  const { context, page } = await openAs(browser, baseUrl, '/admin-participants', 'client-admin', db);
  try {
    const header = await page.locator('main h1').first().locator('xpath=..').textContent();
    const total = await page.evaluate(() => document.querySelector('main')?.textContent?.match(/([\d,]+) participants/)?.[1] ?? null);
    if (!total || Number(total.replace(/,/g, '')) !== db.participants) {
      throw new Error(`The participants screen does not show the scaled database (${total ?? header} participants)`);
    }
    const input = page.getByRole('searchbox', { name: 'Search participants' });
    // The table renders its first rows, then the rest, busy until they are in (src/components/data-table.tsx).
    await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'), null, { timeout: 15_000 });
    const baseline = await page.evaluate(listText);
    const samples = [];
    for (const key of SEARCH_KEYS) {
      await input.focus();
      const pending = page.evaluate(
        ({ timeoutMs }) =>
          new Promise((resolve) => {
            const read = () => document.querySelector('[aria-labelledby="participants-heading"]')?.textContent ?? '';
            const before = read();
            const input = document.querySelector('input[aria-label="Search participants"]');
            let keyAt = null;
            window.__benchHistoryAt = null;
            input.addEventListener('keydown', (event) => void (keyAt = event.timeStamp), { once: true, capture: true });
            const started = performance.now();
            const tick = (frameAt) => {
              if (keyAt !== null && read() !== before) {
                resolve({ keyToRows: frameAt - keyAt, searchToRows: window.__benchHistoryAt === null ? null : frameAt - window.__benchHistoryAt });
              } else if (performance.now() - started > timeoutMs) {
                resolve(null);
              } else {
                requestAnimationFrame(tick);
              }
            };
            requestAnimationFrame(tick);
          }),
        { timeoutMs: 10_000 },
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      await page.keyboard.press(key);
      const sample = await pending;
      samples.push({ key, ...(sample ?? { keyToRows: null, searchToRows: null }) });
      // Back to the whole list before the next keystroke.
      await input.fill('');
      await page.waitForFunction(
        (expected) =>
          (document.querySelector('[aria-labelledby="participants-heading"]')?.textContent ?? '') === expected &&
          !/[?&]q=/.test(window.location.search) &&
          !document.querySelector('table[aria-busy="true"]'),
        baseline,
        { timeout: 15_000 },
      );
      await page.waitForTimeout(200);
    }
    const measured = samples.filter((sample) => sample.keyToRows !== null);
    return {
      participants: db.participants,
      samples,
      keyToRowsMedian: measured.length ? median(measured.map((sample) => sample.keyToRows)) : null,
      searchToRowsMedian: measured.length ? median(measured.filter((s) => s.searchToRows !== null).map((sample) => sample.searchToRows)) : null,
      failed: samples.length - measured.length,
    };
  } finally {
    await context.close();
  }
}

async function measureRouteChanges(browser, baseUrl, role, db) {
  const { context, page } = await openAs(browser, baseUrl, '/', role, db);
  try {
    const nav = page.locator('nav[aria-label="Main navigation"]:visible').first();
    const labels = await nav.getByRole('link').allTextContents();
    const order = [...labels.slice(1), labels[0]];
    const changes = [];
    for (const label of order) {
      const link = nav.getByRole('link', { name: label, exact: true });
      const href = await link.getAttribute('href');
      const startedAt = await page.evaluate(() => performance.now());
      await link.click();
      await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
      await page.locator('[role="progressbar"][aria-label="Loading page"]').waitFor({ state: 'detached', timeout: 30_000 });
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(SETTLE_MS);
      const tasks = await page.evaluate((since) => window.__benchLongTasks.filter((task) => task.start >= since), startedAt);
      changes.push({ role, to: href, label, longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0), count: tasks.length });
    }
    return changes;
  } finally {
    await context.close();
  }
}

/** Runs both interaction measurements; `scaledDbFile` is the JSON bench/scaled-db.ts wrote. */
export async function runInteraction(baseUrl, scaledDbFile, { log = () => {} } = {}) {
  const db = JSON.parse(await readFile(scaledDbFile, 'utf8'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
  try {
    const search = await measureSearch(browser, baseUrl, db);
    for (const sample of search.samples) {
      log(`search "${sample.key}": keystroke → rows ${sample.keyToRows?.toFixed(1) ?? 'no update'} ms; search → rows ${sample.searchToRows?.toFixed(1) ?? '-'} ms`);
    }
    const routeChanges = [
      ...(await measureRouteChanges(browser, baseUrl, 'client-admin', db)),
      ...(await measureRouteChanges(browser, baseUrl, 'dealer', null)),
      ...(await measureRouteChanges(browser, baseUrl, 'comfort-advisor', null)),
    ];
    for (const change of routeChanges) log(`route change ${change.role} → ${change.to}: longest task ${change.longest.toFixed(0)} ms (${change.count} long tasks)`);
    return { search, routeChanges, dbChars: db.value.length };
  } finally {
    await browser.close();
  }
}
