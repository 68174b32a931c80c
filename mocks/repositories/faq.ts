import type { Database } from '../../domain/db';
import type { FaqCategoryRow, FaqEntryRow } from '../../domain/fixtures/faq';
import type { FaqRepository } from '../../domain/repositories/faq';

/** The in-browser store: the database's `faqCategories` and `faqEntries`, each in display order. */
export class MemoryFaq implements FaqRepository {
  constructor(private readonly db: Database) {}

  async categories(categoryId?: string | null): Promise<FaqCategoryRow[]> {
    return this.db.data.faqCategories.filter((row) => !categoryId || row.id === categoryId).map((row) => ({ ...row }));
  }

  async entries(categoryId?: string | null): Promise<FaqEntryRow[]> {
    const entries = this.db.data.faqEntries;
    return (await this.categories(categoryId)).flatMap((category) => entries.filter((row) => row.categoryId === category.id).map((row) => ({ ...row })));
  }
}
