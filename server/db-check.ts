import { sql } from 'kysely';
import { settingsFromEnv } from './config';
import { findDrift } from './ledger-check';
import { openSqlStore } from './sql/database';

/**
 * `npm run db:check`: compares every stored balance with its member's ledger and every reward's stock
 * with its redemptions (server/ledger-check.ts), on DATABASE_URL or PGlite under PORTAL_DATA_DIR as
 * `npm run db:migrate` does (server/db.ts). Prints each drift and exits 1 when there is any, 0 when the
 * data is clean, 2 when it cannot check (no database, or one not migrated to 0035_ledger_record).
 * It only reads.
 */
async function main(): Promise<number> {
  const settings = settingsFromEnv();
  const store = openSqlStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, limits: settings.database });
  try {
    const { rows } = await sql`
      select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'reward_catalog' and column_name = 'stock_received'`.execute(store.db);
    if (rows.length === 0) {
      console.error('This database is not migrated to 0035_ledger_record: run `npm run db:migrate` first.');
      return 2;
    }
    const drifts = await store.db.transaction().execute(async (trx) => {
      // One snapshot for every comparison, however busy the database is.
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
      return findDrift(trx);
    });
    for (const drift of drifts) console.log(drift.message);
    const where = store.kind === 'pglite' ? `PGlite in ${store.location}` : store.location;
    if (drifts.length > 0) {
      console.log(`${drifts.length} drift${drifts.length === 1 ? '' : 's'} in ${where}.`);
      return 1;
    }
    console.log(`No drift in ${where}: every balance is its ledger's sum, every reward's stock what it received less its redemptions.`);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
