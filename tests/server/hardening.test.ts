import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { randomBytes, scryptSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalApp, type PortalApp } from '../../server/app';
import { safePortalPath } from '../../server/accounts/oidc';
import { PASSWORD_COST, hashPassword } from '../../server/accounts/passwords';
import { DEMO_ACCOUNT_EMAILS, settingsFromEnv, type PortalServerSettings } from '../../server/config';
import { LIMIT_CODES, QUERY_LIMITS } from '../../server/graphql';
import { withPostgresUser } from '../../server/sql/database';
import { DEMO_PASSWORD, POSTGRES_URL, SIGN_IN, STORES, freshPostgresSchema, signedIn, startOn, testSettings, type StoreKind } from './harness';
import { TEST_NOW } from '../api';

/**
 * What a security review and an attack on the running server found (docs/server.md, "Security"): each
 * test here failed on the server before its fix.
 */

/** An app on `kind` whose log lines are kept, listening on a loopback port. */
async function appWithLog(kind: StoreKind, settings: Parameters<typeof testSettings>[0] = {}) {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const schema = kind === 'postgres' ? await freshPostgresSchema() : null;
  const app: PortalApp = await createPortalApp(testSettings({ ...settings, databaseUrl: schema?.url ?? null }), {
    dataDir: null,
    now: () => TEST_NOW,
    logger: pino({ level: 'debug' }, stream),
  });
  await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
  const address = app.http.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    url,
    lines,
    post: (query: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }),
    close: async () => {
      await app.close();
      await schema?.drop();
    },
  };
}

describe.each(STORES)('refused GraphQL requests on %s', (kind) => {
  let server: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    server = await appWithLog(kind);
  });
  afterAll(() => server.close());

  let deep = 'authenticated';
  for (let level = 0; level < 50; level += 1) deep = `viewer { ${deep} }`;
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: viewer { authenticated }`).join(' ')} }`;
  const cases = [
    { name: 'a syntax error', query: '{ viewer {', code: 'GRAPHQL_PARSE_FAILED', message: /Expected Name/ },
    { name: 'an unknown field', query: '{ viewer { nope } }', code: 'GRAPHQL_VALIDATION_FAILED', message: /Cannot query field "nope"/ },
    { name: 'depth 50', query: `{ ${deep} }`, code: LIMIT_CODES.depth, message: new RegExp(`depth limit of ${QUERY_LIMITS.depth}`) },
    { name: '1,000 aliases', query: aliases(1000), code: LIMIT_CODES.tokens, message: new RegExp(`Token limit of ${QUERY_LIMITS.tokens}`) },
    { name: `${QUERY_LIMITS.aliases + 1} aliases`, query: aliases(QUERY_LIMITS.aliases + 1), code: LIMIT_CODES.aliases, message: new RegExp(`Aliases limit of ${QUERY_LIMITS.aliases}`) },
  ];
  for (const accept of ['application/json', 'application/graphql-response+json']) {
    it.each(cases)(`answers $name with 400, its code and a message naming it (Accept: ${accept}), and logs no error`, async ({ query, code, message }) => {
      const before = server.lines.length;
      const response = await server.post(query, { accept });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.data).toBeUndefined();
      const refusal = body.errors.find((error: { extensions: { code: string } }) => error.extensions.code === code);
      expect(refusal?.message).toMatch(message);
      expect(refusal?.message).not.toMatch(/^Syntax Error: \w+ limit/);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const logged = server.lines.slice(before);
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
      expect(JSON.stringify(logged)).not.toMatch(/"stack"/);
    });
  }

  it('still answers a query within every limit', async () => {
    const response = await server.post(aliases(QUERY_LIMITS.aliases));
    expect(response.status).toBe(200);
    expect((await response.json()).data.a0.authenticated).toBe(false);
  });
});

describe('schema introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is off by default outside demo mode, and PORTAL_INTROSPECTION=1 turns it on', async () => {
    expect(settingsFromEnv({}).introspection).toBe(false);
    expect(settingsFromEnv({ PORTAL_INTROSPECTION: '1' }).introspection).toBe(true);
    expect(settingsFromEnv({ PORTAL_DEMO: '1' }).introspection).toBe(true);

    const production = await appWithLog('pglite', { demo: false, settings: { introspection: settingsFromEnv({}).introspection } });
    try {
      const refused = await production.post(INTROSPECT);
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors[0].message).toMatch(/introspection/i);
    } finally {
      await production.close();
    }
    const opted = await appWithLog('pglite', { demo: false, settings: { introspection: settingsFromEnv({ PORTAL_INTROSPECTION: '1' }).introspection } });
    try {
      const answered = await opted.post(INTROSPECT);
      expect((await answered.json()).data.__schema.queryType.name).toBe('Query');
    } finally {
      await opted.close();
    }
    // Two servers start here, one after the other, each migrating and seeding its own database.
  }, 120_000);
});

