import type { FaqCategoryRow, FaqEntryRow } from '../fixtures/faq';

/**
 * The FAQ's categories and entries, as every store keeps them (docs/server.md, "Where the data lives"):
 * the in-browser server in its database (`MemoryFaq`, mocks/repositories/faq.ts), the HTTP server in the
 * `faq_categories` and `faq_entries` tables (server/repositories/faq.ts); tests/server/program-content.test.ts
 * runs one contract on each. Which categories a role sees and how a search matches are the FAQ
 * resolvers' rules (domain/resolvers/faq.ts).
 */
export interface FaqRepository {
  /** The categories in display order; the one category when `categoryId` is given (none when it is not on file). */
  categories(categoryId?: string | null): Promise<FaqCategoryRow[]>;
  /** The entries in display order (their categories', then their own); one category's when `categoryId` is given. */
  entries(categoryId?: string | null): Promise<FaqEntryRow[]>;
}
