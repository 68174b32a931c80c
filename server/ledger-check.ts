import { sql } from 'kysely';
import type { SqlExecutor } from './sql/database';

/**
 * What `npm run db:check` (server/db-check.ts) compares (docs/server.md, "How points and rewards are
 * kept"): the ledger is the record, so
 * - every member's stored balance (`points_balances`) is the sum of their ledger rows, and
 * - every reward's stock is the stock it received (`stock_received`: the seed's, or what it held at
 *   migration 0035) less the units its redemptions' ledger rows took since.
 * Program redemptions (`reward_redemptions`) are not counted: they are one row per unit of a member with
 * a participant only, and the sample's name the program's catalogue, whose stock no operation changes.
 */
export interface Drift {
  kind: 'BALANCE' | 'STOCK';
  /** The member's user id, or the reward's id. */
  id: string;
  /** Said to the person running the check. */
  message: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** Every drift the database holds now, balances first; none when clean. */
export async function findDrift(db: SqlExecutor): Promise<Drift[]> {
  const drifts: Drift[] = [];
  const { rows: balances } = await sql<{ user_id: string; name: string | null; stored: number | null; ledger: string | number }>`
    select coalesce(b.user_id, l.user_id) as user_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as name,
      b.balance as stored, coalesce(l.total, 0)::bigint as ledger
    from points_balances b
    full join (select user_id, sum(points)::bigint as total from points_ledger group by user_id) l on l.user_id = b.user_id
    left join users u on u.id = coalesce(b.user_id, l.user_id)
    where b.balance is null or b.balance <> coalesce(l.total, 0)
    order by 1`.execute(db);
  for (const row of balances) {
    const ledger = Number(row.ledger);
    const who = row.name ? `${row.user_id} (${row.name})` : row.user_id;
    const stored = row.stored === null ? 'no stored balance' : `a stored balance of ${count(row.stored)} points`;
    const difference = row.stored === null ? '' : ` (${row.stored > ledger ? `${count(row.stored - ledger)} more` : `${count(ledger - row.stored)} fewer`} than the ledger)`;
    drifts.push({ kind: 'BALANCE', id: row.user_id, message: `Balance drift: ${who} has ${stored}, but their ledger sums to ${count(ledger)}${difference}` });
  }
  const { rows: stocks } = await sql<{ id: string; name: string; stock: number; received: number; redeemed: string | number }>`
    select r.id, r.name, r.stock, r.stock_received as received, coalesce(sum(l.units), 0)::bigint as redeemed
    from reward_catalog r left join points_ledger l on l.reward_id = r.id
    group by r.id
    having r.stock <> r.stock_received - coalesce(sum(l.units), 0)
    order by r.id`.execute(db);
  for (const row of stocks) {
    const redeemed = Number(row.redeemed);
    drifts.push({
      kind: 'STOCK',
      id: row.id,
      message: `Stock drift: ${row.id} (${row.name}) holds ${count(row.stock)}, but it received ${count(row.received)} and ${count(redeemed)} were redeemed since, which leaves ${count(row.received - redeemed)}`,
    });
  }
  return drifts;
}
