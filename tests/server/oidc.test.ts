import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIssuer, type StandInIssuer } from './oidc-issuer';
import { startApp, type TestApp } from './harness';

/** Follows one redirect by hand: returns where it points and the cookie it set. */
async function step(url: string, cookie?: string): Promise<{ location: string; status: number; setCookie: string | null }> {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { location: response.headers.get('location') ?? '', status: response.status, setCookie: response.headers.get('set-cookie') };
}

describe('sign-in with Microsoft through OpenID Connect', () => {
  let issuer: StandInIssuer;
  let server: TestApp;
  beforeAll(async () => {
    issuer = await startIssuer();
    server = await startApp({
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
    expect(toProvider.location.startsWith(`${issuer.url}/authorize?`)).toBe(true);
    const sent = new URL(toProvider.location);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/microsoft/callback`);
    const back = await step(toProvider.location);
    return { callback: back.location, answer: await step(back.location) };
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
    const { callback } = await roundTrip();
    const replay = await step(callback);
    expect(replay.location).toBe('/login?error=expired&provider=microsoft');
    expect(replay.setCookie).toBeNull();
  });

  it('refuses an address with no account, and one the provider did not verify', async () => {
    issuer.person = { email: 'stranger@example.com', emailVerified: true };
    expect((await roundTrip()).answer.location).toBe('/login?error=no-account&provider=microsoft');
    issuer.person = { email: 'dealer@demo.local', emailVerified: false };
    expect((await roundTrip()).answer.location).toBe('/login?error=no-email&provider=microsoft');
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
