import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql, type ColumnType, type Insertable, type Selectable, type Transaction } from 'kysely';
import { userInfo } from 'node:os';
import pg from 'pg';
import type { ClaimAttachmentRow } from '../../domain/fixtures/claims';
import type { DB } from './__generated__/tables';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../config';
import { lockPgliteDirectory } from './pglite-lock';
import { preparingPool } from './prepared-statements';

/**
 * The server's SQL store: one Kysely database over PostgreSQL's dialect, either
 * - embedded: PGlite (PostgreSQL compiled to WebAssembly, in this process, its files in a directory),
 *   the default, with nothing to install; or
 * - a PostgreSQL server through `pg`, when a connection string is given (DATABASE_URL).
 * Both run the same migrations (server/sql/migrations/, one file each) and the same SQL.
 *
 * PGlite is one backend with one connection. Kysely's PGlite dialect hands that connection to one
 * query or transaction at a time (its adapter declares no support for several connections), so two
 * requests' transactions never interleave; the concurrent-redemption test proves it on both stores.
 */

/** A role an account signs in as and a session shows (the `role in (…)` checks of 0001_accounts_and_sessions). */
type RoleColumn = 'DEALER' | 'COMFORT_ADVISOR' | 'CLIENT_ADMIN';
/** A claim's attachment in a jsonb column: read as the object, written as its JSON text. */
type AttachmentColumn = ColumnType<ClaimAttachmentRow | null, string | null, string | null>;

/**
 * Where a column holds less than its SQL type says, its narrower type, by table and column: the tables
 * themselves are generated from the migrated database (server/sql/__generated__/tables.ts,
 * `npm run db:types`).
 */
interface Narrowed {
  accounts: { role: RoleColumn };
  sessions: { role: RoleColumn };
  claims: { attachment: AttachmentColumn };
  claim_history: { attachment: AttachmentColumn };
}

/** The tables a migration no longer has, or columns it dropped or renamed, that `Narrowed` still names (never when it names none). */
type StaleOverrides = {
  [Name in keyof Narrowed]: Name extends keyof DB ? Exclude<keyof Narrowed[Name], keyof DB[Name]> : Name;
}[keyof Narrowed];
type NoneStale<T extends never> = T;
/** Fails to compile when an override names a table or column the migrated database does not have. */
export type NarrowedColumnsExist = NoneStale<StaleOverrides>;

/** The server's tables: the generated ones, with the overrides of `Narrowed`. */
export type Tables = {
  [Name in keyof DB]: Name extends keyof Narrowed
    ? { [Column in keyof DB[Name]]: Column extends keyof Narrowed[Name] ? Narrowed[Name][Column] : DB[Name][Column] }
    : DB[Name];
};

/** A row of a table as a query reads it. */
export type Row<Name extends keyof Tables> = Selectable<Tables[Name]>;
/** A row of a table as an insert writes it (columns with a default may be left out). */
export type NewRow<Name extends keyof Tables> = Insertable<Tables[Name]>;

export type SqlDb = Kysely<Tables>;

/** What a repository runs its statements on: the pool, or one operation's transaction. */
export type SqlExecutor = Kysely<Tables> | Transaction<Tables>;

export interface SqlStore {
  db: SqlDb;
  kind: 'pglite' | 'postgres';
  /** Where the data is: the PGlite directory (or "memory") or the server's address without its password. */
  location: string;
  /** PGlite itself, for what Kysely does not do (its `listen`: server/live.ts); PGlite only. */
  pglite?: PGlite;
  /** The connection string, for a connection of its own outside the pool (server/live.ts); PostgreSQL only. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; null opens PGlite. */
  databaseUrl: string | null;
  /** PGlite's directory; null keeps the data in memory (tests). */
  dataDir: string | null;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Connection, statement and idle-transaction time limits (PostgreSQL only); the defaults of settingsFromEnv when absent. */
  limits?: DatabaseLimits;
  /** Told of an error on an idle pooled connection (PostgreSQL restarted, the connection cut); the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/**
 * The connection string with a user name: its own, or else PGUSER or the account running the server,
 * as psql does (`postgres://127.0.0.1:5432/test` then works as it does in psql).
 */
export function withPostgresUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER || userInfo().username;
  return url.toString();
}

export function openSqlStore(options: OpenOptions): SqlStore {
  if (options.databaseUrl) {
    const limits = options.limits ?? DEFAULT_DATABASE_LIMITS;
    const pool = new pg.Pool({
      connectionString: withPostgresUser(options.databaseUrl),
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    });
    // Without a listener, an idle connection's error (the server restarted, the connection was cut) ends the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', location: redact(options.databaseUrl), databaseUrl: options.databaseUrl, close: () => db.destroy() };
  }
  // pg_trgm answers the searches from an index (server/sql/migrations/0006_search_indexes.ts), as on a PostgreSQL server.
  // One process per directory: a second server refuses to start (server/sql/pglite-lock.ts).
  const unlock = options.dataDir ? lockPgliteDirectory(options.dataDir) : () => {};
  const pglite = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ?? 'memory',
    pglite,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

/** Whether the database answers (GET /healthz). */
export async function databaseAnswers(db: SqlDb): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