describe('the page asked for after sign-in', () => {
  it.each(['/\t/evil.example', '/\n/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/', '/%09/evil.example/x', ' /\t/evil.example'])(
    'is never another site: %j',
    (asked) => {
      const kept = safePortalPath(asked);
      expect(new URL(kept, 'https://portal.example').origin).toBe('https://portal.example');
    },
  );

  it('keeps a path of the portal with its query', () => {
    expect(safePortalPath('/admin-claims-management?status=PENDING')).toBe('/admin-claims-management?status=PENDING');
    expect(safePortalPath(null)).toBe('/');
  });
});

describe('the session cookie over https', () => {
  async function signInCookie(settings: Partial<PortalServerSettings>, headers: Record<string, string> = {}) {
    const server = await appWithLog('pglite', { demo: true, settings });
    try {
      const signedIn = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: DEMO_PASSWORD, rememberMe: false } } }),
      });
      const page = await fetch(`${server.url}/`, { headers });
      return { cookie: signedIn.headers.get('set-cookie') ?? '', hsts: page.headers.get('strict-transport-security') };
    } finally {
      await server.close();
    }
  }

  it('is not Secure because a request says x-forwarded-proto: https', async () => {
    const { cookie, hsts } = await signInCookie({}, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/^portal_session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(hsts).toBeNull();
  });

  it('is Secure, named __Host-, with HSTS, when PORTAL_PUBLIC_URL is on https', async () => {
    const settings = settingsFromEnv({ PORTAL_PUBLIC_URL: 'https://portal.example' });
    expect(settings.https).toBe(true);
    const { cookie, hsts } = await signInCookie({ https: settings.https, publicUrl: settings.publicUrl });
    expect(cookie).toMatch(/^__Host-portal_session=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    expect(hsts).toMatch(/max-age=\d+/);
  });
});

describe.each(STORES)('shutting down on %s', (kind) => {
  it('answers /healthz with 503 from the moment draining starts', async () => {
    const server = await appWithLog(kind);
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // A request still being answered keeps the drain open while /healthz is asked.
      const slow = server.post(`{ viewer { authenticated } }`);
      const drained = (server.app.http as unknown as { drain(): Promise<void> }).drain();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'shutting down' });
      await slow;
      await drained;
    } finally {
      await server.close();
    }
  });
});

