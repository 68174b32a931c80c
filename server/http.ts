import compression from 'compression';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import sirv from 'sirv';
import { contentSecurityPolicy } from '../build/csp';
import type { PortalServerSettings } from './config';
import type { PortalYoga } from './graphql';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Accounts } from './accounts/accounts';
import { PROVIDER_COOKIE, ProviderSignInError, SIGN_IN_REQUEST_MINUTES, safePortalPath, type OidcProviders, type ProviderFailure } from './accounts/oidc';
import { hostCookieName, sessionCookieAttributes, sessionCookieName } from './context';
import { claimFilesRoute } from './files';
import { RECEIPT_HOOK_PATH, ReceiptHookThrottle, receiptHook } from './hooks/receipts';
import { databaseAnswers, type SqlDb } from './sql/database';
import { SERVED_PAGE_META } from '../src/lib/server-mode';

/** The largest GraphQL request body accepted, in bytes. */
export const MAX_BODY_BYTES = 100_000;

/** The meta element that tells the portal's page to talk to this server (src/graphql/client.ts). */
export const GRAPHQL_URL_META = `<meta name="${SERVED_PAGE_META}" content="/graphql" />`;

export interface HttpOptions {
  yoga: PortalYoga;
  sqlDb: SqlDb;
  settings: PortalServerSettings;
  logger: Logger;
  accounts: Accounts;
  providers: OidcProviders;
  /** The portal's data, read for who a session's viewer is (evidence files, server/files.ts). */
  now: () => Date;
  /** Ends the responses that never finish on their own (subscriptions' event streams) when draining starts. */
  endStreams?: () => void;
}

const PROVIDER_PATH = /^\/auth\/(microsoft|google)\/(start|callback)$/;

function redirect(res: ServerResponse, location: string, cookies: string[] = []): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end();
}

/** The provider sign-in cookie's name and attributes: like the session's, it lives a sign-in's length (server/accounts/oidc.ts). */
function providerCookie(settings: PortalServerSettings, value: string, maxAgeSeconds: number): string {
  return serializeCookie(hostCookieName(settings, PROVIDER_COOKIE), value, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.https, maxAge: maxAgeSeconds });
}

