import type { Database } from '../../domain/db';
import { REPORT_RUNS_KEPT, type ReportRunRow } from '../../domain/fixtures/reports';
import type { ReportRunsRepository } from '../../domain/repositories/report-runs';

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
