import { sql } from 'kysely';
import type { ReportKind } from '../../domain/__generated__/resolvers-types';
import { REPORT_RUNS_KEPT, type ReportRunRow } from '../../domain/fixtures/reports';
import type { ReportRunsRepository } from '../../domain/repositories/report-runs';
import type { SqlExecutor } from '../sql/database';
import { allOrNothing, inBatches } from './sql-lists';

interface RunColumns {
  kind: string;
  generated_at: Date | string;
  generated_by: string;
}

function toRow(row: RunColumns): ReportRunRow {
  return { kind: row.kind as ReportKind, generatedAt: new Date(row.generated_at).toISOString(), generatedBy: row.generated_by };
}

function values(row: ReportRunRow) {
  return { kind: row.kind, generated_at: row.generatedAt, generated_by: row.generatedBy };
}

/**
 * Report runs in the `report_runs` table (server/sql/migrations/0017_report_runs.ts), newest first by the identity
 * each row is given. A run takes the report runs' lock (a transaction-level advisory lock, which every
 * process on the database shares) before it is numbered, written and the runs past the latest
 * `REPORT_RUNS_KEPT` are deleted, so runs recorded at once are numbered in the order they are kept and the
 * table never holds more than the latest `REPORT_RUNS_KEPT`.
 */
export class SqlReportRuns implements ReportRunsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async record(run: ReportRunRow): Promise<void> {
    await allOrNothing(
      this.db,
      async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('portal:report_runs'))`.execute(trx);
        await trx.insertInto('report_runs').values(values(run)).execute();
        await sql`
          delete from report_runs
          where id <= (select id from report_runs order by id desc offset ${REPORT_RUNS_KEPT} limit 1)`.execute(trx);
      },
      () => false,
    );
  }

  async latest(): Promise<ReportRunRow[]> {
    const { rows } = await sql<RunColumns>`
      select kind, generated_at, generated_by from report_runs order by id desc limit ${REPORT_RUNS_KEPT}`.execute(this.db);
    return rows.map(toRow);
  }

  /** Replaces every run with the given rows, newest first (the sample data, or a document saved before runs moved). */
  async replaceAll(rows: readonly ReportRunRow[]): Promise<void> {
    await this.db.deleteFrom('report_runs').execute();
    // Numbered oldest first, so the newest has the highest id.
    await inBatches([...rows].reverse(), (batch) => this.db.insertInto('report_runs').values(batch.map(values)).execute());
  }
}
