import { sql, type Kysely, type Transaction } from 'kysely';
import type { DbData } from '../../../domain/db';
import { writeTables } from '../../table-rows';
import type { Tables } from '../database';

// The portal's JSON document (`portal_data`, 0002) goes: every collection it held has a table of its own,
// read and changed by its repository (docs/server.md, "Where the data lives"), so no request reads a
// document and no mutation takes its lock. What the document still said is whether the database was
// seeded; `program_state` says that now, in one row, which the server's first start writes with the
// program's configuration (server/program-seed.ts).
//
// A document saved before the last collections moved can still hold their rows, which were the truth
// until then: they move into their tables here, through the repositories, as the server's start moved
// them before this migration, and only then is the document dropped.

/** The document's collections whose rows live in tables, as the server moved them at start until now. */
const TABLE_COLLECTIONS = [
  'notifications', 'participants', 'claims', 'spotAwards', 'products', 'deletedProducts', 'pointsLedger', 'rewardCatalog', 'rewardCartLines', 'rewardRedemptions', 'offerActivations',
  'events', 'eventRegistrations', 'fundTransactions', 'reviews',
  'courses', 'courseProgress', 'certifications', 'certificationPaths', 'webinars', 'webinarRegistrations', 'trainingActivity', 'recognitions', 'trainingLeaders',
  'adminPromotions', 'earnRates', 'earnRateHistory', 'reportRuns', 'resourceMeetingRequests', 'users', 'dealerships', 'passwordResets', 'dealers',
  'rewardTiers', 'rewardTiles', 'rewardOffers', 'rewardsAdminCatalog', 'pointsExpirations', 'earningRecords', 'pastEvents', 'eventAttendance',
  'purchaseVolumeMonths', 'purchaseVolumeGoals', 'claimGoals',
  'heroSlides', 'faqCategories', 'faqEntries', 'fundGuidelines', 'customerPromotions', 'resourceTerritoryManagers', 'resourceLinks', 'resourceEmergencyContacts',
  'reportDefinitions',
] as const;

/** The document's one-row collections whose row lives in a table. */
const TABLE_ROWS = ['contestBanner', 'storeLoyaltyStats'] as const;

const SEQUENCES = ['spotAwardsSequence', 'productsSequence', 'adminPromotionsSequence', 'earnRatesSequence'] as const;

/** The document's rows that its tables do not hold yet, each collection present (empty when the document had none); null when it holds none. */
export function rowsToMove(document: Record<string, unknown>): DbData | null {
  const rows: Record<string, unknown> = {};
  let holds = false;
  for (const collection of TABLE_COLLECTIONS) {
    const value = document[collection];
    rows[collection] = Array.isArray(value) ? value : [];
    if (Array.isArray(value) && value.length > 0) holds = true;
  }
  for (const collection of TABLE_ROWS) {
    const value = document[collection];
    rows[collection] = value !== null && typeof value === 'object' ? value : null;
    if (rows[collection]) holds = true;
  }
  for (const sequence of SEQUENCES) rows[sequence] = typeof document[sequence] === 'number' ? document[sequence] : 0;
  return holds ? (rows as unknown as DbData) : null;
}

export async function up(db: Kysely<unknown>) {
  await sql`
    create table program_state (
      id smallint primary key default 1 check (id = 1),
      seeded_at timestamptz not null default now()
    )`.execute(db);
  const { rows } = await sql<{ data: Record<string, unknown> }>`select data from portal_data where id = 1`.execute(db);
  const document = rows[0]?.data;
  if (document) {
    const moved = rowsToMove(document);
    // The migrations run in one transaction (server/sql/migrations.ts), which the repositories write in.
    if (moved) await writeTables(db as unknown as Transaction<Tables>, moved);
    await sql`insert into program_state (id) values (1)`.execute(db);
  }
  await sql`drop table portal_data`.execute(db);
}

/** Back to 0032's tables: an empty document (whose rows are in the tables already) and no record of a seed. */
export async function down(db: Kysely<unknown>) {
  await sql`drop table program_state`.execute(db);
  await sql`
    create table portal_data (
      id smallint primary key check (id = 1),
      generation bigint not null check (generation > 0),
      data jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}
