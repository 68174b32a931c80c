import type { AdminPromotionStatus } from '../__generated__/resolvers-types';
import type { AdminPromotionRow } from '../fixtures/admin-promotions';
import type { ConnectionArgs, Page } from '../lib/connection';

/**
 * The promotions administrators manage, as every store keeps them (docs/server.md, "Where the data
 * lives"): the in-browser server in its database (`MemoryAdminPromotions`, mocks/repositories/admin-promotions.ts), the HTTP server in the
 * `admin_promotions` table (server/repositories/admin-promotions.ts); tests/server/admin-promotions.test.ts
 * runs one contract on each.
 *
 * The rules (validation, who may decide, which status follows which, enrolment on approval) live in
 * domain/resolvers/admin-promotions.ts and domain/lib/admin/admin-promotions.ts. A store's part is to list, number
 * new promotions, and write a change only over the promotion the change was made from: of two
 * administrators deciding or editing one promotion at once, the second is told it changed.
 */

/** The list's filter: statuses as shown on `today`, and a search of id or name. */
export interface AdminPromotionQuery {
  statuses?: readonly AdminPromotionStatus[] | null;
  search?: string | null;
  /** The program's day, which decides the status of a live promotion. */
  today: string;
}

/** A page of promotions and the participants across every promotion that matches (not only the page's). */
export type AdminPromotionPage = Page<AdminPromotionRow> & { totalParticipants: number };

/** A promotion as written: every field but the id, which the store numbers. */
export type NewAdminPromotion = Omit<AdminPromotionRow, 'id'>;

/** Why a change was not written: there is no such promotion, or it is no longer the one the change was made from. */
export type PromotionRefusal = 'NOT_FOUND' | 'CHANGED';

export interface AdminPromotionsRepository {
  /** A page of the matching promotions, newest first (`ADMIN_PROMOTION_ORDER`), 25 when `first` is not given. */
  list(query: AdminPromotionQuery, args: ConnectionArgs): Promise<AdminPromotionPage>;
  byId(id: string): Promise<AdminPromotionRow | null>;
  /** Adds a promotion with the next `PROMO-###` id (ids of deleted promotions are never given again). */
  create(row: NewAdminPromotion): Promise<AdminPromotionRow>;
  /**
   * Writes `next` over the promotion when it is still exactly `expected` (what the change was made from);
   * the promotion as written, or why not.
   */
  replace(expected: AdminPromotionRow, next: AdminPromotionRow): Promise<AdminPromotionRow | PromotionRefusal>;
  /** Removes a promotion; whether there was one. */
  remove(id: string): Promise<boolean>;
}
