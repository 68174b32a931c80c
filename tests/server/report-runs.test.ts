import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '../../domain/__generated__/resolvers-types';
import { Database } from '../../domain/db';
import { REPORT_RUNS_KEPT, type ReportRunRow } from '../../domain/fixtures/reports';
import { MemoryReportRuns } from '../../mocks/repositories/report-runs';
import type { ReportRunsRepository } from '../../domain/repositories/report-runs';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlReportRuns } from '../../server/repositories/report-runs';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The report runs repository's contract: the SQL store records the reports administrators generate
 * as the in-browser store does (newest first, the latest 50 kept), and runs recorded at once are all
 * kept, in the order they were recorded, never more than the latest 50.
 */

interface Stores {
  memory: ReportRunsRepository;
  sql: ReportRunsRepository;
  db: Database;
}

const KINDS: ReportKind[] = ['CLAIMS_SUMMARY', 'PARTICIPANT_ACTIVITY', 'FINANCIAL_SUMMARY', 'REWARD_REDEMPTION'];

/** The `index`th run: a kind, a minute after TEST_NOW and an administrator's name (text as typed, quotes and all). */
const run = (index: number, by = 'Morgan Hayes'): ReportRunRow => ({
  kind: KINDS[index % KINDS.length]!,
  generatedAt: new Date(TEST_NOW.getTime() + index * 60_000 + (index % 1000)).toISOString(),
  generatedBy: by,
});

/** Both stores holding `count` runs recorded one after the other, the last the newest. */
async function givenBoth(store: SqlStore, count = 3): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  const runs = Array.from({ length: count }, (_, index) => run(index)).reverse();
  db.data.reportRuns = structuredClone(runs);
  await new SqlReportRuns(store.db).replaceAll(structuredClone(runs));
  return { memory: new MemoryReportRuns(db), sql: new SqlReportRuns(store.db), db };
}

describe.each(STORES)('the report runs repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('lists the runs it was given newest first, as the memory store does', async () => {
    const latest = await given.stores.sql.latest();
    expect(latest).toEqual(await given.stores.memory.latest());
    expect(latest.map((row) => row.generatedAt)).toEqual([run(2).generatedAt, run(1).generatedAt, run(0).generatedAt]);
  });

  it('records a run as the newest and keeps the latest 50, in both stores alike', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      await repository.record(run(3, 'Zoë O’Brien-Šimić "Ops" <admin>'));
      expect((await repository.latest())[0]).toEqual(run(3, 'Zoë O’Brien-Šimić "Ops" <admin>'));
      for (let index = 4; index < 60; index += 1) await repository.record(run(index));
    }
    const latest = await given.stores.sql.latest();
    expect(latest).toEqual(await given.stores.memory.latest());
    expect(latest).toHaveLength(REPORT_RUNS_KEPT);
    expect(latest).toEqual(Array.from({ length: 50 }, (_, index) => run(59 - index)));
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from report_runs`.execute(given.store.db);
    expect(rows[0]!.count).toBe(REPORT_RUNS_KEPT);
  }, 60_000);

  it('keeps every one of 12 runs recorded at once over 45, the latest 50 and no more, newest first', async () => {
    const stores = await givenBoth(given.store, 45);
    await Promise.all(Array.from({ length: 12 }, (_, index) => stores.sql.record(run(100 + index, `Admin ${index}`))));
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from report_runs`.execute(given.store.db);
    expect(rows[0]!.count).toBe(REPORT_RUNS_KEPT);
    const latest = await stores.sql.latest();
    // All 12 are kept, ahead of the 38 newest of the 45 before them.
    expect(latest.slice(0, 12).map((row) => row.generatedBy).sort()).toEqual(Array.from({ length: 12 }, (_, index) => `Admin ${index}`).sort());
    expect(latest.slice(12)).toEqual(Array.from({ length: 38 }, (_, index) => run(44 - index)));
  }, 60_000);

  it('holds the kinds in the table: only the four reports the portal builds', async () => {
    await expect(sql`update report_runs set kind = 'SALES_FORECAST'`.execute(given.store.db)).rejects.toThrow(/check/);
    await expect(sql`insert into report_runs (kind, generated_at, generated_by) values (null, now(), 'A')`.execute(given.store.db)).rejects.toThrow(/null/);
  });
});

describe.each(STORES)('generating reports over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('records each of 6 reports generated at once', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const generate = `mutation($kind: ReportKind!) { generateReport(input: { kind: $kind }) { report { kind title } errors { code message } } }`;
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => admin.ok(generate, { kind: KINDS[index % 2] })));
    expect(results.map((data) => data.generateReport.errors)).toEqual(Array.from({ length: 6 }, () => []));
    const { rows } = await sql<{ kind: string; generated_by: string }>`select kind, generated_by from report_runs order by id`.execute(server.app.sql.db);
    expect(rows.map((row) => row.kind).sort()).toEqual([...Array(3).fill('CLAIMS_SUMMARY'), ...Array(3).fill('PARTICIPANT_ACTIVITY')]);
    expect(new Set(rows.map((row) => row.generated_by)).size).toBe(1);
  }, 120_000);
});
