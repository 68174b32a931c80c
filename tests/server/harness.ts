import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeEach, expect } from 'vitest';
import { createPortalApp, type AppOptions, type PortalApp } from '../../server/app';
import { settingsFromEnv, type PortalServerSettings } from '../../server/config';
import { openSqlStore, withPostgresUser, type SqlStore } from '../../server/sql/database';
import { migrateTo, migrateToLatest } from '../../server/sql/migrations';
import { sql } from 'kysely';
import { createScratchSchema } from '../../server/sql/scratch-schema';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { TEST_NOW } from '../api';
import { encodeCursor, type ConnectionArgs, type Page } from '../../domain/lib/connection';

/**
 * The HTTP server as tests drive it: a real app listening on a free loopback port, on one of the
 * stores its users run it on. PGlite runs in memory (or in a temporary directory when a test restarts
 * it); PostgreSQL runs when TEST_DATABASE_URL is set (.ci/run sets it), each app in a schema of its own
 * so test files never see each other's rows.
 */
export type StoreKind = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? null;

/** The stores to run a suite on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const STORES: StoreKind[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

if (!POSTGRES_URL && !process.env.POSTGRES_SKIP_REPORTED) {
  process.env.POSTGRES_SKIP_REPORTED = '1';
  // Said loudly on purpose: on a machine without PostgreSQL only PGlite is tested. CI sets TEST_DATABASE_URL.
  console.warn(
    '\n*** SKIPPED: the server tests ran on PGlite only. TEST_DATABASE_URL is not set, so nothing ran on PostgreSQL. ***\n' +
      '*** Set TEST_DATABASE_URL=postgres://127.0.0.1:5432/test to run them there too (.ci/run does). ***\n',
  );
}

/** A fresh PostgreSQL schema on the test database; returns its connection string and a remover. */
export function freshPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchSchema(POSTGRES_URL, 'portal_test');
}

/**
 * A database of its own on the test server, for a test that reads the catalog across schemas (the table
 * types' introspection): other files drop their schemas and migrate theirs while it reads, which a
 * schema of its own does not keep out of the catalog. Returns its connection string and a remover.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withPostgresUser(POSTGRES_URL) });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template template0`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: withPostgresUser(POSTGRES_URL) });
      await client.connect();
      try {
        await client.query(`drop database ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A migrated, empty SQL store of the given kind (PGlite in memory, or a fresh PostgreSQL schema), for a
 * repository suite; `cleanups` receives what closes and removes it, for the suite's afterAll.
 */
export async function migratedStore(kind: StoreKind, cleanups: (() => Promise<void>)[], own: 'schema' | 'database' = 'schema'): Promise<SqlStore> {
  let url: string | null = null;
  if (kind === 'postgres') {
    const schema = own === 'database' ? await freshPostgresDatabase() : await freshPostgresSchema();
    cleanups.push(schema.drop);
    url = schema.url;
  }
  const store = openSqlStore({ databaseUrl: url, dataDir: null });
  cleanups.push(() => store.close());
  await migrateToLatest(store.db as never);
  return store;
}

/**
 * A store as a server before migration 0033 left it, holding `document` in its `portal_data` row (the
 * portal's document of those releases), migrated to the latest schema after it: what an upgrade does to
 * a database whose document still held rows of collections that had moved to tables.
 */
export async function upgradedFromDocument(kind: StoreKind, cleanups: (() => Promise<void>)[], document: object): Promise<SqlStore> {
  let url: string | null = null;
  if (kind === 'postgres') {
    const schema = await freshPostgresSchema();
    cleanups.push(schema.drop);
    url = schema.url;
  }
  const store = openSqlStore({ databaseUrl: url, dataDir: null });
  cleanups.push(() => store.close());
  await migrateTo(store.db as never, '0032_points_and_goals');
  await sql`insert into portal_data (id, generation, data) values (1, 7, ${JSON.stringify(document)}::jsonb)`.execute(store.db);
  await migrateToLatest(store.db as never);
  return store;
}

/**
 * For a describe block of a repository contract: one migrated SQL store of `kind` for the block, closed
 * after it, and `given(store)` run before each of its tests (each test starts from the same rows).
 */
