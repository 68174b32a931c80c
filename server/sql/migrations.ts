import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { FileMigrationProvider, Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import type { AnyDomain } from '../../domain/domains/define';

/**
 * The schema of the server's SQL store, one migration per change, applied in name order by Kysely's
 * migrator on PGlite and PostgreSQL alike. Each migration is a file of `server/sql/migrations/`
 * (`NNNN_what_it_does.ts`, exporting `up` and, where it can be undone, `down`); its file name is the
 * name databases record in `kysely_migration`, so a file is never renamed. A migration, once released,
 * is never edited: a change is a new migration (docs/server.md, "Migrations and table types").
 */
export const MIGRATION_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Kysely's provider for a folder of migrations. Every file of the folder is one: a file that is not (another
 * extension, or no `up` export) is refused rather than skipped without a word.
 */
export function migrationFolderProvider(folder: string): FileMigrationProvider {
  return new FileMigrationProvider({
    fs,
    path,
    migrationFolder: folder,
    // Imported from here, so the server's runner (tsx) and the tests' (vitest) load the TypeScript.
    import: (file) => import(pathToFileURL(file).href),
    onFileIgnored(fileName, reason) {
      throw new Error(`${path.join(folder, fileName)} is not a migration: ${reason === 'Extension' ? 'a migration is a .ts file' : 'it exports no up function'}`);
    },
  });
}

export const migrationProvider = migrationFolderProvider(MIGRATION_FOLDER);

/** The migrations' names, in the order they apply. */
export const MIGRATION_NAMES = Object.keys(await migrationProvider.getMigrations()).sort();

/**
 * The server's migrations with the tables of the domains that bring their own (`migrations` in a
 * descriptor, domain/domains/define.ts); a name the server's migrations or another domain's already
 * use is refused, naming the domain.
 */
export async function migrationsWith(domains: readonly AnyDomain[]): Promise<Record<string, Migration>> {
  const all: Record<string, Migration> = { ...(await migrationProvider.getMigrations()) };
  for (const domain of domains) {
    for (const [name, migration] of Object.entries(domain.migrations ?? {})) {
      if (name in all) throw new Error(`The ${domain.name} domain's migration ${name} has the name of another migration`);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * PostgreSQL's codes for a schema or table that vanished while a statement ran. Kysely's migrator first
 * lists the tables of every schema of the database to find its own; when another application drops a
 * schema at that moment (test runs and benchmarks drop their scratch schemas), that listing fails.
 */
const VANISHED = new Set(['3F000', '42P01']);
const ATTEMPTS = 5;

/** Applies every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>, migrations?: Record<string, Migration>): Promise<MigrationResultSet['results']> {
  return migrateWith(db, migrations, (migrator) => migrator.migrateToLatest());
}

/** Applies or undoes migrations until `name` is the last applied (tests of a migration start from the one before it). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<MigrationResultSet['results']> {
  return migrateWith(db, undefined, (migrator) => migrator.migrateTo(name));
}

async function migrateWith(
  db: Kysely<unknown>,
  migrations: Record<string, Migration> | undefined,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet['results']> {
  // The migrator's own tables go in the connection's current schema. Without a schema named, Kysely looks
  // for them in every schema of the database and takes another schema's for its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const provider = migrations ? { getMigrations: async () => migrations } : migrationProvider;
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await step(migrator);
    if (!error) return results;
    // The migrations run in one transaction, so a failed attempt changed nothing: another one is safe.
    const code = (error as { code?: unknown }).code;
    if (attempt < ATTEMPTS && typeof code === 'string' && VANISHED.has(code)) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
