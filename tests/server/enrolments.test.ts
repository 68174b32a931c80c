/**
 * Administrators decide sign-ups without an invitation (docs/server.md, "Accounts"): a sign-up outside
 * demo mode gives its dealer number and waits; an administrator lists it, approves it into a dealership
 * (the member then signs in and sees their dealership) or turns it down (sign-in then says so); two
 * administrators deciding one request at once make one decision; each decision's e-mail arrives at a
 * real SMTP server; other roles are refused. On PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_ID, DEALER_USER_ID, SAMPLE_DEALER_NUMBER, SAMPLE_DEALERSHIP_ID, SAMPLE_DEALERSHIP_NAME } from '../../domain/fixtures/constants';
import { settingsFromEnv } from '../../server/config';
import { AWAITING_APPROVAL, DEALER_NUMBER_INVALID, DEALER_NUMBER_REQUIRED, ENROLMENT_REJECTED } from '../../src/lib/validation';
import { TEST_NOW } from '../api';
import { SIGN_IN, STORES, startOn, type Browser, type TestApp } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  registration { id email enrolment } errors { field message code }
} }`;
const REQUESTS = `{ enrolmentRequests { id name email role dealerNumber matchingDealer { id name } requestedAt status decidedAt } }`;
const DEALERSHIPS = `{ enrolmentDealerships { dealer { id name } dealerNumber } }`;
const DECISION = `request { id name email status decidedAt } errors { field message code }`;
const APPROVE = `mutation Approve($input: ApproveEnrolmentInput!) { approveEnrolment(input: $input) { ${DECISION} } }`;
const REJECT = `mutation Reject($input: RejectEnrolmentInput!) { rejectEnrolment(input: $input) { ${DECISION} } }`;
const VIEWER = `{ viewer { authenticated role user { name email dealershipName dealerNumber } } }`;
const PASSWORD = 'Furnace-2026';
const ADMIN_EMAIL = 'program.admin@example.com';
const DEALER_EMAIL = 'program.dealer@example.com';

let signUps = 0;
/** Signs up a new person outside demo mode; returns their address and the request's id. */
async function signUp(server: TestApp, overrides: Record<string, unknown> = {}): Promise<{ email: string; id: string }> {
  signUps += 1;
  const email = `applicant.${signUps}@northwind.example`;
  const data = await server.browser().ok(SIGN_UP, {
    input: {
      firstName: 'Pat',
      lastName: `Applicant${signUps}`,
      email,
      accountType: 'DEALER',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      dealerNumber: SAMPLE_DEALER_NUMBER.toLowerCase(),
      ...overrides,
    },
  });
  expect(data.signUp.errors).toEqual([]);
  expect(data.signUp.registration.enrolment).toBe('PENDING_APPROVAL');
  return { email, id: data.signUp.registration.id };
}

