import { GraphQLError } from 'graphql';
import type { ReceiptFormPlacement } from '../../__generated__/resolvers-types';
import type { ReceiptFormConfig } from '../../context';
import { ErrorCode } from '../errors';

/**
 * The address of the external receipt form (docs/product.md, "External receipt form").
 *
 * Token: a JWT signed with HMAC SHA-256 (jose) carrying `iss`, `aud`, `iat`, `sub` (the user), `earnerId`
 * (the member's participant id) and `bearerToken`; the JWT is then encrypted with AES-CBC (Web Crypto)
 * under the configured 256-bit key with a fresh random 16-byte IV. The `jwt` query parameter is
 * `base64url(iv) + '.' + base64url(ciphertext)` (no padding); the form service splits on the dot,
 * decrypts and verifies the signature. `cpgId` and `formId` travel as plain query parameters.
 */

/** Messages shown under 'Configuration Error' (docs/product.md, "Error messages and notices"). */
export const RECEIPT_FORM_FAILURE: Readonly<Record<ReceiptFormPlacement, string>> = {
  EARN_REWARDS: 'Failed to generate form URL',
  STORE_LOYALTY_SUBMIT: 'Failed to generate submission URL',
};

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

export interface ReceiptFormSubject {
  /** The signed-in user. */
  userId: string;
  /** The member the receipts earn for. */
  earnerId: string;
  now: Date;
}

/** What is wrong with the credentials, for `extensions.reason`; null when they are usable. */
export function receiptFormConfigProblem(config: ReceiptFormConfig): string | null {
  const missing = (Object.keys(config) as (keyof ReceiptFormConfig)[]).filter((key) => (config[key] ?? '').trim() === '');
  if (missing.length > 0) return `Missing receipt form setting: ${missing.join(', ')}`;
  if (!HEX_KEY.test(config.encryptionKey)) return 'The receipt form encryption key must be 64 hexadecimal characters';
  let url: URL;
  try {
    url = new URL(config.baseUrl);
  } catch {
    return 'The receipt form base URL is not a valid address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The receipt form base URL must be an http(s) address';
  return null;
}

function configurationError(placement: ReceiptFormPlacement, reason: string): GraphQLError {
  return new GraphQLError(RECEIPT_FORM_FAILURE[placement], {
    extensions: { code: ErrorCode.CONFIGURATION_ERROR, placement, reason },
  });
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** Signs the receipt claims as an HS256 JWT. */
export async function signReceiptToken(config: ReceiptFormConfig, subject: ReceiptFormSubject): Promise<string> {
  // jose loads with the first form address, not with the server: no screen needs it before then.
  const { SignJWT } = await import('./jose');
  return new SignJWT({ earnerId: subject.earnerId, bearerToken: config.bearerToken })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.issuer)
    .setAudience(config.audience)
    .setSubject(subject.userId)
    .setIssuedAt(Math.floor(subject.now.getTime() / 1000))
    .sign(new TextEncoder().encode(config.signingKey));
}

/** Encrypts text with AES-CBC under a 64-hex-character key and a fresh random IV: `base64url(iv).base64url(ciphertext)`. */
export async function encryptForForm(text: string, keyHex: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', hexToBytes(keyHex), { name: 'AES-CBC' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, new TextEncoder().encode(text));
  const { base64urlEncode } = await import('./jose');
  return `${base64urlEncode(iv)}.${base64urlEncode(new Uint8Array(ciphertext))}`;
}

/**
 * The form address for a member, or a GraphQLError with code CONFIGURATION_ERROR and the placement's
 * message ('Failed to generate form URL' / 'Failed to generate submission URL'); the specific cause
 * is in `extensions.reason`.
 */
export async function receiptFormUrl(
  config: ReceiptFormConfig,
  placement: ReceiptFormPlacement,
  subject: ReceiptFormSubject,
): Promise<{ url: string; origin: string }> {
  const problem = receiptFormConfigProblem(config);
  if (problem) throw configurationError(placement, problem);
  try {
    const token = await encryptForForm(await signReceiptToken(config, subject), config.encryptionKey);
    const url = new URL(config.baseUrl);
    url.searchParams.set('cpgId', config.cpgId);
    url.searchParams.set('formId', config.formId);
    url.searchParams.set('jwt', token);
    return { url: url.toString(), origin: url.origin };
  } catch (error) {
    throw configurationError(placement, error instanceof Error ? error.message : String(error));
  }
}
