import { sql, type Kysely } from 'kysely';

// Dealerships as tenants (docs/server.md, "Tenancy"). Reviews are a dealership's: each names it, and
// the rows kept so far are the sample dealership's (DLR-1001), the only one that had reviews.
export async function up(db: Kysely<unknown>) {
  await sql`alter table reviews add column dealership_id text not null default 'DLR-1001'`.execute(db);
  await sql`alter table reviews alter column dealership_id drop default`.execute(db);
  await sql`create index reviews_by_dealership on reviews (dealership_id, day, id collate "C")`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table reviews drop column dealership_id`.execute(db);
}
