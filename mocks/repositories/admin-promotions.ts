import type { Database } from '../../domain/db';
import { promotionId, type AdminPromotionRow } from '../../domain/fixtures/admin-promotions';
import { ADMIN_PROMOTION_ORDER, promotionStatusOn } from '../../domain/lib/admin/admin-promotions';
import { matchesSearch, pageOf, sortByKey, type ConnectionArgs } from '../../domain/lib/connection';
import type { AdminPromotionPage, AdminPromotionQuery, AdminPromotionsRepository, NewAdminPromotion, PromotionRefusal } from '../../domain/repositories/admin-promotions';

/** Every field of a promotion, in one order, for comparing a stored promotion with the one a change read. */
export function samePromotion(a: AdminPromotionRow, b: AdminPromotionRow): boolean {
  return (Object.keys(a) as (keyof AdminPromotionRow)[]).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length;
}

/** The in-browser store: the database's `adminPromotions` collection and `adminPromotionsSequence`. */
export class MemoryAdminPromotions implements AdminPromotionsRepository {
  constructor(private readonly db: Database) {}

  async list(query: AdminPromotionQuery, args: ConnectionArgs): Promise<AdminPromotionPage> {
    const statuses = query.statuses?.length ? new Set(query.statuses) : null;
    const rows = this.db.data.adminPromotions.filter(
      (row) => (!statuses || statuses.has(promotionStatusOn(row, query.today))) && matchesSearch(query.search, row.id, row.name),
    );
    sortByKey(rows, ADMIN_PROMOTION_ORDER);
    const page = pageOf(rows, args, ADMIN_PROMOTION_ORDER);
    return { ...page, rows: page.rows.map((row) => ({ ...row })), totalParticipants: rows.reduce((sum, row) => sum + row.participants, 0) };
  }

  async byId(id: string): Promise<AdminPromotionRow | null> {
    const row = this.db.data.adminPromotions.find((candidate) => candidate.id === id);
    return row ? { ...row } : null;
  }

  async create(values: NewAdminPromotion): Promise<AdminPromotionRow> {
    const data = this.db.data;
    data.adminPromotionsSequence += 1;
    const row: AdminPromotionRow = { ...values, id: promotionId(data.adminPromotionsSequence) };
    data.adminPromotions.push(row);
    this.db.commit();
    return { ...row };
  }

  async replace(expected: AdminPromotionRow, next: AdminPromotionRow): Promise<AdminPromotionRow | PromotionRefusal> {
    const promotions = this.db.data.adminPromotions;
    const index = promotions.findIndex((candidate) => candidate.id === expected.id);
    if (index === -1) return 'NOT_FOUND';
    if (!samePromotion(promotions[index]!, expected)) return 'CHANGED';
    promotions[index] = { ...next, id: expected.id };
    this.db.commit();
    return { ...promotions[index] };
  }

  async remove(id: string): Promise<boolean> {
    const promotions = this.db.data.adminPromotions;
    const index = promotions.findIndex((row) => row.id === id);
    if (index === -1) return false;
    promotions.splice(index, 1);
    this.db.commit();
    return true;
  }
}
