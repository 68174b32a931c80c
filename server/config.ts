import { resolve } from 'node:path';
import type { ReceiptFormConfig } from '../domain/context';
import { receiptFormConfigFromEnv } from '../domain/receipt-config';

/** The password of the demo accounts when PORTAL_DEMO_PASSWORD is not set (demo mode only). */
export const DEFAULT_DEMO_PASSWORD = 'demo-password';

/** The three demo accounts, one per role, each acting as that role's sample user. */
export const DEMO_ACCOUNT_EMAILS = {
  DEALER: 'dealer@demo.local',
  COMFORT_ADVISOR: 'advisor@demo.local',
  CLIENT_ADMIN: 'admin@demo.local',
} as const;

export interface SignInLimits {
  /** Sign-in attempts for one e-mail address within `windowMs` (a right password starts the count again); past them sign-in is refused. */
  maxFailures: number;
  /** Failed sign-in attempts from one client address within `windowMs`, whatever the account; past them sign-in is refused. */
  maxFailuresPerAddress: number;
  /** Short, so that five wrong guesses do not lock the real owner out for long. */
  windowMs: number;
  /** The pause before answering a failed sign-in: doubles with every failure after the first, capped at 2 s. */
  failureDelayMs: number;
}

/** Everything the HTTP server reads from its environment (README, "The server"). */
export interface PortalServerSettings {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files (PORTAL_DATA_DIR, default ./data). */
  dataDir: string;
  demo: boolean;
  demoPassword: string | null;
  /** GraphiQL at /graphql in a browser (PORTAL_GRAPHIQL=1; on in demo mode unless set to 0). */
  graphiql: boolean;
  /**
   * Schema introspection: off by default outside demo mode, since the contract is published in contract/
   * (PORTAL_INTROSPECTION=1 turns it on; the portal itself never needs it).
   */
  introspection: boolean;
  /** The production build of the portal to serve at /. */
  distDir: string;
  receiptForm: ReceiptFormConfig;
  signIn: SignInLimits;
  /** OpenID Connect providers; a provider without its settings answers "not configured". */
  oidc: { microsoft: OidcProviderSettings | null; google: OidcProviderSettings | null };
  logLevel: string;
  /** The portal's address as its users reach it (PORTAL_PUBLIC_URL), for the providers' return address; else the request's host. */
  publicUrl: string | null;
  /** Other origins whose pages may call /graphql with the session cookie (PORTAL_CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /**
   * Whether the portal is reached over https: PORTAL_PUBLIC_URL on https, or PORTAL_HTTPS=1 behind a
   * proxy that ends TLS. It sets the session cookie's Secure flag and `__Host-` name and HSTS; a
   * request's own headers (x-forwarded-proto) never do.
   */
  https: boolean;
  /** PostgreSQL connection limits (docs/server.md, "Security"). */
  database: DatabaseLimits;
  /** Evidence uploads received at once (each is held in memory, up to 10 MB; PORTAL_MAX_CONCURRENT_UPLOADS, 8); more are answered 503. */
  maxConcurrentUploads: number;
  /** Sessions without "Remember me" end after this many minutes unused (PORTAL_SESSION_IDLE_MINUTES, 120). */
  sessionIdleMinutes: number;
  /** How long SIGTERM waits for requests still being answered before the process exits (PORTAL_SHUTDOWN_DEADLINE_MS). */
  shutdownDeadlineMs: number;
  /** The e-mail the portal sends (docs/server.md, "Mail"). */
  mail: MailSettings;
  /** Password reset requests allowed before they are refused (docs/server.md, "Password reset and new administrators"). */
  passwordReset: PasswordResetLimits;
  /** `POST /hooks/receipts`, where the receipt service reports receipts (docs/server.md, "The receipt service's webhook"). */
  receiptWebhook: ReceiptWebhookSettings;
}

/** The receipt service's webhook (server/hooks/receipts.ts). */
export interface ReceiptWebhookSettings {
  /** The secret the service signs its requests with (RECEIPT_WEBHOOK_SECRET); null: the endpoint answers 503. */
  secret: string | null;
  /** How far a request's signing time may be from the server's clock, either way (5 minutes). */
  toleranceMs: number;
  /** Requests from one client address within `windowMs` (RECEIPT_WEBHOOK_ADDRESS_LIMIT, 120), signed or not; past them 429. */
  perAddress: number;
  /** A minute. */
  windowMs: number;
}

/** The shortest RECEIPT_WEBHOOK_SECRET accepted: a short secret can be guessed offline from one signed request. */
export const RECEIPT_WEBHOOK_SECRET_MIN_LENGTH = 32;

/** RECEIPT_WEBHOOK_SECRET, or null when unset; one too short stops the server at start. */
function receiptWebhookSecret(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < RECEIPT_WEBHOOK_SECRET_MIN_LENGTH) {
    throw new Error(`RECEIPT_WEBHOOK_SECRET must be at least ${RECEIPT_WEBHOOK_SECRET_MIN_LENGTH} characters (such as the output of openssl rand -hex 32)`);
  }
  return value;
}

export interface PasswordResetLimits {
  /** Requests for one e-mail address within `windowMs` (3), whether or not it has an account. */
  perEmail: number;
  /** Requests from one client address within `windowMs` (20), whatever the e-mail address. */
  perAddress: number;
  /** An hour. */
  windowMs: number;
}

