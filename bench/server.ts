/**
 * `npm run bench:server`: the HTTP server under load (BENCHMARKS.md, "The HTTP server"). autocannon on
 * loopback, 50 connections, 10 s per operation, against the scaled data (10,000 participants, 10,000
 * products, 100,000 claims) served by a server process of its own (bench/server-process.ts), on PGlite
 * in a temporary directory and, when DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL in a schema of its own. For each: throughput and p50/p95/p99
 * of the dealer dashboard query, the participants search and a mutation mix.
 *
 *   npm run bench:server                       PGlite, and PostgreSQL when a URL is set
 *   BENCH_SECONDS=5 npm run bench:server       shorter runs
 */
import autocannon from 'autocannon';
import { print } from 'graphql';
import hdr from 'hdr-histogram-js';
import type { ChildProcess } from 'node:child_process';
import { DEMO_ACCOUNT_EMAILS } from '../server/config';
import { createScratchSchema } from '../server/sql/scratch-schema';
import { AdminParticipantsScreenDocument, DashboardScreenDocument } from '../src/graphql/__generated__/graphql';
import { CSRF_HEADER } from '../src/graphql/csrf';
import { signIn, startServer, stopServer } from './server-processes';
import { BENCH_SCALE as SCALE } from './server-settings';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || null;

interface Figures {
  operation: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

function load(operation: string, url: string, cookie: string, bodies: object[]): Promise<Figures> {
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000, numberOfSignificantValueDigits: 3 });
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: bodies.map((body) => ({
          method: 'POST',
          headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie },
          body: JSON.stringify(body),
        })),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          operation,
          requestsPerSecond: result.requests.average,
          p50: histogram.getValueAtPercentile(50) / 1000,
          p95: histogram.getValueAtPercentile(95) / 1000,
          p99: histogram.getValueAtPercentile(99) / 1000,
          errors: result.errors,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
    // autocannon's own percentiles have no p95: keep every response time (µs) in a histogram.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
      histogram.recordValue(Math.max(1, Math.round(responseTimeMs * 1000)));
    });
  });
}

async function measure(store: 'pglite' | 'postgres'): Promise<Figures[]> {
  const schema = store === 'postgres' && POSTGRES_URL ? await createScratchSchema(POSTGRES_URL, 'portal_bench') : null;
  let child: ChildProcess | null = null;
  try {
    const server = await startServer(schema?.url ?? null);
    child = server.child;
    const url = server.url;
    console.log(`${store}: opened and seeded in ${(server.seededMs / 1000).toFixed(1)} s (the server runs in a process of its own)`);
    const dealer = await signIn(url, DEMO_ACCOUNT_EMAILS.DEALER);
    const admin = await signIn(url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    const dashboard = { query: print(DashboardScreenDocument), variables: { dealer: true, advisor: false, admin: false } };
    const search = { query: print(AdminParticipantsScreenDocument), variables: { filter: { search: 'ann', status: 'ACTIVE' }, first: 25 } };
    const preferences = (on: boolean) => ({
      query: 'mutation($i: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { errors { message } } }',
      variables: { i: { promotions: on, rewards: true, training: on, marketing: false, newsletter: on, product: true } },
    });
    const cartLine = (quantity: number) => ({
      query: 'mutation($i: SetCartLineInput!) { setCartLine(input: $i) { errors { message } } }',
      variables: { i: { rewardId: 'RWD-006', quantity } },
    });
    const results = [
      await load('dealer dashboard', url, dealer, [dashboard]),
      await load('participants search', url, admin, [search]),
      await load('mutation mix', url, dealer, [preferences(true), cartLine(1), preferences(false), cartLine(2)]),
    ];
    return results;
  } finally {
    if (child) await stopServer(child);
    await schema?.drop();
  }
}

const stores: ('pglite' | 'postgres')[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!POSTGRES_URL) console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');
console.log(`${CONNECTIONS} connections, ${SECONDS} s per operation, ${SCALE.participants} participants, ${SCALE.claims} claims\n`);
for (const store of stores) {
  const figures = await measure(store);
  console.log(`| ${store} | operation | req/s | p50 ms | p95 ms | p99 ms | requests | errors | non-2xx |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of figures) {
    console.log(
      `| ${store} | ${row.operation} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.requests} | ${row.errors} | ${row.non2xx} |`,
    );
  }
  console.log('');
}
