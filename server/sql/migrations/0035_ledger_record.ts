import { sql, type Kysely } from 'kysely';

// The points ledger is the record (docs/server.md, "How points and rewards are kept"). Every row says
// when it was written (`at`), who caused it (`actor_id`: the member who redeemed, the administrator who
// approved a claim; null for the program itself) and what paid or charged it (`source_kind`,
// `source_id`): a claim approval, a redemption, a spot award, training, an adjustment or an expiry. One
// source is one row at most (a unique index), so approving one claim twice can never credit twice.
// Rows are never changed or deleted: a trigger refuses both, as claim history's does (0011), unless the
// transaction is seeding the tables (the sample data, "reset demo data"), which alone sets the
// transaction-local `portal.reseed` (server/repositories/rewards.ts, `replaceAll`).
//
// A redemption's row also names the reward and the units it took (`reward_id`, `units`), and each
// reward keeps the units the program ever put in stock (`stock_received`), so that a reward's stock is
// always `stock_received` less the units its ledger rows took (`npm run db:check`, server/db-check.ts).

export async function up(db: Kysely<unknown>) {
  await sql`
    alter table points_ledger
      add column at timestamptz,
      add column actor_id text,
      add column source_kind text,
      add column source_id text,
      add column reward_id text references reward_catalog (id),
      add column units integer`.execute(db);
  // The rows written before: when their day began (UTC), by the program; a claim approval the portal
  // credited (its text names the claim) has the claim as its source, the first row per claim only;
  // any other row is its own source, a redemption when it took points, an adjustment when it gave them.
  await sql`
    update points_ledger l set
      at = l.day::timestamp at time zone 'UTC',
      source_kind = case when c.claim_id is not null then 'CLAIM_APPROVAL' when l.points < 0 then 'REDEMPTION' else 'ADJUSTMENT' end,
      source_id = coalesce(c.claim_id, l.id)
    from points_ledger p
    left join (
      select id, substring(item from '^Claim (\\S+) approved: ') as claim_id,
        row_number() over (partition by substring(item from '^Claim (\\S+) approved: ') order by day, number, id) as nth
      from points_ledger where action = 'EARNED' and not carried_forward and item ~ '^Claim \\S+ approved: '
    ) c on c.id = p.id and c.nth = 1
    where p.id = l.id`.execute(db);
  await sql`
    alter table points_ledger
      alter column at set not null,
      alter column source_kind set not null,
      alter column source_id set not null,
      add constraint points_ledger_source_kind check (source_kind in ('CLAIM_APPROVAL', 'REDEMPTION', 'SPOT_AWARD', 'TRAINING', 'ADJUSTMENT', 'EXPIRY')),
      add constraint points_ledger_source unique (source_kind, source_id),
      add constraint points_ledger_units check ((reward_id is null) = (units is null) and (units is null or (units > 0 and source_kind = 'REDEMPTION')))`.execute(db);
  // The units a redemption since this migration took, by reward (db:check sums them).
  await sql`create index points_ledger_by_reward on points_ledger (reward_id) where reward_id is not null`.execute(db);

  // Stock so far is where the record starts: each reward received what it holds now.
  await sql`alter table reward_catalog add column stock_received integer`.execute(db);
  await sql`update reward_catalog set stock_received = stock`.execute(db);
  await sql`alter table reward_catalog alter column stock_received set not null, add constraint reward_catalog_stock_received check (stock_received >= stock)`.execute(db);

  await sql`
    create function points_ledger_is_a_record() returns trigger language plpgsql as $$
    begin
      if current_setting('portal.reseed', true) = 'on' then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      raise exception 'points ledger entries are never changed or deleted' using errcode = 'P0001';
    end
    $$`.execute(db);
  await sql`
    create trigger points_ledger_record before update or delete on points_ledger
    for each row execute function points_ledger_is_a_record()`.execute(db);
  await sql`
    create trigger points_ledger_record_whole before truncate on points_ledger
    for each statement execute function points_ledger_is_a_record()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop trigger points_ledger_record_whole on points_ledger`.execute(db);
  await sql`drop trigger points_ledger_record on points_ledger`.execute(db);
  await sql`drop function points_ledger_is_a_record()`.execute(db);
  await sql`alter table reward_catalog drop column stock_received`.execute(db);
  await sql`drop index points_ledger_by_reward`.execute(db);
  await sql`
    alter table points_ledger drop column at, drop column actor_id, drop column source_kind, drop column source_id,
      drop column reward_id, drop column units`.execute(db);
}
