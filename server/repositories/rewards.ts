import { sql } from 'kysely';
import type { OfferCategory, PointsAction, RewardCategory, TierName } from '../../domain/__generated__/resolvers-types';
import type { DbData } from '../../domain/db';
import type { CartLineRow, OfferActivationRow, OfferRow, PointsExpirationRow, PointsLedgerRow, PointsSourceKind, RewardRow, RewardTileRow, TierRow } from '../../domain/fixtures/rewards';
import type { AdminRewardRow } from '../../domain/fixtures/rewards-admin';
import { coversUser, NETWORK, type Scope } from '../../domain/scope';
import { sequenceOf } from '../../domain/lib/connection';
import {
  ledgerIdPrefix,
  redemptionId,
  redemptionItem,
  type LedgerRefusal,
  type Redemption,
  type RedemptionGroup,
  type RedemptionRefusal,
  type RewardsRepository,
} from '../../domain/repositories/rewards';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { allOrNothing, inBatches, setSequence } from './sql-lists';
import { SqlReads } from './sql-reads';

const LEDGER_COLUMNS = sql`id, user_id, day::text as day, at, actor_id, action, item, points, carried_forward, source_kind, source_id`;

type LedgerColumns = Omit<Row<'points_ledger'>, 'number' | 'reward_id' | 'units'>;

function toLedgerRow(row: LedgerColumns): PointsLedgerRow {
  return {
    id: row.id,
    userId: row.user_id,
    date: row.day,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    action: row.action as PointsAction,
    item: row.item,
    points: row.points,
    carriedForward: row.carried_forward,
    sourceKind: row.source_kind as PointsSourceKind,
    sourceId: row.source_id,
  };
}

/** A ledger row's columns; a redemption's also name the reward and the units it took. */
function ledgerValues(row: PointsLedgerRow, redeemed?: { rewardId: string; units: number }): NewRow<'points_ledger'> {
  return {
    ...ledgerValuesBefore0035(row),
    at: row.at,
    actor_id: row.actorId,
    source_kind: row.sourceKind,
    source_id: row.sourceId,
    reward_id: redeemed?.rewardId ?? null,
    units: redeemed?.units ?? null,
  };
}

/** The columns a ledger row had until migration 0035. */
function ledgerValuesBefore0035(row: PointsLedgerRow) {
  return {
    id: row.id,
    user_id: row.userId,
    number: sequenceOf(row.id),
    day: row.date,
    action: row.action,
    item: row.item,
    points: row.points,
    carried_forward: row.carriedForward,
  };
}

function ledgerId(userId: string, number: number): string {
  return `${ledgerIdPrefix(userId)}${String(number).padStart(4, '0')}`;
}

/**
 * Lets this transaction replace the ledger's rows (`on`), which the ledger's trigger refuses to anything
 * else (server/sql/migrations/0035_ledger_record.ts); a whole set of rows is written, then `off` again.
 */
async function reseeding(db: SqlExecutor, on: boolean): Promise<void> {
  await sql`select set_config('portal.reseed', ${on ? 'on' : 'off'}, true)`.execute(db);
}

/**
 * Points and rewards in tables (server/sql/migrations/0008_points_and_rewards.ts). A redemption lowers each reward's stock
 * with `update … where stock >= quantity` and the member's balance with `update … where balance >= cost`,
 * all or nothing (a savepoint rolled back when either finds too little): PostgreSQL re-reads a row another
 * transaction changed before it applies the condition, so concurrent redemptions never overspend.
 * The ledger is the record (0035_ledger_record.ts): the balance changes only in the savepoint that writes
 * its ledger rows, and one source is one row at most (unique `source_kind, source_id`).
 */
export class SqlRewards implements RewardsRepository {
  constructor(
    private readonly db: SqlExecutor,
    /** Whose expiring points it reads (domain/scope.ts): a member's own. */
    private readonly scope: Scope = NETWORK,
    /** The operation's reads that go to the store together: a member's points, cart, catalogue and tiers. */
    private readonly reads = new SqlReads(db),
  ) {}

