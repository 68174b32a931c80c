import { Semaphore } from 'async-mutex';
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto at OWASP's recommended cost (N=2^17, r=8, p=1), a random
 * 16-byte salt per password, stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). A hash made
 * at a lower cost still verifies with the cost it was made with, and is made again at this cost at the
 * account's next successful sign-in (`needsRehash`).
 */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * How many hashes run at once. Each takes 128 MiB and a thread of libuv's pool for about a tenth of a
 * second: a flood of sign-ins waits here instead of taking the memory and the threads that the rest of
 * the server (file reads, compression, other requests' hashes) needs.
 */
const hashing = new Semaphore(Math.max(2, availableParallelism()));

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  return hashing.runExclusive(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N * options.r * 2 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PASSWORD_COST);
  return ['scrypt', PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; false for a hash in an unknown form. Takes the same time for a wrong password as a right one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made at a lower cost than today's: it is made again when its password is next given. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < PASSWORD_COST.N || Number(r) < PASSWORD_COST.r || Number(p) < PASSWORD_COST.p;
}

/** A hash of no one's password: an unknown e-mail address is checked against it so it answers as slowly as a known one. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}
