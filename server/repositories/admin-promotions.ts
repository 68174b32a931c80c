import { sql, type Expression, type SqlBool } from 'kysely';
import type { AdminPromotionStatus, AdminPromotionType, TargetProducts } from '../../domain/__generated__/resolvers-types';
import { promotionId, type AdminPromotionRow } from '../../domain/fixtures/admin-promotions';
import { promotionNumber } from '../../domain/lib/admin/admin-promotions';
import { cursorKey, pageSize, type ConnectionArgs, type SortKey } from '../../domain/lib/connection';
import type {
  AdminPromotionPage,
  AdminPromotionQuery,
  AdminPromotionsRepository,
  NewAdminPromotion,
  PromotionRefusal,
} from '../../domain/repositories/admin-promotions';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { containing, inBatches, keyAfter, listPage, needleOf, setSequence } from './sql-lists';

const COLUMNS = sql`p.id, p.number, p.name, p.type, p.multiplier, p.status, p.start_date::text as start_date, p.end_date::text as end_date,
  p.participants, p.submitted_by, p.submitted_at::text as submitted_at, p.target_products, p.description, p.auto_enroll, p.review_note,
  p.reviewed_by, p.reviewed_at, p.created_at, p.updated_at`;

const instant = (value: Date | string): string => new Date(value).toISOString();

