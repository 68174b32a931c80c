import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { withPostgresUser } from '../../server/sql/database';
import { print } from 'graphql';
import { SqlUsers } from '../../server/repositories/users';
import { createTestServer } from '../api';
import { requiredVariables, SCREENS } from '../screen-documents';
import { DEMO_PASSWORD, freshPostgresDatabase, freshPostgresSchema, POSTGRES_URL, startApp, startOn, STORES, tempDataDir, type StartOptions, type StoreKind, type TestApp } from './harness';

/**
 * Data that nothing overwrites (docs/server.md, "Where the data lives" and "Backups"): a start of the
 * server never replaces what the database holds, `db:seed` refuses a database with a program's own
 * accounts unless forced, and a backup restores into a server that serves it.
 */

const run = promisify(execFile);
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const NEW_DEALER = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', accountType: 'DEALER', password: 'Heatpump-2026', confirmPassword: 'Heatpump-2026', acceptTerms: true };
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { errors { message } } }`;
const FIRST_QUESTION = `{ faq { entries { id question } } }`;
const KEPT = 'Kept across restarts';
const ADMIN_USER = {
  role: 'CLIENT_ADMIN' as const,
  firstName: 'Robin',
  lastName: 'Hale',
  phone: '',
  jobTitle: 'Program Administrator',
  avatarUrl: null,
  dealershipId: null,
  participantId: null,
  organization: null,
  location: null,
  notificationPreferences: { promotions: true, rewards: true, training: true, marketing: false, security: true, newsletter: false, product: true, email: true, claimUpdates: true },
  passwordUpdatedAt: null,
};

/** A store that outlives its apps: a PGlite directory, or a PostgreSQL schema of its own. */
async function lastingStore(kind: StoreKind): Promise<{ options: StartOptions; env: Record<string, string> }> {
  if (kind === 'pglite') {
    const data = tempDataDir();
    cleanups.push(data.remove);
    return { options: { dataDir: data.dir }, env: { PORTAL_DATA_DIR: data.dir } };
  }
  const schema = await freshPostgresSchema();
  cleanups.push(schema.drop);
  return { options: { databaseUrl: schema.url }, env: { DATABASE_URL: schema.url } };
}

/** The first FAQ entry's question, as a signed-in user reads it. */
async function firstQuestion(server: TestApp, email: string, password: string): Promise<string> {
  const browser = server.browser();
  await browser.signIn(email, password);
  const data = await browser.ok(FIRST_QUESTION);
  return data.faq[0].entries[0].question;
}

/** Changes the stored FAQ (its table) as a program's own edits would. */
async function editFaq(server: TestApp): Promise<void> {
  const db = server.app.sql.db;
  await sql`update faq_entries set question = ${KEPT} where position = 0 and category_id = (select id from faq_categories order by position limit 1)`.execute(db);
}

/** `npm run db:seed` as its users run it, on the given store; resolves with its exit code and output. */
async function dbSeed(env: Record<string, string>, ...flags: string[]): Promise<{ code: number; output: string }> {
  const args = ['--import', 'tsx', 'server/db.ts', 'seed', ...flags];
  return run(process.execPath, args, { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, output: (error.stdout ?? '') + (error.stderr ?? '') }),
  );
}

describe.each(STORES)('stored data on %s', (kind) => {
  it('is never replaced by a start', async () => {
    const store = await lastingStore(kind);
    const first = await startApp({ ...store.options, demo: true });
    await first.browser().ok(SIGN_UP, { input: NEW_DEALER });
    await editFaq(first);
    const seeded = (await first.app.sql.db.selectFrom('program_state').select('seeded_at').executeTakeFirstOrThrow()).seeded_at;
    await first.close();

    const again = await startApp({ ...store.options, demo: true });
    try {
      expect(await firstQuestion(again, DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD)).toBe(KEPT);
      expect(await firstQuestion(again, NEW_DEALER.email, NEW_DEALER.password)).toBe(KEPT);
      const row = await again.app.sql.db.selectFrom('program_state').select('seeded_at').executeTakeFirstOrThrow();
      expect(row.seeded_at).toEqual(seeded);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is replaced by `db:seed` only with --force once the database holds accounts besides the demo ones', async () => {
    const store = await lastingStore(kind);
    const app = await startApp({ ...store.options, demo: true });
    await editFaq(app);
    await app.close();

    // The demo accounts alone: the sample data is the demo's own, and db:seed replaces it.
    const demoOnly = await dbSeed(store.env);
    expect(demoOnly.output).toContain('Loaded the sample data');
    expect(demoOnly.code).toBe(0);
    let server = await startApp({ ...store.options, demo: true });
    expect(await firstQuestion(server, DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD)).not.toBe(KEPT);
    await server.browser().ok(SIGN_UP, { input: NEW_DEALER });
    await editFaq(server);
    await server.close();

    const refused = await dbSeed(store.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Not seeding: this database holds 1 account besides the demo ones');
    expect(refused.output).toContain('npm run db:seed -- --force');
    server = await startApp({ ...store.options, demo: true });
    expect(await firstQuestion(server, NEW_DEALER.email, NEW_DEALER.password)).toBe(KEPT);
    await server.close();

    const forced = await dbSeed(store.env, '--force');
    expect(forced.code).toBe(0);
    server = await startApp({ ...store.options, demo: true });
    try {
      expect(await firstQuestion(server, NEW_DEALER.email, NEW_DEALER.password)).not.toBe(KEPT);
    } finally {
      await server.close();
    }
  }, 300_000);
});

describe.each(STORES)("a program's empty database on %s", (kind) => {
  it('starts outside demo mode with the configuration alone, and every screen answers an administrator without an error', async () => {
    const server = await startOn(kind, { demo: false });
    try {
      const db = server.app.sql.db;
      const count = async (table: 'users' | 'dealerships' | 'participants' | 'claims' | 'points_ledger' | 'reviews' | 'products' | 'earn_rates' | 'reward_catalog') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
      for (const table of ['users', 'dealerships', 'participants', 'claims', 'points_ledger', 'reviews'] as const) expect(await count(table), table).toBe(0);
      for (const table of ['products', 'earn_rates', 'reward_catalog'] as const) expect(await count(table), table).toBeGreaterThan(0);

      // The program's first administrator (`npm run admin:create` makes one the same way).
      await new SqlUsers(db).add({ ...ADMIN_USER, id: 'USR-ADMIN-1', email: 'admin@program.example' });
      await server.app.accounts.create(db, { email: 'admin@program.example', password: NEW_DEALER.password, role: 'CLIENT_ADMIN', userId: 'USR-ADMIN-1' });
      const admin = server.browser();
      await admin.signIn('admin@program.example', NEW_DEALER.password);
      const faq = await admin.ok(FIRST_QUESTION);
      expect(faq.faq.length).toBeGreaterThan(0);
      const schema = createTestServer('client-admin').schema;
      const answered: string[] = [];
      for (const { name, document } of SCREENS) {
        const answer = await admin.gql(print(document), requiredVariables(schema, document));
        // Dealers' and advisors' screens are refused to an administrator; nothing else may fail.
        const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
        expect(codes.filter((code) => code !== 'FORBIDDEN'), `${name}: ${JSON.stringify(answer.errors)}`).toEqual([]);
        if (codes.length === 0) answered.push(name);
      }
      expect(answered).toEqual(expect.arrayContaining(['AdminClaimsManagementScreen', 'AdminClaimsScreen', 'AdminParticipantsScreen', 'AdminProductsScreen', 'AdminPromotionsScreen', 'AdminReportingScreen', 'AdminRewardsScreen']));
    } finally {
      await server.close();
    }
  }, 180_000);
});

describe('backups', () => {
  it('PGlite: a copy of the directory taken while the server is stopped serves the same data', async () => {
    const store = await lastingStore('pglite');
    const app = await startApp({ ...store.options, demo: true });
    await app.browser().ok(SIGN_UP, { input: NEW_DEALER });
    await editFaq(app);
    await app.close();

    const copy = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(store.options.dataDir!, copy, { recursive: true });
    const restored = await startApp({ dataDir: copy, demo: true });
    try {
      expect(await firstQuestion(restored, NEW_DEALER.email, NEW_DEALER.password)).toBe(KEPT);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it.runIf(POSTGRES_URL)('PostgreSQL: pg_dump, then pg_restore into an empty database, serves the same data', async () => {
    const source = await freshPostgresDatabase();
    cleanups.push(source.drop);
    const app = await startApp({ databaseUrl: source.url, demo: true });
    await app.browser().ok(SIGN_UP, { input: NEW_DEALER });
    await editFaq(app);
    await app.close();

    const dump = join(mkdtempSync(join(tmpdir(), 'portal-dump-')), 'portal.dump');
    cleanups.push(() => rmSync(dump, { force: true }));
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${withPostgresUser(source.url)}`]);
    const target = await freshPostgresDatabase();
    cleanups.push(target.drop);
    await run('pg_restore', ['--no-owner', `--dbname=${withPostgresUser(target.url)}`, dump]);

    const restored = await startApp({ databaseUrl: target.url, demo: true });
    try {
      expect(await firstQuestion(restored, NEW_DEALER.email, NEW_DEALER.password)).toBe(KEPT);
      const accounts = await restored.app.sql.db.selectFrom('accounts').select('email').orderBy('email').execute();
      expect(accounts.map((row) => row.email)).toContain(NEW_DEALER.email);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
