import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignInThrottle } from '../../server/accounts/throttle';
import { Accounts, REMEMBERED_SESSION_DAYS, SESSION_HOURS, WRONG_CREDENTIALS } from '../../server/accounts/accounts';
import { TEST_NOW } from '../api';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlUsers } from '../../server/repositories/users';
import { DEALER_USER_ID } from '../../domain/fixtures/constants';
import { AWAITING_APPROVAL } from '../../src/lib/validation';
import { DEMO_PASSWORD, SIGN_IN, STORES, startOn, type TestApp } from './harness';

const VIEWER = `{ viewer { authenticated role demo user { id name email } } }`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  registration { id email accountType enrolment } errors { field message code }
} }`;
const SIGN_OUT = `mutation { signOut { session { authenticated } errors { message } } }`;
const SWITCH = `mutation Switch($role: Role!) { switchRole(input: { role: $role }) { session { role user { name } } errors { message } } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) {
  profile { passwordUpdatedAt } errors { field message code }
} }`;
const RESET = `mutation { resetDemoData { ok errors { message } } }`;

const NEW_DEALER = {
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'Avery.Stone@Example.com',
  accountType: 'DEALER',
  password: 'Furnace-2026',
  confirmPassword: 'Furnace-2026',
  acceptTerms: true,
};

describe.each(STORES)('accounts on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startOn(kind, { demo: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers signed out without a cookie, and the demo flag says demo mode', async () => {
    const data = await server.browser().ok(VIEWER);
    expect(data.viewer).toEqual({ authenticated: false, role: 'DEALER', demo: true, user: null });
  });

  it('refuses a wrong password with a message that does not say which part was wrong, then signs in with the right one', async () => {
    const browser = server.browser();
    const wrong = await browser.ok(SIGN_IN, { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: 'not-the-password' } });
    expect(wrong.signIn.errors).toEqual([{ field: null, message: WRONG_CREDENTIALS, code: 'INVALID_CREDENTIALS' }]);
    expect(wrong.signIn.session.authenticated).toBe(false);
    expect(browser.cookie).toBeNull();
    const unknown = await browser.ok(SIGN_IN, { input: { email: 'nobody@example.com', password: 'not-the-password' } });
    expect(unknown.signIn.errors[0].message).toBe(WRONG_CREDENTIALS);

    await browser.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    expect(browser.lastSetCookie).toMatch(/^portal_session=[\w-]{43};/);
    expect(browser.lastSetCookie).toMatch(/HttpOnly/i);
    expect(browser.lastSetCookie).toMatch(/SameSite=Lax/i);
    const me = await browser.ok(VIEWER);
    expect(me.viewer).toMatchObject({ authenticated: true, role: 'DEALER', user: { name: 'Jordan Miller' } });
    // Another browser without the cookie is still signed out.
    expect((await server.browser().ok(VIEWER)).viewer.authenticated).toBe(false);
  });

  it('keeps a session 12 hours, or 30 days with "Remember me", in the cookie and in the database', async () => {
    const short = server.browser();
    await short.signIn(DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR, DEMO_PASSWORD);
    const long = server.browser();
    await long.signIn(DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR, DEMO_PASSWORD, true);
    const expiry = (header: string | null) => new Date(/Expires=([^;]+)/i.exec(header ?? '')?.[1] ?? '').getTime();
    expect(expiry(short.lastSetCookie) - TEST_NOW.getTime()).toBeCloseTo(SESSION_HOURS * 3_600_000, -4);
    expect(expiry(long.lastSetCookie) - TEST_NOW.getTime()).toBeCloseTo(REMEMBERED_SESSION_DAYS * 86_400_000, -4);
    const rows = await server.app.sql.db.selectFrom('sessions').select(['id', 'expires_at']).execute();
    // Only digests of the tokens are stored.
    const token = short.cookie?.split('=')[1] ?? '';
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('signs up a new account with a scrypt hash, signs in at once, and signs in again after signing out', async () => {
    const browser = server.browser();
    const data = await browser.ok(SIGN_UP, { input: NEW_DEALER });
    expect(data.signUp.errors).toEqual([]);
    expect(data.signUp.registration).toMatchObject({ email: 'avery.stone@example.com', accountType: 'DEALER' });
    expect((await browser.ok(VIEWER)).viewer).toMatchObject({ authenticated: true, role: 'DEALER', user: { name: 'Avery Stone', email: 'avery.stone@example.com' } });

    const account = await server.app.sql.db.selectFrom('accounts').selectAll().where('email', '=', 'avery.stone@example.com').executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(account.password_hash).not.toContain(NEW_DEALER.password);

    expect((await browser.ok(SIGN_OUT)).signOut.session.authenticated).toBe(false);
    expect(browser.cookie).toBeNull();
    expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(false);
    await browser.signIn('avery.stone@example.com', NEW_DEALER.password);
    expect((await browser.ok(VIEWER)).viewer.user.name).toBe('Avery Stone');

    const again = await server.browser().ok(SIGN_UP, { input: { ...NEW_DEALER, email: 'AVERY.STONE@example.com' } });
    expect(again.signUp.errors).toEqual([{ field: ['email'], message: 'An account with this email already exists', code: 'CONFLICT' }]);
    const short = await server.browser().ok(SIGN_UP, { input: { ...NEW_DEALER, email: 'short@example.com', password: 'Ab1', confirmPassword: 'Ab1' } });
    expect(short.signUp.errors).toEqual([{ field: ['password'], message: 'Use at least 8 characters.', code: 'INVALID' }]);
  });

  it('a signed-out session no longer works, even with the old cookie', async () => {
    const browser = server.browser();
    await browser.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const stolen = browser.cookie;
    await browser.ok(SIGN_OUT);
    browser.cookie = stolen;
    expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(false);
  });

  it('changes a password only with the right current one', async () => {
    const browser = server.browser();
    await browser.ok(SIGN_UP, { input: { ...NEW_DEALER, email: 'changer@example.com' } });
    const wrong = await browser.ok(CHANGE_PASSWORD, { input: { currentPassword: 'Wrong-2026', newPassword: 'Cooling-2027', confirmPassword: 'Cooling-2027' } });
    expect(wrong.changePassword.errors).toEqual([{ field: ['currentPassword'], message: 'The current password is incorrect.', code: 'INVALID_CREDENTIALS' }]);
    const right = await browser.ok(CHANGE_PASSWORD, { input: { currentPassword: NEW_DEALER.password, newPassword: 'Cooling-2027', confirmPassword: 'Cooling-2027' } });
    expect(right.changePassword.errors).toEqual([]);
    expect(right.changePassword.profile.passwordUpdatedAt).not.toBeNull();
    const other = server.browser();
    const old = await other.ok(SIGN_IN, { input: { email: 'changer@example.com', password: NEW_DEALER.password } });
    expect(old.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');
    await other.signIn('changer@example.com', 'Cooling-2027');
  });

  it('refuses sign-in after five failures for one address, with a clear message, even with the right password', async () => {
    const browser = server.browser();
    const attempt = (password: string) => browser.ok(SIGN_IN, { input: { email: DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, password } });
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt(`wrong-${failure}`)).signIn.errors[0].code).toBe('INVALID_CREDENTIALS');
    }
    const fifth = await attempt('wrong-5');
    expect(fifth.signIn.errors[0]).toEqual({ field: null, message: 'Too many failed sign-in attempts. Try again in 5 minutes.', code: 'RATE_LIMITED' });
    const right = await attempt(DEMO_PASSWORD);
    expect(right.signIn.errors[0].code).toBe('RATE_LIMITED');
    expect(right.signIn.session.authenticated).toBe(false);
    // Another address is not affected.
    await server.browser().signIn(DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR, DEMO_PASSWORD);
  });

  it('demo mode: the role switcher shows the sample user of the role and reset demo data works', async () => {
    const browser = server.browser();
    await browser.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const switched = await browser.ok(SWITCH, { role: 'CLIENT_ADMIN' });
    expect(switched.switchRole.session.role).toBe('CLIENT_ADMIN');
    expect((await browser.ok(VIEWER)).viewer.role).toBe('CLIENT_ADMIN');
    expect((await browser.ok(RESET)).resetDemoData).toEqual({ ok: true, errors: [] });
  });

  it('a provider without its settings answers that it is not configured', async () => {
    const data = await server.browser().ok(SIGN_IN, { input: { provider: 'MICROSOFT' } });
    expect(data.signIn.errors).toEqual([{ field: null, message: 'Sign-in with Microsoft is not configured on this server.', code: 'NOT_CONFIGURED' }]);
  });
});

describe.each(STORES)('outside demo mode on %s', (kind) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startOn(kind, { demo: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('has no demo accounts, says demo is off, and refuses switchRole and resetDemoData with FORBIDDEN', async () => {
    const browser = server.browser();
    const demo = await browser.ok(SIGN_IN, { input: { email: DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, password: DEMO_PASSWORD } });
    expect(demo.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');
    // A dealer of the program (here made as an administrator's invitation will make one).
    // The sample dealership and its users, as `npm run db:seed` loads them (outside demo mode a database starts without them).
    await server.app.seed.reseed();
    await server.app.accounts.create(server.app.sql.db, { email: 'real@example.com', password: NEW_DEALER.password, role: 'DEALER', userId: DEALER_USER_ID });
    await browser.signIn('real@example.com', NEW_DEALER.password);
    expect((await browser.ok(VIEWER)).viewer).toMatchObject({ authenticated: true, demo: false });
    const switched = await browser.gql(SWITCH, { role: 'CLIENT_ADMIN' });
    expect(switched.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await browser.ok(VIEWER)).viewer.role).toBe('DEALER');
    const reset = await browser.gql(RESET);
    expect(reset.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('takes a sign-up without an invitation as a request to approve: nobody is signed in, and sign-in waits for the approval', async () => {
    const browser = server.browser();
    const data = await browser.ok(SIGN_UP, { input: { ...NEW_DEALER, email: 'stranger@example.com', dealerNumber: 'D-204817' } });
    expect(data.signUp.errors).toEqual([]);
    expect(data.signUp.registration).toMatchObject({ email: 'stranger@example.com', accountType: 'DEALER', enrolment: 'PENDING_APPROVAL' });
    expect(browser.cookie).toBeNull();
    expect((await browser.ok(VIEWER)).viewer).toMatchObject({ authenticated: false, user: null });

    const signIn = await browser.ok(SIGN_IN, { input: { email: 'stranger@example.com', password: NEW_DEALER.password } });
    expect(signIn.signIn.errors).toEqual([{ field: null, message: AWAITING_APPROVAL, code: 'PENDING_APPROVAL' }]);
    expect(signIn.signIn.session.authenticated).toBe(false);
    expect(browser.cookie).toBeNull();
    // The wrong password is still just wrong: the answer says nothing of the account's state.
    const wrong = await browser.ok(SIGN_IN, { input: { email: 'stranger@example.com', password: 'not-the-password' } });
    expect(wrong.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');

    const db = server.app.sql.db;
    const account = await db.selectFrom('accounts').select(['id', 'status', 'user_id']).where('email', '=', 'stranger@example.com').executeTakeFirstOrThrow();
    expect(account.status).toBe('pending');
    const request = await db.selectFrom('enrolment_requests').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(request.decided_at).toBeNull();
    // Their user belongs to no dealership, and no other member's list shows them.
    const user = await db.selectFrom('users').select(['dealership_id', 'participant_id']).where('id', '=', account.user_id).executeTakeFirstOrThrow();
    expect(user).toEqual({ dealership_id: null, participant_id: null });
    expect(await new SqlUsers(db).members()).not.toContainEqual(expect.objectContaining({ id: account.user_id }));
  });

  it('keeps a session of an account that waits for approval from being used', async () => {
    const browser = server.browser();
    await browser.ok(SIGN_UP, { input: { ...NEW_DEALER, email: 'waiting@example.com', dealerNumber: 'D-204817' } });
    const db = server.app.sql.db;
    const account = await db.selectFrom('accounts').selectAll().where('email', '=', 'waiting@example.com').executeTakeFirstOrThrow();
    // A session the account should never have had (one made before it was set back to waiting, say).
    const { token } = await server.app.accounts.startSession(db, account, false, TEST_NOW);
    browser.cookie = `portal_session=${token}`;
    expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(false);
  });
});

describe('failed sign-ins are answered more slowly', () => {
  it('waits 0 ms after the first failure, then 250, 500 and 1,000 ms, never more than 2 s', async () => {
    const limits = { maxFailures: 10, maxFailuresPerAddress: 100, windowMs: 5 * 60_000, failureDelayMs: 250 };
    const accounts = new Accounts(limits);
    const server = await startOn('pglite', { demo: true });
    const throttle = new SignInThrottle(server.app.sql.db, limits);
    try {
      const delays: number[] = [];
      for (let failure = 1; failure <= 8; failure += 1) {
        const answer = await accounts.verify(server.app.sql.db, throttle, DEMO_ACCOUNT_EMAILS.DEALER, `wrong-${failure}`, '203.0.113.7');
        delays.push('delayMs' in answer ? answer.delayMs : -1);
      }
      expect(delays).toEqual([0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
      // A failure after the window has passed starts the count again (the limiter reads the clock).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
      const later = await accounts.verify(server.app.sql.db, throttle, DEMO_ACCOUNT_EMAILS.DEALER, 'wrong-again', '203.0.113.7');
      expect('delayMs' in later && later.delayMs).toBe(0);
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });
});

describe('failed sign-ins at the same moment', () => {
  it('each count: six at once lock the address', async () => {
    const server = await startOn('pglite', { demo: true });
    try {
      const attempts = Array.from({ length: 6 }, (_, index) =>
        server.browser().ok(SIGN_IN, { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: `wrong-${index}` } }),
      );
      await Promise.all(attempts);
      const right = await server.browser().ok(SIGN_IN, { input: { email: DEMO_ACCOUNT_EMAILS.DEALER, password: DEMO_PASSWORD } });
      expect(right.signIn.errors[0]?.code).toBe('RATE_LIMITED');
    } finally {
      await server.close();
    }
  });
});
