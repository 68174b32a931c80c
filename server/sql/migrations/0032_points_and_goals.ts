import { sql, type Kysely } from 'kysely';

// The program's tiers, reward tiles, offers, program reward catalogue and past events, and what each
// dealership or member has of them: points expiring, rebates and spot awards earned, past events
// attended, purchase volume by month with its yearly goal, and the claims goal (docs/server.md, "Where
// the data lives"). Until now they were the portal's document's `rewardTiers`, `rewardTiles`,
// `rewardOffers`, `rewardsAdminCatalog`, `pastEvents`, `pointsExpirations`, `earningRecords`,
// `eventAttendance`, `purchaseVolumeMonths`, `purchaseVolumeGoals` and `claimGoals`; a document that still
// holds them has them moved here when the server starts (then; since 0033, that migration moves them: 0033_program_state.ts).
//
// The configuration keeps its order (`position`); descriptive lists (a tier's benefits, an event's
// recordings) are one jsonb value. Money is in whole cents. A member's rows are read by user, a
// dealership's by dealership, through the indexes below, and row-level security (0029) holds them to the
// operation's scope.

const USER = sql`current_setting('portal.user_id', true)`;
const DEALERSHIP = sql`current_setting('portal.dealership_id', true)`;
const NETWORK = sql`current_setting('portal.scope', true) = 'network'`;

/** The tables that hold a member's or a dealership's rows, with who may see a row. */
const POLICIES: [table: string, rule: ReturnType<typeof sql>][] = [
  ['points_expirations', sql`${NETWORK} or user_id = ${USER}`],
  ['earning_records', sql`${NETWORK} or user_id = ${USER}`],
  ['event_attendance', sql`${NETWORK} or user_id = ${USER}`],
  ['purchase_volume_months', sql`${NETWORK} or dealership_id = ${DEALERSHIP}`],
  ['purchase_volume_goals', sql`${NETWORK} or dealership_id = ${DEALERSHIP}`],
  ['claim_goals', sql`${NETWORK} or dealer_id = ${DEALERSHIP}`],
];

export async function up(db: Kysely<unknown>) {
  await sql`
    create table reward_tiers (
      name text primary key,
      position integer not null unique,
      label text not null,
      min_points integer not null unique check (min_points >= 0),
      max_points integer check (max_points is null or max_points >= min_points),
      bonus_percent double precision not null check (bonus_percent >= 0),
      multiplier double precision not null check (multiplier > 0),
      badge text not null,
      benefits jsonb not null check (jsonb_typeof(benefits) = 'array')
    )`.execute(db);
  await sql`
    create table reward_tiles (
      id text primary key,
      position integer not null unique,
      title text not null,
      description text not null,
      link text not null,
      dealer_only boolean not null
    )`.execute(db);
  await sql`
    create table reward_offers (
      id text primary key,
      position integer not null unique,
      title text not null,
      description text not null,
      valid_until date not null,
      discount text not null,
      category text not null,
      terms text not null
    )`.execute(db);
  await sql`
    create table program_reward_catalog (
      id text primary key,
      position integer not null unique,
      name text not null,
      category text not null,
      points integer not null check (points >= 0),
      stock integer not null check (stock >= 0),
      restock_level integer not null check (restock_level >= 0)
    )`.execute(db);
  await sql`
    create table past_events (
      id text primary key,
      day date not null,
      title text not null,
      location text not null,
      attendees integer not null check (attendees >= 0),
      recordings jsonb not null check (jsonb_typeof(recordings) = 'array')
    )`.execute(db);

  await sql`
    create table points_expirations (
      entry integer generated always as identity primary key,
      user_id text not null,
      points integer not null check (points >= 0),
      expires_on date not null
    )`.execute(db);
  await sql`create index points_expirations_by_member on points_expirations (user_id, expires_on)`.execute(db);
  await sql`
    create table earning_records (
      id text primary key,
      number integer not null,
      user_id text not null,
      day date not null,
      type text not null check (type in ('REBATE', 'SPOT_AWARD')),
      description text not null,
      amount_cents integer not null,
      status text not null check (status in ('PAID', 'PENDING'))
    )`.execute(db);
  await sql`create index earning_records_by_member on earning_records (user_id, day)`.execute(db);
  await sql`
    create table event_attendance (
      user_id text not null,
      past_event_id text not null,
      primary key (user_id, past_event_id)
    )`.execute(db);
  await sql`
    create table purchase_volume_months (
      entry integer generated always as identity primary key,
      dealership_id text not null,
      month_start date not null check (extract(day from month_start) = 1),
      brand text not null,
      amount_cents integer not null
    )`.execute(db);
  await sql`create index purchase_volume_months_by_dealership on purchase_volume_months (dealership_id, month_start)`.execute(db);
  await sql`
    create table purchase_volume_goals (
      dealership_id text not null,
      year integer not null,
      annual_goal_cents integer not null check (annual_goal_cents >= 0),
      primary key (dealership_id, year)
    )`.execute(db);
  await sql`
    create table claim_goals (
      dealer_id text primary key,
      goal integer not null check (goal >= 0)
    )`.execute(db);

  for (const [table, rule] of POLICIES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`create policy tenant_rows on ${sql.table(table)} using (${rule})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'claim_goals', 'purchase_volume_goals', 'purchase_volume_months', 'event_attendance', 'earning_records', 'points_expirations',
    'past_events', 'program_reward_catalog', 'reward_offers', 'reward_tiles', 'reward_tiers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
