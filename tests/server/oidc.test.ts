import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIssuer, type StandInIssuer } from './oidc-issuer';
import { STORES, startOn, type TestApp } from './harness';

/** Follows one redirect by hand: returns where it points and the cookies it set. */
async function step(url: string, cookie?: string): Promise<{ location: string; status: number; setCookie: string | null; cookies: string[] }> {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((line) => line.startsWith('portal_session=')) ?? null;
  return { location: response.headers.get('location') ?? '', status: response.status, setCookie: session, cookies };
}

/** The `name=value` of a Set-Cookie line. */
const pair = (line: string | undefined) => (line ?? '').split(';')[0] ?? '';

describe.each(STORES)('sign-in with Microsoft through OpenID Connect on %s', (kind) => {
  let issuer: StandInIssuer;
  let server: TestApp;
  beforeAll(async () => {
    issuer = await startIssuer();
    server = await startOn(kind, {
      demo: true,
      now: () => new Date(),
      settings: { oidc: { microsoft: { issuer: issuer.url, clientId: issuer.clientId, clientSecret: issuer.clientSecret }, google: null } },
    });
  });
  afterAll(async () => {
    await server.close();
    await issuer.close();
  });

  /** The whole round trip as a browser makes it; returns the portal's last answer. */
  async function roundTrip(start = '/auth/microsoft/start?redirect=%2Frewards&remember=1') {
    const toProvider = await step(`${server.url}${start}`);
    expect(toProvider.status).toBe(302);
    // The sign-in's state waits in this browser's signed, HttpOnly cookie.
    const pending = toProvider.cookies.find((line) => line.startsWith('portal_provider_sign_in='));
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/SameSite=Lax/i);
    expect(toProvider.location.startsWith(`${issuer.url}/authorize?`)).toBe(true);
    const sent = new URL(toProvider.location);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/microsoft/callback`);
    const back = await step(toProvider.location);
    return { callback: back.location, pending: pair(pending), answer: await step(back.location, pair(pending)) };
  }

  it('signs in to the account with the verified e-mail address and opens the page asked for, remembered for 30 days', async () => {
    issuer.person = { email: 'Dealer@Demo.local', emailVerified: true };
    const { answer } = await roundTrip();
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/rewards');
    expect(answer.setCookie).toMatch(/^portal_session=[\w-]+;.*HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=Lax/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(answer.setCookie ?? '')?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const cookie = answer.setCookie?.split(';')[0] ?? '';
    const viewer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie },
      body: JSON.stringify({ query: '{ viewer { authenticated role user { email } } }' }),
    });
    expect((await viewer.json()).data.viewer).toEqual({ authenticated: true, role: 'DEALER', user: { email: 'jordan.miller@summitcomfort.example' } });
  });

  it('an answer can be used once: replaying it signs nobody in', async () => {
    issuer.person = { email: 'dealer@demo.local', emailVerified: true };
    const { callback, pending, answer } = await roundTrip();
    // The answer clears the browser's cookie; the provider takes its code once.
    expect(answer.cookies.some((line) => /^portal_provider_sign_in=;/.test(line) && /Max-Age=0/i.test(line))).toBe(true);
    expect((await step(callback)).location).toBe('/login?error=expired&provider=microsoft');
    const replay = await step(callback, pending);
    expect(replay.location).toBe('/login?error=failed&provider=microsoft');
    expect(replay.setCookie).toBeNull();
  });

  it('refuses an address with no account, and one the provider did not verify', async () => {
    issuer.person = { email: 'stranger@example.com', emailVerified: true };
    expect((await roundTrip()).answer.location).toBe('/login?error=no-account&provider=microsoft');
    // A person not linked to the account yet, whose address the provider did not verify.
    issuer.person = { email: 'dealer@demo.local', emailVerified: false, subject: 'not-linked-yet' };
    expect((await roundTrip()).answer.location).toBe('/login?error=no-email&provider=microsoft');
    // A provider that does not say it verified the address is not taken at its word either.
    issuer.person = { email: 'dealer@demo.local', subject: 'not-linked-yet' };
    expect((await roundTrip()).answer.location).toBe('/login?error=no-email&provider=microsoft');
  });

  it('signs nobody in with an answer opened in another browser (a sign-in forced on someone)', async () => {
    issuer.person = { email: 'dealer@demo.local', emailVerified: true };
    // Someone starts a sign-in in their own browser and stops at the provider's answer…
    const theirs = await step(`${server.url}/auth/microsoft/start`);
    const answerUrl = (await step(theirs.location)).location;
    // …and gets it opened in another browser, which never started a sign-in, or started its own.
    expect((await step(answerUrl)).location).toBe('/login?error=expired&provider=microsoft');
    const mine = await step(`${server.url}/auth/microsoft/start`);
    const other = pair(mine.cookies.find((line) => line.startsWith('portal_provider_sign_in=')));
    const forced = await step(answerUrl, other);
    expect(forced.location).toBe('/login?error=expired&provider=microsoft');
    expect(forced.setCookie).toBeNull();
  });

  it('links an account to the provider’s person once, by issuer and subject, and then never by e-mail', async () => {
    // The first sign-in links the advisor's account to this person, by a verified address.
    issuer.person = { email: 'advisor@demo.local', emailVerified: true, subject: 'advisor-subject' };
    expect((await roundTrip()).answer.location).toBe('/rewards');
    // The same person signs in again whatever their e-mail claim says now.
    issuer.person = { email: 'renamed@example.com', subject: 'advisor-subject' };
    expect((await roundTrip()).answer.location).toBe('/rewards');
    // Another person of the provider claiming the advisor's address, unverified, is not them.
    issuer.person = { email: 'advisor@demo.local', subject: 'someone-else' };
    expect((await roundTrip()).answer.location).toBe('/login?error=no-email&provider=microsoft');
    const { rows } = await sql<{ subject: string }>`select subject from account_identities order by subject`.execute(server.app.sql.db);
    expect(rows.map((row) => row.subject)).toContain('advisor-subject');
    expect(rows.map((row) => row.subject)).not.toContain('someone-else');
  });

  it('refuses an answer whose state it did not give out', async () => {
    const forged = await step(`${server.url}/auth/microsoft/callback?code=abc&state=made-up`);
    expect(forged.location).toBe('/login?error=expired&provider=microsoft');
  });

  it('never sends the browser to another site after signing in', async () => {
    issuer.person = { email: 'dealer@demo.local', emailVerified: true };
    const { answer } = await roundTrip('/auth/microsoft/start?redirect=%2F%2Felsewhere.example%2Fphish');
    expect(answer.location).toBe('/');
  });

  it('says a provider without settings is not configured', async () => {
    const google = await step(`${server.url}/auth/google/start`);
    expect(google.location).toBe('/login?error=not-configured&provider=google');
    // The page that was asked for stays in the address, for a sign-in with the password.
    const asked = await step(`${server.url}/auth/google/start?redirect=%2Frewards`);
    expect(asked.location).toBe('/login?error=not-configured&provider=google&redirect=%2Frewards');
  });
});
