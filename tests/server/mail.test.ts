/**
 * Mail (docs/server.md, "Mail" and "Password reset and new administrators"): a real SMTP server in this
 * process, a real app with SMTP_URL pointed at it, and the password reset followed from the e-mail's
 * link to signing in with the new password; the outbox's retries, its one delivery per message and its
 * transaction; the logging fallback without SMTP_URL. On PGlite and on PostgreSQL.
 */
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineDomain } from '../../domain/domains/define';
import { settingsFromEnv, type MailSettings } from '../../server/config';
import { NEW_USER_PREFERENCES } from '../../server/accounts/accounts';
import { serverOf } from '../../server/context';
import { SqlUsers } from '../../server/repositories/users';
import { MailDelivery } from '../../server/mail/delivery';
import { enqueue } from '../../server/mail/outbox';
import { openSqlStore } from '../../server/sql/database';
import { PASSWORD_LINK_CLOSED } from '../../src/lib/validation';
import { TEST_NOW } from '../api';
import { SIGN_IN, STORES, startOn, type Browser, type TestApp } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const REQUEST = `mutation Reset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { email errors { field message code } } }`;
const SET = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email errors { field message code } } }`;
const VIEWER = `{ viewer { authenticated user { email } } }`;
const MAIL_USER = {
  role: 'DEALER' as const,
  firstName: 'Riley',
  lastName: 'Quinn',
  phone: '',
  jobTitle: '',
  avatarUrl: null,
  dealershipId: null,
  participantId: null,
  organization: null,
  location: null,
  notificationPreferences: NEW_USER_PREFERENCES,
  passwordUpdatedAt: null,
};

/** The settings of the mail under test: quick polls and retries, so a test waits seconds, not hours. */
function mailSettings(smtpUrl: string | null): MailSettings {
  return { ...settingsFromEnv({}).mail, smtpUrl, pollIntervalMs: 200, retryBaseMs: 200, retryMaxMs: 1_000 };
}

/** A logger whose JSON lines the test reads. */
function capturedLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

let accounts = 0;
/** A new account (signed up in its own browser, which stays signed in); returns its address and that browser. */
async function newAccount(server: TestApp, password: string): Promise<{ email: string; browser: Browser }> {
  accounts += 1;
  const email = `installer.${accounts}.${Date.now()}@example.com`;
  // An account of the program, signed in (outside demo mode a sign-up waits for approval instead).
  const db = server.app.sql.db;
  const userId = `USR-MAIL-${accounts}-${Date.now()}`;
  await new SqlUsers(db).add({ ...MAIL_USER, id: userId, email });
  await server.app.accounts.create(db, { email, password, role: 'DEALER', userId });
  const browser = server.browser();
  await browser.signIn(email, password);
  return { email, browser };
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** The one link of a reset e-mail's text. */
function linkIn(text: string | undefined): string {
  const links = (text ?? '').match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return links[0]!;
}

async function outboxTo(server: TestApp, recipient: string) {
  return server.app.sql.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).execute();
}

/** A domain whose one mutation writes a message and then fails: its transaction must keep neither. */
const failingAfterMail = defineDomain({
  name: 'failing-after-mail',
  firstScreen: false,
  collections: [],
  fixtures: () => ({}),
  repositories: [],
  resolvers: [],
  typeDefs: 'extend type Mutation {\n  "Writes a message, then fails."\n  mailThenFail: Boolean\n}',
  mutations: async () => ({
    mailThenFail: async (_parent: unknown, _args: unknown, ctx: Parameters<typeof serverOf>[0]) => {
      const server = serverOf(ctx);
      await enqueue(server.sql, { kind: 'password_reset', recipient: 'rolled.back@example.com', subject: 'Never sent', text: 'https://portal.example/never' });
      server.mailQueued = true;
      throw new Error('failed after writing a message');
    },
  }),
});

describe.each(STORES)('mail on %s', (kind) => {
  let smtp: SmtpSink;
  let server: TestApp & { databaseUrl: string | null };
  let logs: string[];
  let clock = TEST_NOW.getTime();
  beforeAll(async () => {
    smtp = await startSmtpSink();
    const captured = capturedLogger();
    logs = captured.lines;
    server = await startOn(kind, {
      demo: false,
      now: () => new Date(clock),
      logger: captured.logger,
      extra: { domains: [failingAfterMail], repositories: {} },
      settings: { mail: mailSettings(`smtp://127.0.0.1:${smtp.port}`) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  afterEach(() => {
    clock = TEST_NOW.getTime();
  });

  it('sends a reset link that sets the password once, ends every session, and never logs the link', async () => {
    const { email, browser: elsewhere } = await newAccount(server, 'Old-password-1');
    expect((await elsewhere.ok(VIEWER)).viewer.authenticated).toBe(true);

    const asking = server.browser();
    const asked = await asking.ok(REQUEST, { input: { email: email.toUpperCase() } });
    expect(asked.requestPasswordReset).toEqual({ email, errors: [] });

    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toBe('Reset your Dealer Portal password');
    expect([mail!.from].flat()[0]?.value[0]?.address).toMatch(/^no-reply@/);
    const link = linkIn(mail!.text);
    expect(link.startsWith(`${server.url}/set-password?token=`)).toBe(true);
    expect(mail!.html).toContain('/set-password?token=');
    const token = tokenOf(link);
    // The table keeps the token's digest, never the token.
    const stored = await server.app.sql.db.selectFrom('password_tokens').select('id').execute();
    expect(stored.some((row) => row.id === token)).toBe(false);

    const tooShort = await asking.ok(SET, { input: { token, password: 'short' } });
    expect(tooShort.setPassword.errors).toEqual([{ field: ['password'], message: 'Use at least 8 characters.', code: 'INVALID' }]);

    const set = await asking.ok(SET, { input: { token, password: 'New-password-2' } });
    expect(set.setPassword).toEqual({ email, errors: [] });
    // The session signed in elsewhere has ended.
    expect((await elsewhere.ok(VIEWER)).viewer.authenticated).toBe(false);

    const old = await server.browser().ok(SIGN_IN, { input: { email, password: 'Old-password-1' } });
    expect(old.signIn.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    const browser = server.browser();
    await browser.signIn(email, 'New-password-2');
    expect((await browser.ok(VIEWER)).viewer.user.email).toBe(email);

    // The link works once.
    const again = await server.browser().ok(SET, { input: { token, password: 'Third-password-3' } });
    expect(again.setPassword).toEqual({ email: null, errors: [{ field: ['token'], message: PASSWORD_LINK_CLOSED, code: 'CLOSED' }] });
    await browser.signIn(email, 'New-password-2');

    // Sent, once, and its text (with the link) no longer kept.
    expect((await outboxTo(server, email)).map((row) => [row.kind, row.attempts, row.sent_at !== null, row.text_body, row.html_body])).toEqual([['password_reset', 1, true, '', null]]);
    expect(logs.some((line) => line.includes(token))).toBe(false);
    expect(logs.some((line) => line.includes('set-password'))).toBe(false);
  });

  it('refuses a link after its hour, and a link made before a newer one was used', async () => {
    const { email } = await newAccount(server, 'Old-password-1');
    const browser = server.browser();
    expect((await browser.ok(REQUEST, { input: { email } })).requestPasswordReset.errors).toEqual([]);
    const [first] = await smtp.waitFor(email, 1);
    clock += 61 * 60_000;
    const expired = await browser.ok(SET, { input: { token: tokenOf(linkIn(first!.text)), password: 'New-password-2' } });
    expect(expired.setPassword.errors).toEqual([{ field: ['token'], message: PASSWORD_LINK_CLOSED, code: 'CLOSED' }]);
    const signIn = await server.browser().ok(SIGN_IN, { input: { email, password: 'Old-password-1' } });
    expect(signIn.signIn.errors).toEqual([]);

    expect((await browser.ok(REQUEST, { input: { email } })).requestPasswordReset.errors).toEqual([]);
    expect((await browser.ok(REQUEST, { input: { email } })).requestPasswordReset.errors).toEqual([]);
    const mails = await smtp.waitFor(email, 3);
    const [second, third] = mails.slice(1).map((mail) => tokenOf(linkIn(mail.text)));
    expect((await browser.ok(SET, { input: { token: third, password: 'New-password-2' } })).setPassword.errors).toEqual([]);
    expect((await browser.ok(SET, { input: { token: second, password: 'New-password-3' } })).setPassword.errors[0]?.code).toBe('CLOSED');
    // A token never given is answered the same way.
    expect((await browser.ok(SET, { input: { token: 'x'.repeat(43), password: 'New-password-3' } })).setPassword.errors[0]?.message).toBe(PASSWORD_LINK_CLOSED);
  });

  it('answers an unknown address as a known one, and sends it nothing', async () => {
    const { email } = await newAccount(server, 'Old-password-1');
    const unknown = 'nobody.here@example.com';
    const browser = server.browser();
    const known = await browser.ok(REQUEST, { input: { email } });
    const none = await browser.ok(REQUEST, { input: { email: unknown } });
    expect(none.requestPasswordReset).toEqual({ email: unknown, errors: [] });
    expect(Object.keys(none.requestPasswordReset)).toEqual(Object.keys(known.requestPasswordReset));
    await smtp.waitFor(email);
    expect(await outboxTo(server, unknown)).toEqual([]);
    expect(smtp.to(unknown)).toEqual([]);
  });

  it('limits requests for one address, whether or not it has an account', async () => {
    const browser = server.browser();
    for (const email of ['limited@example.com', 'limited.too@example.com']) {
      for (let request = 1; request <= 3; request += 1) expect((await browser.ok(REQUEST, { input: { email } })).requestPasswordReset.errors).toEqual([]);
      const refused = await browser.ok(REQUEST, { input: { email } });
      expect(refused.requestPasswordReset.email).toBeNull();
      expect(refused.requestPasswordReset.errors).toEqual([{ field: null, message: expect.stringMatching(/^Too many password reset requests\. Try again in/), code: 'RATE_LIMITED' }]);
    }
  });

  it('writes nothing for a refused request, and a mutation that fails after writing a message keeps neither', async () => {
    const before = await server.app.sql.db.selectFrom('outbox').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const invalid = await server.browser().ok(REQUEST, { input: { email: 'not-an-address' } });
    expect(invalid.requestPasswordReset.errors[0]?.field).toEqual(['email']);
    const failed = await server.browser().gql('mutation { mailThenFail }');
    expect(failed.errors?.[0]?.message).toBe('Unexpected error.');
    const after = await server.app.sql.db.selectFrom('outbox').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
    expect(await outboxTo(server, 'rolled.back@example.com')).toEqual([]);
  });

  it('two workers on one database send each message once', async () => {
    // A second process's worker: on PostgreSQL its own connection pool; PGlite is one process's database.
    const other = kind === 'postgres' ? openSqlStore({ databaseUrl: server.databaseUrl, dataDir: null }) : null;
    const second = new MailDelivery(other?.db ?? server.app.sql.db, mailSettings(`smtp://127.0.0.1:${smtp.port}`), pino({ level: 'silent' }));
    try {
      const recipient = 'many.messages@example.com';
      await server.app.sql.db.transaction().execute(async (trx) => {
        for (let n = 1; n <= 24; n += 1) await enqueue(trx, { kind: 'password_reset', recipient, subject: `Message ${n}`, text: `Message ${n}` });
      });
      second.start();
      server.app.mail.wake();
      const mails = await smtp.waitFor(recipient, 24);
      // Both workers have finished what they claimed: every row is sent, each once.
      await expect.poll(async () => (await outboxTo(server, recipient)).filter((row) => row.sent_at === null).length, { timeout: 45_000 }).toBe(0);
      expect(smtp.to(recipient).map((mail) => mail.subject).sort()).toEqual(Array.from({ length: 24 }, (_, n) => `Message ${n + 1}`).sort());
      expect(mails.length).toBe(24);
      expect((await outboxTo(server, recipient)).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await second.stop();
      await other?.close();
    }
  });

  it('sends again a message whose worker stopped after claiming it, once its lease has run out', async () => {
    const recipient = 'claimed.then.lost@example.com';
    // As a worker that stopped between its claim and its mark leaves a message: one attempt, due after the lease.
    await sql`insert into outbox (kind, recipient, subject, text_body, attempts, next_attempt_at)
      values ('password_reset', ${recipient}, 'Claimed then lost', 'Claimed then lost', 1, now() + interval '1 second')`.execute(server.app.sql.db);
    const [mail] = await smtp.waitFor(recipient);
    expect(mail!.subject).toBe('Claimed then lost');
    // The worker marks the row sent once the SMTP server has taken the message, a moment after it arrives.
    await expect.poll(async () => (await outboxTo(server, recipient))[0]?.sent_at ?? null, { timeout: 15_000 }).not.toBeNull();
    const [row] = await outboxTo(server, recipient);
    expect(row).toMatchObject({ attempts: 2, last_error: null });
  });
});

