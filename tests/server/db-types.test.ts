import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTableTypes, staleTableTypes, TABLE_TYPES_FILE, tableTypesOf } from '../../scripts/db-types';
import { migratedStore, POSTGRES_URL } from './harness';

/**
 * The generated table types (server/sql/__generated__/tables.ts) and `npm run db:types:check`, which
 * `npm test` runs: the committed file is what the migrations build, and the check fails when it is not.
 */
const committed = readFileSync(TABLE_TYPES_FILE, 'utf8');
let fresh: string;
beforeAll(async () => {
  fresh = await generateTableTypes();
}, 60_000);

const cleanups: (() => Promise<void>)[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'db-types-'));
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** The committed file with one column's type changed, as it reads after a migration changed that column. */
function staleCopy(): string {
  const stale = committed.replace(/(export interface Reviews \{[^}]*\n {2}rating: )number;/, '$1string;');
  expect(stale).not.toBe(committed);
  return stale;
}

describe('the generated table types', () => {
  it('are what the migrations build', () => {
    expect(staleTableTypes(TABLE_TYPES_FILE, committed, fresh)).toBeNull();
    expect(fresh).toMatch(/^export interface DB \{$/m);
    expect(fresh).toContain('  claims: Claims;');
  });

  it('are stale when a column differs from what the migrations build, and the message shows the difference', () => {
    const message = staleTableTypes(TABLE_TYPES_FILE, staleCopy(), fresh);
    expect(message).toMatch(/tables\.ts is stale: .*Run `npm run db:types` and commit the file\./);
    expect(message).toContain('-  rating: string;');
    expect(message).toContain('+  rating: number;');
  });

  it('are missing when there is no file', () => {
    expect(staleTableTypes(TABLE_TYPES_FILE, null, fresh)).toMatch(/tables\.ts is missing/);
  });

  it('fail `db:types:check` on a stale copy: it exits 1 with the message and leaves the file as it was', async () => {
    const file = join(scratch, 'tables.ts');
    const stale = staleCopy();
    writeFileSync(file, stale);
    const run = promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/db-types.ts', '--check', file], { cwd: process.cwd() });
    const failure = await run.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('is stale');
    expect(failure?.stderr).toContain('+  rating: number;');
    expect(readFileSync(file, 'utf8')).toBe(stale);
  }, 120_000);
});

describe.runIf(POSTGRES_URL)('the table types on postgres', () => {
  it('are the ones PGlite gives: a database migrated on PostgreSQL reads the same', async () => {
    const store = await migratedStore('postgres', cleanups, 'database');
    const db = store.db as unknown as Kysely<unknown>;
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema;
    expect(await tableTypesOf(db, schema)).toBe(committed);
  });
});