describe.each(STORES)('enrolment decisions on %s', (kind) => {
  let smtp: SmtpSink;
  let server: TestApp;
  let clock = TEST_NOW.getTime();
  let admin: Browser;
  let otherAdmin: Browser;
  let dealer: Browser;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startOn(kind, {
      demo: false,
      now: () => new Date(clock),
      settings: { mail: { ...settingsFromEnv({}).mail, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, pollIntervalMs: 200 } },
    });
    // The program's dealerships and an administrator and a dealer of it (outside demo mode a database starts without them).
    await server.app.seed.reseed();
    await server.app.accounts.create(server.app.sql.db, { email: ADMIN_EMAIL, password: PASSWORD, role: 'CLIENT_ADMIN', userId: ADMIN_USER_ID });
    await server.app.accounts.create(server.app.sql.db, { email: DEALER_EMAIL, password: PASSWORD, role: 'DEALER', userId: DEALER_USER_ID });
    admin = server.browser();
    await admin.signIn(ADMIN_EMAIL, PASSWORD);
    otherAdmin = server.browser();
    await otherAdmin.signIn(ADMIN_EMAIL, PASSWORD);
    dealer = server.browser();
    await dealer.signIn(DEALER_EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('asks for the dealer number outside demo mode, with the shared messages at the field', async () => {
    const base = { firstName: 'Sam', lastName: 'Field', accountType: 'ADVISOR', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true };
    const missing = await server.browser().ok(SIGN_UP, { input: { ...base, email: 'no.number@example.com', dealerNumber: '  ' } });
    expect(missing.signUp.errors).toEqual([{ field: ['dealerNumber'], message: DEALER_NUMBER_REQUIRED, code: 'REQUIRED' }]);
    const wrong = await server.browser().ok(SIGN_UP, { input: { ...base, email: 'bad.number@example.com', dealerNumber: 'D 204/817' } });
    expect(wrong.signUp.errors).toEqual([{ field: ['dealerNumber'], message: DEALER_NUMBER_INVALID, code: 'INVALID' }]);
    const accounts = await server.app.sql.db.selectFrom('accounts').select('email').where('email', 'in', ['no.number@example.com', 'bad.number@example.com']).execute();
    expect(accounts).toEqual([]);
  });

  it('lists the requests oldest first with the dealership their number matches; approval lets the member in, with their dealership, and e-mails them', async () => {
    clock = TEST_NOW.getTime() + 60_000;
    const later = await signUp(server, { dealerNumber: 'X-000001', accountType: 'ADVISOR' });
    clock = TEST_NOW.getTime();
    const first = await signUp(server);
    const listed = (await admin.ok(REQUESTS)).enrolmentRequests;
    const ids = listed.map((request: { id: string }) => request.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    expect(listed.find((request: { id: string }) => request.id === first.id)).toMatchObject({
      email: first.email,
      role: 'DEALER',
      dealerNumber: SAMPLE_DEALER_NUMBER,
      matchingDealer: { id: SAMPLE_DEALERSHIP_ID, name: SAMPLE_DEALERSHIP_NAME },
      status: 'PENDING',
      decidedAt: null,
    });
    expect(listed.find((request: { id: string }) => request.id === later.id)).toMatchObject({ role: 'COMFORT_ADVISOR', dealerNumber: 'X-000001', matchingDealer: null });
    const dealerships = (await admin.ok(DEALERSHIPS)).enrolmentDealerships;
    expect(dealerships).toContainEqual({ dealer: { id: SAMPLE_DEALERSHIP_ID, name: SAMPLE_DEALERSHIP_NAME }, dealerNumber: SAMPLE_DEALER_NUMBER });
    expect(dealerships.length).toBeGreaterThan(1);

    const approved = await admin.ok(APPROVE, { input: { requestId: first.id, dealerId: SAMPLE_DEALERSHIP_ID } });
    expect(approved.approveEnrolment.errors).toEqual([]);
    expect(approved.approveEnrolment.request).toMatchObject({ id: first.id, status: 'APPROVED', decidedAt: TEST_NOW.toISOString() });
    expect((await admin.ok(REQUESTS)).enrolmentRequests.map((request: { id: string }) => request.id)).not.toContain(first.id);

    const member = server.browser();
    await member.signIn(first.email, PASSWORD);
    expect((await member.ok(VIEWER)).viewer).toMatchObject({
      authenticated: true,
      role: 'DEALER',
      user: { email: first.email, dealershipName: SAMPLE_DEALERSHIP_NAME, dealerNumber: SAMPLE_DEALER_NUMBER },
    });
    // Their own participant in that dealership, so their claims and points are theirs.
    const db = server.app.sql.db;
    const account = await db.selectFrom('accounts').select(['user_id', 'status']).where('email', '=', first.email).executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select(['dealership_id', 'participant_id']).where('id', '=', account.user_id).executeTakeFirstOrThrow();
    expect(user.dealership_id).toBe(SAMPLE_DEALERSHIP_ID);
    const participant = await db.selectFrom('participants').selectAll().where('id', '=', user.participant_id ?? '').executeTakeFirstOrThrow();
    expect(participant).toMatchObject({ email: first.email, dealer_id: SAMPLE_DEALERSHIP_ID, role: 'DEALER', status: 'ACTIVE' });
    const request = await db.selectFrom('enrolment_requests').selectAll().where('account_id', '=', first.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ decision: 'approved', decided_by: ADMIN_USER_ID, dealership_id: SAMPLE_DEALERSHIP_ID });

    const [mail] = await smtp.waitFor(first.email);
    expect(mail!.subject).toBe('Your Dealer Portal account is ready');
    expect(mail!.text).toContain(`now belongs to ${SAMPLE_DEALERSHIP_NAME}`);
    expect(mail!.text).toContain(`${server.url}/login`);
    expect(mail!.html).toContain(`href="${server.url}/login"`);
  });

  it('approves into another dealership than the number matched, which gets its details row', async () => {
    const { email, id } = await signUp(server, { dealerNumber: 'Q-1' + '23' });
    const other = (await admin.ok(DEALERSHIPS)).enrolmentDealerships.find((row: { dealer: { id: string } }) => row.dealer.id !== SAMPLE_DEALERSHIP_ID);
    const approved = await admin.ok(APPROVE, { input: { requestId: id, dealerId: other.dealer.id } });
    expect(approved.approveEnrolment.errors).toEqual([]);
    const member = server.browser();
    await member.signIn(email, PASSWORD);
    expect((await member.ok(VIEWER)).viewer.user.dealershipName).toBe(other.dealer.name);
  });

  it('a rejection keeps the account from signing in, with its own message, and e-mails the reason as text', async () => {
    const { email, id } = await signUp(server);
    const reason = 'We could not find <b>D-204817</b> & your name on its staff list.';
    const rejected = await admin.ok(REJECT, { input: { requestId: id, reason: `  ${reason}  ` } });
    expect(rejected.rejectEnrolment.errors).toEqual([]);
    expect(rejected.rejectEnrolment.request).toMatchObject({ id, status: 'REJECTED' });
    const signIn = await server.browser().ok(SIGN_IN, { input: { email, password: PASSWORD } });
    expect(signIn.signIn.errors).toEqual([{ field: null, message: ENROLMENT_REJECTED, code: 'ENROLMENT_REJECTED' }]);
    expect(signIn.signIn.session.authenticated).toBe(false);
    const wrong = await server.browser().ok(SIGN_IN, { input: { email, password: 'not-the-password' } });
    expect(wrong.signIn.errors[0].code).toBe('INVALID_CREDENTIALS');

    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toBe('Your Dealer Portal sign-up');
    expect(mail!.text).toContain(reason);
    expect(mail!.html).toContain('We could not find &#60;b&#62;D-204817&#60;/b&#62; &#38; your name');
    expect(mail!.html).not.toContain('<b>');
  });

  it('of two administrators deciding one request at once, one decides and the other is told; one e-mail goes out', async () => {
    const { email, id } = await signUp(server);
    const [approval, rejection] = await Promise.all([
      admin.ok(APPROVE, { input: { requestId: id, dealerId: SAMPLE_DEALERSHIP_ID } }),
      otherAdmin.ok(REJECT, { input: { requestId: id, reason: 'Unknown dealer' } }),
    ]);
    const answers = [approval.approveEnrolment, rejection.rejectEnrolment];
    const won = answers.filter((answer) => answer.errors.length === 0);
    const lost = answers.filter((answer) => answer.errors.length > 0);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].request).toBeNull();
    expect(lost[0].errors[0]).toMatchObject({ field: ['requestId'], code: 'CONFLICT' });
    expect(lost[0].errors[0].message).toMatch(/request was already (approved|turned down) by another administrator\.$/);
    const db = server.app.sql.db;
    const account = await db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(account.status).toBe(won[0] === approval.approveEnrolment ? 'active' : 'rejected');
    const mails = await db.selectFrom('outbox').select('kind').where('recipient', '=', email).execute();
    expect(mails).toHaveLength(1);
    // Deciding it again later is refused the same way.
    const again = await admin.ok(REJECT, { input: { requestId: id } });
    expect(again.rejectEnrolment.errors[0].code).toBe('CONFLICT');
    expect(await db.selectFrom('outbox').select('kind').where('recipient', '=', email).execute()).toHaveLength(1);
  });

  it('refuses unknown requests and dealerships and a reason too long, changing nothing', async () => {
    const { id } = await signUp(server);
    const unknown = await admin.ok(APPROVE, { input: { requestId: 'no-such-request', dealerId: SAMPLE_DEALERSHIP_ID } });
    expect(unknown.approveEnrolment.errors).toEqual([{ field: ['requestId'], message: 'This sign-up request was not found.', code: 'NOT_FOUND' }]);
    const noDealer = await admin.ok(APPROVE, { input: { requestId: id, dealerId: 'DLR-0000' } });
    expect(noDealer.approveEnrolment.errors[0]).toMatchObject({ field: ['dealerId'], code: 'NOT_FOUND' });
    const long = await admin.ok(REJECT, { input: { requestId: id, reason: 'x'.repeat(501) } });
    expect(long.rejectEnrolment.errors[0]).toMatchObject({ field: ['reason'], code: 'TOO_LONG' });
    const status = await server.app.sql.db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');
    const signIn = await server.browser().ok(SIGN_IN, { input: { email: `applicant.${signUps}@northwind.example`, password: PASSWORD } });
    expect(signIn.signIn.errors[0].message).toBe(AWAITING_APPROVAL);
  });

  it('refuses other roles with FORBIDDEN and signed-out visitors with UNAUTHENTICATED', async () => {
    const { id } = await signUp(server);
    for (const [browser, code] of [[dealer, 'FORBIDDEN'], [server.browser(), 'UNAUTHENTICATED']] as const) {
      expect((await browser.gql(REQUESTS)).errors?.[0]?.extensions?.code).toBe(code);
      expect((await browser.gql(DEALERSHIPS)).errors?.[0]?.extensions?.code).toBe(code);
      expect((await browser.gql(APPROVE, { input: { requestId: id, dealerId: SAMPLE_DEALERSHIP_ID } })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await browser.gql(REJECT, { input: { requestId: id } })).errors?.[0]?.extensions?.code).toBe(code);
    }
    const status = await server.app.sql.db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');
  });
});
