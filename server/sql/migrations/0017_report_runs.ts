import { sql, type Kysely } from 'kysely';

// The reports administrators generated (docs/server.md, "Where the data lives"): who, which and
// when, newest first by the identity each run is given (the primary key's index answers the latest
// and the trim past them). The kind is one of the four reports the portal builds.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table report_runs (
          id bigint generated always as identity primary key,
          kind text not null check (kind in ('CLAIMS_SUMMARY', 'PARTICIPANT_ACTIVITY', 'FINANCIAL_SUMMARY', 'REWARD_REDEMPTION')),
          generated_at timestamptz not null,
          generated_by text not null
        )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('report_runs').execute();
}
