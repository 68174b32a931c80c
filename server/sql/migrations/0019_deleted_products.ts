import { sql, type Kysely } from 'kysely';

// Product Management's undo list (docs/server.md, "Where the data lives"): each deleted product whole,
// as `products` keeps it (money in whole cents), with when it was deleted, newest first by the order
// deletions were kept in (`deletion`, the identity each row is given; its unique index answers the list
// and the trim past the last 20). A product is on the list once: a restore takes it off by its id.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table deleted_products (
          id text primary key,
          deletion bigint generated always as identity unique,
          name text not null,
          category text not null,
          sku text not null,
          base_points integer not null check (base_points >= 0),
          base_cents integer not null check (base_cents >= 0),
          is_active boolean not null,
          created_date date not null,
          last_modified timestamptz not null,
          description text,
          deleted_at timestamptz not null
        )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('deleted_products').execute();
}
