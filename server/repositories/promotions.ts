import { sql, type SqlBool } from 'kysely';
import type { PromotionCategory, PromotionSubcategory } from '../../domain/__generated__/resolvers-types';
import type { PromotionRow } from '../../domain/fixtures/promotions';
import { sequenceOf } from '../../domain/lib/connection';
import type { PromotionsFilter, PromotionsRepository } from '../../domain/repositories/promotions';
import type { JsonValue } from '../sql/__generated__/tables';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';

interface PromotionColumns {
  id: string;
  title: string;
  category: string;
  subcategory: string | null;
  window_start: string;
  window_end: string;
  reward: string;
  eligibility: string;
  premier_bonus: string | null;
  description: string | null;
  tags: JsonValue;
  tier_bonus: boolean;
}

const COLUMNS = sql`id, title, category, subcategory, window_start::text as window_start, window_end::text as window_end, reward, eligibility,
  premier_bonus, description, tags, tier_bonus`;

function toRow(row: PromotionColumns): PromotionRow {
  return {
    id: row.id,
    title: row.title,
    category: row.category as PromotionCategory,
    subcategory: row.subcategory as PromotionSubcategory | null,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    reward: row.reward,
    eligibility: row.eligibility,
    premierBonus: row.premier_bonus,
    description: row.description,
    tags: row.tags as string[],
    tierBonus: row.tier_bonus,
  };
}

function values(row: PromotionRow) {
  return {
    id: row.id,
    number: sequenceOf(row.id),
    title: row.title,
    category: row.category,
    subcategory: row.subcategory,
    window_start: row.windowStart,
    window_end: row.windowEnd,
    reward: row.reward,
    eligibility: row.eligibility,
    premier_bonus: row.premierBonus,
    description: row.description,
    tags: JSON.stringify(row.tags),
    tier_bonus: row.tierBonus,
  };
}

/**
 * The promotions members see in the `customer_promotions` table (server/sql/migrations/0031_program_content.ts),
 * in the program's order (the number ending the id, then the id); by category and subcategory through the
 * index on (category, subcategory, number, id).
 */
export class SqlPromotions implements PromotionsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async list({ category, subcategory }: PromotionsFilter): Promise<PromotionRow[]> {
    const conditions = [sql<SqlBool>`true`];
    if (category) conditions.push(sql<SqlBool>`category = ${category}`);
    if (subcategory) conditions.push(sql<SqlBool>`subcategory = ${subcategory}`);
    const { rows } = await sql<PromotionColumns>`
      select ${COLUMNS} from customer_promotions where ${sql.join(conditions, sql` and `)} order by number, id collate "C"`.execute(this.db);
    return rows.map(toRow);
  }

  async byId(id: string): Promise<PromotionRow | null> {
    const { rows } = await sql<PromotionColumns>`select ${COLUMNS} from customer_promotions where id = ${id}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Replaces every promotion with the given rows (the sample data, or a document saved before they moved). */
  async replaceAll(rows: readonly PromotionRow[]): Promise<void> {
    await this.db.deleteFrom('customer_promotions').execute();
    await inBatches(rows, (batch) => this.db.insertInto('customer_promotions').values(batch.map(values)).execute());
  }
}