/** How the outbox's messages are delivered (server/mail/delivery.ts). */
export interface MailSettings {
  /** The SMTP server (SMTP_URL, `smtp://user:password@host:587` or `smtps://…`); null logs each message instead of sending it. */
  smtpUrl: string | null;
  /** The sender of every message (MAIL_FROM). */
  from: string;
  /** How often the worker looks for due messages besides being woken when one is written (5 s). */
  pollIntervalMs: number;
  /** The wait after a message's first failed attempt; each further failure doubles it (30 s). */
  retryBaseMs: number;
  /** The longest wait between two attempts (1 hour). */
  retryMaxMs: number;
  /** Attempts before a message is given up (20); it stays in the outbox with its last error. */
  maxAttempts: number;
  /**
   * How long a claimed message is left to the worker that claimed it (5 minutes): longer than a send
   * may take (the SMTP time limits below), so no other worker sends it meanwhile; after it, a message
   * whose worker stopped before it marked it sent is due again.
   */
  leaseMs: number;
}

/** The sender when MAIL_FROM is not set: no-reply at the portal's public host, or at localhost. */
export function defaultMailFrom(publicUrl: string | null): string {
  let host = 'localhost';
  try {
    if (publicUrl) host = new URL(publicUrl).hostname || host;
  } catch {
    // An address that does not parse is refused elsewhere; the sender stays at localhost.
  }
  return `Dealer Portal <no-reply@${host}>`;
}

export interface DatabaseLimits {
  /** How long to wait for a pool connection before failing the request (PORTAL_DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** How long one statement may run before PostgreSQL cancels it (PORTAL_DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** How long a transaction may sit idle before PostgreSQL ends its session (PORTAL_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionTimeoutMs: number;
}

/** The database limits when none are configured: a request fails rather than waits without end. */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { connectTimeoutMs: 5_000, statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 30_000 };

/** A whole number (of milliseconds, or the unit named) from the environment, or the default; anything else stops the server at start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, unit = 'milliseconds'): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of ${unit}, not "${value}"`);
  return parsed;
}

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function oidcProvider(env: NodeJS.ProcessEnv, prefix: string): OidcProviderSettings | null {
  const issuer = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** SMTP_URL: an smtp: or smtps: address, or nothing; anything else stops the server at start. */
function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be an address such as smtp://127.0.0.1:2525');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
}

/**
 * SMTP_URL, refused without PORTAL_PUBLIC_URL: the links mailed to people are built from the portal's
 * public address, never from a request's Host header, which the client chooses (a reset link mailed to a
 * victim must not point at another site). Without SMTP_URL the links are only logged for a developer.
 */
function smtpUrlWithAddress(env: NodeJS.ProcessEnv): string | null {
  const url = smtpUrl(env.SMTP_URL);
  if (url && !env.PORTAL_PUBLIC_URL) {
    throw new Error('SMTP_URL needs PORTAL_PUBLIC_URL (such as https://portal.example.com): the links the portal mails are built from it.');
  }
  return url;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): PortalServerSettings {
  const demo = flag(env.PORTAL_DEMO, false);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.PORTAL_DATA_DIR ?? 'data'),
    demo,
    demoPassword: demo ? env.PORTAL_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD : null,
    graphiql: flag(env.PORTAL_GRAPHIQL, demo),
    introspection: flag(env.PORTAL_INTROSPECTION, demo),
    distDir: resolve(env.PORTAL_DIST_DIR ?? 'dist'),
    // The signing key stays on the server: the portal asks for signed addresses (README, "The server").
    // RECEIPT_FORM_* on the server are the page's VITE_RECEIPT_FORM_* settings under the server's names.
    receiptForm: receiptFormConfigFromEnv(
      Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('RECEIPT_FORM_')).map(([name, value]) => [`VITE_${name}`, value])),
    ),
    signIn: { maxFailures: 5, maxFailuresPerAddress: Math.max(1, wholeNumber(env, 'PORTAL_SIGN_IN_ADDRESS_LIMIT', 100, 'attempts')), windowMs: 5 * 60_000, failureDelayMs: 250 },
    oidc: { microsoft: oidcProvider(env, 'OIDC_MICROSOFT'), google: oidcProvider(env, 'OIDC_GOOGLE') },
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PORTAL_PUBLIC_URL || null,
    https: flag(env.PORTAL_HTTPS, (env.PORTAL_PUBLIC_URL ?? '').startsWith('https:')),
    database: {
      connectTimeoutMs: wholeNumber(env, 'PORTAL_DB_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
      statementTimeoutMs: wholeNumber(env, 'PORTAL_DB_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
      idleInTransactionTimeoutMs: wholeNumber(env, 'PORTAL_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
    },
    shutdownDeadlineMs: wholeNumber(env, 'PORTAL_SHUTDOWN_DEADLINE_MS', 10_000),
    maxConcurrentUploads: Math.max(1, wholeNumber(env, 'PORTAL_MAX_CONCURRENT_UPLOADS', 8, 'uploads')),
    sessionIdleMinutes: Math.max(1, wholeNumber(env, 'PORTAL_SESSION_IDLE_MINUTES', 120, 'minutes')),
    passwordReset: { perEmail: 3, perAddress: 20, windowMs: 60 * 60_000 },
    receiptWebhook: {
      secret: receiptWebhookSecret(env.RECEIPT_WEBHOOK_SECRET),
      toleranceMs: 5 * 60_000,
      perAddress: Math.max(1, wholeNumber(env, 'RECEIPT_WEBHOOK_ADDRESS_LIMIT', 120, 'requests')),
      windowMs: 60_000,
    },
    mail: {
      smtpUrl: smtpUrlWithAddress(env),
      from: env.MAIL_FROM || defaultMailFrom(env.PORTAL_PUBLIC_URL || null),
      pollIntervalMs: 5_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      maxAttempts: 20,
      leaseMs: 5 * 60_000,
    },
    corsOrigins: (env.PORTAL_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
