/**
 * `npm run bench:live`: live updates on the HTTP server (BENCHMARKS.md, "Live updates"), each server in
 * a process of its own (bench/server-process.ts) with the demo's data.
 * - Delivery: an administrator's page subscribes to `claimChanged` over SSE (graphql-sse, as the page
 *   does); another administrator approves one pending claim at a time; the time from sending the
 *   approval to the event, on one process (PGlite, and PostgreSQL when a URL is set) and across
 *   two processes on one PostgreSQL database.
 * - Idle subscribers: 1,000 of a dealer's SSE subscriptions held open on one process; the server
 *   process's resident memory before and after, and how long the approval of the dealer's claim takes
 *   to reach all of them (each reads it in the dealer's scope).
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

/** The network's pending claims, up to `count`, as an administrator's queue lists them. */
async function queue(url: string, admin: string, count: number): Promise<string[]> {
  const data = await graphql<{ claims: { edges: { node: { id: string } }[] } }>(url, admin, 'query($n: Int) { claims(filter: { statuses: [PENDING] }, first: $n) { edges { node { id } } } }', { n: count });
  return data.claims.edges.map((edge) => edge.node.id);
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

/**
 * Approves `DECISIONS` claims one at a time on `deciding`; the times until a subscription of another
 * administrator's page on `watching` had each (the demo's dealer has too few pending claims of their own).
 */
async function delivery(watching: BenchServer, deciding: BenchServer): Promise<number[]> {
  const watcher = await signIn(watching.url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
  const admin = await signIn(deciding.url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
  const claims = await queue(deciding.url, admin, DECISIONS + 1);
  if (claims.length < 2) throw new Error('Too few pending claims to measure');
  const client = sseClient(watching.url, watcher);
  const watch = claimWatch(client);
  try {
    // The first decision opens the way (the subscription is in place once an event arrives).
    const [first, ...rest] = claims;
    await approve(deciding.url, admin, first!);
    await watch.arrived(first!);
    const times: number[] = [];
    for (const claimId of rest) {
      const started = performance.now();
      await approve(deciding.url, admin, claimId);
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

const idle: { where: string; figures: Awaited<ReturnType<typeof idleSubscribers>> }[] = [];
console.log('| where | decisions | p50 ms | p95 ms | max ms |');
console.log('| --- | --- | --- | --- | --- |');
const pglite = await startServer(null, false);
try {
  // The idle subscribers first: they need the dealer's pending claim, which the decisions may take.
  idle.push({ where: 'PGlite', figures: await idleSubscribers(pglite) });
  console.log(row('PGlite, one process', await delivery(pglite, pglite)));
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
    idle.push({ where: 'PostgreSQL', figures: await idleSubscribers(servers[0]!) });
    console.log(row('PostgreSQL, one process', await delivery(servers[0]!, servers[0]!)));
    console.log(row('PostgreSQL, two processes', await delivery(servers[0]!, servers[1]!)));
  } finally {
    for (const server of servers) await stopServer(server.child);
    await schema.drop();
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it and two processes.');
}
console.log(`\n| ${IDLE_SUBSCRIBERS} idle subscribers, one process | resident MB before | with them | KB each | one approval reached all in ms |`);
console.log('| --- | --- | --- | --- | --- |');
for (const { where, figures } of idle) {
  console.log(
    `| ${where} | ${figures.before.toFixed(0)} | ${figures.after.toFixed(0)} | ${(((figures.after - figures.before) * 1024) / IDLE_SUBSCRIBERS).toFixed(1)} | ${figures.fanOutMs.toFixed(0)} |`,
  );
}
