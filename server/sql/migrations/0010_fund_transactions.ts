import { sql, type Kysely } from 'kysely';

// Marketing fund transactions (docs/server.md, "Where the data lives"): money in whole cents, accruals
// positive and claims negative; a dealership's transactions newest first, by day then entry.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table fund_transactions (
          id text primary key,
          number integer not null,
          dealership_id text not null,
          fund text not null check (fund in ('COOP', 'MDF')),
          day date not null,
          description text not null,
          amount_cents integer not null,
          status text not null,
          category text not null,
          campaign_date date,
          pre_approval_reference text,
          submitted_by text
        )`.execute(db);
  await sql`create index fund_transactions_by_dealership on fund_transactions (dealership_id, day, number)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('fund_transactions').execute();
}
