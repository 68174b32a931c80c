import { sql, type Kysely } from 'kysely';

// The Participants and Claims lists at the program's scale (BENCHMARKS.md, "The HTTP server").
//
// `participant_counts`: how many participants have each role and status, kept by statement triggers on
// `participants` in the transaction that inserts, changes or deletes them. The Participants Management
// cards and the admin dashboard's program health read their totals here instead of counting every
// participant, and so does the Participants list's "Showing X of Y" when no search narrows it
// (server/repositories/participants.ts). Each statement that changes participants first takes the
// counts' lock (a table lock that only another such statement waits for, never a reader) and holds it
// until its transaction ends; then it adds its net difference per role and status. Operations that
// change participants at once take turns: none loses a count, and as the lock comes before the first
// participant row a transaction changes, two of them never wait for each other's rows in a circle.
//
// The indexes: each walks one list in the order its keyset pages it (server/repositories/claims.ts,
// server/repositories/participants.ts), so a page is read in order instead of sorting every match.
// A dealership's claims newest first, ties by number (a dealer's and an advisor's lists, and the
// administrator's dealer filter); and the participants of one status by name (the Participants
// list's status filter, the Inactive card's view).
export async function up(db: Kysely<unknown>) {
  await sql`
        create table participant_counts (
          role text not null,
          status text not null,
          participants integer not null,
          primary key (role, status)
        )`.execute(db);
  await sql`insert into participant_counts (role, status, participants) select role, status, count(*) from participants group by role, status`.execute(db);
  // The upsert each trigger runs: the net difference of the statement's rows per role and status.
  const apply = (changes: ReturnType<typeof sql>) => sql`
        insert into participant_counts as c (role, status, participants)
        select role, status, sum(change) from (${changes}) changes
        group by role, status having sum(change) <> 0
        on conflict (role, status) do update set participants = c.participants + excluded.participants`;
  await sql`
        create function participant_counts_inserted() returns trigger language plpgsql as $$
        begin
          ${apply(sql`select role, status, 1 as change from added`)};
          return null;
        end
        $$`.execute(db);
  await sql`
        create function participant_counts_updated() returns trigger language plpgsql as $$
        begin
          ${apply(sql`select role, status, 1 as change from added union all select role, status, -1 from removed`)};
          return null;
        end
        $$`.execute(db);
  await sql`
        create function participant_counts_deleted() returns trigger language plpgsql as $$
        begin
          ${apply(sql`select role, status, -1 as change from removed`)};
          return null;
        end
        $$`.execute(db);
  await sql`
        create function participant_counts_truncated() returns trigger language plpgsql as $$
        begin
          update participant_counts set participants = 0 where participants <> 0;
          return null;
        end
        $$`.execute(db);
  await sql`
        create function participant_counts_lock() returns trigger language plpgsql as $$
        begin
          lock table participant_counts in share row exclusive mode;
          return null;
        end
        $$`.execute(db);
  await sql`
        create trigger participant_counts_lock before insert or update or delete or truncate on participants
        for each statement execute function participant_counts_lock()`.execute(db);
  await sql`
        create trigger participant_counts_inserted after insert on participants referencing new table as added
        for each statement execute function participant_counts_inserted()`.execute(db);
  await sql`
        create trigger participant_counts_updated after update on participants referencing old table as removed new table as added
        for each statement execute function participant_counts_updated()`.execute(db);
  await sql`
        create trigger participant_counts_deleted after delete on participants referencing old table as removed
        for each statement execute function participant_counts_deleted()`.execute(db);
  await sql`
        create trigger participant_counts_truncated after truncate on participants
        for each statement execute function participant_counts_truncated()`.execute(db);
  // The operations' role (0029) writes the counts through the triggers when it changes a participant.
  await sql`grant select, insert, update on participant_counts to portal_app`.execute(db);

  await sql`create index claims_by_dealer_date on claims (dealer_id, submitted_on, number)`.execute(db);
  await sql`drop index claims_by_dealer`.execute(db);
  await sql`create index participants_by_status_name on participants (status, (lower(name) collate "C"), (id collate "C"))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index participants_by_status_name`.execute(db);
  await sql`create index claims_by_dealer on claims (dealer_id, submitted_on)`.execute(db);
  await sql`drop index claims_by_dealer_date`.execute(db);
  for (const change of ['lock', 'inserted', 'updated', 'deleted', 'truncated']) {
    await sql`drop trigger ${sql.id(`participant_counts_${change}`)} on participants`.execute(db);
    await sql`drop function ${sql.id(`participant_counts_${change}`)}()`.execute(db);
  }
  await db.schema.dropTable('participant_counts').execute();
}
