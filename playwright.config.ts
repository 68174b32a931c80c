/**
 * End-to-end suite on @playwright/test: builds the portal, serves the build with `vite preview` on a
 * free loopback port (the config's webServer), then runs every tests/e2e/*.spec.mjs against it in
 * headless Chromium (/usr/bin/chromium or CHROMIUM_PATH; Playwright downloads no browser). One worker,
 * no retries: the suite must pass every time on a busy 2-core machine. The preview server is always
 * stopped; the exit code is the test run's.
 *
 *   npm run test:e2e                           build, serve, run every spec
 *   npm run test:e2e -- shell                  only specs whose path matches "shell"
 *   E2E_SKIP_BUILD=1 npm run test:e2e          reuse the existing build
 *   E2E_OUT_DIR=/tmp/build npm run test:e2e    build into and serve another folder than dist/
 *
 * Specs get E2E_BASE_URL (the preview server) and E2E_DIST_DIR (the build folder it serves). Pages open
 * as a role with seeded storage through the fixtures of tests/e2e/fixtures.mjs.
 */
import { defineConfig } from '@playwright/test';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/helpers.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const HOST = '127.0.0.1';
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const OUT_DIR = process.env.E2E_OUT_DIR ? path.resolve(process.env.E2E_OUT_DIR) : path.join(ROOT, 'dist');

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// The runner reads this file first and its workers read it again: the port is chosen once and handed to
// the workers (and to the specs) through the environment they inherit.
process.env.E2E_PORT ??= String(await freePort());
const BASE_URL = `http://${HOST}:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL = BASE_URL;
process.env.E2E_DIST_DIR = OUT_DIR;

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
const node = quote(process.execPath);
const build = `${node} ${quote(VITE)} build --logLevel error --outDir ${quote(OUT_DIR)} --emptyOutDir`;
const preview = `${node} ${quote(VITE)} preview --outDir ${quote(OUT_DIR)} --host ${HOST} --port ${process.env.E2E_PORT} --strictPort`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.mjs',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The slowest tests (a dashboard's first load watched twice, the server restarted mid-test, GraphiQL's
  // editor loading on a busy machine) end well within this.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(ROOT, 'node_modules', '.e2e-results'),
  use: {
    baseURL: BASE_URL,
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    reducedMotion: 'reduce',
  },
  webServer: {
    command: process.env.E2E_SKIP_BUILD ? preview : `${build} && ${preview}`,
    url: `${BASE_URL}/`,
    cwd: ROOT,
    reuseExistingServer: false,
    // A cold build on a busy 2-core machine takes a few minutes.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
