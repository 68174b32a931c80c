/**
 * Invitations (docs/server.md, "Invitations"): an administrator invites, the e-mail goes through a real
 * SMTP server in this process, its link is followed to set the password and sign in; deactivation ends
 * the session at once; expired, reused and replaced links are refused; a dealer invites only into their
 * own dealership; other roles get FORBIDDEN. On PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../../server/config';
import { ACCOUNT_DEACTIVATED, EMAIL_IN_USE, PASSWORD_LINK_CLOSED } from '../../src/lib/validation';
import { TEST_NOW } from '../api';
import { SIGN_IN, STORES, signedIn, startOn, type Browser, type TestApp } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const ACCOUNT = 'id email firstName lastName role status dealer { id name } invitedAt';
const INVITE = `mutation Invite($input: InviteAccountInput!) { inviteAccount(input: $input) { mailed account { ${ACCOUNT} } errors { field message code } } }`;
const INVITE_TEAM = `mutation InviteTeam($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { mailed account { ${ACCOUNT} } errors { field message code } } }`;
const RESEND = `mutation Resend($input: AccountIdInput!) { resendInvitation(input: $input) { mailed account { ${ACCOUNT} } errors { field message code } } }`;
const DEACTIVATE = `mutation Deactivate($input: AccountIdInput!) { deactivateAccount(input: $input) { account { ${ACCOUNT} } errors { field message code } } }`;
const REACTIVATE = `mutation Reactivate($input: AccountIdInput!) { reactivateAccount(input: $input) { account { ${ACCOUNT} } errors { field message code } } }`;
const CHANGE_ROLE = `mutation ChangeRole($input: ChangeAccountRoleInput!) { changeAccountRole(input: $input) { account { ${ACCOUNT} } errors { field message code } } }`;
const LIST = `query Accounts($filter: AccountFilter, $first: Int, $after: String) { accounts(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ACCOUNT} } } } }`;
const DEALERS = `{ accountDealers { id name } }`;
const TEAM = `{ dealerTeam { ${ACCOUNT} } }`;
const SET = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email signedIn errors { field message code } } }`;
const VIEWER = `{ viewer { authenticated role user { email } } }`;

function linkIn(text: string | undefined): string {
  const links = (text ?? '').match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return links[0]!;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

let invited = 0;
function person() {
  invited += 1;
  return { email: `invitee.${invited}.${Date.now()}@example.com`, firstName: 'Avery', lastName: `Invitee ${invited}` };
}

describe.each(STORES)('invitations on %s', (kind) => {
  let smtp: SmtpSink;
  let server: TestApp;
  let admin: Browser;
  let dealer: Browser;
  let advisor: Browser;
  let clock = TEST_NOW.getTime();
  let otherDealer: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startOn(kind, {
      now: () => new Date(clock),
      settings: { mail: { ...settingsFromEnv({}).mail, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, pollIntervalMs: 200 }, publicUrl: 'http://portal.test' },
    });
    admin = await signedIn(server, 'admin@demo.local');
    const dealers: { id: string }[] = (await admin.ok(DEALERS)).accountDealers;
    otherDealer = dealers.find((row) => row.id !== 'DLR-1001')!.id;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    // Fresh sessions for each test: one test moves the clock a week on, past every session.
    clock = TEST_NOW.getTime();
    [admin, dealer, advisor] = await Promise.all(['admin@demo.local', 'dealer@demo.local', 'advisor@demo.local'].map((email) => signedIn(server, email)));
  });

  it('invites by e-mail; the link sets the password, signs in and activates; deactivation ends the session at once', async () => {
    const who = person();
    const answer = (await admin.ok(INVITE, { input: { ...who, email: ` ${who.email.toUpperCase()} `, role: 'COMFORT_ADVISOR', dealerId: otherDealer } })).inviteAccount;
    expect(answer.errors).toEqual([]);
    expect(answer.mailed).toBe(true);
    expect(answer.account).toMatchObject({ email: who.email, role: 'COMFORT_ADVISOR', status: 'INVITED', dealer: { id: otherDealer } });

    // Invited: no password, so no sign-in.
    const early = await server.browser().ok(SIGN_IN, { input: { email: who.email, password: 'anything-at-all' } });
    expect(early.signIn.errors[0]?.code).toBe('INVALID_CREDENTIALS');

    const [mail] = await smtp.waitFor(who.email);
    expect(mail!.subject).toBe('You are invited to the Dealer Portal');
    expect(mail!.text).toContain('as a comfort advisor of');
    const link = linkIn(mail!.text);
    expect(link.startsWith('http://portal.test/set-password?token=')).toBe(true);
    expect(new URL(link).searchParams.get('invitation')).toBe('1');
    expect(mail!.html).toContain('Choose your password');
    const token = tokenOf(link);
    const stored = await server.app.sql.db.selectFrom('password_tokens').select(['id', 'purpose']).where('purpose', '=', 'invite').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.id === token)).toBe(false);

    const person_ = server.browser();
    const set = await person_.ok(SET, { input: { token, password: 'Chosen-password-1' } });
    expect(set.setPassword).toEqual({ email: who.email, signedIn: true, errors: [] });
    expect((await person_.ok(VIEWER)).viewer).toEqual({ authenticated: true, role: 'COMFORT_ADVISOR', user: { email: who.email } });
    const listed = (await admin.ok(LIST, { filter: { search: who.lastName } })).accounts;
    expect(listed.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual(['ACTIVE']);

    // Used once.
    const again = await server.browser().ok(SET, { input: { token, password: 'Another-password-2' } });
    expect(again.setPassword).toEqual({ email: null, signedIn: false, errors: [{ field: ['token'], message: PASSWORD_LINK_CLOSED, code: 'CLOSED' }] });

    const deactivated = (await admin.ok(DEACTIVATE, { input: { accountId: answer.account.id } })).deactivateAccount;
    expect(deactivated).toMatchObject({ errors: [], account: { status: 'DEACTIVATED' } });
    expect((await person_.ok(VIEWER)).viewer.authenticated).toBe(false);
    const refused = await server.browser().ok(SIGN_IN, { input: { email: who.email, password: 'Chosen-password-1' } });
    expect(refused.signIn.errors).toEqual([{ field: null, message: ACCOUNT_DEACTIVATED, code: 'DEACTIVATED' }]);

    expect((await admin.ok(REACTIVATE, { input: { accountId: answer.account.id } })).reactivateAccount.account.status).toBe('ACTIVE');
    await server.browser().signIn(who.email, 'Chosen-password-1');
  });

  it('refuses an address in use, next to the field, and changes nothing', async () => {
    const before = (await admin.ok(LIST, {})).accounts.totalCount;
    const taken = await admin.ok(INVITE, { input: { email: 'Dealer@Demo.local', firstName: 'A', lastName: 'B', role: 'DEALER', dealerId: otherDealer } });
    expect(taken.inviteAccount).toEqual({ mailed: false, account: null, errors: [{ field: ['email'], message: EMAIL_IN_USE, code: 'CONFLICT' }] });
    const invalid = await admin.ok(INVITE, { input: { email: 'not-an-address', firstName: '', lastName: 'B', role: 'DEALER' } });
    expect(invalid.inviteAccount.errors.map((error: { field: string[] }) => error.field[0])).toEqual(['email', 'firstName', 'dealerId']);
    const adminWithDealer = await admin.ok(INVITE, { input: { ...person(), role: 'CLIENT_ADMIN', dealerId: otherDealer } });
    expect(adminWithDealer.inviteAccount.errors[0]).toMatchObject({ field: ['dealerId'], code: 'INVALID' });
    const unknownDealer = await admin.ok(INVITE, { input: { ...person(), role: 'DEALER', dealerId: 'DLR-0000' } });
    expect(unknownDealer.inviteAccount.errors[0]).toMatchObject({ field: ['dealerId'], code: 'NOT_FOUND' });
    expect((await admin.ok(LIST, {})).accounts.totalCount).toBe(before);
  });

  it('refuses an expired link, and the old link once the invitation is sent again', async () => {
    const who = person();
    const { account } = (await admin.ok(INVITE, { input: { ...who, role: 'CLIENT_ADMIN' } })).inviteAccount;
    const [first] = await smtp.waitFor(who.email, 1);
    clock += 7 * 24 * 60 * 60_000 + 60_000;
    const expired = await server.browser().ok(SET, { input: { token: tokenOf(linkIn(first!.text)), password: 'Chosen-password-1' } });
    expect(expired.setPassword.errors).toEqual([{ field: ['token'], message: PASSWORD_LINK_CLOSED, code: 'CLOSED' }]);

    // A week on, the administrator's session has ended too: a new one.
    const later = await signedIn(server, 'admin@demo.local');
    const resent = (await later.ok(RESEND, { input: { accountId: account.id } })).resendInvitation;
    expect(resent).toMatchObject({ mailed: true, errors: [], account: { status: 'INVITED' } });
    const mails = await smtp.waitFor(who.email, 2);
    const newer = tokenOf(linkIn(mails[1]!.text));
    expect(newer).not.toBe(tokenOf(linkIn(first!.text)));
    const third = (await later.ok(RESEND, { input: { accountId: account.id } })).resendInvitation;
    expect(third.errors).toEqual([]);
    const [, , last] = await smtp.waitFor(who.email, 3);
    // The second link stopped working when the third was sent.
    expect((await server.browser().ok(SET, { input: { token: newer, password: 'Chosen-password-1' } })).setPassword.errors[0]?.code).toBe('CLOSED');
    const browser = server.browser();
    expect((await browser.ok(SET, { input: { token: tokenOf(linkIn(last!.text)), password: 'Chosen-password-1' } })).setPassword.signedIn).toBe(true);
    expect((await browser.ok(VIEWER)).viewer.role).toBe('CLIENT_ADMIN');
    // Active now: nothing to send again.
    expect((await later.ok(RESEND, { input: { accountId: account.id } })).resendInvitation.errors[0]?.code).toBe('CONFLICT');
  });

  it('lets a dealer invite comfort advisors into their own dealership only', async () => {
    const who = person();
    const answer = (await dealer.ok(INVITE_TEAM, { input: who })).inviteTeamMember;
    expect(answer).toMatchObject({ mailed: true, errors: [], account: { role: 'COMFORT_ADVISOR', status: 'INVITED', dealer: { id: 'DLR-1001' } } });
    // The input has no dealership to choose.
    const chosen = await dealer.gql(INVITE_TEAM.replace('InviteTeamMemberInput', 'InviteAccountInput'), { input: { ...person(), role: 'COMFORT_ADVISOR', dealerId: otherDealer } });
    expect(chosen.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const team = (await dealer.ok(TEAM)).dealerTeam as { email: string; status: string; dealer: { id: string } }[];
    expect(team.find((row) => row.email === who.email)?.status).toBe('INVITED');
    expect(team.every((row) => row.dealer.id === 'DLR-1001')).toBe(true);
    expect((await dealer.ok(RESEND, { input: { accountId: answer.account.id } })).resendInvitation.errors).toEqual([]);
    await smtp.waitFor(who.email, 2);

    // An advisor of another dealership is not the dealer's to resend.
    const elsewhere = (await admin.ok(INVITE, { input: { ...person(), role: 'COMFORT_ADVISOR', dealerId: otherDealer } })).inviteAccount.account;
    expect((await dealer.ok(RESEND, { input: { accountId: elsewhere.id } })).resendInvitation.errors[0]?.code).toBe('NOT_FOUND');
  });

  it('answers FORBIDDEN to dealers and advisors calling the administrators’ operations, and changes nothing', async () => {
    const target = (await admin.ok(INVITE, { input: { ...person(), role: 'DEALER', dealerId: otherDealer } })).inviteAccount.account;
    const calls: [string, Record<string, unknown>][] = [
      [INVITE, { input: { ...person(), role: 'CLIENT_ADMIN' } }],
      [INVITE, { input: { ...person(), role: 'COMFORT_ADVISOR', dealerId: otherDealer } }],
      [CHANGE_ROLE, { input: { accountId: target.id, role: 'CLIENT_ADMIN' } }],
      [DEACTIVATE, { input: { accountId: target.id } }],
      [REACTIVATE, { input: { accountId: target.id } }],
      [LIST, {}],
      [DEALERS, {}],
    ];
    for (const browser of [dealer, advisor]) {
      for (const [query, variables] of calls) {
        const body = await browser.gql(query, variables);
        expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
    }
    for (const [query, variables] of [[INVITE_TEAM, { input: person() }], [TEAM, {}]] as const) {
      expect((await advisor.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await admin.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const after = (await admin.ok(LIST, { filter: { search: target.email } })).accounts.edges[0].node;
    expect(after).toMatchObject({ role: 'DEALER', status: 'INVITED' });
  });

  it('changes a role and ends the account’s sessions; an administrator cannot demote or deactivate themself', async () => {
    const own = (await admin.ok(LIST, { filter: { search: 'admin@demo.local' } })).accounts.edges[0].node;
    const demote = (await admin.ok(CHANGE_ROLE, { input: { accountId: own.id, role: 'DEALER', dealerId: 'DLR-1001' } })).changeAccountRole;
    expect(demote.errors[0]).toMatchObject({ field: ['role'], code: 'INVALID' });
    const deactivate = (await admin.ok(DEACTIVATE, { input: { accountId: own.id } })).deactivateAccount;
    expect(deactivate.errors[0]).toMatchObject({ field: ['accountId'], code: 'INVALID' });
    expect((await admin.ok(VIEWER)).viewer.authenticated).toBe(true);

    const who = person();
    const { account } = (await admin.ok(INVITE, { input: { ...who, role: 'COMFORT_ADVISOR', dealerId: otherDealer } })).inviteAccount;
    const [mail] = await smtp.waitFor(who.email);
    const browser = server.browser();
    await browser.ok(SET, { input: { token: tokenOf(linkIn(mail!.text)), password: 'Chosen-password-1' } });
    const noDealership = (await admin.ok(CHANGE_ROLE, { input: { accountId: account.id, role: 'CLIENT_ADMIN', dealerId: otherDealer } })).changeAccountRole;
    expect(noDealership.errors[0]).toMatchObject({ field: ['dealerId'], code: 'INVALID' });
    const changed = (await admin.ok(CHANGE_ROLE, { input: { accountId: account.id, role: 'DEALER' } })).changeAccountRole;
    expect(changed).toMatchObject({ errors: [], account: { role: 'DEALER', dealer: { id: otherDealer } } });
    expect((await browser.ok(VIEWER)).viewer.authenticated).toBe(false);
    await browser.signIn(who.email, 'Chosen-password-1');
    expect((await browser.ok(VIEWER)).viewer.role).toBe('DEALER');
  });

  it('pages and filters the accounts', async () => {
    const all = (await admin.ok(LIST, { first: 100 })).accounts;
    const names = all.edges.map((edge: { node: { firstName: string; lastName: string } }) => `${edge.node.firstName} ${edge.node.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    const first = (await admin.ok(LIST, { first: 2 })).accounts;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin.ok(LIST, { first: 2, after: first.pageInfo.endCursor })).accounts;
    expect(second.edges[0].node.email).toBe(all.edges[2].node.email);
    const admins = (await admin.ok(LIST, { first: 100, filter: { role: 'CLIENT_ADMIN' } })).accounts.edges;
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((edge: { node: { role: string } }) => edge.node.role === 'CLIENT_ADMIN')).toBe(true);
    const invitedOnly = (await admin.ok(LIST, { first: 100, filter: { status: 'INVITED' } })).accounts.edges;
    expect(invitedOnly.every((edge: { node: { status: string } }) => edge.node.status === 'INVITED')).toBe(true);
  });
});
