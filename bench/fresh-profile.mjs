/**
 * A browser as a first-time visitor has it: Chromium (/usr/bin/chromium) started by playwright-core on a
 * new, empty profile folder, which is deleted afterwards. Nothing carries over from one visitor to the
 * next: no HTTP cache, no V8 code cache, no stored data. The only thing set before the visit is the
 * session (`authenticated`, `role` in localStorage on the portal's origin), which is what signing in
 * leaves there; the portal's data is not stored, so the in-browser server builds it as on a first visit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../tests/e2e/helpers.mjs';
import { BLANK_PATH } from './serve.mjs';

export { CHROMIUM_PATH };

/**
 * Runs `body({ context, port })` in a browser on a fresh profile, signed in as `role` on `baseUrl`'s
 * origin. `port` is the browser's remote debugging port (Lighthouse connects to it).
 */
export async function withFreshProfile(baseUrl, role, body, { viewport = { width: 1440, height: 900 } } = {}) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    locale: 'en-US',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const seed = await context.newPage();
    await seed.goto(new URL(BLANK_PATH, baseUrl).href);
    await seed.evaluate((as) => {
      window.localStorage.clear();
      window.localStorage.setItem('authenticated', 'true');
      window.localStorage.setItem('role', as);
    }, role);
    await seed.close();
    return await body({ context, port, browserVersion: context.browser()?.version() ?? null });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
