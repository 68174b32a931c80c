/**
 * `npm run admin:create` as its users run it: server/admin-create.ts in a process of its own, with the
 * server's settings in its environment, on a PGlite directory and on a PostgreSQL schema. The printed
 * link's token sets the administrator's password (setPassword), who then signs in as an administrator.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresSchema, startApp, STORES, tempDataDir, type TestApp } from './harness';

/** Each run starts tsx and a database of its own; a busy 2-core machine takes its time. */
const PROCESS_TIMEOUT_MS = 300_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SET = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email errors { field message code } } }`;
const VIEWER = `{ viewer { authenticated role user { name email } } }`;

/** Runs server/admin-create.ts with these arguments and settings; resolves with its exit code and output. */
function adminCreate(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin-create.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

function printedToken(stdout: string): string {
  const link = /(http\S+\/set-password\?token=\S+)/.exec(stdout)?.[1];
  expect(link, stdout).toBeDefined();
  expect(link!.startsWith('http://localhost:4000/set-password?token=')).toBe(true);
  return new URL(link!).searchParams.get('token') ?? '';
}

describe.each(STORES)('npm run admin:create on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('creates an administrator without a password, whose printed link sets one to sign in with', async () => {
    let env: Record<string, string>;
    let start: () => Promise<TestApp>;
    if (kind === 'pglite') {
      const data = tempDataDir();
      cleanups.push(data.remove);
      env = { PORTAL_DATA_DIR: data.dir };
      start = () => startApp({ demo: false, dataDir: data.dir });
    } else {
      const schema = await freshPostgresSchema();
      cleanups.push(schema.drop);
      env = { DATABASE_URL: schema.url };
      start = () => startApp({ demo: false, databaseUrl: schema.url });
    }
    const email = 'Casey.Admin@Example.com';
    const created = await adminCreate(['--email', email, '--name', 'Casey van Dijk'], env);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created the administrator casey.admin@example.com');
    const first = printedToken(created.stdout);

    // Again for the same address: a fresh link, and nothing else changes.
    const again = await adminCreate(['--email', email], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('casey.admin@example.com already has an account');
    const second = printedToken(again.stdout);
    expect(second).not.toBe(first);

    const server = await start();
    cleanups.push(() => server.close());
    const db = server.app.sql.db;
    const accounts = await db.selectFrom('accounts').selectAll().where('email', '=', 'casey.admin@example.com').execute();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ role: 'CLIENT_ADMIN', password_hash: null });
    expect(await db.selectFrom('users').select(['first_name', 'last_name', 'role']).where('id', '=', accounts[0]!.user_id).execute()).toEqual([
      { first_name: 'Casey', last_name: 'van Dijk', role: 'CLIENT_ADMIN' },
    ]);

    // Without a password nobody signs in as it.
    const browser = server.browser();
    const refused = await browser.ok(`mutation { signIn(input: { email: "casey.admin@example.com", password: "" }) { errors { code } } }`);
    expect(refused.signIn.errors).not.toEqual([]);

    const set = await browser.ok(SET, { input: { token: second, password: 'Administrator-2026' } });
    expect(set.setPassword).toEqual({ email: 'casey.admin@example.com', errors: [] });
    await browser.signIn(email, 'Administrator-2026');
    expect((await browser.ok(VIEWER)).viewer).toEqual({ authenticated: true, role: 'CLIENT_ADMIN', user: { name: 'Casey van Dijk', email: 'casey.admin@example.com' } });
    // A password set closes the account's other links.
    const old = await browser.ok(SET, { input: { token: first, password: 'Another-password-1' } });
    expect(old.setPassword.errors[0]?.code).toBe('CLOSED');

    if (kind === 'pglite') {
      // The running server holds the PGlite directory: the command refuses, saying why, and changes nothing.
      const refusedWhileServing = await adminCreate(['--email', 'other.admin@example.com'], env);
      expect(refusedWhileServing.code).toBe(1);
      expect(refusedWhileServing.stderr).toMatch(/is in use by another portal server \(process \d+\)/);
      expect(refusedWhileServing.stdout).not.toContain('set-password');
    }
  }, PROCESS_TIMEOUT_MS);

  it('refuses a missing or malformed address, saying how to run it', async () => {
    const env: Record<string, string> = kind === 'pglite' ? { PORTAL_DATA_DIR: '/nonexistent/never-opened' } : { DATABASE_URL: 'postgres://127.0.0.1:1/never' };
    const missing = await adminCreate([], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run admin:create -- --email someone@example.com');
    const malformed = await adminCreate(['--email', 'not-an-address'], env);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('"not-an-address" is not an e-mail address.');
  }, PROCESS_TIMEOUT_MS);
});
