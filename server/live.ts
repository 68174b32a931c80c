import type { PGlite } from '@electric-sql/pglite';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { isLiveEvent, LiveHub } from '../domain/lib/live/events';
import { withPostgresUser, type SqlExecutor, type SqlStore, type Tables } from './sql/database';

/**
 * Live updates across processes (docs/server.md, "Live updates"): the tables' triggers (migration
 * 0039_live_events) announce each saved change on the schema's channel with `pg_notify`, which
 * PostgreSQL delivers when the transaction commits, to every connection listening on the database,
 * whichever process it belongs to. Each process listens once, and hands every event to its hub, which
 * its subscriptions read.
 */

/** The channel the triggers of `schema` announce on (as migration 0039_live_events names it). */
export function liveChannel(schema: string): string {
  return schema === 'public' ? 'portal_live' : `portal_live.${schema}`;
}

/** A channel's name as LISTEN takes it: a quoted identifier. */
function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

/** Writes in bulk in `trx` announce nothing (seeding, "reset demo data"): the triggers read `portal.live`. */
export async function withoutLiveEvents(trx: Transaction<Tables> | SqlExecutor): Promise<void> {
  await sql`select set_config('portal.live', 'off', true)`.execute(trx);
}

/** How long the listener waits before connecting again after a failure: from 250 ms, doubling, at most 10 s. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(10_000, 250 * 2 ** Math.max(0, failures - 1));
}

export interface LiveListener {
  /** Where the events go. */
  readonly hub: LiveHub;
  /** Whether it is listening now (false while it reconnects). */
  readonly listening: boolean;
  /** Ends every subscription (their streams complete) and stops listening. */
  close(): Promise<void>;
}

/** Parses one notification's payload into the hub; anything that is not a `LiveEvent` is left out. */
function publisher(hub: LiveHub, logger: Logger) {
  return (payload: string | undefined) => {
    let value: unknown;
    try {
      value = JSON.parse(payload ?? '');
    } catch {
      value = undefined;
    }
    if (isLiveEvent(value)) hub.publish(value);
    else logger.warn({ payload }, 'a notification on the live channel is not an event; left out');
  };
}

/** Starts listening on `store`'s channel; resolves once it listens (or, on PostgreSQL, once its first attempt failed and the retries began). */
export async function startLiveListener(store: SqlStore, logger: Logger): Promise<LiveListener> {
  const hub = new LiveHub();
  const publish = publisher(hub, logger);
  if (store.kind === 'pglite') return pgliteListener(store, hub, publish);
  if (!store.databaseUrl) throw new Error('A PostgreSQL store without its connection string cannot listen');
  return postgresListener(store.databaseUrl, hub, publish, logger);
}

/** PGlite is in this process: its own `listen` calls back for each notification its transactions commit. */
async function pgliteListener(store: SqlStore, hub: LiveHub, publish: (payload: string) => void): Promise<LiveListener> {
  const pglite: PGlite | undefined = store.pglite;
  if (!pglite) throw new Error('A PGlite store without PGlite cannot listen');
  const schema = (await pglite.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema ?? 'public';
  const unlisten = await pglite.listen(quoted(liveChannel(schema)), publish);
  let closed = false;
  return {
    hub,
    get listening() {
      return !closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      hub.close();
      await unlisten().catch(() => {});
    },
  };
}

/**
 * On PostgreSQL a connection of its own, outside the pool, holds the LISTEN. When it fails (PostgreSQL
 * restarted, the network cut it) it connects again, from 250 ms doubling to 10 s between attempts, and
 * listens again. What was announced in between is not heard: subscribers read again when their page
 * reconnects (docs/server.md, "Live updates").
 */
async function postgresListener(databaseUrl: string, hub: LiveHub, publish: (payload: string | undefined) => void, logger: Logger): Promise<LiveListener> {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = (error: unknown) => {
    listening = false;
    const failed = client;
    client = null;
    void failed?.end().catch(() => {});
    if (closed) return;
    failures += 1;
    const delay = reconnectDelayMs(failures);
    logger.warn({ err: error, retryInMs: delay }, 'the live updates listener lost its database connection; connecting again');
    timer = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: withPostgresUser(databaseUrl), keepAlive: true });
    client = next;
    // Without a listener an error of this connection would end the process.
    next.on('error', (error) => {
      if (client === next) retry(error);
    });
    next.on('end', () => {
      if (client === next && !closed) retry(new Error('the connection ended'));
    });
    next.on('notification', (message) => publish(message.payload));
    try {
      await next.connect();
      const schema = (await next.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema ?? 'public';
      await next.query(`listen ${quoted(liveChannel(schema))}`);
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      if (failures > 0) logger.info({ attempts: failures }, 'the live updates listener listens again');
      failures = 0;
      listening = true;
    } catch (error) {
      if (client === next) retry(error);
    }
  }

  await connect();
  return {
    hub,
    get listening() {
      return listening;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      hub.close();
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