describe.each(STORES)('mail while the SMTP server is down on %s', (kind) => {
  let server: TestApp | undefined;
  let smtp: SmtpSink | undefined;
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('tries again, waiting longer each time, and delivers once the SMTP server is up', async () => {
    const port = await freePort();
    server = await startOn(kind, { demo: true, settings: { mail: mailSettings(`smtp://127.0.0.1:${port}`) } });
    const email = 'dealer@demo.local';
    expect((await server.browser().ok(REQUEST, { input: { email } })).requestPasswordReset.errors).toEqual([]);
    await expect.poll(async () => (await outboxTo(server!, email))[0]?.attempts ?? 0, { timeout: 45_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    const [failing] = await outboxTo(server, email);
    expect(failing!.sent_at).toBeNull();
    expect(failing!.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpSink(port);
    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toBe('Reset your Dealer Portal password');
    await expect.poll(async () => (await outboxTo(server!, email))[0]?.sent_at ?? null, { timeout: 45_000 }).not.toBeNull();
    expect(smtp.to(email)).toHaveLength(1);
  });
});

describe('mail without SMTP_URL', () => {
  it('logs the recipient, subject and link, and marks the message sent', async () => {
    const captured = capturedLogger();
    const server = await startOn('pglite', { demo: true, logger: captured.logger, settings: { mail: mailSettings(null) } });
    try {
      const email = 'advisor@demo.local';
      expect((await server.browser().ok(REQUEST, { input: { email } })).requestPasswordReset.errors).toEqual([]);
      await expect.poll(async () => (await outboxTo(server, email))[0]?.sent_at ?? null, { timeout: 45_000 }).not.toBeNull();
      const line = captured.lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.to === email);
      expect(line).toMatchObject({ level: 30, to: email, subject: 'Reset your Dealer Portal password', kind: 'password_reset' });
      expect(line?.links).toEqual([expect.stringMatching(new RegExp(`^${server.url}/set-password\\?token=[\\w-]{43}$`))]);
    } finally {
      await server.close();
    }
  });
});

describe('SMTP_URL', () => {
  it('needs PORTAL_PUBLIC_URL, so that no mailed link takes its address from a request', () => {
    expect(() => settingsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      'SMTP_URL needs PORTAL_PUBLIC_URL (such as https://portal.example.com): the links the portal mails are built from it.',
    );
    expect(settingsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', PORTAL_PUBLIC_URL: 'https://portal.example.com' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(settingsFromEnv({}).mail.smtpUrl).toBeNull();
  });
});
