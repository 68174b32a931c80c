import { sql, type Kysely } from 'kysely';

// The Participants and Claims lists at the program's scale (BENCHMARKS.md, "The HTTP server").
//
// The indexes: each walks one list in the order its keyset pages it (server/repositories/claims.ts,
// server/repositories/participants.ts), so a page is read in order instead of sorting every match.
// A dealership's claims newest first, ties by number (a dealer's and an advisor's lists, and the
// administrator's dealer filter); and the participants of one status by name (the Participants
// list's status filter, the Inactive card's view).
export async function up(db: Kysely<unknown>) {
  await sql`create index claims_by_dealer_date on claims (dealer_id, submitted_on, number)`.execute(db);
  await sql`drop index claims_by_dealer`.execute(db);
  await sql`create index participants_by_status_name on participants (status, (lower(name) collate "C"), (id collate "C"))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index participants_by_status_name`.execute(db);
  await sql`create index claims_by_dealer on claims (dealer_id, submitted_on)`.execute(db);
  await sql`drop index claims_by_dealer_date`.execute(db);
}
