import { sql, type Kysely } from 'kysely';

// The program's content and configuration, each collection a table (docs/server.md, "Where the data
// lives"): the dashboards' hero slides and contest banner, the FAQ, the marketing funds' guidelines, the
// promotions members see, Resources' territory managers, links and emergency contacts, the Program Reports
// cards and the store loyalty figures. Until now they were the portal data's document's; a document that
// still holds them has them moved here when the server starts (then; since 0033, that migration moves them: 0033_program_state.ts). Lists keep the
// program's order in `position`; the banner and the store loyalty figures are one row each at most. Every
// table is program-wide: any member reads all of it, so none has a row-level security policy.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table hero_slides (
          id text primary key,
          position integer not null unique,
          title text not null,
          subtitle text not null,
          cta text not null,
          link text not null,
          image text not null
        )`.execute(db);
  await sql`
        create table contest_banner (
          id boolean primary key default true check (id),
          title text not null,
          message text not null,
          link text not null
        )`.execute(db);
  await sql`
        create table faq_categories (
          id text primary key,
          position integer not null unique,
          name text not null
        )`.execute(db);
  // A category's entries by the unique index on (category, position): the FAQ filtered by category reads them.
  await sql`
        create table faq_entries (
          id text primary key,
          category_id text not null references faq_categories (id) on delete cascade,
          position integer not null,
          question text not null,
          answer text not null,
          unique (category_id, position)
        )`.execute(db);
  await sql`
        create table fund_guidelines (
          position integer primary key,
          title text not null,
          items jsonb not null check (jsonb_typeof(items) = 'array')
        )`.execute(db);
  // In the program's order: the number ending the id (`PROMO-C12` is 12), then the id; by category and
  // subcategory in that order.
  await sql`
        create table customer_promotions (
          id text primary key,
          number integer not null,
          title text not null,
          category text not null,
          subcategory text,
          window_start date not null,
          window_end date not null check (window_end >= window_start),
          reward text not null,
          eligibility text not null,
          premier_bonus text,
          description text,
          tags jsonb not null check (jsonb_typeof(tags) = 'array'),
          tier_bonus boolean not null
        )`.execute(db);
  await sql`create index customer_promotions_by_category on customer_promotions (category, subcategory, number, id)`.execute(db);
  // One territory manager per dealership; a dealership without its own is served by the first on file.
  await sql`
        create table territory_managers (
          dealership_id text primary key,
          position integer not null unique,
          name text not null,
          title text not null,
          photo text not null,
          phone text not null,
          email text not null,
          office_hours text not null,
          time_zone text not null
        )`.execute(db);
  await sql`
        create table resource_links (
          id text primary key,
          position integer not null unique,
          title text not null,
          description text not null,
          url text not null
        )`.execute(db);
  await sql`
        create table emergency_contacts (
          position integer primary key,
          label text not null,
          phone text not null,
          availability text not null
        )`.execute(db);
  await sql`
        create table report_definitions (
          kind text primary key check (kind in ('CLAIMS_SUMMARY', 'PARTICIPANT_ACTIVITY', 'FINANCIAL_SUMMARY', 'REWARD_REDEMPTION')),
          position integer not null unique,
          title text not null,
          description text not null,
          frequency text not null check (frequency in ('Weekly', 'Monthly', 'Quarterly'))
        )`.execute(db);
  await sql`
        create table store_loyalty_stats (
          id boolean primary key default true check (id),
          active_dealers integer not null check (active_dealers >= 0),
          rewards_distributed_cents bigint not null check (rewards_distributed_cents >= 0),
          satisfaction_rate double precision not null check (satisfaction_rate between 0 and 100)
        )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'store_loyalty_stats', 'report_definitions', 'emergency_contacts', 'resource_links', 'territory_managers', 'customer_promotions',
    'fund_guidelines', 'faq_entries', 'faq_categories', 'contest_banner', 'hero_slides',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
