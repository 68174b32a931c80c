import { parseArgs } from 'node:util';
import { isValidEmail } from '../src/lib/validation';
import { administratorLink } from './accounts/administrators';
import { setPasswordUrl } from './accounts/password-links';
import { settingsFromEnv } from './config';
import { openSqlStore } from './sql/database';
import { migrateToLatest } from './sql/migrations';
import { PgliteDirectoryInUse } from './sql/pglite-lock';

const USAGE = 'Usage: npm run admin:create -- --email someone@example.com [--name "First Last"]';

/**
 * `npm run admin:create -- --email someone@example.com [--name "First Last"]`: opens the store the
 * server opens (DATABASE_URL, or PGlite under PORTAL_DATA_DIR), migrates it, makes an administrator's
 * account without a password and prints a one-time link to choose one, valid for 7 days (docs/server.md,
 * "Password reset and new administrators"). For an address that has an account it prints a fresh link
 * and changes nothing else. On PGlite, a server running on the same directory must be stopped first.
 */
async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' } }, allowPositionals: false });
  if (!values.email || !isValidEmail(values.email.trim())) throw new UsageError(values.email ? `"${values.email}" is not an e-mail address.\n${USAGE}` : USAGE);
  const settings = settingsFromEnv();
  const store = openSqlStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, limits: settings.database });
  try {
    await migrateToLatest(store.db as never);
    const result = await store.db.transaction().execute((trx) => administratorLink(trx, { email: values.email!, name: values.name }, new Date()));
    const origin = settings.publicUrl ?? `http://localhost:${settings.port}`;
    const where = store.kind === 'pglite' ? `PGlite in ${store.location}` : `PostgreSQL at ${store.location}`;
    console.log(
      [
        result.created
          ? `Created the administrator ${result.account.email} (${where}), without a password.`
          : `${result.account.email} already has an account (${where}); it is left as it is${result.account.role === 'CLIENT_ADMIN' ? '' : ` (role ${result.account.role})`}.`,
        `To choose its password, open this link once before ${result.expiresAt.toISOString()}:`,
        `  ${setPasswordUrl(origin, result.token)}`,
      ].join('\n'),
    );
  } finally {
    await store.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A refusal says why in a sentence; anything else shows its stack.
  const known = error instanceof UsageError || error instanceof PgliteDirectoryInUse || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
