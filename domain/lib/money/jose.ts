/**
 * The two parts of jose the receipt form uses, in a chunk the worker loads with the first form address
 * (domain/lib/money/receipt-form.ts). Named imports, not the package's whole namespace, so the chunk
 * needs none of the bundler's helpers for namespace objects.
 */
export { SignJWT } from 'jose/jwt/sign';
export { encode as base64urlEncode } from 'jose/base64url';
