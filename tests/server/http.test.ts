import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_URL_META } from '../../server/http';
import { jwtVerify } from 'jose';
import { DEMO_RECEIPT_FORM_CONFIG } from '../../domain/receipt-config';
import { decrypt } from '../receipt-form-service';
import autocannon from 'autocannon';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { DEMO_PASSWORD, STORES, startApp, startOn, type TestApp } from './harness';

/** A stand-in production build: a page and one hashed asset big enough to be worth compressing. */
function fakeBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Dealer portal</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'shell-AbC123.js'), `export const text = ${JSON.stringify('portal '.repeat(2000))};`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('the HTTP server serves the portal', () => {
  let server: TestApp;
  let build: ReturnType<typeof fakeBuild>;
  beforeAll(async () => {
    build = fakeBuild();
    server = await startApp({ demo: true, settings: { distDir: build.dir } });
  });
  afterAll(async () => {
    await server.close();
    build.remove();
  });

  it('serves the page told to use /graphql, never cached, with the Content-Security-Policy', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
    expect(await response.text()).toContain(GRAPHQL_URL_META);
  });

  it('answers any route of the portal with the page (the portal shows its own 404), and a missing file with 404', async () => {
    const route = await fetch(`${server.url}/admin-claims-management?status=pending`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const missing = await fetch(`${server.url}/assets/missing-XyZ.js`);
    expect(missing.status).toBe(404);
  });

  it('serves hashed assets for a year, compressed when the browser accepts it', async () => {
    const response = await fetch(`${server.url}/assets/shell-AbC123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('portal portal');
  });

  it('gives every answer a request id, keeping a plain one the request brings', async () => {
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'not a plain id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('script');
  });

  it('signs the receipt form with the key in its own settings, which the page never gets', async () => {
    const secret = 'server-only-signing-key';
    const config = { ...server.app.settings.receiptForm, signingKey: secret };
    const own = await startApp({ demo: true, settings: { distDir: build.dir, receiptForm: config } });
    try {
      const browser = own.browser();
      await browser.signIn('dealer@demo.local', DEMO_PASSWORD);
      const data = await browser.ok(`{ receiptForm(placement: EARN_REWARDS) { url } }`);
      const jwt = await decrypt(new URL(data.receiptForm.url).searchParams.get('jwt') ?? '', config.encryptionKey);
      const { payload } = await jwtVerify(jwt, new TextEncoder().encode(secret), { issuer: config.issuer, audience: config.audience });
      expect(payload.sub).toBe('USR-001');
      await expect(jwtVerify(jwt, new TextEncoder().encode(DEMO_RECEIPT_FORM_CONFIG.signingKey))).rejects.toThrow();
      expect(await (await fetch(`${own.url}/`)).text()).not.toContain(secret);
    } finally {
      await own.close();
    }
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    const server = await startApp({ demo: true });
    try {
      const up = await fetch(`${server.url}/healthz`);
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: 'ok' });
      await server.app.sql.close();
      const down = await fetch(`${server.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'database unavailable' });
    } finally {
      await new Promise<void>((resolve) => server.app.http.close(() => resolve()));
    }
  });
});

describe.each(STORES)('shutting down on %s', (kind) => {
  it('stops while answers are owed to clients that left', async () => {
    const server = await startOn(kind, { demo: true });
    const browser = server.browser();
    await browser.signIn('dealer@demo.local', DEMO_PASSWORD);
    const preferences = (on: boolean) => ({
      query: 'mutation($i: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { errors { message } } }',
      variables: { i: { promotions: on, rewards: true, training: on, marketing: false, newsletter: on, product: true } },
    });
    // 50 clients sending changes for a second; when the time is up they leave with answers still owed.
    const result = await autocannon({
      url: `${server.url}/graphql`,
      connections: 50,
      duration: 1,
      requests: [true, false].map((on) => ({
        method: 'POST' as const,
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: browser.cookie ?? '' },
        body: JSON.stringify(preferences(on)),
      })),
    });
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(20);
    const stopped = await Promise.race([server.close().then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve('still draining'), 10_000))]);
    expect(stopped).toBe('stopped');
  }, 60_000);
});
