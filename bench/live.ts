/**
 * `npm run bench:live`: live updates on the HTTP server (BENCHMARKS.md, "Live updates"), each server in
 * a process of its own (bench/server-process.ts) with the demo's data.
 * - Delivery: a dealer subscribes to `claimChanged` over SSE (graphql-sse, as the page does); an
 *   administrator approves one of the dealer's pending claims at a time; the time from sending the
 *   approval to the dealer's event, on one process (PGlite, and PostgreSQL when a URL is set) and across
 *   two processes on one PostgreSQL database.
 * - Idle subscribers: 1,000 SSE subscriptions held open on one process; the server process's resident
 *   memory before and after, and how long one approval takes to reach all of them.
 *
 *   npm run bench:live            PGlite, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set
 */
import { createClient, type Client } from 'graphql-sse';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { DEMO_ACCOUNT_EMAILS } from '../server/config';
import { createScratchSchema } from '../server/sql/scratch-schema';
import { CSRF_HEADER } from '../src/graphql/csrf';
import { signIn, startServer, stopServer, type BenchServer } from './server-processes';

const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || null;
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 20);
const IDLE_SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CLAIM_CHANGED = 'subscription { claimChanged { action claim { id status } } }';

async function graphql<T>(url: string, cookie: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A graphql-sse client of `url` with `cookie`'s session, as the page's (src/graphql/sse-link.ts) but in Node. */
function sseClient(url: string, cookie: string): Client {
  return createClient({ url: `${url}/graphql`, headers: { cookie, [CSRF_HEADER]: '1' }, retryAttempts: 0 });
}

/** The dealer's pending claims, up to `count`. */
async function pendingClaims(url: string, dealer: string, count: number): Promise<string[]> {
  const data = await graphql<{ myClaims: { edges: { node: { id: string } }[] } }>(url, dealer, 'query($n: Int) { myClaims(filter: { statuses: [PENDING] }, first: $n) { edges { node { id } } } }', { n: count });
  return data.myClaims.edges.map((edge) => edge.node.id);
}

const approve = (url: string, admin: string, claimId: string) =>
  graphql(url, admin, 'mutation($i: ClaimIdInput!) { approveClaim(input: $i) { errors { message } } }', { i: { claimId } });

/** Subscribes `client` to claim changes; `arrived(claimId)` resolves when that claim's event came. */
function claimWatch(client: Client) {
  const waiting = new Map<string, () => void>();
  const seen = new Set<string>();
  const stop = client.subscribe<{ claimChanged: { claim: { id: string } } }>(
    { query: CLAIM_CHANGED },
    {
      next: (result) => {
        const id = result.data?.claimChanged.claim.id;
        if (!id) return;
        seen.add(id);
        waiting.get(id)?.();
      },
      error: (error) => console.error('subscription failed', error),
      complete: () => undefined,
    },
  );
  const arrived = (claimId: string) =>
    new Promise<void>((resolve, reject) => {
      if (seen.has(claimId)) return resolve();
      const timer = setTimeout(() => reject(new Error(`No event for ${claimId} within 10 s`)), 10_000);
      waiting.set(claimId, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  return { arrived, stop };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Approves `DECISIONS` claims one at a time on `adminServer`; the times until the dealer's subscription on `dealerServer` had each. */
async function delivery(dealerServer: BenchServer, adminServer: BenchServer): Promise<number[]> {
  const dealer = await signIn(dealerServer.url, DEMO_ACCOUNT_EMAILS.DEALER);
  const admin = await signIn(adminServer.url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
  const claims = await pendingClaims(dealerServer.url, dealer, DECISIONS + 1);
  if (claims.length < 2) throw new Error('The dealer has too few pending claims to measure');
  const client = sseClient(dealerServer.url, dealer);
  const watch = claimWatch(client);
  try {
    // The first decision opens the way (the subscription is in place once an event arrives).
    const [first, ...rest] = claims;
    await approve(adminServer.url, admin, first!);
    await watch.arrived(first!);
    const times: number[] = [];
    for (const claimId of rest) {
      const started = performance.now();
      await approve(adminServer.url, admin, claimId);
      await watch.arrived(claimId);
      times.push(performance.now() - started);
      await delay(50);
    }
    return times.sort((a, b) => a - b);
  } finally {
    watch.stop();
    client.dispose();
  }
}

/** The resident memory of a process, in MB (Linux's /proc). */
function residentMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/** Holds `IDLE_SUBSCRIBERS` subscriptions on `server`; its memory before and after, and one event's fan-out. */
async function idleSubscribers(server: BenchServer) {
  const dealer = await signIn(server.url, DEMO_ACCOUNT_EMAILS.DEALER);
  const admin = await signIn(server.url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
  const [claimId] = await pendingClaims(server.url, dealer, 1);
  await delay(2000);
  const before = residentMb(server.child.pid!);
  const clients = Array.from({ length: IDLE_SUBSCRIBERS }, () => sseClient(server.url, dealer));
  const watches = clients.map((client) => claimWatch(client));
  // Wait for the streams to open and the server to settle.
  await delay(10_000);
  const after = residentMb(server.child.pid!);
  const started = performance.now();
  await approve(server.url, admin, claimId!);
  await Promise.all(watches.map((watch) => watch.arrived(claimId!)));
  const fanOutMs = performance.now() - started;
  for (const watch of watches) watch.stop();
  for (const client of clients) client.dispose();
  return { before, after, fanOutMs };
}

const row = (label: string, times: number[]) =>
  `| ${label} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`;

console.log('| where | decisions | p50 ms | p95 ms | max ms |');
console.log('| --- | --- | --- | --- | --- |');
const pglite = await startServer(null, false);
let idle: Awaited<ReturnType<typeof idleSubscribers>>;
try {
  console.log(row('PGlite, one process', await delivery(pglite, pglite)));
  idle = await idleSubscribers(pglite);
} finally {
  await stopServer(pglite.child);
}
if (POSTGRES_URL) {
  const schema = await createScratchSchema(POSTGRES_URL, 'portal_bench_live');
  const servers: BenchServer[] = [];
  try {
    // One after the other: the first seeds the schema, the second finds it ready.
    servers.push(await startServer(schema.url, false));
    servers.push(await startServer(schema.url, false));
    console.log(row('PostgreSQL, one process', await delivery(servers[0]!, servers[0]!)));
    console.log(row('PostgreSQL, two processes', await delivery(servers[0]!, servers[1]!)));
  } finally {
    for (const server of servers) await stopServer(server.child);
    await schema.drop();
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it and two processes.');
}
console.log(
  `\n${IDLE_SUBSCRIBERS} idle subscribers on one process (PGlite): resident memory ${idle.before.toFixed(0)} MB before, ${idle.after.toFixed(0)} MB with them ` +
    `(${(((idle.after - idle.before) * 1024) / IDLE_SUBSCRIBERS).toFixed(1)} KB each); one approval reached all of them in ${idle.fanOutMs.toFixed(0)} ms.`,
);
