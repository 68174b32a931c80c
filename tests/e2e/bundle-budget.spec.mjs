/**
 * Byte budgets of the production build (issue: performance): each screen's own chunk, each role's
 * dashboard first load, and one copy of every library. Sizes come from scripts/bundle-report.mjs
 * reading the build folder playwright.config.ts serves (E2E_DIST_DIR); bytes do not depend on the machine.
 * In Chromium it also checks that the report counts everything the dashboard really fetches before
 * its figures show, and that the opened screen's chunk downloads from the start, before the shell has
 * run (it starts the in-browser server's worker) and without waiting for the router.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from './fixtures.mjs';
import { fileURLToPath } from 'node:url';
import { BUDGETS, bundleReport, kb } from '../../scripts/bundle-report.mjs';
import { tsImport } from 'tsx/esm/api';

const { COMPILE_HINT } = await tsImport('../../build/compile-hints.ts', import.meta.url);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST_DIR = process.env.E2E_DIST_DIR ?? path.join(ROOT, 'dist');

/** The performance heading each role's dashboard shows with its figures (docs/product.md, "Screens and navigation"). */
const PERFORMANCE_HEADINGS = {
  dealer: 'Dealership Performance',
  'comfort-advisor': 'My Performance',
  'client-admin': 'Program Health Overview',
};

/**
 * The first load as it is today. The 330 KB target is not met yet (BENCHMARKS.md explains the gap);
 * until it is, this ceiling keeps the first load from growing. It moves only with a written cause
 * (BENCHMARKS.md, "Where a target is missed"): 430 KB became 431 KB when the in-browser server's
 * stores for points and rewards, events and marketing funds joined the worker (430.1 KB), and 432.5 KB
 * when the claim lifecycle's types and evidence did (432.1 KB; its transitions load on demand). It came
 * down to 413.5 KB when the header's account menu, notifications panel and navigation drawer began to
 * load on first use (412.9 KB), and moved to 415.5 KB when the in-browser stores of reviews, training,
 * the administrators' promotions, earn rates, report runs and meeting requests joined the worker
 * (415.3 KB), and to 417 KB when the users' store joined the worker (415.8 KB) and the boot script
 * that starts the worker before the page's code (build/server-boot.ts, 0.6 KB) and the page's part in
 * taking that worker over came (416.8 KB), then to 418 KB when the theme took the styles of Chakra's
 * Combobox and FileUpload, which Issue Spot Award, the claim drawer and the product import now use
 * (417.9 KB: the theme's recipes and the helpers they share with the shell ship with the first screen).
 * It came down to 388.5 KB when the tooltips and the toasts began to load after the first screen
 * (src/lib/deferred.ts) and the link to the portal's HTTP server only on a page that talks to
 * it (388.3 KB), and to 366 KB when the worker set its resolvers without a schema-tools library
 * (372.7 KB) and every Mutation resolver began to load at the first mutation (365.7 KB), and to
 * 365 KB when the design system's page-wide CSS came to be made at build time and the built page's
 * system lost the functions that make it, Chakra's reset among them (build/design-system-css.ts;
 * 364.7 KB, with Chakra's universal custom properties moved to the root element in the theme), and
 * to 357 KB when the worker stopped validating the portal's own operations, whose digests it knows,
 * and began to load graphql-js's validation rules with the first other document
 * (mocks/portal-operations.ts; 356.5 KB, with the charts' own measuring in the shell).
 */
const DASHBOARD_CEILING_BYTES = 357_000;

/**
 * The dashboard's first load comes in a few files (build/shell-chunk.ts): the entry, the bundler's
 * runtime, the shell, the dashboard screen, the server's worker and the script that preloads the
 * opened screen's code (build/route-preload.ts). Each file costs a round trip on a
 * phone's network; left to itself the bundler made 56.
 */
const DASHBOARD_MAX_FILES = 6;

/** @type {Awaited<ReturnType<typeof bundleReport>>} */
let report;
test.beforeAll(async () => {
  report = await bundleReport(DIST_DIR);
});

test.describe('bundle budgets', () => {
  test('every screen has its own chunk, each within 60 KB gzipped', () => {
    const routes = report.routes.map(({ route }) => route);
    for (const route of ['dashboard', 'rewards', 'training', 'admin-claims-management', 'admin-participants', 'graphiql']) {
      assert.ok(routes.includes(route), `the build has a chunk for the ${route} screen`);
    }
    const over = report.routes.filter(({ gzipBytes }) => gzipBytes > BUDGETS.routeGzipBytes);
    assert.deepEqual(
      over.map(({ route, gzipBytes }) => `${route}: ${kb(gzipBytes)}`),
      [],
      `route chunks over ${kb(BUDGETS.routeGzipBytes)} gz`,
    );
  });

  test('every library ships once', () => {
    assert.deepEqual(
      report.duplicates.map(({ name, reason, copies }) => `${name} (${reason}): ${copies.join(', ')}`),
      [],
    );
  });

  test(`each role dashboard loads at most ${kb(BUDGETS.dashboardGzipBytes)} of JavaScript, gzipped, before its figures show`, () => {
    test.fail(true, 'the first load is about 357 KB gz today; see BENCHMARKS.md');
    assert.deepEqual(
      report.dashboards.filter(({ gzipBytes }) => gzipBytes > BUDGETS.dashboardGzipBytes).map(({ role, gzipBytes }) => `${role}: ${kb(gzipBytes)}`),
      [],
    );
  });

  test(`each role dashboard's first load stays within its current ceiling of ${kb(DASHBOARD_CEILING_BYTES)} gzipped`, () => {
    assert.deepEqual(report.dashboards.map(({ role }) => role).sort(), Object.keys(PERFORMANCE_HEADINGS).sort());
    for (const { role, gzipBytes } of report.dashboards) {
      assert.ok(gzipBytes <= DASHBOARD_CEILING_BYTES, `the ${role} dashboard's first load is ${kb(gzipBytes)} gz`);
    }
  });

  test(`each role dashboard's first load comes in at most ${DASHBOARD_MAX_FILES} files`, () => {
    for (const { role, files } of report.dashboards) {
      assert.ok(files.length <= DASHBOARD_MAX_FILES, `the ${role} dashboard's first load is ${files.length} files: ${files.join(', ')}`);
    }
  });
});

