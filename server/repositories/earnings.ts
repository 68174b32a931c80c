import { sql } from 'kysely';
import type { EarningRecordRow } from '../../domain/fixtures/earnings';
import { sequenceOf } from '../../domain/lib/connection';
import type { EarningsRepository } from '../../domain/repositories/earnings';
import { coversUser, NETWORK, type Scope } from '../../domain/scope';
import type { SqlExecutor } from '../sql/database';
import { inBatches } from './sql-lists';

interface RecordColumns {
  id: string;
  user_id: string;
  day: string;
  type: EarningRecordRow['type'];
  description: string;
  amount_cents: number;
  status: EarningRecordRow['status'];
}

/**
 * A member's rebates and spot awards in the `earning_records` table (server/sql/migrations/0032_points_and_goals.ts),
 * read by member through its index; row-level security holds them to the member.
 */
export class SqlEarnings implements EarningsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose records it reads (domain/scope.ts): a member's own. */
    private readonly scope: Scope = NETWORK,
  ) {}

  async records(userId: string): Promise<EarningRecordRow[]> {
    if (!coversUser(this.scope, userId)) return [];
    const { rows } = await sql<RecordColumns>`
      select id, user_id, day::text as day, type, description, amount_cents, status from earning_records
      where user_id = ${userId} order by number, id collate "C"`.execute(this.db);
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      date: row.day,
      type: row.type,
      description: row.description,
      amountCents: row.amount_cents,
      status: row.status,
    }));
  }

  /** Replaces every record with the given rows (the sample data, or a document saved before they moved). */
  async replaceAll(rows: readonly EarningRecordRow[]): Promise<void> {
    await this.db.deleteFrom('earning_records').execute();
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('earning_records')
        .values(
          batch.map((row) => ({
            id: row.id,
            number: sequenceOf(row.id),
            user_id: row.userId,
            day: row.date,
            type: row.type,
            description: row.description,
            amount_cents: row.amountCents,
            status: row.status,
          })),
        )
        .execute(),
    );
  }
}
