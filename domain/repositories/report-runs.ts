import type { ReportRunRow } from '../fixtures/reports';

/**
 * The record of the reports administrators generated (who, which and when), as every store keeps it
 * (docs/server.md, "Where the data lives"): the in-browser server in its database (`MemoryReportRuns`, mocks/repositories/report-runs.ts),
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
