import { execute, type ApolloLink } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse, type DocumentNode } from 'graphql';
import { cpus, totalmem } from 'node:os';
import { firstValueFrom } from 'rxjs';
import { it } from 'vitest';
import { MemoryStorage } from '../domain/db';
import { createServerLink } from '../mocks/link';
import { createServer } from '../mocks/server';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../domain/session-store';
import { ms, time, type Timing } from './measure';
import { OPERATIONS, SCALED_OPERATIONS, type BenchOperation } from './operations';

/**
 * `npm run bench` (operations part): every operation through the SchemaLink, as the portal runs it,
 * on the fixtures and on a database scaled to 10,000 participants, 10,000 products and 100,000 claims.
 * Prints p50 and p95 per operation and the heap the scaled database uses. Mutations run on a copy
 * that is thrown away, so each run sees the same data.
 */
const NOW = new Date('2026-11-22T15:00:00.000Z');

function serverFor(role: string, scale?: { participants: number; products: number; claims: number }) {
  const storage = new MemoryStorage();
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, role);
  const server = createServer({ storage: scale ? null : storage, now: () => NOW, scale, config: { signInDelayMs: 0 } });
  if (scale) {
    server.session.signIn('CLIENT_ADMIN');
    server.session.switchRole(role === 'client-admin' ? 'CLIENT_ADMIN' : role === 'comfort-advisor' ? 'COMFORT_ADVISOR' : 'DEALER');
  }
  return server;
}

/**
 * Each operation's document, parsed once: the portal's documents are parsed once (codegen's constants on
 * the page, and the worker keeps what it parsed by text), so parsing is not part of an operation's time.
 */
const parsed = new Map<string, DocumentNode>();
function documentOf(query: string): DocumentNode {
  let document = parsed.get(query);
  if (!document) parsed.set(query, (document = parse(query)));
  return document;
}

async function runThroughLink(link: ApolloLink, client: ApolloClient, op: BenchOperation, variables: Record<string, unknown>): Promise<unknown> {
  const result = await firstValueFrom(execute(link, { query: documentOf(op.query), variables }, { client }));
  if (result.errors?.length) throw new Error(`${op.name}: ${result.errors[0]?.message}`);
  const payload = Object.values(result.data ?? {})[0] as { errors?: { message: string }[] } | null;
  if (payload?.errors?.length) throw new Error(`${op.name}: ${payload.errors[0]?.message}`);
  return result.data;
}

/** The timed runs went through the query compiler, as the worker's do once it has loaded (mocks/executor.ts). */
function compiled(server: { executor: { lastRun: string | null } }, op: BenchOperation): void {
  if (server.executor.lastRun !== 'compiled') throw new Error(`${op.name} ran ${server.executor.lastRun ?? 'not at all'}, not compiled`);
}

function row(name: string, timing: Timing, target: number): string {
  const verdict = timing.p50 < target ? 'ok' : 'OVER';
  return `${name.padEnd(44)} p50 ${ms(timing.p50).padStart(12)}  p95 ${ms(timing.p95).padStart(12)}  (target p50 < ${target} ms: ${verdict})`;
}

it('operation timings', async () => {
  const lines: string[] = [];
  lines.push(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`);
  lines.push('', '== Fixture database (through the server executor, compiled)');
  for (const op of OPERATIONS) {
    const server = serverFor(op.role);
    const link = createServerLink(server);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const snapshot = JSON.stringify(server.db.data);
    const prepare = op.prepare;
    const restore = op.mutation
      ? async () => {
          server.db.data = JSON.parse(snapshot);
          if (prepare) await runThroughLink(link, client, { ...op, query: prepare }, {});
        }
      : undefined;
    const variables = { ...op.variables, ...op.variablesFrom?.(server.db.data) };
    const timing = await time(() => runThroughLink(link, client, op, variables), op.mutation ? 60 : 200, 10, restore);
    compiled(server, op);
    lines.push(row(op.name, timing, 1));
  }

  const heapBefore = process.memoryUsage().heapUsed;
  const built = performance.now();
  const scaled = serverFor('client-admin', { participants: 10_000, products: 10_000, claims: 100_000 });
  const buildMs = performance.now() - built;
  (globalThis as { gc?: () => void }).gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  lines.push('', `== Scaled database: ${scaled.db.data.participants.length} participants, ${scaled.db.data.products.length} products, ${scaled.db.data.claims.length} claims`);
  lines.push(`built in ${buildMs.toFixed(0)} ms; heap used by it about ${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MB (target < 200 MB); process heap ${(heapAfter / 2 ** 20).toFixed(1)} MB`);
  const link = createServerLink(scaled);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  for (const op of SCALED_OPERATIONS) {
    const variables = { ...op.variables };
    if (op.afterCursorOf) {
      const first = await runThroughLink(link, client, { ...op, query: op.afterCursorOf.query }, {});
      variables.after = (first as Record<string, { pageInfo: { endCursor: string } } | undefined>)[op.afterCursorOf.connection]?.pageInfo.endCursor;
    }
    const timing = await time(() => runThroughLink(link, client, op, variables), 40, 5);
    compiled(scaled, op);
    lines.push(row(op.name, timing, 20));
  }
  console.log(`\n${lines.join('\n')}\n`);
});