function toRow(row: Row<'admin_promotions'>): AdminPromotionRow {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AdminPromotionType,
    multiplier: row.multiplier,
    status: row.status as AdminPromotionStatus,
    startDate: row.start_date,
    endDate: row.end_date,
    participants: row.participants,
    submittedBy: row.submitted_by,
    submittedAt: row.submitted_at,
    targetProducts: row.target_products as TargetProducts,
    description: row.description,
    autoEnroll: row.auto_enroll,
    reviewNote: row.review_note,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : instant(row.reviewed_at),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

function values(row: AdminPromotionRow): NewRow<'admin_promotions'> {
  return {
    id: row.id,
    number: promotionNumber(row.id),
    name: row.name,
    type: row.type,
    multiplier: row.multiplier,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    participants: row.participants,
    submitted_by: row.submittedBy,
    submitted_at: row.submittedAt,
    target_products: row.targetProducts,
    description: row.description,
    auto_enroll: row.autoEnroll,
    review_note: row.reviewNote,
    reviewed_by: row.reviewedBy,
    reviewed_at: row.reviewedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The status a promotion shows on `today` (`promotionStatusOn`): a live one's from its dates. */
function statusOn(today: string) {
  return sql<string>`case when p.status in ('ACTIVE', 'SCHEDULED', 'EXPIRED') then
      case when p.end_date < ${today}::date then 'EXPIRED' when p.start_date > ${today}::date then 'SCHEDULED' else 'ACTIVE' end
    else p.status end`;
}

/** Every column is still what `row` says: the change was made from the promotion as it is stored. */
function unchangedSince(row: AdminPromotionRow): Expression<SqlBool> {
  return sql<SqlBool>`p.name = ${row.name} and p.type = ${row.type} and p.multiplier = ${row.multiplier} and p.status = ${row.status}
    and p.start_date = ${row.startDate}::date and p.end_date = ${row.endDate}::date and p.participants = ${row.participants}::int
    and p.submitted_by is not distinct from ${row.submittedBy}::text and p.submitted_at is not distinct from ${row.submittedAt}::date
    and p.target_products = ${row.targetProducts} and p.description is not distinct from ${row.description}::text
    and p.auto_enroll = ${row.autoEnroll}::boolean and p.review_note is not distinct from ${row.reviewNote}::text
    and p.reviewed_by is not distinct from ${row.reviewedBy}::text and p.reviewed_at is not distinct from ${row.reviewedAt}::timestamptz
    and p.created_at = ${row.createdAt}::timestamptz and p.updated_at = ${row.updatedAt}::timestamptz`;
}

/**
 * Promotions in the `admin_promotions` table (server/sql/migrations/0015_admin_promotions.ts). The list pages by its key
 * (number, then id, newest first) as the in-browser list does, so a cursor means the same place in either
 * store. A change is written with `update … where` every column is still what the change was made from,
 * so of two administrators deciding or editing one promotion at once the second is told it changed, and
 * nothing of its change is kept.
 */
export class SqlAdminPromotions implements AdminPromotionsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async list(query: AdminPromotionQuery, args: ConnectionArgs): Promise<AdminPromotionPage> {
    const after = cursorKey(args.after, ['number', 'string']);
    const key = [sql`p.number`, sql`p.id collate "C"`];
    const conditions: Expression<SqlBool>[] = [];
    if (query.statuses?.length) conditions.push(sql<SqlBool>`${statusOn(query.today)} in (${sql.join([...query.statuses])})`);
    const needle = needleOf(query.search);
    if (needle) conditions.push(sql<SqlBool>`(lower(p.id) like ${containing(needle)} or lower(p.name) like ${containing(needle)})`);
    const where = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
    const following = after ? keyAfter(key, after, true) : null;
    const page = await listPage<Row<'admin_promotions'>, { participants: number }>(this.db, {
      columns: COLUMNS,
      from: sql`admin_promotions p`,
      where,
      following,
      order: sql`p.number desc, p.id collate "C" desc`,
      size: pageSize(args),
      sums: sql`coalesce(sum(p.participants), 0)::int as participants`,
    });
    const rows = page.rows.map(toRow);
    return { ...page.paging, rows, keys: rows.map((row): SortKey => [promotionNumber(row.id), row.id]), totalParticipants: page.counts.participants ?? Number.NaN };
  }

  async byId(id: string): Promise<AdminPromotionRow | null> {
    const { rows } = await sql<Row<'admin_promotions'>>`select ${COLUMNS} from admin_promotions p where p.id = ${id}`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async create(row: NewAdminPromotion): Promise<AdminPromotionRow> {
    const { rows } = await sql<{ number: string | number }>`select nextval('admin_promotions_number') as number`.execute(this.db);
    const created: AdminPromotionRow = { ...row, id: promotionId(Number(rows[0]?.number)) };
    await this.db.insertInto('admin_promotions').values(values(created)).execute();
    return created;
  }

  async replace(expected: AdminPromotionRow, next: AdminPromotionRow): Promise<AdminPromotionRow | PromotionRefusal> {
    const set = values({ ...next, id: expected.id });
    const { rows } = await sql<Row<'admin_promotions'>>`
      update admin_promotions p set name = ${set.name}, type = ${set.type}, multiplier = ${set.multiplier}, status = ${set.status},
        start_date = ${set.start_date}::date, end_date = ${set.end_date}::date, participants = ${set.participants}::int,
        submitted_by = ${set.submitted_by}::text, submitted_at = ${set.submitted_at}::date, target_products = ${set.target_products},
        description = ${set.description}::text, auto_enroll = ${set.auto_enroll}::boolean, review_note = ${set.review_note}::text,
        reviewed_by = ${set.reviewed_by}::text, reviewed_at = ${set.reviewed_at}::timestamptz,
        created_at = ${set.created_at}::timestamptz, updated_at = ${set.updated_at}::timestamptz
      where p.id = ${expected.id} and ${unchangedSince(expected)}
      returning ${COLUMNS}`.execute(this.db);
    if (rows[0]) return toRow(rows[0]);
    return (await this.byId(expected.id)) ? 'CHANGED' : 'NOT_FOUND';
  }

  async remove(id: string): Promise<boolean> {
    const deleted = await this.db.deleteFrom('admin_promotions').where('id', '=', id).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }

  /** Replaces every row with the given rows and sets the sequence to `sequence` (the last number given). */
  async replaceAll(rows: readonly AdminPromotionRow[], sequence: number): Promise<void> {
    await this.db.deleteFrom('admin_promotions').execute();
    await inBatches(rows, (batch) => this.db.insertInto('admin_promotions').values(batch.map(values)).execute());
    await setSequence(this.db, 'admin_promotions_number', sequence);
  }
}
