import { sql } from 'kysely';
import type { FaqCategoryRow, FaqEntryRow } from '../../domain/fixtures/faq';
import type { FaqRepository } from '../../domain/repositories/faq';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';

/**
 * The FAQ in the `faq_categories` and `faq_entries` tables (server/sql/migrations/0031_program_content.ts),
 * each in display order by its `position`; a category's entries by the index on (category, position).
 */
export class SqlFaq implements FaqRepository {
  constructor(private readonly db: SqlExecutor) {}

  async categories(categoryId?: string | null): Promise<FaqCategoryRow[]> {
    const { rows } = categoryId
      ? await sql<FaqCategoryRow>`select id, name from faq_categories where id = ${categoryId}`.execute(this.db)
      : await sql<FaqCategoryRow>`select id, name from faq_categories order by position`.execute(this.db);
    return rows;
  }

  async entries(categoryId?: string | null): Promise<FaqEntryRow[]> {
    const { rows } = categoryId
      ? await sql<FaqEntryRow>`
          select id, category_id as "categoryId", question, answer from faq_entries where category_id = ${categoryId} order by position`.execute(this.db)
      : await sql<FaqEntryRow>`
          select e.id, e.category_id as "categoryId", e.question, e.answer
          from faq_entries e join faq_categories c on c.id = e.category_id order by c.position, e.position`.execute(this.db);
    return rows;
  }

  /** Replaces the FAQ with the given rows (the sample data, or a document saved before it moved); entries keep their order within their category. */
  async replaceAll(categories: readonly FaqCategoryRow[], entries: readonly FaqEntryRow[]): Promise<void> {
    // Entries go with their categories (on delete cascade).
    await this.db.deleteFrom('faq_categories').execute();
    await inBatches(categories, (batch, start) =>
      this.db.insertInto('faq_categories').values(batch.map((row, index) => ({ id: row.id, name: row.name, position: start + index }))).execute(),
    );
    // An entry of a category not on file was never shown: it is left out.
    const known = new Set(categories.map((row) => row.id));
    const positions = new Map<string, number>();
    const rows = entries.filter((row) => known.has(row.categoryId)).map((row) => {
      const position = positions.get(row.categoryId) ?? 0;
      positions.set(row.categoryId, position + 1);
      return { id: row.id, category_id: row.categoryId, position, question: row.question, answer: row.answer };
    });
    await inBatches(rows, (batch) => this.db.insertInto('faq_entries').values(batch).execute());
  }
}
