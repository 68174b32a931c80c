/**
 * Blocking time as a phone's first visit has it, observed rather than simulated: each run is a new
 * visitor on a fresh browser profile (bench/fresh-profile.mjs), at 390 × 844 px, with Chromium's CPU
 * slowed down 4× (DevTools' `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile assumes)
 * and no network throttling. A `PerformanceObserver('longtask')` installed before the portal's code
 * records every task over 50 ms; the blocking time is the sum of each task's time over 50 ms, from the
 * first contentful paint until 6 s after the screen's heading shows (charts, deferred sections and the
 * idle-time loads included). The time to the heading is reported beside it.
 *
 * Lighthouse's TBT (bench/lighthouse.mjs) simulates the slowdown from an unthrottled trace; this one
 * runs slowed down, so it sees what the page's tasks actually take at that speed. BENCHMARKS.md reports
 * both.
 */
import { AUDITED_PAGES } from './lighthouse.mjs';
import { median, withFreshProfile } from './fresh-profile.mjs';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 6000;
const PHONE = { width: 390, height: 844 };

/** Installed before the page's scripts (sent as source): keeps every long task's start and duration. */
function observeLongTasks() {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function visit(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(observeLongTasks);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    const headingMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__benchLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const counted = tasks.filter(([start]) => start >= fcp);
    return {
      blockingMs: counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...counted.map(([, duration]) => duration)),
      longTasks: counted.length,
      headingMs,
    };
  } finally {
    await page.close();
  }
}

/** `runs` visitors per audited page; one row per page with each run's figures and the medians. */
export async function runBlockingTime(baseUrl, { runs = 5, log = () => {} } = {}) {
  const rows = [];
  for (const target of AUDITED_PAGES) {
    const samples = [];
    const url = new URL(target.path, baseUrl).href;
    for (let run = 1; run <= runs; run += 1) {
      const sample = await withFreshProfile(baseUrl, target.role, ({ context }) => visit(context, url), { viewport: PHONE });
      samples.push(sample);
      log(
        `blocking time ${target.name} run ${run}: ${Math.round(sample.blockingMs)} ms in ${sample.longTasks} long tasks (longest ${Math.round(sample.longestMs)} ms), heading at ${Math.round(sample.headingMs)} ms`,
      );
    }
    rows.push({
      page: target.name,
      path: target.path,
      role: target.role,
      blockingMs: median(samples.map((sample) => sample.blockingMs)),
      longestMs: median(samples.map((sample) => sample.longestMs)),
      headingMs: median(samples.map((sample) => sample.headingMs)),
      samples,
    });
  }
  return { cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE, rows };
}
