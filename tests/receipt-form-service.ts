import { base64url } from 'jose';

/** What the form service does with the `jwt` parameter: split IV and ciphertext, decrypt with AES-CBC. */
export async function decrypt(token: string, keyHex: string): Promise<string> {
  const [iv, ciphertext] = token.split('.');
  const keyBytes = Uint8Array.from(keyHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'AES-CBC' }, false, ['decrypt']);
  const bytes = (text: string | undefined) => new Uint8Array(base64url.decode(text ?? ''));
  const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: bytes(iv) }, key, bytes(ciphertext));
  return new TextDecoder().decode(plain);
}
