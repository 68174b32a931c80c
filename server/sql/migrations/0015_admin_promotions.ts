import { sql, type Kysely } from 'kysely';
import { trigramSchema } from '../trigram-schema';

// The promotions administrators manage (docs/server.md, "Where the data lives"). The list is newest
// first by the number of the `PROMO-###` id, which the `admin_promotions_number` sequence hands out
// (a deleted promotion's number is never given again), and pages by (number, id). The status filter
// reads the stored status (pending, drafts, rejected, sent back) or, for a live promotion, its dates
// against today; the search reads id and name through trigram indexes. The rules of the screen's
// form hold here too: names, multipliers, descriptions and notes within their lengths, the last day
// not before the first, a submission and a decision each named and dated, or neither.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table admin_promotions (
          id text primary key,
          number integer not null unique check (number > 0),
          name text not null check (char_length(name) between 1 and 120),
          type text not null check (type in ('BONUS_POINTS', 'SALES_CONTEST', 'SPIFF', 'POINTS_MULTIPLIER')),
          multiplier text not null check (char_length(multiplier) between 1 and 40),
          status text not null check (status in ('ACTIVE', 'PENDING', 'SCHEDULED', 'EXPIRED', 'DRAFT', 'REJECTED', 'CHANGES_REQUESTED')),
          start_date date not null,
          end_date date not null,
          participants integer not null check (participants >= 0),
          submitted_by text,
          submitted_at date,
          target_products text not null check (target_products in ('ALL_PRODUCTS', 'RESIDENTIAL_SYSTEMS', 'COMMERCIAL_SYSTEMS', 'PARTS_ACCESSORIES')),
          description text check (char_length(description) between 1 and 2000),
          auto_enroll boolean not null,
          review_note text check (char_length(review_note) between 1 and 1000),
          reviewed_by text,
          reviewed_at timestamptz,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          check (end_date >= start_date),
          check ((submitted_by is null) = (submitted_at is null)),
          check ((reviewed_by is null) = (reviewed_at is null))
        )`.execute(db);
  await sql`create index admin_promotions_newest on admin_promotions (number, id collate "C")`.execute(db);
  await sql`create index admin_promotions_by_status on admin_promotions (status, number, id collate "C")`.execute(db);
  await sql`create index admin_promotions_live on admin_promotions (end_date, start_date) where status in ('ACTIVE', 'SCHEDULED', 'EXPIRED')`.execute(db);
  const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
  await sql`create index admin_promotions_search_name on admin_promotions using gin (lower(name) ${ops})`.execute(db);
  await sql`create index admin_promotions_search_id on admin_promotions using gin (lower(id) ${ops})`.execute(db);
  await sql`create sequence admin_promotions_number`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop sequence admin_promotions_number`.execute(db);
  await db.schema.dropTable('admin_promotions').execute();
}
