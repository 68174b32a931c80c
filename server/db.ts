import { ProgramSeed } from './program-seed';
import { DEMO_ACCOUNT_EMAILS, settingsFromEnv } from './config';
import { openSqlStore, type SqlDb } from './sql/database';
import { migrateToLatest } from './sql/migrations';

/**
 * `npm run db:migrate` applies the migrations; `npm run db:seed` migrates and then replaces the portal's
 * data with the sample data (accounts are kept). Both use DATABASE_URL, or PGlite under PORTAL_DATA_DIR.
 * `db:seed` refuses a database that holds accounts other than the demo ones (a program's real people),
 * unless given `--force`.
 */
async function main(command: string | undefined, flags: string[]) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('Usage: server/db.ts migrate|seed [--force]');
  const settings = settingsFromEnv();
  const sql = openSqlStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, limits: settings.database });
  try {
    const results = await migrateToLatest(sql.db as never);
    const applied = (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
    if (command === 'seed') {
      const others = await accountsBeyondDemo(sql.db);
      if (others > 0 && !flags.includes('--force')) {
        throw new Error(
          `Not seeding: this database holds ${others} account${others === 1 ? '' : 's'} besides the demo ones, and the sample data would replace their portal data. ` +
            'Run `npm run db:seed -- --force` to replace it anyway.',
        );
      }
      const seed = new ProgramSeed(sql.db, { now: () => new Date() });
      if (!(await seed.seedIfEmpty())) await seed.reseed();
      console.log(`Loaded the sample data into ${sql.kind === 'pglite' ? `PGlite in ${sql.location}` : sql.location}.`);
    }
  } finally {
    await sql.close();
  }
}

/** How many accounts the database holds besides the demo mode's three. */
async function accountsBeyondDemo(db: SqlDb): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('email', 'not in', Object.values(DEMO_ACCOUNT_EMAILS))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
