import type { Transaction, Kysely } from 'kysely';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Context, Viewer } from '../domain/context';
import type { Role } from '../domain/__generated__/resolvers-types';
import { SAMPLE_USER_IDS, type UsersRepository } from '../domain/repositories/users';
import type { Account, Accounts } from './accounts/accounts';
import type { PasswordResetThrottle, SignInThrottle } from './accounts/throttle';
import type { PortalServerSettings } from './config';
import type { Tables } from './sql/database';

/** The cookie that carries the session's token. */
export const SESSION_COOKIE = 'portal_session';

/**
 * The session cookie's name: over https (configured, never read from a request) it carries the
 * `__Host-` prefix, which browsers accept only with Secure, path / and no domain.
 */
export function sessionCookieName(settings: Pick<PortalServerSettings, 'https'>): string {
  return hostCookieName(settings, SESSION_COOKIE);
}

/** A cookie's name as this server sets it: with the `__Host-` prefix over https (configured, never read from a request). */
export function hostCookieName(settings: Pick<PortalServerSettings, 'https'>, name: string): string {
  return settings.https ? `__Host-${name}` : name;
}

/** Its attributes wherever it is set: the page's script never reads it, other sites' requests do not carry it, and over https it is Secure. */
export function sessionCookieAttributes(settings: Pick<PortalServerSettings, 'https'>) {
  return { path: '/', sameSite: 'lax', httpOnly: true, secure: settings.https } as const;
}

/**
 * The portal's address for the links its e-mail carries: PORTAL_PUBLIC_URL. Without it the request's own
 * host, which the client chose: the server then sends no mail (SMTP_URL needs PORTAL_PUBLIC_URL,
 * server/config.ts) and only logs the links, for a developer (docs/server.md, "Password reset and new
 * administrators").
 */
export function portalOrigin(request: Request, settings: Pick<PortalServerSettings, 'publicUrl' | 'https'>): string {
  if (settings.publicUrl) return settings.publicUrl;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return `${settings.https ? 'https' : 'http'}://${host}`;
}

/** What the HTTP server adds to every resolver's context. */
export interface ServerExtras {
  /** The operation's transaction for a mutation; the database for a query. */
  sql: Kysely<Tables> | Transaction<Tables>;
  accounts: Accounts;
  settings: PortalServerSettings;
  request: YogaInitialContext['request'];
  /** The session the request's cookie names, with its account; null when signed out. */
  auth: { token: string; account: Account } | null;
  /** A pause before the answer goes out, after the transaction (a failed sign-in's). */
  answerDelayMs: number;
  /** Sign-in attempts counted per account and per client address (server/accounts/throttle.ts). */
  throttle: SignInThrottle;
  /** Password reset requests counted per e-mail address and per client address (server/accounts/throttle.ts). */
  resetThrottle: PasswordResetThrottle;
  /** The address of the client the request came from (its connection's; a proxy's header is not read). */
  clientAddress: string;
  /** Set when the operation wrote a message to the outbox: once its transaction commits, the delivery worker is woken. */
  mailQueued: boolean;
  /** Writes the sample data over the tables, in the operation's transaction (the demo's "reset demo data"). */
  resetDemoData: () => Promise<void>;
}

export type ServerContext = Context & { server: ServerExtras };

/** The server's part of a context; a resolver of server/resolvers runs only in the HTTP server. */
export function serverOf(ctx: Context): ServerExtras {
  const server = (ctx as Partial<ServerContext>).server;
  if (!server) throw new Error('This resolver runs in the HTTP server only');
  return server;
}

/**
 * The viewer a session acts as: the account's own user in its own role; in demo mode, after a role
 * switch, the sample user of the role shown (as in the in-browser portal).
 */
export async function viewerFor(users: UsersRepository, account: Account, role: Role, demo: boolean): Promise<Viewer | null> {
  if (role !== account.role && !demo) return null;
  const record = await users.byId(role === account.role ? account.user_id : SAMPLE_USER_IDS[role]);
  return record ? { ...record, role } : null;
}