  ledger(userId: string): Promise<PointsLedgerRow[]> {
    return this.reads.read({
      query: sql<LedgerColumns>`
        select ${LEDGER_COLUMNS} from points_ledger where user_id = ${userId}
        order by day desc, number desc, id collate "C" desc`,
      answer: (rows) => rows.map(toLedgerRow),
    });
  }

  /** The number of the member's next ledger row; their balance row must be locked (changed) first. */
  private async nextLedgerNumber(userId: string): Promise<number> {
    const { rows } = await sql<{
      last: number;
    }>`select coalesce(max(number), 0)::int as last from points_ledger where user_id = ${userId}`.execute(this.db);
    return (rows[0]?.last ?? 0) + 1;
  }

  balance(userId: string): Promise<number> {
    return this.reads.read({
      query: sql<{ balance: number }>`select balance from points_balances where user_id = ${userId}`,
      answer: (rows) => rows[0]?.balance ?? 0,
    });
  }

  async record(entry: Omit<PointsLedgerRow, 'id'>): Promise<PointsLedgerRow | LedgerRefusal> {
    return allOrNothing(this.db, (trx) => new SqlRewards(trx, this.scope).applyRecord(entry), (result) => typeof result === 'string');
  }

  private async applyRecord(entry: Omit<PointsLedgerRow, 'id'>): Promise<PointsLedgerRow | LedgerRefusal> {
    // The member's balance row, locked: their rows are numbered one after the other.
    await sql`insert into points_balances (user_id, balance) values (${entry.userId}, 0) on conflict (user_id) do nothing`.execute(this.db);
    await sql`select balance from points_balances where user_id = ${entry.userId} for update`.execute(this.db);
    const row: PointsLedgerRow = { id: ledgerId(entry.userId, await this.nextLedgerNumber(entry.userId)), ...entry };
    // A source with a row already adds nothing; of two at once, the second waits for the first's row.
    const added = await this.db
      .insertInto('points_ledger')
      .values(ledgerValues(row))
      .onConflict((conflict) => conflict.columns(['source_kind', 'source_id']).doNothing())
      .returning('id')
      .execute();
    if (added.length === 0) return 'ALREADY_RECORDED';
    const changed = await sql`update points_balances set balance = balance + ${entry.points}::int
      where user_id = ${entry.userId} and balance + ${entry.points}::int >= 0 returning balance`.execute(this.db);
    if (changed.rows.length === 0) return 'INSUFFICIENT_POINTS';
    return row;
  }

  catalog(): Promise<RewardRow[]> {
    return this.reads.read({
      query: sql<Omit<RewardRow, 'category'> & { category: string }>`select id, name, category, points, image, stock, popular from reward_catalog order by position`,
      answer: (rows) => rows.map((row) => ({ ...row, category: row.category as RewardCategory })),
    });
  }

  cart(userId: string): Promise<CartLineRow[]> {
    return this.reads.read({
      query: sql<{ reward_id: string; quantity: number }>`select reward_id, quantity from reward_cart_lines where user_id = ${userId} order by added`,
      answer: (rows) => rows.map((row) => ({ userId, rewardId: row.reward_id, quantity: row.quantity })),
    });
  }

