import { PortalDataStore } from './portal-data';
import { settingsFromEnv } from './config';
import { openSqlStore } from './sql/database';
import { migrateToLatest } from './sql/migrations';

/**
 * `npm run db:migrate` applies the migrations; `npm run db:seed` migrates and then replaces the portal's
 * data with the sample data (accounts are kept). Both use DATABASE_URL, or PGlite under PORTAL_DATA_DIR.
 */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('Usage: server/db.ts migrate|seed');
  const settings = settingsFromEnv();
  const sql = openSqlStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, limits: settings.database });
  try {
    const results = await migrateToLatest(sql.db as never);
    const applied = (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
    if (command === 'seed') {
      const store = new PortalDataStore(sql.db, { now: () => new Date() });
      if (!(await store.seedIfEmpty())) await store.reseed();
      console.log(`Loaded the sample data into ${sql.kind === 'pglite' ? `PGlite in ${sql.location}` : sql.location}.`);
    }
  } finally {
    await sql.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
