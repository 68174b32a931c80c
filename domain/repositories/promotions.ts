import type { PromotionCategory, PromotionSubcategory } from '../__generated__/resolvers-types';
import type { PromotionRow } from '../fixtures/promotions';
import { sequenceOf, type KeyOrder } from '../lib/connection';

/**
 * The promotions members see on Promotions, as every store keeps them (docs/server.md, "Where the data
 * lives"): the in-browser server in its database (`MemoryPromotions`, mocks/repositories/promotions.ts), the
 * HTTP server in the `customer_promotions` table (server/repositories/promotions.ts);
 * tests/server/program-content.test.ts runs one contract on each. A promotion's status and the viewer's
 * tier bonus are the promotions resolvers' (domain/resolvers/promotions.ts); the program's administrators
 * run their own promotions elsewhere (admin-promotions).
 */

/** Which promotions a list holds: all, or a category's, or a subcategory's of it. */
export interface PromotionsFilter {
  category?: PromotionCategory | null;
  subcategory?: PromotionSubcategory | null;
}

export interface PromotionsRepository {
  /** The promotions the filter matches, in the program's order: by the number ending the id, then the id. */
  list(filter: PromotionsFilter): Promise<PromotionRow[]>;
  /** One promotion; null when no promotion has that id. */
  byId(id: string): Promise<PromotionRow | null>;
}

/** The program's order of promotions: by the number ending the id (`PROMO-C12` is 12), then the id. */
export const PROMOTION_ORDER: KeyOrder<PromotionRow> = { key: (row) => [sequenceOf(row.id), row.id] };
