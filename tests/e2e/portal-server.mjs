import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * The portal's HTTP server as its users start it (`npm run server`, README "The server"), on a PGlite
 * directory of the test's, serving the production build. Resolves once /healthz answers.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const DIST = process.env.E2E_DIST_DIR ?? path.join(ROOT, 'dist');

/**
 * @param {{ port: number, dataDir: string, demoPassword?: string | null, env?: Record<string, string> }} options demoPassword: demo
 *   mode with this password for the demo accounts; null or absent: the server as a program runs it, outside demo mode.
 *   env: more settings (e.g. SMTP_URL and PORTAL_PUBLIC_URL, docs/server.md).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPortalServer({ port, dataDir, demoPassword = null, env = {} }) {
  const demo = demoPassword ? { PORTAL_DEMO: '1', PORTAL_DEMO_PASSWORD: demoPassword } : { PORTAL_DEMO: '0' };
  const server = spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...demo, PORTAL_DATA_DIR: dataDir, PORTAL_DIST_DIR: DIST, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  await stop();
  throw new Error('the server did not answer /healthz within 60 s');
}
