#!/usr/bin/env node
/**
 * End-to-end suite: builds the portal, serves the build with `vite preview` on a free loopback port,
 * then runs every tests/e2e/*.spec.{mjs,ts} with Node's test runner against it (Chromium through
 * playwright-core). The preview server is always stopped; the exit code is the test runner's.
 *
 *   npm run test:e2e                 build, serve, run every spec
 *   npm run test:e2e -- shell        only specs whose file name contains "shell"
 *   E2E_SKIP_BUILD=1 npm run test:e2e   reuse the existing build
 *   E2E_OUT_DIR=/tmp/build npm run test:e2e   build into and serve another folder than dist/
 *
 * Specs get E2E_BASE_URL (the preview server) and E2E_DIST_DIR (the build folder it serves).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const E2E_DIR = path.join(ROOT, 'tests', 'e2e');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const HOST = '127.0.0.1';
const SERVER_START_TIMEOUT_MS = 30_000;
const OUT_DIR = process.env.E2E_OUT_DIR ? path.resolve(process.env.E2E_OUT_DIR) : path.join(ROOT, 'dist');

/** Runs a command to completion, output passed through; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, server) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`vite preview did not answer at ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
  if (!stopped) {
    server.kill('SIGKILL');
    await exited;
  }
}

function specFiles(filters) {
  return readdirSync(E2E_DIR)
    .filter((name) => /\.spec\.(mjs|ts)$/.test(name))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort()
    .map((name) => path.join('tests', 'e2e', name));
}

async function main() {
  const specs = specFiles(process.argv.slice(2));
  if (specs.length === 0) {
    console.error('No e2e specs matched.');
    return 1;
  }

  if (!process.env.E2E_SKIP_BUILD) {
    const built = await run(process.execPath, [VITE, 'build', '--logLevel', 'error', '--outDir', OUT_DIR, '--emptyOutDir']);
    if (built !== 0) return built;
  }

  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = spawn(process.execPath, [VITE, 'preview', '--outDir', OUT_DIR, '--host', HOST, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  server.stdout.on('data', (chunk) => (serverOutput += chunk));
  server.stderr.on('data', (chunk) => (serverOutput += chunk));

  const stopOnSignal = () => {
    server.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  try {
    await waitForServer(`${baseUrl}/`, server);
    console.log(`e2e: serving the build at ${baseUrl}; running ${specs.length} spec file(s)`);
    const tsSpecs = specs.some((spec) => spec.endsWith('.ts'));
    const args = ['--test', '--test-reporter=spec', ...(tsSpecs ? ['--import', 'tsx'] : []), ...specs];
    return await run(process.execPath, args, { env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DIST_DIR: OUT_DIR } });
  } catch (error) {
    console.error(String(error));
    if (serverOutput) console.error(serverOutput);
    return 1;
  } finally {
    await stop(server);
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
}

process.exitCode = await main();
