import { sql, type Kysely } from 'kysely';

// Points and rewards (docs/server.md, "Where the data lives"): each member's balance is a row that a
// redemption lowers with `update … where balance >= cost`, so it never goes below zero, and every
// change of it has its ledger row; a reward's stock cannot go below zero either. Members are the
// portal's users, who stay in the document, so balances name them by id without a foreign key.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table reward_catalog (
          id text primary key,
          position integer not null unique,
          name text not null,
          category text not null,
          points integer not null check (points > 0),
          image text not null,
          stock integer not null check (stock >= 0),
          popular boolean not null
        )`.execute(db);
  await sql`
        create table points_balances (
          user_id text primary key,
          balance integer not null check (balance >= 0)
        )`.execute(db);
  await sql`
        create table points_ledger (
          id text primary key,
          user_id text not null references points_balances (user_id),
          number integer not null,
          day date not null,
          action text not null check (action in ('EARNED', 'REDEEMED')),
          item text not null,
          points integer not null,
          carried_forward boolean not null,
          unique (user_id, number)
        )`.execute(db);
  // A member's ledger, newest first: by day, then by entry.
  await sql`create index points_ledger_by_member on points_ledger (user_id, day, number)`.execute(db);
  await sql`
        create table reward_cart_lines (
          user_id text not null,
          reward_id text not null references reward_catalog (id),
          quantity integer not null check (quantity > 0),
          added bigint generated always as identity,
          primary key (user_id, reward_id)
        )`.execute(db);
  // The program's redemptions name members' rewards (reward_catalog) and the program catalogue's
  // (still in the document), so the reward is named by id only.
  await sql`
        create table reward_redemptions (
          id text primary key,
          number integer not null unique,
          reward_id text not null,
          participant_id text not null references participants (id),
          redeemed_on date not null,
          points integer not null check (points > 0)
        )`.execute(db);
  await sql`create index reward_redemptions_by_day on reward_redemptions (redeemed_on, reward_id)`.execute(db);
  await sql`create sequence reward_redemptions_number`.execute(db);
  // The offers a member activated (the offers themselves are the program's, in the document).
  await sql`
        create table offer_activations (
          user_id text not null,
          offer_id text not null,
          activated_at timestamptz not null,
          primary key (user_id, offer_id)
        )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('offer_activations').execute();
  await sql`drop sequence reward_redemptions_number`.execute(db);
  await db.schema.dropTable('reward_redemptions').execute();
  await db.schema.dropTable('reward_cart_lines').execute();
  await db.schema.dropTable('points_ledger').execute();
  await db.schema.dropTable('points_balances').execute();
  await db.schema.dropTable('reward_catalog').execute();
}
