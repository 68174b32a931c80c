/**
 * Lighthouse performance of the signed-in portal, through the lighthouse package and /usr/bin/chromium.
 *
 * Chromium is started once by playwright-core with a persistent profile and a remote debugging port.
 * Before each audit a blank page on the portal's origin puts the session in localStorage
 * (`authenticated`, `role`), exactly what signing in leaves there; Lighthouse then audits in the same
 * profile. Lighthouse's storage reset keeps localStorage (its default `clearStorageTypes` leaves it)
 * while it still empties the HTTP cache, so every audited load is a cold load of a signed-in user.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../tests/e2e/helpers.mjs';
import { BLANK_PATH } from './serve.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The pages audited, as the role that opens each. */
export const AUDITED_PAGES = [
  { name: 'Dealer dashboard', path: '/', role: 'dealer' },
  { name: 'Comfort advisor dashboard', path: '/', role: 'comfort-advisor' },
  { name: 'Client admin dashboard', path: '/', role: 'client-admin' },
  { name: 'Participants management', path: '/admin-participants', role: 'client-admin' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Audits every page `runs` times per form factor. Returns one row per page and form factor with the
 * median score, LCP, TBT and CLS, the run whose score is the median, and each run's figures.
 */
export async function runLighthouse(baseUrl, { runs = 3, log = () => {} } = {}) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  const rows = [];
  try {
    const browserVersion = context.browser()?.version() ?? null;
    for (const formFactor of ['mobile', 'desktop']) {
      for (const target of AUDITED_PAGES) {
        const samples = [];
        for (let run = 1; run <= runs; run += 1) {
          const seed = await context.newPage();
          await seed.goto(new URL(BLANK_PATH, baseUrl).href);
          await seed.evaluate((role) => {
            window.localStorage.clear();
            window.localStorage.setItem('authenticated', 'true');
            window.localStorage.setItem('role', role);
          }, target.role);
          await seed.close();

          const url = new URL(target.path, baseUrl).href;
          const flags = { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
          const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const finalUrl = new URL(lhr.finalDisplayedUrl);
          if (finalUrl.pathname !== target.path) throw new Error(`${target.name}: the audit ended on ${finalUrl.pathname}, not ${target.path} (not signed in?)`);
          const audits = lhr.audits;
          const sample = {
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          };
          samples.push(sample);
          log(`lighthouse ${formFactor} ${target.name} run ${run}: score ${sample.score}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}`);
        }
        rows.push({
          page: target.name,
          path: target.path,
          role: target.role,
          formFactor,
          score: median(samples.map((s) => s.score)),
          lcpMs: median(samples.map((s) => s.lcpMs)),
          tbtMs: median(samples.map((s) => s.tbtMs)),
          cls: median(samples.map((s) => s.cls)),
          maxCls: Math.max(...samples.map((s) => s.cls)),
          samples,
        });
      }
    }
    return { rows, browserVersion };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
