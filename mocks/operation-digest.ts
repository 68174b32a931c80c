/**
 * An operation's digest: the first 16 bytes of the SHA-256 of its text, exactly as the client sends it,
 * in hex. The in-browser server knows the digests of the portal's own operations
 * (mocks/__generated__/portal-operations.ts, made by scripts/portal-operations.mjs from the documents
 * codegen validates against the schema), so it does not validate those again (mocks/portal-operations.ts).
 * 128 bits leave no way to write another text with the same digest.
 */
export async function operationDigest(text: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(hash.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