test.describe("the shell's compile hint", () => {
  test("the shell's file starts with V8's compile hint, and no other file carries it (build/compile-hints.ts)", async () => {
    const assets = path.join(DIST_DIR, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const hinted = [];
    for (const file of scripts) if ((await readFile(path.join(assets, file), 'utf8')).includes(COMPILE_HINT)) hinted.push(file);
    assert.equal(hinted.length, 1, `files with the hint: ${hinted.join(', ')}`);
    assert.match(hinted[0], /^shell-[\w-]+\.js$/);
    const firstLine = (await readFile(path.join(assets, hinted[0]), 'utf8')).split('\n', 1)[0];
    assert.equal(firstLine, COMPILE_HINT);
    for (const { role, files } of report.dashboards) assert.ok(files.includes(`assets/${hinted[0]}`), `the ${role} dashboard loads the hinted shell`);
  });
});

test.describe('dashboard first load in Chromium', () => {
  for (const [role, heading] of Object.entries(PERFORMANCE_HEADINGS)) {
    test(`the ${role} dashboard fetches only the counted files before its figures show, its screen's chunk from the start`, async ({ openPage }) => {
      const dashboard = report.dashboards.find((entry) => entry.role === role);
      const counted = new Set([...dashboard.files, ...dashboard.later.files]);
      const routeChunk = report.routes.find((entry) => entry.route === 'dashboard').file;
      const serverChunk = dashboard.files.find((file) => /(^|\/)worker-[\w-]+\.js$/.test(file));
      assert.ok(serverChunk, "the first load includes the in-browser server's worker");

      const requested = [];
      const { page, errors } = await openPage('/', { role });
      // The first visit finishes fetching its screen before the reload is watched.
      await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 20_000 });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
      });
      // Load the page again from the server, as a first visit would (no HTTP cache).
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.reload();
      await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 20_000 });
      const beforeFigures = [...requested];
      assert.deepEqual(errors, []);

      assert.deepEqual(beforeFigures.filter((file) => !counted.has(file)), [], 'JavaScript fetched but not counted in the report');
      // The worker knows every operation the dashboard sends (mocks/portal-operations.ts), so it never
      // fetches graphql-js's validation rules for them.
      assert.deepEqual(
        beforeFigures.filter((file) => /(^|\/)validate-[\w-]+\.js$/.test(file)),
        [],
        'the validation rules are fetched: an operation the dashboard sends is not among the portal\'s own',
      );
      for (const file of dashboard.files) {
        assert.ok(beforeFigures.includes(file), `${file} is counted in the first load and fetched before the figures show`);
      }
      // From the start: the route preload asks for the screen's chunk before the page's own modules run.
      const timing = await page.evaluate((file) => {
        const chunk = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === `/${file}`);
        const modules = performance.getEntriesByName('portal:modules-start')[0];
        return { chunk: chunk?.startTime ?? null, modules: modules?.startTime ?? null };
      }, routeChunk);
      assert.ok(
        timing.chunk !== null && timing.modules !== null && timing.chunk < timing.modules,
        `the dashboard chunk is requested before the page's modules run (${JSON.stringify(timing)}; order: ${beforeFigures.join(', ')})`,
      );
    });
  }
});

test.describe('the opened screen downloads with the shell', () => {
  test("opening /admin-participants preloads that screen's chunk from the start (build/route-preload.ts)", async ({ openPage }) => {
    const routeChunk = report.routes.find((entry) => entry.route === 'admin-participants').file;
    const { page, errors } = await openPage('/admin-participants', { role: 'client-admin' });
    await page.getByRole('heading', { level: 1, name: 'Participants Management' }).waitFor({ timeout: 20_000 });
    const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));
    assert.ok(preloads.includes(`/${routeChunk}`), `the page preloads /${routeChunk} (preloads: ${preloads.join(', ')})`);
    assert.ok(!preloads.some((file) => /\/route-/.test(file) && file !== `/${routeChunk}`), 'no other screen is preloaded');
    assert.deepEqual(errors, []);
  });
});
