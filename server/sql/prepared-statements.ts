import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/** How many statements one connection keeps prepared at most; statements past them run unprepared. */
export const PREPARED_PER_CONNECTION = 200;

/** How many statement texts get a name at most: a text past them runs unprepared on every connection. */
const NAMED_TEXTS = 2000;

/** A query without parameters that is kept too: a read. Transaction control, DDL and other commands run as they are. */
const READING = /^\s*(select|with)\b/i;

/**
 * `pool` for Kysely, its connections keeping the statements they run prepared (docs/server.md,
 * "Tenancy": "Prepared statements"). A statement with parameters, or a read without them, is sent with
 * a name, the same on every connection for the same text; the first time a connection runs it,
 * PostgreSQL parses it and keeps it, and from then on runs it without parsing it again, with a plan it
 * may keep too. Planning a dashboard's statements took PostgreSQL more time than running them. A
 * connection keeps at most `PREPARED_PER_CONNECTION` of them, the first it runs, and they end with the
 * connection. PostgreSQL plans a kept statement again when a table it reads changes shape, and when
 * another role runs it under row-level security.
 */
export function preparingPool(pool: pg.Pool, perConnection = PREPARED_PER_CONNECTION): PostgresPool {
  const names = new Map<string, string>();
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_TEXTS) {
      name = `portal_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    Client: pg.Client,
    options: pool.options,
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let kept = prepared.get(client);
      if (!kept) prepared.set(client, (kept = new Set()));
      const own = kept;
      const query = (text: unknown, parameters?: readonly unknown[]): unknown => {
        // A cursor (Kysely's `stream`) is passed on as it is.
        if (typeof text !== 'string') return client.query(text as pg.Submittable);
        const values = [...(parameters ?? [])];
        const name = values.length > 0 || READING.test(text) ? nameOf(text) : undefined;
        if (name !== undefined && (own.has(name) || own.size < perConnection)) {
          own.add(name);
          return client.query({ name, text, values });
        }
        return client.query(text, values);
      };
      return {
        get processID() {
          return (client as unknown as { processID?: number }).processID;
        },
        query: query as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy),
      };
    },
    end: () => pool.end(),
  };
}
