import { sql, type Kysely } from 'kysely';

// Dealerships as tenants (docs/server.md, "Tenancy").
//
// Reviews are a dealership's: each names it, and the rows kept so far are the sample dealership's
// (DLR-1001), the only one that had reviews.
//
// Row-level security is the second line behind the repositories' scope: the server runs each
// operation's statements as `portal_app` (`set local role`, server/sql/tenancy.ts), a role that owns
// nothing and so never bypasses the policies, with the operation's scope in transaction-local settings
// (`portal.scope`: network, dealership, participant or nobody; `portal.dealership_id`,
// `portal.participant_id`, `portal.user_id`). A statement that forgets its scope finds no other
// dealership's rows. The server's own jobs (migrations, seeding, mail, admin:create) run as the
// connecting user, which owns the tables and acts for the network.

/** The tenant tables, each with who may see a row. */
const NETWORK = sql`current_setting('portal.scope', true) = 'network'`;
const DEALERSHIP = sql`current_setting('portal.dealership_id', true)`;
const PARTICIPANT = sql`(current_setting('portal.scope', true) = 'dealership' or participant_id = current_setting('portal.participant_id', true))`;
const USER = sql`current_setting('portal.user_id', true)`;
const CLAIM_IN_SCOPE = (column: string) =>
  sql`exists (select 1 from claims c where c.id = ${sql.ref(column)})`;

const POLICIES: [table: string, rule: ReturnType<typeof sql>][] = [
  ['reviews', sql`${NETWORK} or dealership_id = ${DEALERSHIP}`],
  ['fund_transactions', sql`${NETWORK} or dealership_id = ${DEALERSHIP}`],
  ['claims', sql`${NETWORK} or (dealer_id = ${DEALERSHIP} and ${PARTICIPANT})`],
  // Through the claims' own policy: a history entry or a file of a claim in scope.
  ['claim_history', sql`${NETWORK} or ${CLAIM_IN_SCOPE('claim_id')}`],
  ['claim_files', sql`${NETWORK} or owner_user_id = ${USER} or ${CLAIM_IN_SCOPE('claim_id')}`],
  ['notifications', sql`${NETWORK} or user_id = ${USER}`],
];

export async function up(db: Kysely<unknown>) {
  await sql`alter table reviews add column dealership_id text not null default 'DLR-1001'`.execute(db);
  await sql`alter table reviews alter column dealership_id drop default`.execute(db);
  await sql`create index reviews_by_dealership on reviews (dealership_id, day, id collate "C")`.execute(db);

  // The role is the cluster's: made once (another schema's migration may have made it), and granted to
  // the user the server connects as, so that it may `set role` to it.
  await sql`
    do $$
    begin
      if not exists (select 1 from pg_roles where rolname = 'portal_app') then
        create role portal_app nologin;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  await sql`grant portal_app to current_user`.execute(db);
  await sql`
    do $$
    begin
      execute format('grant usage on schema %I to portal_app', current_schema());
      execute format('grant select, insert, update, delete on all tables in schema %I to portal_app', current_schema());
      execute format('grant usage, select, update on all sequences in schema %I to portal_app', current_schema());
      execute format('alter default privileges in schema %I grant select, insert, update, delete on tables to portal_app', current_schema());
      execute format('alter default privileges in schema %I grant usage, select, update on sequences to portal_app', current_schema());
    end $$`.execute(db);

  for (const [table, rule] of POLICIES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`create policy tenant_rows on ${sql.table(table)} using (${rule})`.execute(db);
  }
  // A member's action may tell someone else (an administrator's claim decision tells its participant):
  // a notification may be written for anyone, and read and changed by its user only.
  await sql`drop policy tenant_rows on notifications`.execute(db);
  await sql`create policy tenant_rows on notifications for select using (${POLICIES.find(([table]) => table === 'notifications')![1]})`.execute(db);
  await sql`create policy tenant_changes on notifications for update using (${NETWORK} or user_id = ${USER})`.execute(db);
  await sql`create policy tenant_removals on notifications for delete using (${NETWORK} or user_id = ${USER})`.execute(db);
  await sql`create policy anyone_notifies on notifications for insert with check (true)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const [table] of POLICIES) {
    await sql`drop policy if exists tenant_rows on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} disable row level security`.execute(db);
  }
  for (const name of ['tenant_changes', 'tenant_removals', 'anyone_notifies']) await sql`drop policy if exists ${sql.id(name)} on notifications`.execute(db);
  await sql`
    do $$
    begin
      execute format('alter default privileges in schema %I revoke all on tables from portal_app', current_schema());
      execute format('alter default privileges in schema %I revoke all on sequences from portal_app', current_schema());
      execute format('revoke all on all tables in schema %I from portal_app', current_schema());
      execute format('revoke all on all sequences in schema %I from portal_app', current_schema());
      execute format('revoke usage on schema %I from portal_app', current_schema());
    end $$`.execute(db);
  await sql`alter table reviews drop column dealership_id`.execute(db);
}
