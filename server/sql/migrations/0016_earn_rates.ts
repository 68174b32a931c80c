import { sql, type Kysely } from 'kysely';
import { trigramSchema } from '../trigram-schema';

// Base earn rates and the versions they replaced (docs/server.md, "Where the data lives"). The list
// is by category in the catalogue's order, product type (lower-cased, by code units), tier (Basic,
// Standard, Premium) and id, and pages by that key: two functions give a category's and a tier's place,
// and the list's index and the tier filter's are on them. The search reads category and product type
// through trigram indexes. One rate per category, product type and tier (compared lower-cased, as the
// portal's validation does) is a unique index; ids come from the `earn_rates_number` sequence. A
// version names its rate and is unique by the day it took effect, which is before the day it ended.
export async function up(db: Kysely<unknown>) {
  await sql`
        create function earn_rate_category_rank(category text) returns integer language sql immutable parallel safe as $$
          select array_position(array['Installation Parts', 'Filters & Accessories', 'Refrigeration Parts', 'Sensors & Controls',
            'Motors & Components', 'Tools & Supplies', 'Indoor Air Quality', 'Electrical Components', 'Drainage Systems',
            'Maintenance Supplies']::text[], category) - 1
        $$`.execute(db);
  await sql`
        create function earn_rate_tier_rank(tier text) returns integer language sql immutable parallel safe as $$
          select case tier when 'BASIC' then 0 when 'STANDARD' then 1 else 2 end
        $$`.execute(db);
  await sql`
        create table earn_rates (
          id text primary key,
          number integer not null unique check (number > 0),
          category text not null check (earn_rate_category_rank(category) is not null),
          product_type text not null check (char_length(product_type) between 1 and 80),
          base_points integer not null check (base_points >= 0),
          base_cents bigint not null check (base_cents >= 0),
          tier text not null check (tier in ('BASIC', 'STANDARD', 'PREMIUM')),
          last_updated date not null,
          effective_from date not null check (effective_from <= last_updated)
        )`.execute(db);
  await sql`create unique index earn_rates_key on earn_rates (lower(category), lower(product_type), tier)`.execute(db);
  await sql`
        create index earn_rates_order on earn_rates
          (earn_rate_category_rank(category), (lower(product_type) collate "C"), earn_rate_tier_rank(tier), (id collate "C"))`.execute(db);
  await sql`
        create index earn_rates_by_tier on earn_rates
          (tier, earn_rate_category_rank(category), (lower(product_type) collate "C"), earn_rate_tier_rank(tier), (id collate "C"))`.execute(db);
  const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
  await sql`create index earn_rates_search_category on earn_rates using gin (lower(category) ${ops})`.execute(db);
  await sql`create index earn_rates_search_type on earn_rates using gin (lower(product_type) ${ops})`.execute(db);
  await sql`create sequence earn_rates_number`.execute(db);
  await sql`
        create table earn_rate_versions (
          rate_id text not null references earn_rates (id) on delete cascade,
          category text not null,
          product_type text not null,
          base_points integer not null check (base_points >= 0),
          base_cents bigint not null check (base_cents >= 0),
          tier text not null check (tier in ('BASIC', 'STANDARD', 'PREMIUM')),
          effective_from date not null,
          effective_until date not null,
          primary key (rate_id, effective_from),
          check (effective_until > effective_from)
        )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('earn_rate_versions').execute();
  await sql`drop sequence earn_rates_number`.execute(db);
  await db.schema.dropTable('earn_rates').execute();
  await sql`drop function earn_rate_tier_rank(text)`.execute(db);
  await sql`drop function earn_rate_category_rank(text)`.execute(db);
}
