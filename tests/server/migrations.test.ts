import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES, migrationFolderProvider, migrationProvider } from '../../server/sql/migrations';
import { migratedStore, STORES } from './harness';

/**
 * The names databases have recorded in `kysely_migration` since each migration was released: a
 * database that recorded one the folder no longer has refuses to migrate, so a file is never renamed
 * or removed.
 */
const RELEASED = [
  '0001_accounts_and_sessions',
  '0002_portal_data',
  '0003_sign_in_requests',
  '0004_notifications',
  '0005_claims_program',
  '0006_search_indexes',
  '0007_products',
  '0008_points_and_rewards',
  '0009_events',
  '0010_fund_transactions',
  '0011_claim_lifecycle',
  '0012_claim_files',
  '0013_reviews',
  '0014_training',
  '0015_admin_promotions',
  '0016_earn_rates',
  '0017_report_runs',
  '0018_meeting_requests',
  '0019_deleted_products',
  '0020_users',
  '0021_session_idle_timeout',
  '0022_sign_in_limits',
  '0023_provider_identities',
  '0024_enrolment_requests',
  '0025_outbox',
  '0026_password_tokens',
  '0027_invitations',
  '0028_enrolment_decisions',
  '0029_tenancy',
  '0030_dealership_network',
  '0031_program_content',
  '0032_points_and_goals',
  '0033_program_state',
  '0034_list_indexes',
  '0035_ledger_record',
  '0036_idempotency_keys',
  '0037_claim_submission',
  '0038_receipt_events',
  '0039_live_events',
  '0040_participant_search_count',
];

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tableNames(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

describe('the migrations folder', () => {
  it('holds every released migration under the name databases recorded, in order', () => {
    expect(MIGRATION_NAMES.slice(0, RELEASED.length)).toEqual(RELEASED);
    for (const name of MIGRATION_NAMES) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('refuses a file that is not a migration instead of skipping it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(folder, 'notes.md'), 'not a migration');
      await expect(migrationFolderProvider(folder).getMigrations()).rejects.toThrow(/notes\.md is not a migration/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.each(STORES)('the migrations on %s', (kind) => {
  it('apply in order, undo down to an empty schema and apply again', async () => {
    const store = await migratedStore(kind, cleanups);
    const db = store.db as unknown as Kysely<unknown>;
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema;
    const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
    const applied = (await migrator.getMigrations()).filter((migration) => migration.executedAt).map((migration) => migration.name);
    expect(applied).toEqual(MIGRATION_NAMES);
    const tables = await tableNames(db);

    // Kysely's migrator lists every schema's tables; another test dropping its scratch schema at that
    // moment fails the listing (3F000, 42P01). The migrations run in one transaction, so a retry is safe,
    // as migrateToLatest does (server/sql/migrations.ts).
    const retried = async <T extends { error?: unknown }>(run: () => Promise<T>): Promise<T> => {
      for (let attempt = 1; ; attempt += 1) {
        const result = await run();
        const code = (result.error as { code?: unknown } | undefined)?.code;
        if (attempt < 5 && (code === '3F000' || code === '42P01')) continue;
        return result;
      }
    };
    const down = await retried(() => migrator.migrateTo(NO_MIGRATIONS));
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([...MIGRATION_NAMES].reverse());
    expect(await tableNames(db)).toEqual(['kysely_migration', 'kysely_migration_lock']);

    const up = await retried(() => migrator.migrateToLatest());
    expect(up.error).toBeUndefined();
    expect(await tableNames(db)).toEqual(tables);
  });
});
