import { sql, type Kysely } from 'kysely';

// The Participants list's "Showing X of Y" under a search (BENCHMARKS.md, "The HTTP server";
// server/repositories/participants.ts). The matches of a search are few, and the trigram index on
// `search_text` (0034) finds them in well under a millisecond, but the planner estimates that index
// dearer than reading every participant and counts by a scan (5 ms at 10,000 participants, more under
// load). `participants_matching` counts the participants whose search text contains `pattern` (a LIKE
// pattern) or whose dealership is one of `dealers`, of the role and the status (either, when null),
// with sequential scans off for its own statement only, so the count reads the indexes. Only a pattern
// the index can narrow is counted here: one of three letters or digits in a row (pg_trgm's trigrams).
// It runs as its caller, under the caller's row-level security policies.
export async function up(db: Kysely<unknown>) {
  await sql`
        create function participants_matching(pattern text, dealers text[], wanted_role text, wanted_status text)
        returns integer language sql stable set enable_seqscan = off as $$
          select count(*)::int from participants p
          where (p.search_text like pattern or p.dealer_id = any(dealers))
            and (wanted_role is null or p.role = wanted_role)
            and (wanted_status is null or p.status = wanted_status)
        $$`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop function participants_matching(text, text[], text, text)`.execute(db);
}
