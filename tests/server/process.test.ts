import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { DEMO_PASSWORD, SIGN_IN, STORES, freshPostgresSchema, tempDataDir, type StoreKind } from './harness';
import { fakeBuild, startServerProcess, stopServerProcess, START_TIMEOUT_MS, type ServerProcess } from './process';

/**
 * The server started as `npm run server` starts it (server/main.ts in a process of its own), for what
 * only a whole process shows: what it writes to its log, whether a second process may open its
 * directory, and how it stops (docs/server.md, "Security").
 */

// A test here may start up to three servers, each allowed START_TIMEOUT_MS (tests/server/process.ts).
vi.setConfig({ testTimeout: 3 * START_TIMEOUT_MS + 60_000 });

const build = fakeBuild();
afterAll(() => build.remove());

/** The settings of a demo server on `kind`, with a database of its own; `remove` deletes that database. */
async function storeEnv(kind: StoreKind): Promise<{ env: Record<string, string>; remove: () => Promise<void> }> {
  const base = { PORTAL_DEMO: '1', PORTAL_DEMO_PASSWORD: DEMO_PASSWORD, PORTAL_DIST_DIR: build.dir };
  if (kind === 'postgres') {
    const schema = await freshPostgresSchema();
    return { env: { ...base, DATABASE_URL: schema.url }, remove: schema.drop };
  }
  const data = tempDataDir();
  return { env: { ...base, PORTAL_DATA_DIR: data.dir }, remove: async () => data.remove() };
}

/** Signs in as the demo dealer; returns the session cookie's `name=value`. */
async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: DEMO_PASSWORD, rememberMe: false } } }),
  });
  expect((await response.json()).data.signIn.errors).toEqual([]);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^portal_session=.{20,}/);
  return cookie;
}

function logLines(output: string): Record<string, any>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

describe.each(STORES)('the server process on %s', (kind) => {
  let server: ServerProcess | undefined;
  let store: Awaited<ReturnType<typeof storeEnv>>;
  beforeAll(async () => {
    store = await storeEnv(kind);
  });
  afterEach(() => stopServerProcess(server));
  afterAll(() => store.remove());

  it('never writes a session token to its log, and logs its own files at debug level only', async () => {
    server = await startServerProcess(store.env);
    const cookie = await signIn(server);
    const token = cookie.split('=')[1]!;
    const asked = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { authenticated } }' }),
    });
    expect((await asked.json()).data.viewer.authenticated).toBe(true);
    expect((await fetch(`${server.url}/assets/app-1234.js`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const output = server.output();
    expect(output).not.toContain(token);
    const lines = logLines(output);
    const graphql = lines.filter((line) => line.req?.url === '/graphql');
    expect(graphql.length).toBeGreaterThanOrEqual(2);
    expect(graphql.every((line) => line.level === 30)).toBe(true);
    expect(graphql.some((line) => line.req.headers.cookie === '[redacted]' && line.req.headers.authorization === '[redacted]')).toBe(true);
    expect(graphql.some((line) => line.res.headers['set-cookie'] === '[redacted]')).toBe(true);
    // LOG_LEVEL is info by default: a request for one of the portal's files is not written.
    expect(lines.filter((line) => line.req?.url === '/assets/app-1234.js')).toEqual([]);
  });

  it('answers /healthz with 503 once SIGTERM comes, turns new requests away, and exits by its deadline', async () => {
    server = await startServerProcess({ ...store.env, PORTAL_SHUTDOWN_DEADLINE_MS: '1500' });
    const cookie = await signIn(server);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // An upload whose body never finishes: a request still being answered when the signal comes.
    const hanging = httpRequest(`${server.url}/files/claim-evidence`, {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: '1', 'content-type': 'image/png', 'x-file-name': 'photo.png', 'content-length': '4096' },
    });
    hanging.on('error', () => {});
    hanging.write(Buffer.alloc(16));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => server!.output(), { timeout: 5_000 }).toContain('shutting down: draining');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'shutting down' });
    const turnedAway = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { authenticated } }"}' });
    expect(turnedAway.status).toBe(503);

    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(6_000);
    expect(server.output()).toContain('shutdown deadline');
    hanging.destroy();
  });

  it('exits at once and cleanly on SIGTERM with nothing to finish', async () => {
    server = await startServerProcess(store.env);
    await signIn(server);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3_000);
  });
});

describe.each(STORES)('a flood of sign-ins on %s', (kind) => {
  let server: ServerProcess | undefined;
  afterAll(() => stopServerProcess(server));

  // 100 hashes at N=2^17 on two cores take half a minute or more; the probes are made while they are under way.
  it('leaves /healthz answering within a second while 100 sign-ins with unknown addresses arrive at once', { timeout: START_TIMEOUT_MS + 90_000 }, async () => {
    const store = await storeEnv(kind);
    try {
      // The client limit would refuse most of the flood before hashing: here every sign-in is checked.
      server = await startServerProcess({ ...store.env, PORTAL_SIGN_IN_ADDRESS_LIMIT: '10000' });
      const url = server.url;
      let answered = 0;
      const flood = Array.from({ length: 100 }, (_, index) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: `stranger-${index}@example.com`, password: 'guess', rememberMe: false } } }),
        }).then(
          async (response) => {
            expect((await response.json()).data.signIn.errors[0]?.code).toBe('INVALID_CREDENTIALS');
            answered += 1;
          },
          () => {},
        ),
      );
      // The probes start once the flood has been taken in: on PGlite, taking in 100 requests at once (each
      // parsed, and five statements on its one connection) holds a probe for up to two seconds on a loaded
      // machine; what is measured is the half minute of hashing that follows (docs/server.md, "Security").
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const timings: number[] = [];
      for (let probe = 0; probe < 5; probe += 1) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const started = performance.now();
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        timings.push(performance.now() - started);
      }
      // Measured under the flood: sign-ins were still waiting for their hash.
      expect(answered).toBeLessThan(100);
      expect(Math.max(...timings), `healthz took ${timings.map((ms) => Math.round(ms)).join(', ')} ms`).toBeLessThan(1_000);
      // The rest of the flood is not waited for: the server is stopped with it under way.
      server.child.kill('SIGKILL');
      await Promise.all(flood);
    } finally {
      await stopServerProcess(server);
      await store.remove();
    }
  });
});

describe('two servers on one PGlite directory', () => {
  let servers: ServerProcess[] = [];
  const data = tempDataDir();
  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    data.remove();
  });

  it('the second refuses to start and says why; after the first crashes, a new one starts', async () => {
    const env = { PORTAL_DEMO: '1', PORTAL_DEMO_PASSWORD: DEMO_PASSWORD, PORTAL_DIST_DIR: build.dir, PORTAL_DATA_DIR: data.dir };
    const first = await startServerProcess(env);
    servers.push(first);
    const refused = await startServerProcess(env).then(
      (second) => {
        servers.push(second);
        return null;
      },
      (error: Error & { output?: string; code?: number }) => error,
    );
    expect(refused, 'the second server started on the same directory').not.toBeNull();
    expect(refused?.code).toBe(1);
    expect(refused?.output).toContain(`is in use by another portal server (process ${first.child.pid})`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    // A crash leaves the lock behind; its holder is gone, so the next server takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServerProcess(env);
    servers = [third];
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
    await signIn(third);
  });
});
