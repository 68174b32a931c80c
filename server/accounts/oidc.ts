import * as client from 'openid-client';
import type { Kysely } from 'kysely';
import type { AuthProvider } from '../../domain/__generated__/resolvers-types';
import type { OidcProviderSettings, PortalServerSettings } from '../config';
import type { Tables } from '../sql/database';
import { normalizeEmail } from './accounts';

/** How long a sign-in with a provider may take between leaving the portal and coming back. */
export const SIGN_IN_REQUEST_MINUTES = 10;

export const PROVIDER_LABELS: Record<AuthProvider, string> = { MICROSOFT: 'Microsoft', GOOGLE: 'Google' };

/** Why a sign-in with a provider did not sign anyone in: the sign-in page shows the message for the code. */
export type ProviderFailure = 'not-configured' | 'expired' | 'failed' | 'no-email' | 'no-account';

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

/**
 * Sign-in with Microsoft or Google through OpenID Connect (openid-client): the authorization code flow
 * with PKCE, state and nonce. The request waits in the database between the redirect and the answer,
 * so any server process can finish it. A provider signs someone in only to an existing account with
 * the same verified e-mail address.
 */
export class OidcProviders {
  private readonly configs = new Map<AuthProvider, Promise<client.Configuration>>();

  constructor(private readonly settings: PortalServerSettings['oidc']) {}

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

  /** Records the request and returns the provider's address to send the browser to. */
  async start(db: Kysely<Tables>, provider: AuthProvider, options: { callbackUrl: string; remember: boolean; redirectTo: string; now: Date }): Promise<URL> {
    const config = await this.config(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await db.deleteFrom('sign_in_requests').where('expires_at', '<=', options.now).execute();
    await db
      .insertInto('sign_in_requests')
      .values({
        state,
        provider,
        code_verifier: codeVerifier,
        nonce,
        remember: options.remember,
        redirect_to: safePortalPath(options.redirectTo),
        expires_at: new Date(options.now.getTime() + SIGN_IN_REQUEST_MINUTES * 60_000),
      })
      .execute();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: options.callbackUrl,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
  }

  /**
   * Finishes the request the provider answered: checks state, nonce and PKCE, and returns the verified
   * e-mail address with what the request asked for. Each request can be finished once.
   */
  async finish(db: Kysely<Tables>, provider: AuthProvider, currentUrl: URL, now: Date): Promise<{ email: string; remember: boolean; redirectTo: string }> {
    const config = await this.config(provider);
    const state = currentUrl.searchParams.get('state') ?? '';
    const request = await db
      .deleteFrom('sign_in_requests')
      .where('state', '=', state)
      .where('provider', '=', provider)
      .returningAll()
      .executeTakeFirst();
    if (!request || new Date(request.expires_at).getTime() <= now.getTime()) throw new ProviderSignInError('expired');
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: request.code_verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new ProviderSignInError('failed');
    }
    const email = typeof claims?.email === 'string' ? claims.email : null;
    // Google says whether it verified the address; an organisation's Microsoft account answers for its own.
    if (!email || claims?.email_verified === false) throw new ProviderSignInError('no-email');
    return { email: normalizeEmail(email), remember: request.remember, redirectTo: request.redirect_to };
  }
}
