import { sql, type Kysely } from 'kysely';
import { trigramSchema } from '../trigram-schema';

// The product catalogue (docs/server.md, "Where the data lives"): money in whole cents, one product per
// SKU (compared upper-cased and trimmed, as the portal's validation compares them), the list's order
// (name, then SKU, case-insensitive, by code units) as an index, and trigram indexes for its search.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table products (
          id text primary key,
          number integer not null unique,
          name text not null,
          category text not null,
          sku text not null,
          sku_key text not null unique,
          base_points integer not null check (base_points >= 0),
          base_cents integer not null check (base_cents >= 0),
          is_active boolean not null,
          created_date date not null,
          last_modified timestamptz not null,
          description text
        )`.execute(db);
  await sql`create index products_by_name on products ((lower(name) collate "C"), (lower(sku) collate "C"), (id collate "C"))`.execute(db);
  await sql`create index products_by_category on products (category)`.execute(db);
  const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
  await sql`create index products_search_name on products using gin (lower(name) ${ops})`.execute(db);
  await sql`create index products_search_sku on products using gin (lower(sku) ${ops})`.execute(db);
  await sql`create sequence products_number`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop sequence products_number`.execute(db);
  await db.schema.dropTable('products').execute();
}
