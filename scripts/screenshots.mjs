#!/usr/bin/env node
/**
 * Full-page screenshots of every route, for each role that may open it, at 1440 px and 390 px wide,
 * so that people can look at every screen. Serves a build with bench/serve.mjs on a free loopback port.
 *
 *   npm run build && node scripts/screenshots.mjs [outDir=/tmp/screenshots] [filter…]
 *   SCREENSHOT_BUILD=/tmp/build node scripts/screenshots.mjs /tmp/shots admin    (another build folder)
 *
 * A filter keeps the routes whose path contains it. PNG names: <route>-<role>-<width>.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serveBuild } from '../bench/serve.mjs';
import { launchBrowser } from '../tests/e2e/helpers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [outDir = '/tmp/screenshots', ...filters] = process.argv.slice(2);
const buildDir = path.resolve(process.env.SCREENSHOT_BUILD ?? path.join(ROOT, 'dist'));

const D = 'dealer';
const A = 'comfort-advisor';
const C = 'client-admin';
const OUT = null;
/** Path, then the viewers who may open it (null: signed out). */
const PAGES = [
  ['/', [D, A, C]],
  ['/promotions', [D]],
  ['/earnings', [D]],
  ['/my-claims', [D, A]],
  ['/my-claims?status=needs-info&claim=CLM-3041', [A]],
  ['/my-claims?submit=claim', [D, A]],
  ['/admin-claims-management?claim=CLM-2990', [C]],
  ['/resources', [D]],
  ['/marketing-funds', [D]],
  ['/rewards', [D, A]],
  ['/earn-rewards', [D]],
  ['/training', [D]],
  ['/reviews', [D]],
  ['/events', [D]],
  ['/faq', [D, A]],
  ['/profile-settings', [D]],
  ['/profile-settings?tab=team', [D]],
  ['/store-loyalty', [D, OUT]],
  ['/store-loyalty-submit', [D]],
  ['/store-loyalty-overview', [D]],
  ['/admin-claims', [C]],
  ['/admin-participants', [C]],
  ['/admin-rewards', [C]],
  ['/admin-claims-management', [C]],
  ['/admin-promotions', [C]],
  ['/admin-products', [C]],
  ['/admin-dealerships', [C]],
  ['/admin-reporting', [C]],
  ['/admin-accounts', [C]],
  ['/graphiql', [C]],
  ['/login', [OUT]],
  ['/signup', [OUT]],
  ['/set-password?token=k3Jx9vQ2mWc7Lr0pYt5HsN8bDf4GzA1eUo6iRq_-TwE', [OUT]],
  ['/set-password?token=k3Jx9vQ2mWc7Lr0pYt5HsN8bDf4GzA1eUo6iRq_-TwE&invitation=1', [OUT]],
  ['/profile-setup', [OUT]],
  ['/no-such-page', [D]],
  ['/admin-products', [D]],
];

const server = await serveBuild(buildDir);
const base = server.url.replace(/\/$/, '');

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const [route, viewers] of PAGES) {
    if (filters.length > 0 && !filters.some((filter) => route.includes(filter))) continue;
    for (const role of viewers) {
      for (const width of [1440, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, reducedMotion: 'reduce', locale: 'en-US' });
        await context.addInitScript((seeded) => {
          try {
            if (sessionStorage.getItem('shot:seeded')) return;
            sessionStorage.setItem('shot:seeded', '1');
            localStorage.setItem('authenticated', seeded ? 'true' : 'false');
            if (seeded) localStorage.setItem('role', seeded);
          } catch {
            // Sandboxed frames (the receipt form) have no storage.
          }
        }, role);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(base + route);
        try {
          await page.locator('h1').first().waitFor({ timeout: 15_000 });
        } catch {
          errors.push('no h1 within 15 s');
        }
        await delay(route === '/graphiql' ? 2500 : 700);
        const name = `${route === '/' ? 'dashboard' : route.slice(1).replace(/[?&=]/g, '-')}-${role ?? 'signed-out'}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log(`${name}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
