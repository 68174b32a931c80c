import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A stand-in OpenID Connect provider on loopback for the server's tests: discovery, an authorization
 * endpoint that signs in whoever `person` names at once, a token endpoint that checks the PKCE verifier,
 * and its signing keys. It plays Microsoft's or Google's part in the authorization code flow.
 */
export interface StandInIssuer {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who the provider says signs in next: its subject (by default from the e-mail), and whether it says it verified the address (no claim when undefined). */
  person: { email: string; emailVerified?: boolean; subject?: string };
  close(): Promise<void>;
}

export async function startIssuer(): Promise<StandInIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string }>();
  const issuer: StandInIssuer = {
    url: '',
    clientId: 'portal-client',
    clientSecret: 'stand-in-secret',
    person: { email: 'dealer@demo.local', emailVerified: true },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer.url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: issuer.url,
        authorization_endpoint: `${issuer.url}/authorize`,
        token_endpoint: `${issuer.url}/token`,
        jwks_uri: `${issuer.url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        nonce: url.searchParams.get('nonce') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
      const verified = issuer.person.emailVerified === undefined ? {} : { email_verified: issuer.person.emailVerified };
      const idToken = await new SignJWT({ email: issuer.person.email, ...verified, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
        .setIssuer(issuer.url)
        .setAudience(issuer.clientId)
        .setSubject(issuer.person.subject ?? `person-${issuer.person.email.toLowerCase()}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return issuer;
}
