import { randomBytes } from 'node:crypto';
import type { SqlDb } from '../sql/database';

/**
 * A key every server process shares, made once with 32 random bytes and kept in `server_secrets`: the
 * first process to ask writes it, and every process reads the same one (docs/server.md, "Security").
 */
export async function sharedSecret(db: SqlDb, name: string): Promise<Uint8Array> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}