/** This server's own address as the browser sees it: PORTAL_PUBLIC_URL, or the request's host (over https only when configured so). */
function publicOrigin(req: IncomingMessage, settings: PortalServerSettings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/$/, '');
  return `${settings.https ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

/** Headers that carry a credential: logged as `[redacted]`, never as their value. */
const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', 'proxy-authorization'];

/** A logged request's or response's headers with every credential replaced (docs/server.md, "Security"). */
export function redactedHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!headers) return headers;
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.includes(name.toLowerCase()) ? '[redacted]' : value]));
}

/**
 * GET /auth/<provider>/start sends the browser to Microsoft or Google; GET /auth/<provider>/callback
 * takes the answer, starts a session for the account with that verified e-mail address and opens the
 * portal. Any failure goes back to the sign-in page with its reason (src/screens/login/provider-sign-in.ts).
 */
async function providerSignIn(req: IncomingMessage, res: ServerResponse, url: URL, options: HttpOptions): Promise<void> {
  const match = PROVIDER_PATH.exec(url.pathname);
  if (!match || req.method !== 'GET') {
    res.statusCode = 404;
    res.end('Not found');
    return;
  }
  const provider = match[1] === 'microsoft' ? 'MICROSOFT' : 'GOOGLE';
  // Back to the sign-in page with the reason, and the page that was asked for when it is known.
  const asked = match[2] === 'start' ? safePortalPath(url.searchParams.get('redirect')) : '/';
  // The callback's answer always ends the sign-in: its cookie goes, whatever the outcome.
  const spent = match[2] === 'callback' ? [providerCookie(options.settings, '', 0)] : [];
  const failed = (failure: ProviderFailure) => {
    const params = new URLSearchParams({ error: failure, provider: match[1] ?? '' });
    if (asked !== '/') params.set('redirect', asked);
    return redirect(res, `/login?${params.toString()}`, spent);
  };
  const origin = publicOrigin(req, options.settings);
  const callbackUrl = `${origin}/auth/${match[1]}/callback`;
  try {
    if (!options.providers.configured(provider)) return failed('not-configured');
    if (match[2] === 'start') {
      const started = await options.providers.start(provider, {
        callbackUrl,
        remember: url.searchParams.get('remember') === '1',
        redirectTo: safePortalPath(url.searchParams.get('redirect')),
      });
      return redirect(res, started.url.toString(), [providerCookie(options.settings, started.cookie, SIGN_IN_REQUEST_MINUTES * 60)]);
    }
    const pending = parseCookies(req.headers.cookie ?? '')[hostCookieName(options.settings, PROVIDER_COOKIE)];
    const answer = await options.providers.finish(provider, new URL(`${callbackUrl}${url.search}`), pending);
    // The person the provider names is linked to an account once; after that their e-mail claim is not read.
    let account = await options.accounts.findByIdentity(options.sqlDb, answer.issuer, answer.subject);
    if (!account) {
      // An existing account is linked by e-mail only when the provider says it verified the address.
      if (!answer.email || !answer.emailVerified) return failed('no-email');
      account = await options.accounts.findByEmail(options.sqlDb, answer.email);
      if (!account) return failed('no-account');
      await options.accounts.linkIdentity(options.sqlDb, answer.issuer, answer.subject, account);
    }
    if (account.status === 'rejected') return failed('enrolment-rejected');
    if (account.status !== 'active') return failed(account.status === 'deactivated' ? 'deactivated' : account.status === 'invited' ? 'invited' : 'awaiting-approval');
    const { token, expiresAt } = await options.accounts.startSession(options.sqlDb, account, answer.remember, options.now());
    const cookie = serializeCookie(sessionCookieName(options.settings), token, {
      expires: expiresAt,
      ...sessionCookieAttributes(options.settings),
    });
    return redirect(res, answer.redirectTo, [...spent, cookie]);
  } catch (error) {
    if (error instanceof ProviderSignInError) return failed(error.failure);
    options.logger.error({ err: error, provider }, 'sign-in with a provider failed');
    return failed('failed');
  }
}

/** The built page, told to use this server's /graphql; null when the build is missing. */
function servedIndexHtml(distDir: string): string | null {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').replace('<head>', `<head>\n    ${GRAPHQL_URL_META}`);
}

function tooLarge(req: IncomingMessage): number | null {
  if (req.method !== 'POST') return null;
  const length = req.headers['content-length'];
  if (length === undefined) return 411;
  return Number(length) > MAX_BODY_BYTES ? 413 : null;
}

/**
 * The HTTP server: GraphQL at /graphql, GET /healthz, the receipt service's POST /hooks/receipts
 * (server/hooks/receipts.ts), and the portal's production build at / with the
 * single-page fallback, a year's immutable caching for hashed assets, no caching of the page itself,
 * and compression. Every request is logged as one JSON line with its request id.
 */
/**
 * The portal's HTTP server; `drain` resolves once no GraphQL or sign-in request is still being answered,
 * and from the moment it is called /healthz answers 503, so a load balancer stops sending requests here.
 * Open subscriptions' streams are completed at once (their clients subscribe again elsewhere).
 */
export type PortalHttpServer = Server & { drain(): Promise<void>; readonly draining: boolean };

export function createHttpServer(options: HttpOptions): PortalHttpServer {
  const { yoga, sqlDb, settings, logger } = options;
  const indexHtml = servedIndexHtml(settings.distDir);
  const policy = `${contentSecurityPolicy({ VITE_RECEIPT_FORM_BASE_URL: settings.receiptForm.baseUrl })}; frame-ancestors 'none'`;
  const assets = existsSync(settings.distDir)
    ? sirv(settings.distDir, {
        etag: true,
        gzip: false,
        brotli: false,
        setHeaders(res, pathname) {
          res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      })
    : null;
  const compress = compression();
  // Responses of the portal's own files (the page, scripts, styles, images): logged at debug level only.
  const staticResponses = new WeakSet<ServerResponse>();
  const log = pinoHttp({
    logger,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : staticResponses.has(res) ? 'debug' : 'info'),
    // A session token in a log line is a session anyone reading the logs could use.
    serializers: {
      req: (req: { headers?: Record<string, unknown> }) => ({ ...req, headers: redactedHeaders(req.headers) }),
      res: (res: { headers?: Record<string, unknown> }) => ({ ...res, headers: redactedHeaders(res.headers) }),
    },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
  });

  function sendPage(res: ServerResponse, status: number) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(indexHtml ?? '<!doctype html><title>Dealer portal</title><p>The portal is not built: run <code>npm run build</code>.</p>');
  }

  // Requests still being answered: closing the server stops new connections, and these finish before the database closes.
  const inFlight = new Set<Promise<unknown>>();
  let draining = false;
  // Evidence uploads being received (server/files.ts): each is held in memory until stored.
  const uploads = { active: 0 };
  // The receipt service's requests, counted per client address (docs/server.md, "The receipt service's webhook").
  const receiptThrottle = new ReceiptHookThrottle(sqlDb, settings.receiptWebhook);
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const server = createServer((req, res) => {
    log(req, res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (settings.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('Referrer-Policy', 'same-origin');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (draining && url.pathname !== '/healthz') {
      // Shutting down: new work goes to another process (the page's link retries it), and the connection closes.
      res.statusCode = 503;
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '1');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ errors: [{ message: 'The server is shutting down. Try again.', extensions: { code: 'SHUTTING_DOWN' } }] }));
      req.resume();
      return;
    }
    if (url.pathname === '/graphql') {
      const refused = tooLarge(req);
      if (refused) {
        res.statusCode = refused;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ errors: [{ message: refused === 413 ? `The request is larger than ${MAX_BODY_BYTES} bytes.` : 'The request must give its length.' }] }));
        req.resume();
        return;
      }
      // An answer is waited for until it is sent or its client has left; the operation itself is waited
      // for by the drain either way (`operationsDone`), so a mutation still commits or rolls back first.
      track(Promise.race([Promise.resolve(yoga(req, res)), once(res, 'close')]));
      return;
    }
    const files = claimFilesRoute(req, res, url.pathname, { ...options, uploads });
    if (files) {
      track(files);
      return;
    }
    if (url.pathname === RECEIPT_HOOK_PATH) {
      track(receiptHook(req, res, { sqlDb, yoga, settings: settings.receiptWebhook, throttle: receiptThrottle, logger, now: options.now }));
      return;
    }
    if (url.pathname.startsWith('/auth/')) {
      track(providerSignIn(req, res, url, options));
      return;
    }
    if (url.pathname === '/healthz') {
      const answer = (ok: boolean, status: string) => {
        res.statusCode = ok ? 200 : 503;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ status }));
      };
      if (draining) answer(false, 'shutting down');
      else void databaseAnswers(sqlDb).then((ok) => answer(ok && !draining, draining ? 'shutting down' : ok ? 'ok' : 'database unavailable'));
      return;
    }
    staticResponses.add(res);
    res.setHeader('Content-Security-Policy', policy);
    compress(req as never, res as never, () => {
      if (url.pathname === '/' || url.pathname === '/index.html') return sendPage(res, 200);
      const fallback = () => {
        // A path with a file extension is a missing file; any other is a route of the portal (it shows its own 404).
        if (/\.[a-z0-9]+$/i.test(url.pathname)) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        sendPage(res, 200);
      };
      if (assets) assets(req, res, fallback);
      else fallback();
    });
  });
  return Object.assign(server, {
    get draining() {
      return draining;
    },
    async drain() {
      draining = true;
      // A subscription's stream lasts until its client leaves: it is ended (completed) so that draining ends.
      options.endStreams?.();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await options.yoga.operationsDone();
    },
  });
}
