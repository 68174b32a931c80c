import { sql } from 'kysely';
import type { ReportKind } from '../../domain/__generated__/resolvers-types';
import type { ReportDefinitionRow } from '../../domain/fixtures/reports';
import type { ReportDefinitionsRepository } from '../../domain/repositories/report-definitions';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';

const COLUMNS = sql`kind, title, description, frequency`;

/** The Program Reports cards in the `report_definitions` table (server/sql/migrations/0031_program_content.ts), in the program's order. */
export class SqlReportDefinitions implements ReportDefinitionsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async all(): Promise<ReportDefinitionRow[]> {
    const { rows } = await sql<ReportDefinitionRow>`select ${COLUMNS} from report_definitions order by position`.execute(this.db);
    return rows;
  }

  async byKind(kind: ReportKind): Promise<ReportDefinitionRow | null> {
    const { rows } = await sql<ReportDefinitionRow>`select ${COLUMNS} from report_definitions where kind = ${kind}`.execute(this.db);
    return rows[0] ?? null;
  }

  /** Replaces the cards with the given rows (the sample data, or a document saved before they moved). */
  async replaceAll(rows: readonly ReportDefinitionRow[]): Promise<void> {
    await this.db.deleteFrom('report_definitions').execute();
    await inBatches(rows, (batch, start) =>
      this.db
        .insertInto('report_definitions')
        .values(batch.map((row, index) => ({ kind: row.kind, position: start + index, title: row.title, description: row.description, frequency: row.frequency })))
        .execute(),
    );
  }
}
