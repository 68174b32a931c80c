import * as client from 'openid-client';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthProvider } from '../../domain/__generated__/resolvers-types';
import type { OidcProviderSettings, PortalServerSettings } from '../config';
import { normalizeEmail } from './accounts';

/** How long a sign-in with a provider may take between leaving the portal and coming back. */
export const SIGN_IN_REQUEST_MINUTES = 10;

export const PROVIDER_LABELS: Record<AuthProvider, string> = { MICROSOFT: 'Microsoft', GOOGLE: 'Google' };

/** Why a sign-in with a provider did not sign anyone in: the sign-in page shows the message for the code. */
export type ProviderFailure = 'not-configured' | 'expired' | 'failed' | 'no-email' | 'no-account' | 'awaiting-approval' | 'enrolment-rejected' | 'deactivated' | 'invited';

export class ProviderSignInError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(failure);
  }
}

/**
 * A path inside the portal, or `/`: never another site. The value is resolved as a browser would
 * resolve it against the portal's origin (which drops tabs and newlines, and reads `\\` as `/`), and
 * kept only when it stays on that origin.
 */
export function safePortalPath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  const origin = 'https://portal.invalid';
  const url = URL.parse(value, origin);
  return url && url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The cookie that carries a provider sign-in's state between the redirect and the answer. */
export const PROVIDER_COOKIE = 'portal_provider_sign_in';

/** What the browser keeps, signed, while it is at the provider: nothing it could change unseen. */
interface PendingSignIn {
  provider: AuthProvider;
  state: string;
  nonce: string;
  verifier: string;
  remember: boolean;
  redirectTo: string;
}

/** Who the provider says signed in: its own name for the person (issuer and subject), and the e-mail address it gave. */
export interface ProviderAnswer {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only `true` when the provider says it verified the address: a missing claim is not. */
  emailVerified: boolean;
  remember: boolean;
  redirectTo: string;
}

/**
 * Sign-in with Microsoft or Google through OpenID Connect (openid-client): the authorization code flow
 * with PKCE, state and nonce. The state, nonce and PKCE verifier wait in a signed, HttpOnly cookie of
 * the browser that started the sign-in, for SIGN_IN_REQUEST_MINUTES: an answer opened in another
 * browser (a sign-in forced on someone, "login CSRF") finds no cookie and signs nobody in. The caller
 * links the answer to an account by issuer and subject (docs/server.md, "Security").
 */
export class OidcProviders {
  private readonly configs = new Map<AuthProvider, Promise<client.Configuration>>();

  constructor(
    private readonly settings: PortalServerSettings['oidc'],
    /** The key that signs the cookie, shared by every server process (server/accounts/secrets.ts). */
    private readonly cookieKey: () => Promise<Uint8Array>,
  ) {}

  private settingsFor(provider: AuthProvider): OidcProviderSettings | null {
    return provider === 'MICROSOFT' ? this.settings.microsoft : this.settings.google;
  }

  configured(provider: AuthProvider): boolean {
    return this.settingsFor(provider) !== null;
  }

  private config(provider: AuthProvider): Promise<client.Configuration> {
    const settings = this.settingsFor(provider);
    if (!settings) throw new ProviderSignInError('not-configured');
    let config = this.configs.get(provider);
    if (!config) {
      const issuer = new URL(settings.issuer);
      // Plain http only for an issuer on this machine (a provider stand-in in tests or development).
      const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      config = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : {});
      // A failed discovery is tried again next time.
      config.catch(() => this.configs.delete(provider));
      this.configs.set(provider, config);
    }
    return config;
  }

  /** The provider's address to send the browser to, and the signed value of the cookie to set with it. */
  async start(provider: AuthProvider, options: { callbackUrl: string; remember: boolean; redirectTo: string }): Promise<{ url: URL; cookie: string }> {
    const config = await this.config(provider);
    const pending: PendingSignIn = {
      provider,
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      remember: options.remember,
      redirectTo: safePortalPath(options.redirectTo),
    };
    const cookie = await new SignJWT({ ...pending })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${SIGN_IN_REQUEST_MINUTES}m`)
      .sign(await this.cookieKey());
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: options.callbackUrl,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, cookie };
  }

  /**
   * Finishes the sign-in the provider answered, with the cookie of the browser the answer came back to:
   * checks the cookie's signature and age, then state, nonce and PKCE, and returns who signed in.
   */
  async finish(provider: AuthProvider, currentUrl: URL, cookie: string | undefined): Promise<ProviderAnswer> {
    const config = await this.config(provider);
    let pending: PendingSignIn;
    try {
      if (!cookie) throw new Error('no cookie');
      const { payload } = await jwtVerify(cookie, await this.cookieKey(), { algorithms: ['HS256'] });
      pending = payload as unknown as PendingSignIn;
    } catch {
      throw new ProviderSignInError('expired');
    }
    if (pending.provider !== provider || currentUrl.searchParams.get('state') !== pending.state) throw new ProviderSignInError('expired');
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new ProviderSignInError('failed');
    }
    if (!claims?.iss || !claims.sub) throw new ProviderSignInError('failed');
    const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : null;
    return { issuer: claims.iss, subject: claims.sub, email, emailVerified: claims.email_verified === true, remember: pending.remember, redirectTo: pending.redirectTo };
  }
}