  async setCartLine(line: CartLineRow): Promise<void> {
    if (line.quantity === 0) {
      await this.db.deleteFrom('reward_cart_lines').where('user_id', '=', line.userId).where('reward_id', '=', line.rewardId).execute();
      return;
    }
    await this.db
      .insertInto('reward_cart_lines')
      .values({
        user_id: line.userId,
        reward_id: line.rewardId,
        quantity: line.quantity,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'reward_id']).doUpdateSet({ quantity: line.quantity }))
      .execute();
  }

  async redeem(redemption: Redemption): Promise<RedemptionRefusal | null> {
    return allOrNothing(this.db, (trx) => new SqlRewards(trx, this.scope).applyRedemption(redemption), (result) => typeof result === 'string');
  }

  private async applyRedemption(redemption: Redemption): Promise<RedemptionRefusal | null> {
    {
      // Rewards in id order, so two redemptions of the same rewards lock their rows in the same order.
      const lines = [...redemption.lines].sort((a, b) => (a.rewardId < b.rewardId ? -1 : a.rewardId > b.rewardId ? 1 : 0));
      const taken: {
        id: string;
        name: string;
        points: number;
        quantity: number;
      }[] = [];
      for (const { rewardId, quantity } of lines) {
        const { rows } = await sql<{
          id: string;
          name: string;
          points: number;
        }>`
          update reward_catalog set stock = stock - ${quantity}::int
          where id = ${rewardId} and stock >= ${quantity}::int returning id, name, points`.execute(this.db);
        const reward = rows[0];
        if (!reward) return 'OUT_OF_STOCK';
        taken.push({ ...reward, quantity });
      }
      const cost = taken.reduce((sum, line) => sum + line.points * line.quantity, 0);
      const { rows: paid } = await sql`update points_balances set balance = balance - ${cost}::int
        where user_id = ${redemption.userId} and balance >= ${cost}::int returning balance`.execute(this.db);
      if (paid.length === 0) return 'INSUFFICIENT_POINTS';

      // The ledger rows in the order the member asked for them, as the in-browser store writes them.
      const order = new Map(redemption.lines.map((line, index) => [line.rewardId, index]));
      taken.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      // Each row is its own source, made by the member, and names the reward and units it took.
      const first = await this.nextLedgerNumber(redemption.userId);
      await this.db
        .insertInto('points_ledger')
        .values(
          taken.map((line, index) => {
            const id = ledgerId(redemption.userId, first + index);
            return ledgerValues(
              {
                id,
                userId: redemption.userId,
                date: redemption.on,
                at: redemption.at,
                actorId: redemption.userId,
                action: 'REDEEMED',
                item: redemptionItem(line.name, line.quantity),
                points: -line.points * line.quantity,
                carriedForward: false,
                sourceKind: 'REDEMPTION',
                sourceId: id,
              },
              { rewardId: line.id, units: line.quantity },
            );
          }),
        )
        .execute();

      const { participantId } = redemption;
      const units = taken.flatMap((line) => Array.from({ length: line.quantity }, () => line));
      if (participantId !== null && units.length > 0) {
        const { rows: numbers } = await sql<{ number: string | number }>`
          select nextval('reward_redemptions_number') as number from generate_series(1, ${units.length}::int)`.execute(this.db);
        const sorted = numbers.map((row) => Number(row.number)).sort((a, b) => a - b);
        await this.db
          .insertInto('reward_redemptions')
          .values(
            units.map((line, index) => {
              const number = sorted[index] as number;
              return {
                id: redemptionId(number),
                number,
                reward_id: line.id,
                participant_id: participantId,
                redeemed_on: redemption.on,
                points: line.points,
              };
            }),
          )
          .execute();
      }
      if (redemption.fromCart) {
        await this.db
          .deleteFrom('reward_cart_lines')
          .where('user_id', '=', redemption.userId)
          .where(
            'reward_id',
            'in',
            lines.map((line) => line.rewardId),
          )
          .execute();
      }
      return null;
    }
  }

  async redemptions(period: { from?: string; to?: string }): Promise<RedemptionGroup[]> {
    const { rows } = await sql<{
      reward_id: string;
      count: number;
      points: string | number;
    }>`
      select reward_id, count(*)::int as count, sum(points)::bigint as points from reward_redemptions
      where ${period.from ? sql`redeemed_on >= ${period.from}::date` : sql`true`}
        and ${period.to ? sql`redeemed_on <= ${period.to}::date` : sql`true`}
      group by reward_id`.execute(this.db);
    return rows.map((row) => ({
      rewardId: row.reward_id,
      count: row.count,
      points: Number(row.points),
    }));
  }

  async activatedOffers(userId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('offer_activations').select('offer_id').where('user_id', '=', userId).execute();
    return new Set(rows.map((row) => row.offer_id));
  }

  async activateOffer(activation: OfferActivationRow): Promise<void> {
    await this.db
      .insertInto('offer_activations')
      .values({ user_id: activation.userId, offer_id: activation.offerId, activated_at: activation.activatedAt })
      .onConflict((conflict) => conflict.columns(['user_id', 'offer_id']).doNothing())
      .execute();
  }

  tiers(): Promise<TierRow[]> {
    const query = sql<Row<'reward_tiers'>>`select * from reward_tiers order by min_points, position`;
    return this.reads.read({ query, answer: (rows) => rows.map((row) => ({
      name: row.name as TierName,
      label: row.label,
      minPoints: row.min_points,
      maxPoints: row.max_points,
      bonusPercent: row.bonus_percent,
      multiplier: row.multiplier,
      badge: row.badge,
      benefits: row.benefits as string[],
    })) });
  }

  async tiles(): Promise<RewardTileRow[]> {
    const { rows } = await sql<Row<'reward_tiles'>>`select * from reward_tiles order by position`.execute(this.db);
    return rows.map((row) => ({ id: row.id, title: row.title, description: row.description, link: row.link, dealerOnly: row.dealer_only }));
  }

  async offers(): Promise<OfferRow[]> {
    const { rows } = await sql<Row<'reward_offers'>>`
      select id, title, description, valid_until::text as valid_until, discount, category, terms, position from reward_offers order by position`.execute(this.db);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      validUntil: row.valid_until,
      discount: row.discount,
      category: row.category as OfferCategory,
      terms: row.terms,
    }));
  }

  async expirations(userId: string): Promise<PointsExpirationRow[]> {
    // A member's own points only (domain/scope.ts).
    if (!coversUser(this.scope, userId)) return [];
    return this.reads.read({
      query: sql<{ points: number; expires_on: string }>`
        select points, expires_on::text as expires_on from points_expirations where user_id = ${userId} order by expires_on, entry`,
      answer: (rows) => rows.map((row) => ({ userId, points: row.points, expiresOn: row.expires_on })),
    });
  }

  async programCatalog(): Promise<AdminRewardRow[]> {
    const { rows } = await sql<Row<'program_reward_catalog'>>`select * from program_reward_catalog order by position`.execute(this.db);
    return rows.map((row) => ({ id: row.id, name: row.name, category: row.category, points: row.points, stock: row.stock, restockLevel: row.restock_level }));
  }

  /**
   * Replaces the program's tiers, tiles, offers and reward catalogue and the members' expiring points
   * with the given rows, each collection that is given (the sample data or the configuration, or a
   * document saved before they moved).
   */
  async replaceProgram(data: Partial<Pick<DbData, 'rewardTiers' | 'rewardTiles' | 'rewardOffers' | 'rewardsAdminCatalog' | 'pointsExpirations'>>): Promise<void> {
    const { rewardTiers, rewardTiles, rewardOffers, rewardsAdminCatalog, pointsExpirations } = data;
    if (rewardTiers) {
      await this.db.deleteFrom('reward_tiers').execute();
      await inBatches(rewardTiers, (batch, start) =>
        this.db
          .insertInto('reward_tiers')
          .values(
            batch.map((row, index) => ({
              name: row.name,
              position: start + index,
              label: row.label,
              min_points: row.minPoints,
              max_points: row.maxPoints,
              bonus_percent: row.bonusPercent,
              multiplier: row.multiplier,
              badge: row.badge,
              benefits: JSON.stringify(row.benefits),
            })),
          )
          .execute(),
      );
    }
    if (rewardTiles) {
      await this.db.deleteFrom('reward_tiles').execute();
      await inBatches(rewardTiles, (batch, start) =>
        this.db
          .insertInto('reward_tiles')
          .values(batch.map((row, index) => ({ id: row.id, position: start + index, title: row.title, description: row.description, link: row.link, dealer_only: row.dealerOnly })))
          .execute(),
      );
    }
    if (rewardOffers) {
      await this.db.deleteFrom('reward_offers').execute();
      await inBatches(rewardOffers, (batch, start) =>
        this.db
          .insertInto('reward_offers')
          .values(
            batch.map((row, index) => ({
              id: row.id,
              position: start + index,
              title: row.title,
              description: row.description,
              valid_until: row.validUntil,
              discount: row.discount,
              category: row.category,
              terms: row.terms,
            })),
          )
          .execute(),
      );
    }
    if (rewardsAdminCatalog) {
      await this.db.deleteFrom('program_reward_catalog').execute();
      await inBatches(rewardsAdminCatalog, (batch, start) =>
        this.db
          .insertInto('program_reward_catalog')
          .values(
            batch.map((row, index) => ({
              id: row.id,
              position: start + index,
              name: row.name,
              category: row.category,
              points: row.points,
              stock: row.stock,
              restock_level: row.restockLevel,
            })),
          )
          .execute(),
      );
    }
    if (pointsExpirations) {
      await this.db.deleteFrom('points_expirations').execute();
      await inBatches(pointsExpirations, (batch) =>
        this.db
          .insertInto('points_expirations')
          .values(batch.map((row) => ({ user_id: row.userId, points: row.points, expires_on: row.expiresOn })))
          .execute(),
      );
    }
  }

  /**
   * Replaces every row with the given rows (the sample data, or a document saved before points and
   * rewards moved), in a transaction: the only writer the ledger's trigger lets remove rows. Each
   * reward has received the stock it is given.
   */
  async replaceAll(data: Pick<DbData, 'rewardCatalog' | 'pointsLedger' | 'rewardCartLines' | 'rewardRedemptions' | 'offerActivations'>): Promise<void> {
    if (!this.db.isTransaction) {
      await this.db.transaction().execute((trx) => new SqlRewards(trx, this.scope).replaceAll(data));
      return;
    }
    // Migration 0033 moves a saved document's rows with this code before 0035 gave the tables the ledger's
    // record and the stock received; 0035 then gives the rows it finds theirs.
    const { rows: recorded } = await sql`
      select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'points_ledger' and column_name = 'source_kind'`.execute(this.db);
    const since0035 = recorded.length > 0;
    if (since0035) await reseeding(this.db, true);
    await this.db.deleteFrom('offer_activations').execute();
    await this.db.deleteFrom('reward_cart_lines').execute();
    await this.db.deleteFrom('reward_redemptions').execute();
    await this.db.deleteFrom('points_ledger').execute();
    await this.db.deleteFrom('points_balances').execute();
    await this.db.deleteFrom('reward_catalog').execute();
    await inBatches(data.rewardCatalog, (batch, start) =>
      this.db
        .insertInto('reward_catalog')
        .values(batch.map((row, index): NewRow<'reward_catalog'> => (since0035 ? { ...row, position: start + index, stock_received: row.stock } : ({ ...row, position: start + index } as NewRow<'reward_catalog'>))))
        .execute(),
    );
    const balances = new Map<string, number>();
    for (const row of data.pointsLedger) balances.set(row.userId, (balances.get(row.userId) ?? 0) + row.points);
    await inBatches([...balances], (batch) =>
      this.db
        .insertInto('points_balances')
        .values(batch.map(([user_id, balance]) => ({ user_id, balance })))
        .execute(),
    );
    await inBatches(data.pointsLedger, (batch) =>
      this.db
        .insertInto('points_ledger')
        .values(batch.map((row) => (since0035 ? ledgerValues(row) : (ledgerValuesBefore0035(row) as NewRow<'points_ledger'>))))
        .execute(),
    );
    await inBatches(data.rewardCartLines, (batch) =>
      this.db
        .insertInto('reward_cart_lines')
        .values(
          batch.map((line) => ({
            user_id: line.userId,
            reward_id: line.rewardId,
            quantity: line.quantity,
          })),
        )
        .execute(),
    );
    await inBatches(data.offerActivations, (batch) =>
      this.db
        .insertInto('offer_activations')
        .values(batch.map((row) => ({ user_id: row.userId, offer_id: row.offerId, activated_at: row.activatedAt })))
        .execute(),
    );
    await inBatches(data.rewardRedemptions, (batch) =>
      this.db
        .insertInto('reward_redemptions')
        .values(
          batch.map((row) => ({
            id: row.id,
            number: sequenceOf(row.id),
            reward_id: row.rewardId,
            participant_id: row.participantId,
            redeemed_on: row.redeemedOn,
            points: row.points,
          })),
        )
        .execute(),
    );
    await setSequence(
      this.db,
      'reward_redemptions_number',
      data.rewardRedemptions.reduce((highest, row) => Math.max(highest, sequenceOf(row.id)), 0),
    );
    if (since0035) await reseeding(this.db, false);
  }
}
