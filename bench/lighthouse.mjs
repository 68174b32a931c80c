/**
 * Lighthouse performance of the signed-in portal, through the lighthouse package and /usr/bin/chromium.
 *
 * Every run is one visitor on a fresh browser profile (bench/fresh-profile.mjs: a new Chromium with an
 * empty profile folder; only the session is stored before the visit), and Lighthouse connects to that
 * browser's debugging port:
 * - the **first visit** is audited with Lighthouse's storage reset (it empties the HTTP cache and keeps
 *   localStorage, so the session stays): no cached files, no V8 code cache, no stored data;
 * - the same visitor then opens the page once more (Chromium writes a script's code cache on its second
 *   run), and the **returning visit** is audited without the storage reset (`disableStorageReset`):
 *   files, code cache and data as a visitor who came before has them.
 * Each audit must end on the audited path (not on /login).
 */
import lighthouse, { desktopConfig } from 'lighthouse';
import { median, withFreshProfile } from './fresh-profile.mjs';

/** The pages audited, as the role that opens each. */
export const AUDITED_PAGES = [
  { name: 'Dealer dashboard', path: '/', role: 'dealer' },
  { name: 'Comfort advisor dashboard', path: '/', role: 'comfort-advisor' },
  { name: 'Client admin dashboard', path: '/', role: 'client-admin' },
  { name: 'Participants management', path: '/admin-participants', role: 'client-admin' },
];

export const VISITS = ['first', 'returning'];

async function audit(target, url, port, formFactor, visit) {
  const flags = { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: visit === 'returning' };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== target.path) throw new Error(`${target.name}: the audit ended on ${finalUrl.pathname}, not ${target.path} (not signed in?)`);
  const audits = lhr.audits;
  // The LCP element as Lighthouse names it (its LCP breakdown lists the element as a node item): its
  // selector and the start of its markup.
  const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpElement: lcpNode ? { selector: lcpNode.selector ?? null, snippet: lcpNode.snippet ?? null } : null,
  };
}

/** Whether the LCP element is the static loading screen (index.html's `.boot`) rather than the screen's own content. */
export const lcpIsLoadingScreen = (sample) => Boolean(sample.lcpElement && /(^|[\s>.])boot\b|class="boot/.test(`${sample.lcpElement.selector ?? ''} ${sample.lcpElement.snippet ?? ''}`));

const summarize = (samples) => ({
  score: median(samples.map((s) => s.score)),
  lcpMs: median(samples.map((s) => s.lcpMs)),
  tbtMs: median(samples.map((s) => s.tbtMs)),
  cls: median(samples.map((s) => s.cls)),
  maxCls: Math.max(...samples.map((s) => s.cls)),
  lcpOnLoadingScreen: samples.filter(lcpIsLoadingScreen).length,
});

/**
 * Audits every page `runs` times per form factor, each run a new visitor audited on a first and a
 * returning visit. Returns one row per page, form factor and visit with the median score, LCP, TBT and
 * CLS and each run's figures.
 */
export async function runLighthouse(baseUrl, { runs = 3, log = () => {} } = {}) {
  const rows = [];
  let browserVersion = null;
  for (const formFactor of ['mobile', 'desktop']) {
    for (const target of AUDITED_PAGES) {
      const samples = { first: [], returning: [] };
      const url = new URL(target.path, baseUrl).href;
      for (let run = 1; run <= runs; run += 1) {
        await withFreshProfile(baseUrl, target.role, async ({ context, port, browserVersion: version }) => {
          browserVersion = version;
          samples.first.push(await audit(target, url, port, formFactor, 'first'));
          const again = await context.newPage();
          await again.goto(url, { waitUntil: 'load' });
          await again.locator('main h1').first().waitFor({ timeout: 60_000 });
          await again.waitForTimeout(1500);
          await again.close();
          samples.returning.push(await audit(target, url, port, formFactor, 'returning'));
        });
        for (const visit of VISITS) {
          const sample = samples[visit].at(-1);
          log(
            `lighthouse ${formFactor} ${target.name} run ${run}, ${visit} visit: score ${sample.score}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, LCP element ${sample.lcpElement?.selector ?? 'none'}`,
          );
        }
      }
      for (const visit of VISITS) {
        rows.push({ page: target.name, path: target.path, role: target.role, formFactor, visit, ...summarize(samples[visit]), samples: samples[visit] });
      }
    }
  }
  return { rows, browserVersion };
}
