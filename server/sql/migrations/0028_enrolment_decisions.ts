import { sql, type Kysely } from 'kysely';

// Administrators decide sign-ups (docs/server.md, "Accounts"): a request keeps the dealer number given
// at sign-up, and its decision who made it, into which dealership and why (a rejection's reason). A
// rejected account keeps its row and cannot sign in (`accounts.status` 'rejected').
export async function up(db: Kysely<unknown>) {
  await sql`alter table enrolment_requests
    add column dealer_number text check (dealer_number ~ '^[A-Z0-9][A-Z0-9-]{2,19}$'),
    add column decided_by text references users (id),
    add column dealership_id text,
    add column reason text check (length(reason) <= 500)`.execute(db);
  // A decision is all there or not at all: when, what and by whom; an approval names its dealership.
  await sql`alter table enrolment_requests add constraint enrolment_requests_decision check (
    (decided_at is null and decision is null and decided_by is null and dealership_id is null and reason is null)
    or (decided_at is not null and decision = 'approved' and decided_by is not null and dealership_id is not null and reason is null)
    or (decided_at is not null and decision = 'rejected' and decided_by is not null and dealership_id is null))`.execute(db);
  await sql`alter table accounts drop constraint accounts_status_check`.execute(db);
  await sql`alter table accounts add constraint accounts_status_check check (status in ('active', 'pending', 'invited', 'deactivated', 'rejected'))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`update accounts set status = 'pending' where status = 'rejected'`.execute(db);
  await sql`alter table accounts drop constraint accounts_status_check`.execute(db);
  await sql`alter table accounts add constraint accounts_status_check check (status in ('active', 'pending', 'invited', 'deactivated'))`.execute(db);
  await sql`alter table enrolment_requests drop constraint enrolment_requests_decision`.execute(db);
  await sql`alter table enrolment_requests drop column dealer_number, drop column decided_by, drop column dealership_id, drop column reason`.execute(db);
}
