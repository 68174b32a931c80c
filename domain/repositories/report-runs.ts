import type { Database } from '../db';
import { REPORT_RUNS_KEPT, type ReportRunRow } from '../fixtures/reports';

/**
 * The record of the reports administrators generated (who, which and when), as every store keeps it
 * (docs/server.md, "Where the data lives"): the in-browser server in its database (`MemoryReportRuns`),
 * the HTTP server in the `report_runs` table (server/repositories/report-runs.ts);
 * tests/server/report-runs.test.ts runs one contract on each.
 *
 * The rules (who may generate, which reports exist, how a report is built) live in the reports
 * resolvers and domain/lib/admin/admin-reporting.ts. A store's part is the record: every run is kept, newest
 * first, and only the latest `REPORT_RUNS_KEPT`, however many are generated at once.
 */
export interface ReportRunsRepository {
  /** Records a run as the newest, and forgets the runs older than the latest `REPORT_RUNS_KEPT`. */
  record(run: ReportRunRow): Promise<void>;
  /** The runs kept, newest first. */
  latest(): Promise<ReportRunRow[]>;
}

/** The in-browser store: the database's `reportRuns` collection, newest first. */
export class MemoryReportRuns implements ReportRunsRepository {
  constructor(private readonly db: Database) {}

  async record(run: ReportRunRow): Promise<void> {
    const runs = this.db.data.reportRuns;
    runs.unshift({ ...run });
    runs.splice(REPORT_RUNS_KEPT);
    this.db.commit();
  }

  async latest(): Promise<ReportRunRow[]> {
    return this.db.data.reportRuns.map((row) => ({ ...row }));
  }
}