describe.each(STORES.filter((kind) => kind === 'postgres'))('the database pool on %s', (kind) => {
  const limits = { connectTimeoutMs: 5_000, statementTimeoutMs: 2_000, idleInTransactionTimeoutMs: 30_000 };
  let server: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    server = await appWithLog(kind, { settings: { database: limits } });
  });
  afterAll(() => server.close());

  it('cuts off a stalled statement at its time limit, and the server goes on', async () => {
    const started = Date.now();
    await expect(sql`select pg_sleep(30)`.execute(server.app.sql.db)).rejects.toThrow(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const answered = await server.post('{ viewer { authenticated } }');
    expect((await answered.json()).data.viewer.authenticated).toBe(false);
  });

  it('survives an idle connection cut by the database, and replaces it', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(server.app.sql.db);
    const admin = new pg.Client({ connectionString: withPostgresUser(POSTGRES_URL!) });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => server.lines.some((line) => line.level === 40 && /idle database connection failed/.test(line.msg))).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe.each(STORES)('password hashes on %s', (kind) => {
  /** A hash as the server made them before, at N=2^15. */
  function olderHash(password: string): string {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 128 * 2 ** 15 * 8 * 2 });
    return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  it('are made at N=2^17, r=8, p=1, and an older hash is made again at its next successful sign-in', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await hashPassword('Heatpump-2026')).toMatch(/^scrypt\$131072\$8\$1\$/);
    const server = await appWithLog(kind);
    try {
      const db = server.app.sql.db;
      await db.updateTable('accounts').set({ password_hash: olderHash(DEMO_PASSWORD) }).where('email', '=', DEMO_ACCOUNT_EMAILS.DEALER).execute();
      const signIn = (password: string) =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password, rememberMe: false } } }),
        }).then((response) => response.json());
      const stored = () => db.selectFrom('accounts').select('password_hash').where('email', '=', DEMO_ACCOUNT_EMAILS.DEALER).executeTakeFirstOrThrow();

      expect((await signIn('not-the-password')).data.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');
      expect((await stored()).password_hash).toMatch(/^scrypt\$32768\$/);
      expect((await signIn(DEMO_PASSWORD)).data.signIn.errors).toEqual([]);
      expect((await stored()).password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await signIn(DEMO_PASSWORD)).data.signIn.errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe.each(STORES)('sessions on %s', (kind) => {
  const VIEWER = '{ viewer { authenticated } }';
  const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { errors { field message code } } }`;

  it('a password change ends every other session of the account and rotates the current one', async () => {
    const server = await startOn(kind, { demo: true });
    try {
      const here = await signedIn(server, DEMO_ACCOUNT_EMAILS.DEALER);
      const elsewhere = await signedIn(server, DEMO_ACCOUNT_EMAILS.DEALER);
      const other = await signedIn(server, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
      const before = here.cookie;
      const changed = await here.ok(CHANGE, { input: { currentPassword: DEMO_PASSWORD, newPassword: 'Condenser-2027', confirmPassword: 'Condenser-2027' } });
      expect(changed.changePassword.errors).toEqual([]);
      expect(here.cookie).not.toBe(before);
      expect((await here.ok(VIEWER)).viewer.authenticated).toBe(true);
      // The token the change was made with no longer works, nor does the other browser's.
      const stale = server.browser();
      stale.cookie = before;
      expect((await stale.ok(VIEWER)).viewer.authenticated).toBe(false);
      expect((await elsewhere.ok(VIEWER)).viewer.authenticated).toBe(false);
      // Another account's session is not touched.
      expect((await other.ok(VIEWER)).viewer.authenticated).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('ends a session unused for longer than its idle time, and a used one slides on', async () => {
    let now = TEST_NOW.getTime();
    const minutes = (count: number) => (now += count * 60_000);
    const server = await startOn(kind, { demo: true, now: () => new Date(now), settings: { sessionIdleMinutes: 30 } });
    try {
      const browser = await signedIn(server, DEMO_ACCOUNT_EMAILS.DEALER);
      minutes(29);
      expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(true);
      minutes(29);
      expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(true);
      minutes(31);
      expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(false);
      // Remember me: a week unused is allowed (and 12 hours of lifetime are not its limit).
      const remembered = server.browser();
      await remembered.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD, true);
      minutes(3 * 24 * 60);
      expect((await remembered.ok(VIEWER)).viewer.authenticated).toBe(true);
      minutes(7 * 24 * 60 + 1);
      expect((await remembered.ok(VIEWER)).viewer.authenticated).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe.each(STORES)('sign-in under attack on %s', (kind) => {
  const signIn = (url: string, email: string, password: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password, rememberMe: false } } }),
    }).then(async (response) => (await response.json()).data.signIn);

  it('counts 30 guesses at once for one account before checking any: at most five are checked, then even the right password waits', async () => {
    const server = await startOn(kind, { demo: true });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn(server.url, DEMO_ACCOUNT_EMAILS.DEALER, `guess-${index}`)));
      const codes = answers.map((answer) => answer.errors[0]?.code);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(4);
      expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(26);
      const right = await signIn(server.url, DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
      expect(right.errors[0]).toEqual({ field: null, message: 'Too many failed sign-in attempts. Try again in 5 minutes.', code: 'RATE_LIMITED' });
      expect(right.session.authenticated).toBe(false);
      // The lock is the account's: another account signs in from the same client.
      expect((await signIn(server.url, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR, DEMO_PASSWORD)).errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses a client that has failed too often, whatever the account', async () => {
    const server = await startOn(kind, { demo: true, settings: { signIn: { maxFailures: 5, maxFailuresPerAddress: 6, windowMs: 5 * 60_000, failureDelayMs: 0 } } });
    try {
      for (let index = 0; index < 6; index += 1) {
        expect((await signIn(server.url, `nobody-${index}@example.com`, 'guess')).errors[0].code).toBe('INVALID_CREDENTIALS');
      }
      expect((await signIn(server.url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD)).errors[0].code).toBe('RATE_LIMITED');
    } finally {
      await server.close();
    }
  });
});
