/**
 * The server `npm run bench:server` measures, in a process of its own (as `npm run server` runs it), so
 * the load generator never shares its event loop. Started by bench/server.ts with the store in
 * BENCH_STORE ('pglite' in a temporary directory, or a PostgreSQL URL in BENCH_DATABASE_URL); it
 * seeds the scaled data (or the demo's, with BENCH_SCALED=0), listens on a free loopback port and sends its URL to the parent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createPortalApp } from '../server/app';
import { settingsFromEnv } from '../server/config';
import { BENCH_PASSWORD, BENCH_SCALE } from './server-settings';

const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'portal-bench-'));
const settings = {
  ...settingsFromEnv({ PORTAL_DEMO: '1', PORTAL_DEMO_PASSWORD: BENCH_PASSWORD }),
  databaseUrl,
  signIn: { maxFailures: 5, maxFailuresPerAddress: 30, windowMs: 900_000, failureDelayMs: 250 },
};
const started = Date.now();
// BENCH_SCALED=0: the demo's data (bench/live.ts), else the scaled data.
const scale = process.env.BENCH_SCALED === '0' ? undefined : BENCH_SCALE;
const app = await createPortalApp(settings, { dataDir, scale, logger: pino({ level: 'warn' }) });
await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
const address = app.http.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ url: `http://127.0.0.1:${port}`, seededMs: Date.now() - started });

async function stop(): Promise<void> {
  await app.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