export function givenBeforeEach<T>(kind: StoreKind, given: (store: SqlStore) => Promise<T>): { readonly store: SqlStore; readonly stores: T } {
  const cleanups: (() => Promise<void>)[] = [];
  const state = {} as { store: SqlStore; stores: T };
  beforeEach(async () => {
    state.store ??= await migratedStore(kind, cleanups);
    state.stores = await given(state.store);
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return state;
}

/** Every page of a list, walked with its cursors from the first page to the last. */
export async function allPages<Row>(list: (args: ConnectionArgs) => Promise<Page<Row>>, first: number): Promise<Page<Row>[]> {
  const pages: Page<Row>[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Page<Row> = await list({ first, after });
    pages.push(page);
    if (!page.hasNextPage) return pages;
    after = encodeCursor(page.keys.at(-1) ?? []);
  }
}

export interface Browser {
  /** Runs an operation with this browser's cookie and the CSRF header; returns the parsed body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** Runs an operation that must succeed without GraphQL errors; returns `data`. */
  ok<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Signs in with e-mail and password and expects it to work. */
  signIn(email: string, password: string, rememberMe?: boolean): Promise<void>;
  cookie: string | null;
  /** The last response's Set-Cookie header. */
  lastSetCookie: string | null;
}

export interface TestApp {
  app: PortalApp;
  url: string;
  browser(): Browser;
  /** Stops this process's server; the database stays (see `restart`). */
  stop(): Promise<void>;
  /** Stops and removes everything. */
  close(): Promise<void>;
}

export interface StartOptions {
  demo?: boolean;
  /** Share a database with another app: a PostgreSQL URL or a PGlite directory. */
  databaseUrl?: string | null;
  dataDir?: string | null;
  settings?: Partial<PortalServerSettings>;
  now?: () => Date;
  /** Domains beyond the portal's, with their SQL stores (server/app.ts). */
  extra?: AppOptions['extra'];
  /** Where the app's log lines go; silent unless given. */
  logger?: AppOptions['logger'];
}

export const DEMO_PASSWORD = 'demo-password-for-tests';

export function testSettings(options: StartOptions = {}): PortalServerSettings {
  const base = settingsFromEnv({ PORTAL_DEMO: options.demo === false ? '0' : '1', PORTAL_DEMO_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'silent' });
  return {
    ...base,
    databaseUrl: options.databaseUrl ?? null,
    signIn: { ...base.signIn, failureDelayMs: 0 },
    ...options.settings,
  };
}

export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const settings = testSettings(options);
  const app = await createPortalApp(settings, {
    dataDir: options.dataDir ?? null,
    now: options.now ?? (() => TEST_NOW),
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    extra: options.extra,
  });
  await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
  const address = app.http.address();
  if (!address || typeof address !== 'object') throw new Error('The test server has no address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    browser: () => createBrowser(url),
    stop: () => app.close(),
    close: () => app.close(),
  };
}

function createBrowser(url: string): Browser {
  const browser: Browser = {
    cookie: null,
    lastSetCookie: null,
    async gql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(browser.cookie ? { cookie: browser.cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const setCookie = response.headers.get('set-cookie');
      browser.lastSetCookie = setCookie;
      if (setCookie) {
        const [pair] = setCookie.split(';');
        const [name, value] = (pair ?? '').split('=');
        browser.cookie = value && !/expires=Thu, 01 Jan 1970/i.test(setCookie) ? `${name}=${value}` : null;
      }
      return response.json();
    },
    async ok(query, variables) {
      const body = await browser.gql(query, variables);
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data;
    },
    async signIn(email, password, rememberMe = false) {
      const data = await browser.ok(SIGN_IN, { input: { email, password, rememberMe } });
      expect(data.signIn.errors).toEqual([]);
      expect(data.signIn.session.authenticated).toBe(true);
    },
  };
  return browser;
}

/** A new browser of `app`, signed in with a demo account's e-mail address. */
export async function signedIn(app: TestApp, email: string): Promise<Browser> {
  const browser = app.browser();
  await browser.signIn(email, DEMO_PASSWORD);
  return browser;
}

export const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) {
  session { authenticated role demo user { id name email } } errors { field message code }
} }`;

/** A temporary PGlite directory, removed by the returned function. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts an app on the given store kind with a database of its own; `close` removes that database. */
export async function startOn(kind: StoreKind, options: StartOptions = {}): Promise<TestApp & { databaseUrl: string | null }> {
  if (kind === 'pglite') {
    const started = await startApp({ ...options, databaseUrl: null });
    return { ...started, databaseUrl: null };
  }
  const schema = await freshPostgresSchema();
  const started = await startApp({ ...options, databaseUrl: schema.url });
  return {
    ...started,
    databaseUrl: schema.url,
    close: async () => {
      await started.close();
      await schema.drop();
    },
  };
}
