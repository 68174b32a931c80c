import type { ReportKind } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import type { ReportDefinitionRow } from '../../domain/fixtures/reports';
import type { ReportDefinitionsRepository } from '../../domain/repositories/report-definitions';

/** The in-browser store: the database's `reportDefinitions`, in the program's order. */
export class MemoryReportDefinitions implements ReportDefinitionsRepository {
  constructor(private readonly db: Database) {}

  async all(): Promise<ReportDefinitionRow[]> {
    return this.db.data.reportDefinitions.map((row) => ({ ...row }));
  }

  async byKind(kind: ReportKind): Promise<ReportDefinitionRow | null> {
    const row = this.db.data.reportDefinitions.find((candidate) => candidate.kind === kind);
    return row ? { ...row } : null;
  }
}
