import type { Database } from '../../domain/db';
import type { PromotionRow } from '../../domain/fixtures/promotions';
import { sortByKey } from '../../domain/lib/connection';
import { PROMOTION_ORDER, type PromotionsFilter, type PromotionsRepository } from '../../domain/repositories/promotions';

const copy = (row: PromotionRow): PromotionRow => ({ ...row, tags: [...row.tags] });

/** The in-browser store: the database's `customerPromotions`. */
export class MemoryPromotions implements PromotionsRepository {
  constructor(private readonly db: Database) {}

  async list({ category, subcategory }: PromotionsFilter): Promise<PromotionRow[]> {
    const rows = this.db.data.customerPromotions.filter((row) => (!category || row.category === category) && (!subcategory || row.subcategory === subcategory));
    return sortByKey(rows.map(copy), PROMOTION_ORDER);
  }

  async byId(id: string): Promise<PromotionRow | null> {
    const row = this.db.data.customerPromotions.find((candidate) => candidate.id === id);
    return row ? copy(row) : null;
  }
}
