import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Database, type DbData } from '../../domain/db';
import { createOtherScreensData } from '../../domain/domains/other-screens';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID, SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import { directoryOf } from '../../domain/lib/admin/dealers';
import type { ClaimsRepository } from '../../domain/repositories/claims';
import type { EarningsRepository } from '../../domain/repositories/earnings';
import type { EventsRepository } from '../../domain/repositories/events';
import type { PurchaseVolumeRepository } from '../../domain/repositories/purchase-volume';
import type { RewardsRepository } from '../../domain/repositories/rewards';
import { NETWORK, type Scope } from '../../domain/scope';
import { MemoryClaims } from '../../mocks/repositories/claims';
import { MemoryEarnings } from '../../mocks/repositories/earnings';
import { MemoryEvents } from '../../mocks/repositories/events';
import { MemoryPurchaseVolume } from '../../mocks/repositories/purchase-volume';
import { MemoryRewards } from '../../mocks/repositories/rewards';
import { ProgramSeed } from '../../server/program-seed';
import { SqlClaims } from '../../server/repositories/claims';
import { SqlEarnings } from '../../server/repositories/earnings';
import { SqlEvents } from '../../server/repositories/events';
import { SqlPurchaseVolume } from '../../server/repositories/purchase-volume';
import { SqlRewards } from '../../server/repositories/rewards';
import type { SqlExecutor, SqlStore } from '../../server/sql/database';
import { enterScope } from '../../server/sql/tenancy';
import { TEST_NOW } from '../api';
import { givenBeforeEach, migratedStore, STORES } from './harness';

/**
 * The program's tiers, reward tiles, offers, program reward catalogue and past events, and what members
 * and dealerships have of them (expiring points, earning records, attendance, purchase volume and its
 * goals, claims goals), as the SQL store keeps them (migration 0032): it answers each as the in-browser
 * store does over the same sample data, reads a member's or a dealership's rows for the operation's scope
 * only, and row-level security holds a statement without a condition to the scope. A database started
 * outside demo mode gets the configuration alone; a reset brings the sample back.
 */

const OTHER_DEALERSHIP = 'DLR-9999';
const USERS = [DEALER_USER_ID, ADVISOR_USER_ID, ADMIN_USER_ID, 'USR-404'];
const DEALERSHIPS = [SAMPLE_DEALERSHIP_ID, OTHER_DEALERSHIP];

interface Repositories {
  rewards: RewardsRepository;
  events: EventsRepository;
  earnings: EarningsRepository;
  purchaseVolume: PurchaseVolumeRepository;
  claims: ClaimsRepository;
}

const noDealers = () => directoryOf([]);

function sqlStores(db: SqlExecutor, scope: Scope): Repositories {
  return {
    rewards: new SqlRewards(db, scope),
    events: new SqlEvents(db, scope),
    earnings: new SqlEarnings(db, scope),
    purchaseVolume: new SqlPurchaseVolume(db, scope),
    claims: new SqlClaims(db, noDealers, scope),
  };
}

function memoryStores(db: Database, scope: Scope): Repositories {
  db.scope = scope;
  return { rewards: new MemoryRewards(db), events: new MemoryEvents(db), earnings: new MemoryEarnings(db), purchaseVolume: new MemoryPurchaseVolume(db), claims: new MemoryClaims(db) };
}

/** Writes the document's collections of migration 0032 into the tables, as a seed does. */
async function writeTables(db: SqlExecutor, data: DbData): Promise<void> {
  const copy = structuredClone(data);
  await new SqlRewards(db).replaceProgram(copy);
  await new SqlEvents(db).replacePast(copy);
  await new SqlEarnings(db).replaceAll(copy.earningRecords);
  await new SqlPurchaseVolume(db).replaceAll(copy);
  await new SqlClaims(db, noDealers).replaceGoals(copy.claimGoals);
}

/** Everything the repositories answer of these collections, for each sample member and dealership. */
async function everything(repositories: Repositories) {
  const { rewards, events, earnings, purchaseVolume, claims } = repositories;
  return {
    tiers: await rewards.tiers(),
    tiles: await rewards.tiles(),
    offers: await rewards.offers(),
    programCatalog: await rewards.programCatalog(),
    pastEvents: await events.pastEvents(),
    members: await Promise.all(
      USERS.map(async (userId) => ({ userId, expirations: await rewards.expirations(userId), attendance: await events.attendance(userId), records: await earnings.records(userId) })),
    ),
    dealerships: await Promise.all(
      DEALERSHIPS.map(async (id) => ({ id, months: await purchaseVolume.months(id), goals: await purchaseVolume.goals(id), claimsGoal: await claims.goal(id) })),
    ),
  };
}

async function givenBoth(store: SqlStore): Promise<{ db: Database; store: SqlStore }> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await writeTables(store.db, db.data);
  return { db, store };
}

