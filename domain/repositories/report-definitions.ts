import type { ReportKind } from '../__generated__/resolvers-types';
import type { ReportDefinitionRow } from '../fixtures/reports';

/**
 * The Program Reports cards, as every store keeps them (docs/server.md, "Where the data lives"): the
 * in-browser server in its database (`MemoryReportDefinitions`, mocks/repositories/report-definitions.ts),
 * the HTTP server in the `report_definitions` table (server/repositories/report-definitions.ts);
 * tests/server/program-content.test.ts runs one contract on each. They are the portal's four reports,
 * read, never written; the record of the reports generated is the report runs' (report-runs.ts).
 */
export interface ReportDefinitionsRepository {
  /** The cards, in the program's order. */
  all(): Promise<ReportDefinitionRow[]>;
  /** The card of one report; null when the program does not offer it. */
  byKind(kind: ReportKind): Promise<ReportDefinitionRow | null>;
}
