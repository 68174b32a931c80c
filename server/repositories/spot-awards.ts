import { sql } from 'kysely';
import type { SpotAwardType } from '../../domain/__generated__/resolvers-types';
import type { SpotAwardRow } from '../../domain/fixtures/claims';
import { sequenceOf } from '../../domain/lib/connection';
import type { ClaimGrouping } from '../../domain/repositories/claims';
import { spotAwardId, type SpotAwardGroup, type SpotAwardsRepository } from '../../domain/repositories/spot-awards';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { instantText, setSequence } from './sql-lists';


/** A row as the queries select it. */
type Selected = Omit<Row<'spot_awards'>, 'number'>;

function toRow(row: Selected): SpotAwardRow {
  return {
    id: row.id,
    participantId: row.participant_id,
    type: row.type as SpotAwardType,
    amountCents: Number(row.amount_cents),
    reason: row.reason,
    issuedAt: new Date(row.issued_at).toISOString(),
    issuedBy: row.issued_by,
  };
}

/** The table's row of an award. */
function values(row: SpotAwardRow): NewRow<'spot_awards'> {
  return {
    id: row.id,
    number: sequenceOf(row.id),
    participant_id: row.participantId,
    type: row.type,
    amount_cents: row.amountCents,
    reason: row.reason,
    issued_at: row.issuedAt,
    issued_by: row.issuedBy,
  };
}

/** Spot awards in the `spot_awards` table (server/sql/migrations/0005_claims_program.ts); ids come from the `spot_awards_number` sequence. */
export class SqlSpotAwards implements SpotAwardsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async issuedSince(instant: string): Promise<SpotAwardRow[]> {
    const rows = await this.db
      .selectFrom('spot_awards')
      .select(['id', 'participant_id', 'type', 'amount_cents', 'reason', 'issued_at', 'issued_by'])
      .where('issued_at', '>=', instantText(instant))
      .orderBy('issued_at', 'desc')
      .orderBy(sql`id collate "C"`, 'desc')
      .execute();
    return rows.map(toRow);
  }

  async issue(award: Omit<SpotAwardRow, 'id'>): Promise<SpotAwardRow> {
    const { rows } = await sql<{ number: string | number }>`select nextval('spot_awards_number') as number`.execute(this.db);
    const number = Number(rows[0]?.number);
    const row: SpotAwardRow = { id: spotAwardId(number), ...award };
    await this.db.insertInto('spot_awards').values(values(row)).execute();
    return row;
  }

  async summarize(period: { from?: string; to?: string }, by: ClaimGrouping = null): Promise<SpotAwardGroup[]> {
    const key = by === 'participant' ? sql`a.participant_id` : by === 'dealer' ? sql`p.dealer_id` : by === 'role' ? sql`p.role` : sql`''`;
    const { rows } = await sql<{ key: string; count: number; amount: string | number }>`
      select ${key} as key, count(*)::int as count, sum(a.amount_cents)::bigint as amount
      from spot_awards a join participants p on p.id = a.participant_id
      where ${period.from ? sql`a.issued_at >= ${period.from}::timestamptz` : sql`true`}
        and ${period.to ? sql`a.issued_at <= ${period.to}::timestamptz` : sql`true`}
      group by 1`.execute(this.db);
    return rows.map((row) => ({ key: row.key, count: row.count, amountCents: Number(row.amount) }));
  }

  /** Replaces every row with `rows` and sets the sequence to `sequence` (the last number issued). */
  async replaceAll(rows: readonly SpotAwardRow[], sequence: number): Promise<void> {
    await this.db.deleteFrom('spot_awards').execute();
    if (rows.length > 0) await this.db.insertInto('spot_awards').values(rows.map(values)).execute();
    await setSequence(this.db, 'spot_awards_number', sequence);
  }
}