describe.each(STORES)('the points, events, earnings and goals repositories on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('answer the configuration and every member’s and dealership’s rows as the memory store does', async () => {
    const answered = await everything(sqlStores(given.store.db, NETWORK));
    expect(answered).toEqual(await everything(memoryStores(given.stores.db, NETWORK)));
    // The sample has rows of each, so the comparison compares something.
    expect(answered.tiers.map((tier) => tier.minPoints)).toEqual([...answered.tiers.map((tier) => tier.minPoints)].sort((a, b) => a - b));
    expect([answered.tiers.length, answered.tiles.length, answered.offers.length, answered.programCatalog.length, answered.pastEvents.length].every((count) => count > 0)).toBe(true);
    const [dealer, advisor] = answered.members;
    expect([dealer!.expirations.length, dealer!.attendance.length, dealer!.records.length, advisor!.attendance.length, advisor!.records.length].every((count) => count > 0)).toBe(true);
    const [sample, other] = answered.dealerships;
    expect(sample!.months.length).toBeGreaterThan(0);
    expect(sample!.goals).toHaveLength(1);
    expect(sample!.claimsGoal).toBeGreaterThan(0);
    expect(other).toEqual({ id: OTHER_DEALERSHIP, months: [], goals: [], claimsGoal: 0 });
  });

  it('read a member’s or a dealership’s rows for the scope only, in both stores alike', async () => {
    const scopes: Scope[] = [
      { kind: 'dealership', id: SAMPLE_DEALERSHIP_ID, userId: DEALER_USER_ID },
      { kind: 'participant', dealershipId: SAMPLE_DEALERSHIP_ID, participantId: 'PART-001', userId: ADVISOR_USER_ID },
      { kind: 'dealership', id: OTHER_DEALERSHIP, userId: 'USR-B1' },
      { kind: 'nobody' },
    ];
    for (const scope of scopes) {
      const answered = await everything(sqlStores(given.store.db, scope));
      expect(answered, scope.kind).toEqual(await everything(memoryStores(given.stores.db, scope)));
      // The configuration is everyone's; a member's rows are their own, a dealership's its own.
      expect(answered.tiers.length).toBeGreaterThan(0);
      for (const member of answered.members) {
        if ('userId' in scope && member.userId === scope.userId) continue;
        expect(member, `${scope.kind} ${member.userId}`).toEqual({ userId: member.userId, expirations: [], attendance: [], records: [] });
      }
      for (const dealership of answered.dealerships) {
        if (scope.kind === 'dealership' && dealership.id === scope.id) continue;
        if (scope.kind === 'participant' && dealership.id === scope.dealershipId) continue;
        expect(dealership).toEqual({ id: dealership.id, months: [], goals: [], claimsGoal: 0 });
      }
    }
    const own = await everything(sqlStores(given.store.db, scopes[0]!));
    expect(own.members[0]!.records.length).toBeGreaterThan(0);
    expect(own.dealerships[0]!.months.length).toBeGreaterThan(0);
  });

  it('hold a statement without a condition to its scope by row-level security', async () => {
    const db = given.store.db;
    const tables = ['points_expirations', 'earning_records', 'event_attendance', 'purchase_volume_months', 'purchase_volume_goals', 'claim_goals'];
    const count = async (executor: SqlExecutor, table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(executor)).rows[0]!.n;
    for (const table of tables) expect(await count(db, table), table).toBeGreaterThan(0);
    await db.transaction().execute(async (trx) => {
      await enterScope(trx, { kind: 'dealership', id: OTHER_DEALERSHIP, userId: 'USR-B1' });
      for (const table of tables) expect(await count(trx, table), table).toBe(0);
      // The configuration is read in any scope.
      for (const table of ['reward_tiers', 'reward_tiles', 'reward_offers', 'program_reward_catalog', 'past_events']) expect(await count(trx, table), table).toBeGreaterThan(0);
      // A repository built for the network reads nothing of another dealership either.
      expect(await new SqlEarnings(trx).records(DEALER_USER_ID)).toEqual([]);
      expect(await new SqlPurchaseVolume(trx).months(SAMPLE_DEALERSHIP_ID)).toEqual([]);
    });
    await db.transaction().execute(async (trx) => {
      await enterScope(trx, { kind: 'participant', dealershipId: SAMPLE_DEALERSHIP_ID, participantId: 'PART-001', userId: ADVISOR_USER_ID });
      expect((await sql<{ user_id: string }>`select distinct user_id from earning_records`.execute(trx)).rows).toEqual([{ user_id: ADVISOR_USER_ID }]);
      expect((await sql<{ user_id: string }>`select distinct user_id from event_attendance`.execute(trx)).rows).toEqual([{ user_id: ADVISOR_USER_ID }]);
      expect(await count(trx, 'points_expirations')).toBe(0);
    });
  });

  it('hold the figures to what they can be in the tables', async () => {
    const db = given.store.db;
    await expect(sql`update points_expirations set points = -1`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update earning_records set status = 'LOST'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update purchase_volume_months set month_start = '2026-10-02'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update program_reward_catalog set stock = -1`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update claim_goals set goal = -1`.execute(db)).rejects.toThrow(/check/);
  });
});

describe.each(STORES)('seeding the points, events, earnings and goals tables on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('writes the configuration alone outside demo mode, and the sample when the demo data is reset', async () => {
    const store = await migratedStore(kind, cleanups);
    const portal = new ProgramSeed(store.db, { now: () => TEST_NOW });
    expect(await portal.seedIfEmpty({ sample: false })).toBe(true);
    const configured = await everything(sqlStores(store.db, NETWORK));
    const sample = await everything(memoryStores(new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData }), NETWORK));
    expect({ ...configured, members: undefined, dealerships: undefined }).toEqual({ ...sample, members: undefined, dealerships: undefined });
    for (const member of configured.members) expect(member).toEqual({ userId: member.userId, expirations: [], attendance: [], records: [] });
    for (const dealership of configured.dealerships) expect(dealership).toEqual({ id: dealership.id, months: [], goals: [], claimsGoal: 0 });

    await portal.reseed();
    expect(await everything(sqlStores(store.db, NETWORK))).toEqual(sample);
  }, 120_000);
});
