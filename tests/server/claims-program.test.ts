import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimSortField, ClaimStatus, ParticipantSortField, SortDirection } from '../../domain/__generated__/resolvers-types';
import type { ClaimRow } from '../../domain/fixtures/claims';
import type { Repositories } from '../../domain/context';
import { Database } from '../../domain/db';
import { dealerDirectory } from '../../domain/lib/admin/dealers';
import { todayNumber } from '../../domain/lib/admin/dates';
import { totalsOf } from '../../domain/lib/money/points';
import type { ClaimGroup, ClaimGrouping, ClaimListQuery, ClaimScope } from '../../domain/repositories/claims';
import { memoryRepositories } from '../../mocks/repositories/memory';
import { encodeCursor, NO_FIGURES } from '../../domain/lib/connection';
import type { ParticipantListQuery } from '../../domain/repositories/participants';
import type { SpotAwardGroup } from '../../domain/repositories/spot-awards';
import { SqlClaims } from '../../server/repositories/claims';
import { SqlParticipants } from '../../server/repositories/participants';
import { SqlSpotAwards } from '../../server/repositories/spot-awards';
import { sqlRepositories } from '../../server/repositories/sql';
import type { SqlExecutor } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { allPages, migratedStore, signedIn, startOn, STORES, upgradedFromDocument } from './harness';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The claims program's repositories (claims, participants, spot awards) hold one contract: the SQL store
 * answers every list, page, summary and change as the in-browser store does, over the same sample data
 * (2,167 claims, 428 participants). Each SQL store is compared with a memory store given the same rows.
 */
const TODAY = todayNumber(TEST_NOW);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sqlStore = (kind: 'pglite' | 'postgres') => migratedStore(kind, cleanups);

/** A memory store and a SQL store holding the same sample data. */
async function givenBoth(kind: 'pglite' | 'postgres'): Promise<{ memory: Repositories; sql: Repositories; db: Database; sqlDb: SqlExecutor }> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  const store = await sqlStore(kind);
  const dealers = () => dealerDirectory(db.data);
  const copy = structuredClone(db.data);
  await new SqlParticipants(store.db, dealers).replaceAll(copy.participants);
  await new SqlClaims(store.db, dealers).replaceAll(copy.claims);
  await new SqlSpotAwards(store.db).replaceAll(copy.spotAwards, copy.spotAwardsSequence);
  return { memory: memoryRepositories(db), sql: sqlRepositories(store.db, dealers), db, sqlDb: store.db };
}


const byGroup = (a: ClaimGroup | SpotAwardGroup, b: ClaimGroup | SpotAwardGroup) =>
  JSON.stringify([('month' in a ? a.month : ''), ('status' in a ? a.status : ''), a.key]).localeCompare(
    JSON.stringify([('month' in b ? b.month : ''), ('status' in b ? b.status : ''), b.key]),
  );

const SEARCHES = ['alex', 'SUMMIT', 'clm-01', 'jordan.miller', "'; drop table claims; --", '%', '_', '\\', 'part-00', '   ', 'nobody at all'];

describe.each(STORES)('the claims program repositories on %s', (kind) => {
  let stores: Awaited<ReturnType<typeof givenBoth>>;
  beforeAll(async () => {
    stores = await givenBoth(kind);
  }, 60_000);

  it('pages through every claim newest first with the same rows, keys, totals and page flags', async () => {
    const query: ClaimListQuery = { today: TODAY };
    const [memory, sql] = await Promise.all([
      allPages((args) => stores.memory.claims.list(query, args), 100),
      allPages((args) => stores.sql.claims.list(query, args), 100),
    ]);
    expect(sql.length).toBe(22);
    expect(sql).toEqual(memory);
    expect(sql[0]?.totalCount).toBe(2167);
  });

  it('sorts by every field both ways, and filters by status, dealer, participant, days, overdue and search, as the memory store does', async () => {
    const fields: ClaimSortField[] = ['DATE', 'AMOUNT', 'DAYS', 'ID'];
    const directions: SortDirection[] = ['ASC', 'DESC'];
    for (const field of fields) {
      for (const direction of directions) {
        const query: ClaimListQuery = { field, direction, today: TODAY, filter: { statuses: ['PENDING', 'NEEDS_INFO'] } };
        const memory = await allPages((args) => stores.memory.claims.list(query, args), 50);
        expect(await allPages((args) => stores.sql.claims.list(query, args), 50), `${field} ${direction}`).toEqual(memory);
      }
    }
    const filters: ClaimListQuery['filter'][] = [
      { dealerId: 'DLR-1001' },
      { dealerId: 'DLR-0000' },
      { participantId: 'PART-271' },
      { participantId: ' PART-271 ', statuses: ['APPROVED'] },
      { participantId: 'PART-9999' },
      { from: '2026-10-01', to: '2026-10-31' },
      { overdue: true, statuses: ['PENDING'] },
      { overdue: true, to: '2026-11-01' },
      ...SEARCHES.map((search) => ({ search })),
    ];
    for (const filter of filters) {
      const query: ClaimListQuery = { filter, today: TODAY, field: 'AMOUNT', direction: 'DESC' };
      const [memory, sql] = await Promise.all([stores.memory.claims.list(query, { first: 100 }), stores.sql.claims.list(query, { first: 100 })]);
      expect(sql, JSON.stringify(filter)).toEqual(memory);
    }
    const participants = await stores.sql.claims.list({ filter: { participantId: 'PART-271' }, today: TODAY }, { first: 100 });
    expect(participants.rows.map((row) => row.participantId)).toEqual(Array.from({ length: 8 }, () => 'PART-271'));
    // A page after a cursor in the middle has a page before it.
    const middle = await stores.sql.claims.list({ today: TODAY }, { first: 5 });
        const next = await stores.sql.claims.list({ today: TODAY }, { first: 5, after: encodeCursor(middle.keys.at(-1) ?? []) });
    expect(next).toEqual(await stores.memory.claims.list({ today: TODAY }, { first: 5, after: encodeCursor(middle.keys.at(-1) ?? []) }));
    expect(next.hasPreviousPage).toBe(true);
  });

  it("refuses a cursor of another list's shape as a bad cursor, not a database error", async () => {
        await expect(stores.sql.claims.list({ today: TODAY }, { first: 5, after: encodeCursor(['x', 'y']) })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expect(stores.sql.participants.list({}, { first: 5, after: encodeCursor([1, 2]) })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('summarizes claims by month and status, by participant, dealer and role, in any scope', async () => {
    const scopes: ClaimScope[] = [
      {},
      { dealerId: 'DLR-1001', from: '2026-01-01', to: '2026-11-22' },
      { participantId: 'PART-001' },
      { statuses: ['PENDING'], overdue: true },
      { decidedFrom: '2026-10-22T05:00:00.000Z', decidedTo: TEST_NOW.toISOString() },
      { search: 'summit' },
    ];
    const groupings: ClaimGrouping[] = [null, 'participant', 'dealer', 'role'];
    for (const scope of scopes) {
      for (const by of groupings) {
        const [memory, sql] = await Promise.all([stores.memory.claims.summarize(scope, TODAY, by), stores.sql.claims.summarize(scope, TODAY, by)]);
        expect(sql.sort(byGroup), `${JSON.stringify(scope)} by ${by}`).toEqual(memory.sort(byGroup));
      }
    }
    expect(await stores.sql.claims.dealersWithClaims()).toEqual(await stores.memory.claims.dealersWithClaims());
  });

  it('lists participants in every order, filter and search, with their totals', async () => {
    const fields: ParticipantSortField[] = ['NAME', 'ENROLLED', 'LAST_ACTIVITY', 'CLAIMS', 'EARNINGS'];
    for (const field of fields) {
      for (const direction of ['ASC', 'DESC'] as SortDirection[]) {
        const query: ParticipantListQuery = { field, direction };
        const memory = await allPages((args) => stores.memory.participants.list(query, args), 100);
        expect(await allPages((args) => stores.sql.participants.list(query, args), 100), `${field} ${direction}`).toEqual(memory);
      }
    }
    const filters: ParticipantListQuery['filter'][] = [{ role: 'DEALER' }, { status: 'INACTIVE' }, { role: 'COMFORT_ADVISOR', status: 'ACTIVE' }, ...SEARCHES.map((search) => ({ search }))];
    for (const filter of filters) {
      const [memory, sql] = await Promise.all([stores.memory.participants.list({ filter }, { first: 100 }), stores.sql.participants.list({ filter }, { first: 100 })]);
      expect(sql, JSON.stringify(filter)).toEqual(memory);
    }
    // A page short of its matches counts them: through the indexes for a search with three letters or
    // digits in a row (a dealership's name included), by a scan for a shorter one.
    const counted: number[] = [];
    for (const search of ['alex', 'SUMMIT', 'son', 'ar', 'jordan.miller', 'a.b']) {
      for (const narrowing of [{}, { status: 'ACTIVE' as const }, { role: 'COMFORT_ADVISOR' as const, status: 'INACTIVE' as const }]) {
        const filter = { search, ...narrowing };
        const [memory, sql] = await Promise.all([stores.memory.participants.list({ filter }, { first: 3 }), stores.sql.participants.list({ filter }, { first: 3 })]);
        expect(sql, JSON.stringify(filter)).toEqual(memory);
        counted.push(memory.totalCount);
      }
    }
    expect(counted.filter((count) => count > 3).length).toBeGreaterThan(6);
    const ids = ['PART-001', 'PART-002', 'PART-9999'];
    expect(await stores.sql.participants.byIds(ids)).toEqual(await stores.memory.participants.byIds(ids));
    const ranges = [
      { from: '2026-10-24', to: '2026-11-22' },
      { from: '2024-01-01', to: '2024-03-31' },
    ];
    const byStatus = <T extends { status: string }>(rows: T[]) => rows.sort((a, b) => a.status.localeCompare(b.status));
    const counts = byStatus(await stores.sql.participants.statusCounts(ranges));
    expect(counts).toEqual(byStatus(await stores.memory.participants.statusCounts(ranges)));
    expect(counts.reduce((sum, count) => sum + count.count, 0)).toBe(428);
    expect(counts.every((count) => count.enrolledIn.length === 2)).toBe(true);
    expect(await stores.sql.participants.statusCounts([])).toEqual(expect.arrayContaining([expect.objectContaining({ enrolledIn: [] })]));
    const sortRows = (rows: { id: string }[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
    expect(sortRows(await stores.sql.participants.activeBetween(['PART-001'], '2026-11-01', '2026-11-22'))).toEqual(
      sortRows(await stores.memory.participants.activeBetween(['PART-001'], '2026-11-01', '2026-11-22')),
    );
  });

  it('pages from any cursor as the memory store does, a key its lists never hand out included', async () => {
    const day = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
    const participantCursors: [ParticipantSortField, SortDirection, (string | number)[]][] = [
      ['NAME', 'ASC', [0, '', 'm', 'PART-100']],
      ['NAME', 'DESC', [0, '', 'm', 'PART-100']],
      // Another total or day than every row's: the rows are all on one side of the cursor.
      ['NAME', 'ASC', [1, '', 'a', 'PART-1']],
      ['NAME', 'ASC', [-1, 'zzz', 'a', 'PART-1']],
      ['NAME', 'DESC', [0, 'a', 'm', 'PART-1']],
      ['NAME', 'ASC', [0, 'a', 'm', 'PART-1']],
      ['ENROLLED', 'ASC', [0, '2024-06-15', 'm', 'PART-1']],
      ['ENROLLED', 'DESC', [0, '2024-06-15', '', '']],
      ['LAST_ACTIVITY', 'DESC', [0, '2026-11-01', 'zzzz', 'PART-999']],
      // Not a day: compared as text, as the memory store compares it.
      ['ENROLLED', 'ASC', [0, '2024-6', 'm', 'PART-1']],
      ['ENROLLED', 'DESC', [0, '2024-02-30', 'm', 'PART-1']],
      ['LAST_ACTIVITY', 'ASC', [0, 'not a day', 'm', 'PART-1']],
      ['CLAIMS', 'DESC', [3, '', 'm', 'PART-1']],
      ['CLAIMS', 'DESC', [3, 'x', 'm', 'PART-1']],
    ];
    for (const [field, direction, key] of participantCursors) {
      const args = { first: 30, after: encodeCursor(key) };
      const [memory, sql] = await Promise.all([stores.memory.participants.list({ field, direction }, args), stores.sql.participants.list({ field, direction }, args)]);
      expect(sql, `${field} ${direction} ${JSON.stringify(key)}`).toEqual(memory);
    }
    const claimCursors: [ClaimSortField, SortDirection, number[]][] = [
      ['DATE', 'DESC', [day('2026-10-15'), 1200]],
      ['DATE', 'ASC', [day('2026-10-15'), 1200]],
      ['DATE', 'DESC', [day('2026-10-15') + 0.5, 1200]],
      ['DATE', 'ASC', [1e12, 1]],
      ['DATE', 'DESC', [-1e12, 1]],
      ['AMOUNT', 'DESC', [50_000, 10]],
      ['ID', 'ASC', [1000, 1000]],
    ];
    for (const [field, direction, key] of claimCursors) {
      const query: ClaimListQuery = { field, direction, today: TODAY };
      const args = { first: 30, after: encodeCursor(key) };
      const [memory, sql] = await Promise.all([stores.memory.claims.list(query, args), stores.sql.claims.list(query, args)]);
      expect(sql, `${field} ${direction} ${JSON.stringify(key)}`).toEqual(memory);
    }
  });

  it('leaves out the figures an operation does not select, and gives the same rows and figures it does', async () => {
    const after = encodeCursor((await stores.sql.claims.list({ today: TODAY }, { first: 10 })).keys.at(-1) ?? []);
    for (const needs of [NO_FIGURES, { totalCount: true, hasPreviousPage: false, sums: false }, { totalCount: false, hasPreviousPage: true, sums: true }]) {
      for (const cursor of [null, after]) {
        const query: ClaimListQuery = { today: TODAY, filter: { statuses: ['PENDING'] } };
        const [memory, sql] = await Promise.all([stores.memory.claims.list(query, { first: 10, after: cursor }), stores.sql.claims.list(query, { first: 10, after: cursor, needs })]);
        const label = `${JSON.stringify(needs)} after ${cursor}`;
        expect(sql.rows, label).toEqual(memory.rows);
        expect(sql.keys, label).toEqual(memory.keys);
        expect(sql.hasNextPage, label).toBe(memory.hasNextPage);
        if (needs.totalCount) expect(sql.totalCount, label).toBe(memory.totalCount);
        if (needs.hasPreviousPage) expect(sql.hasPreviousPage, label).toBe(memory.hasPreviousPage);
        if (needs.sums) expect(sql.totalAmountCents, label).toBe(memory.totalAmountCents);
      }
    }
    // A first page that holds every match is its own count.
    const whole = await stores.sql.participants.list({ filter: { search: 'alex' } }, { first: 100, needs: { totalCount: true, hasPreviousPage: false, sums: false } });
    expect(whole.totalCount).toBe(whole.rows.length);
    expect(whole.totalCount).toBe((await stores.memory.participants.list({ filter: { search: 'alex' } }, { first: 100 })).totalCount);
  });

  it('keeps the status cards and the list counts right as participants change status, join and leave, changes at once included', async () => {
    const fresh = await givenBoth(kind);
    const byStatus = <T extends { status: string }>(rows: T[]) => rows.sort((a, b) => a.status.localeCompare(b.status));
    const ranges = [{ from: '2024-01-01', to: '2024-12-31' }];
    const counted = async () => {
      const { rows } = await sql<{ status: string; count: number }>`select status, count(*)::int as count from participants group by status`.execute(fresh.sqlDb);
      return Object.fromEntries(rows.map((row) => [row.status, row.count]));
    };
    const expectSame = async (label: string) => {
      const cards = byStatus(await fresh.sql.participants.statusCounts(ranges));
      expect(cards, label).toEqual(byStatus(await fresh.memory.participants.statusCounts(ranges)));
      expect(Object.fromEntries(cards.map((card) => [card.status, card.count])), label).toEqual(await counted());
      for (const filter of [{}, { status: 'INACTIVE' as const }, { role: 'DEALER' as const, status: 'ACTIVE' as const }, { role: 'COMFORT_ADVISOR' as const }]) {
        const [memory, sql] = await Promise.all([fresh.memory.participants.list({ filter }, { first: 5 }), fresh.sql.participants.list({ filter }, { first: 5 })]);
        expect(sql.totalCount, `${label} ${JSON.stringify(filter)}`).toBe(memory.totalCount);
      }
    };
    await expectSame('as seeded');
    const ids = fresh.db.data.participants.slice(0, 12).map((row) => row.id);
    for (const id of ids.slice(0, 4)) {
      await fresh.sql.participants.setStatus(id, 'INACTIVE');
      await fresh.memory.participants.setStatus(id, 'INACTIVE');
    }
    await expectSame('after four deactivations');
    // A status set to the one it has changes nothing.
    await fresh.sql.participants.setStatus(ids[0]!, 'INACTIVE');
    await expectSame('after a deactivation of an inactive participant');
    // Two operations changing participants at once: each waits for the other's count, none is lost.
    const change = (some: string[], status: 'ACTIVE' | 'INACTIVE') =>
      fresh.sqlDb.transaction().execute(async (trx) => {
        for (const id of some) {
          await new SqlParticipants(trx, () => dealerDirectory(fresh.db.data)).setStatus(id, status);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
    await Promise.all([change(ids.slice(0, 4), 'ACTIVE'), change(ids.slice(4, 8), 'INACTIVE'), change([...ids.slice(8, 12), ids[4]!], 'INACTIVE')]);
    for (const id of ids.slice(0, 4)) await fresh.memory.participants.setStatus(id, 'ACTIVE');
    for (const id of ids.slice(4, 12)) await fresh.memory.participants.setStatus(id, 'INACTIVE');
    await expectSame('after changes at once');
    // A change rolled back leaves the counts as they were.
    await expect(
      fresh.sqlDb.transaction().execute(async (trx) => {
        await new SqlParticipants(trx, () => dealerDirectory(fresh.db.data)).setStatus(ids[0]!, 'INACTIVE');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectSame('after a change rolled back');
    // The sample data again (the participants' rows deleted and inserted), then without one of them.
    const rows = structuredClone(fresh.db.data.participants);
    await new SqlClaims(fresh.sqlDb, () => dealerDirectory(fresh.db.data)).replaceAll([]);
    await new SqlSpotAwards(fresh.sqlDb).replaceAll([], 0);
    await new SqlParticipants(fresh.sqlDb, () => dealerDirectory(fresh.db.data)).replaceAll(rows.slice(1));
    fresh.db.data.participants.splice(0, 1);
    fresh.db.commit();
    await expectSame('after the rows were replaced');
  });

  it('lists and summarizes spot awards, and issues the next numbered award', async () => {
    const since = '2026-10-01T00:00:00.000Z';
    expect(await stores.sql.spotAwards.issuedSince(since)).toEqual(await stores.memory.spotAwards.issuedSince(since));
    for (const by of [null, 'participant', 'dealer', 'role'] as ClaimGrouping[]) {
      const [memory, sql] = await Promise.all([stores.memory.spotAwards.summarize({ from: since }, by), stores.sql.spotAwards.summarize({ from: since }, by)]);
      expect(sql.sort(byGroup), String(by)).toEqual(memory.sort(byGroup));
    }
  });

  /** A decision of a pending claim as the resolvers write it, with its history entry. */
  const approval = (claim: ClaimRow, seq: number, actorName = 'Test Admin') => ({
    patch: { status: 'APPROVED' as const, decidedAt: TEST_NOW.toISOString(), processingDays: 3, rejectionReason: null },
    entries: [
      {
        claimId: claim.id,
        seq,
        at: TEST_NOW.toISOString(),
        actorId: 'user-admin',
        actorName,
        actorRole: 'CLIENT_ADMIN' as const,
        action: 'APPROVED' as const,
        fromStatus: 'PENDING' as const,
        toStatus: 'APPROVED' as const,
        fromAmountCents: null,
        toAmountCents: null,
        note: null,
        attachment: { name: 'invoice.pdf', type: 'application/pdf', size: 1234 },
      },
    ],
  });

  it('applies a change only to a claim still at the version it was read at, with its history, and the totals follow', async () => {
    // A copy: the memory store's lists hand out its own rows, which the change then updates.
    const pending = structuredClone((await stores.memory.claims.list({ today: TODAY, filter: { statuses: ['PENDING'] } }, { first: 1 })).rows[0]!);
    const { patch, entries } = approval(pending, 1);
    for (const repositories of [stores.memory, stores.sql]) {
      const before = (await repositories.participants.byIds([pending.participantId])).get(pending.participantId)!;
      expect(await repositories.claims.history(pending.id)).toEqual([]);
      expect(await repositories.claims.change(pending.id, pending.version + 1, patch, entries)).toBeNull();
      const decided = await repositories.claims.change(pending.id, pending.version, patch, entries);
      expect(decided).toEqual({ ...pending, ...patch, version: pending.version + 1 });
      expect(await repositories.claims.byId(pending.id)).toEqual(decided);
      expect(await repositories.claims.history(pending.id)).toEqual(entries);
      // A second change at the old version finds it changed, and nothing is written.
      expect(await repositories.claims.change(pending.id, pending.version, { status: 'REJECTED' }, approval(pending, 2).entries)).toBeNull();
      expect(await repositories.claims.history(pending.id)).toEqual(entries);
      const after = (await repositories.participants.byIds([pending.participantId])).get(pending.participantId)!;
      expect(after.totals).toEqual({ claims: before.totals.claims, earningsCents: before.totals.earningsCents + pending.amountCents });
    }
    expect(await stores.sql.claims.byId('CLM-404')).toBeNull();
  });

  it("lists one participant's own claims, in both stores alike", async () => {
    const query = { today: TODAY, participantId: 'PART-002', filter: { statuses: ['PENDING', 'NEEDS_INFO'] as ClaimStatus[] } };
    const [memory, sql] = await Promise.all([stores.memory.claims.list(query, { first: 100 }), stores.sql.claims.list(query, { first: 100 })]);
    expect(memory.rows.length).toBeGreaterThan(0);
    expect(memory.rows.every((row) => row.participantId === 'PART-002')).toBe(true);
    expect(sql.rows).toEqual(memory.rows);
    expect(sql.totalAmountCents).toBe(memory.totalAmountCents);
  });

  it('never updates or deletes a history entry in SQL', async () => {
    // The first test of this suite appended one.
    const { rows } = await sql<{ claim_id: string }>`select claim_id from claim_history limit 1`.execute(stores.sqlDb);
    const claimId = rows[0]?.claim_id;
    expect(claimId).toMatch(/^CLM-/);
    await expect(sql`update claim_history set note = 'edited' where claim_id = ${claimId}`.execute(stores.sqlDb)).rejects.toThrow(/never changed or deleted/);
    await expect(sql`delete from claim_history where claim_id = ${claimId}`.execute(stores.sqlDb)).rejects.toThrow(/never changed or deleted/);
    expect(await stores.sql.claims.history(claimId!)).toHaveLength(1);
  });

  it('changes a claim once when ten administrators decide it at the same moment', async () => {
    const pending = (await stores.sql.claims.list({ today: TODAY, filter: { statuses: ['PENDING'] } }, { first: 1, after: null })).rows[0]!;
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const { patch, entries } = approval(pending, 1, `Admin ${index}`);
        return stores.sql.claims.change(pending.id, pending.version, index % 2 === 0 ? patch : { ...patch, status: 'REJECTED', rejectionReason: `Reason ${index}` }, entries);
      }),
    );
    const applied = decisions.filter((decision) => decision !== null);
    expect(applied).toHaveLength(1);
    const winner = applied[0]!;
    expect(await stores.sql.claims.byId(pending.id)).toEqual(winner);
    const history = await stores.sql.claims.history(pending.id);
    expect(history).toHaveLength(1);
    // The memory store takes the same change, so the suites after this one compare equal stores.
    const { status, decidedAt, processingDays, rejectionReason } = winner;
    await stores.memory.claims.change(pending.id, pending.version, { status, decidedAt, processingDays, rejectionReason }, history);
  });

  it('changes a status only to another one, and issues awards with the same ids', async () => {
    for (const repositories of [stores.memory, stores.sql]) {
      expect(await repositories.participants.setStatus('PART-9999', 'INACTIVE')).toBeNull();
      expect(await repositories.participants.setStatus('PART-002', 'ACTIVE')).toBeNull();
      const changed = await repositories.participants.setStatus('PART-002', 'INACTIVE');
      expect(changed?.row.status).toBe('INACTIVE');
      expect(await repositories.participants.setStatus('PART-002', 'INACTIVE')).toBeNull();
    }
    const award = { participantId: 'PART-001', type: 'CUSTOMER_SERVICE' as const, amountCents: 12_345, reason: 'Above and beyond', issuedAt: TEST_NOW.toISOString(), issuedBy: 'Program Admin' };
    const [memory, sql] = [await stores.memory.spotAwards.issue(award), await stores.sql.spotAwards.issue(award)];
    expect(sql).toEqual(memory);
    expect(sql.id).toMatch(/^SPOT-\d{3,}$/);
    expect(await stores.sql.participants.byIds(['PART-001'])).toEqual(await stores.memory.participants.byIds(['PART-001']));
  });
});

describe('a document saved before its domains moved to tables', () => {
  it('has their rows, as the document holds them, moved into the tables by migration 0033', async () => {
    const { createDb } = await import('../../domain/fixtures');
    // What an earlier server wrote: the whole portal in the document, with a decision the tables never saw.
    const old = createDb({ now: TEST_NOW });
    const pending = old.claims.find((row) => row.status === 'PENDING')!;
    Object.assign(pending, { status: 'APPROVED', decidedAt: TEST_NOW.toISOString(), processingDays: 2 });
    old.products[0]!.name = 'Renamed before the move';
    // …and a redemption: a gift card fewer, its ledger row, a program redemption and a cart line.
    old.rewardCatalog.find((row) => row.id === 'RWD-006')!.stock -= 1;
    // (A ledger row as the document held it, before rows had their time, actor and source: 0035 gives them theirs.)
    (old.pointsLedger as object[]).push({ id: 'USR-001-PTS-0900', userId: 'USR-001', date: '2026-11-20', action: 'REDEEMED', item: 'Redemption: $100 Prepaid Visa Gift Card', points: -12_000, carriedForward: false });
    old.rewardRedemptions.push({ id: 'RDM-09000', rewardId: 'RWD-006', participantId: old.participants[0]!.id, redeemedOn: '2026-11-20', points: 12_000 });
    old.rewardCartLines.push({ userId: 'USR-001', rewardId: 'RWD-001', quantity: 2 });
    // …and an event registration, with the spot it took.
    old.eventRegistrations.push({ eventId: 'EVT-105', userId: 'USR-001', registeredAt: TEST_NOW.toISOString() });
    old.events.find((row) => row.id === 'EVT-105')!.spotsLeft! -= 1;
    // …and a fund claim.
    const claim = { ...old.fundTransactions[0]!, id: 'TXN-2026-900', description: 'Claimed before the move' };
    old.fundTransactions.push(claim);
    // …and a response to a review.
    const review = old.reviews.find((row) => row.response === null)!;
    review.response = { text: 'Answered before the move', respondedAt: TEST_NOW.toISOString(), author: 'Jordan Miller' };
    // …and a module completed, with its learning day, and a webinar registration with its attendee.
    const enrolment = old.courseProgress.find((row) => row.completedOn === null)!;
    enrolment.modulesCompleted += 1;
    old.trainingActivity.push({ userId: enrolment.userId, day: '2026-11-23' });
    old.webinarRegistrations.push({ webinarId: 'WEB-301', userId: 'USR-001', registeredAt: TEST_NOW.toISOString() });
    old.webinars.find((row) => row.id === 'WEB-301')!.attendees += 1;
    // …and a promotion approved, one created after PROMO-012 was deleted (its number is not given again).
    const decided = old.adminPromotions.find((row) => row.id === 'PROMO-010')!;
    Object.assign(decided, { status: 'ACTIVE', reviewedBy: 'Alex Admin', reviewedAt: TEST_NOW.toISOString(), updatedAt: TEST_NOW.toISOString() });
    old.adminPromotions = old.adminPromotions.filter((row) => row.id !== 'PROMO-012');
    old.adminPromotions.push({ ...decided, id: 'PROMO-013', name: 'Created before the move' });
    old.adminPromotionsSequence = 13;
    // …and an earn rate saved, with the version it replaced, and one added.
    const rate = old.earnRates.find((row) => row.id === 'RATE-005')!;
    old.earnRateHistory.push({ rateId: rate.id, category: rate.category, productType: rate.productType, basePoints: rate.basePoints, baseCents: rate.baseCents, tier: rate.tier, effectiveFrom: rate.effectiveFrom, effectiveUntil: '2026-11-20' });
    Object.assign(rate, { basePoints: 1200, baseCents: 12_000, lastUpdated: '2026-11-20', effectiveFrom: '2026-11-20' });
    old.earnRates.push({ ...rate, id: 'RATE-018', productType: 'Scroll Compressors' });
    old.earnRatesSequence = 18;
    // …and two reports generated, the newest first.
    old.reportRuns = [
      { kind: 'FINANCIAL_SUMMARY', generatedAt: '2026-11-21T15:04:05.678Z', generatedBy: 'Morgan Hayes' },
      { kind: 'CLAIMS_SUMMARY', generatedAt: '2026-11-20T09:00:00.000Z', generatedBy: 'Alex Rivera' },
    ];
    // …and a meeting requested.
    const requested = { id: 'MTG-0001', userId: 'USR-001', start: '2026-11-24T16:00:00.000Z', durationMinutes: 30, topic: 'Spring stocking plan', withName: 'Dana Brooks', withEmail: 'dana@example.com', requestedAt: '2026-11-20T10:00:00.000Z' };
    old.resourceMeetingRequests = [requested];
    // …and two products deleted, the newest first on the undo list.
    const [firstDeleted, lastDeleted] = [old.products[2]!, old.products[3]!];
    old.products = old.products.filter((row) => row !== firstDeleted && row !== lastDeleted);
    old.deletedProducts = [
      { product: lastDeleted, deletedAt: '2026-11-21T10:00:00.000Z' },
      { product: firstDeleted, deletedAt: '2026-11-20T10:00:00.000Z' },
    ];
    // …and the program's tiers, tiles, offers, reward catalogue and past events, and what members and
    // dealerships have of them, as an earlier server kept them.
    old.rewardTiers[0]!.label = 'Essential (before the move)';
    old.rewardTiles.reverse();
    old.rewardOffers[0]!.terms = 'Terms before the move';
    old.rewardsAdminCatalog[0]!.stock = 3;
    old.pointsExpirations.push({ userId: 'USR-002', points: 150, expiresOn: '2027-03-31' });
    old.earningRecords.push({ id: 'ERN-0900', userId: 'USR-002', date: '2026-11-20', type: 'SPOT_AWARD', description: 'Awarded before the move', amountCents: 2_500, status: 'PAID' });
    old.pastEvents[0]!.attendees += 1;
    old.eventAttendance.push({ pastEventId: old.pastEvents[0]!.id, userId: 'USR-003' });
    old.purchaseVolumeMonths.push({ dealershipId: old.purchaseVolumeGoals[0]!.dealershipId, monthStart: '2026-11-01', brand: 'Armstrong Air', amountCents: 125_050 });
    old.purchaseVolumeGoals[0]!.annualGoalCents = 60_000_000;
    old.claimGoals[0]!.goal = 77;
    const store = await upgradedFromDocument('pglite', cleanups, old);
    const repositories = sqlRepositories(store.db, () => dealerDirectory(old));
    expect((await repositories.claims.byId(pending.id))?.status).toBe('APPROVED');
    expect((await repositories.products.byId(old.products[0]!.id))?.name).toBe('Renamed before the move');
    expect((await repositories.participants.statusCounts([])).reduce((sum, count) => sum + count.count, 0)).toBe(old.participants.length);
    expect((await repositories.rewards.catalog()).find((row) => row.id === 'RWD-006')?.stock).toBe(49);
    expect((await repositories.rewards.ledger('USR-001'))[0]).toMatchObject({ id: 'USR-001-PTS-0900', points: -12_000, at: '2026-11-20T00:00:00.000Z', actorId: null, sourceKind: 'REDEMPTION', sourceId: 'USR-001-PTS-0900' });
    expect(await repositories.rewards.balance('USR-001')).toBe(totalsOf(await repositories.rewards.ledger('USR-001')).balance);
    expect(await repositories.rewards.cart('USR-001')).toEqual([{ userId: 'USR-001', rewardId: 'RWD-001', quantity: 2 }]);
    expect(await repositories.rewards.redemptions({ from: '2026-11-20', to: '2026-11-20' })).toContainEqual(expect.objectContaining({ rewardId: 'RWD-006' }));
    expect((await repositories.events.registrations('USR-001')).map((row) => row.eventId)).toContain('EVT-105');
    expect((await repositories.events.byId('EVT-105'))?.spotsLeft).toBe(old.events.find((row) => row.id === 'EVT-105')!.spotsLeft);
    expect(await repositories.marketingFunds.transactions(claim.dealershipId)).toContainEqual(claim);
    expect(await repositories.reviews.byId(review.id)).toEqual(review);
    expect(await repositories.training.progress([enrolment.userId])).toContainEqual(enrolment);
    expect(await repositories.training.activity(enrolment.userId)).toContain('2026-11-23');
    expect((await repositories.training.webinarRegistrations('USR-001')).map((row) => row.webinarId)).toContain('WEB-301');
    expect((await repositories.training.webinar('WEB-301'))?.attendees).toBe(old.webinars.find((row) => row.id === 'WEB-301')!.attendees);
    expect(await repositories.adminPromotions.byId('PROMO-010')).toEqual(decided);
    expect(await repositories.adminPromotions.byId('PROMO-012')).toBeNull();
    expect((await repositories.adminPromotions.create({ ...decided, name: 'Created after the move' })).id).toBe('PROMO-014');
    expect(await repositories.earnRates.byId('RATE-005')).toEqual(rate);
    expect(await repositories.earnRates.history('RATE-005')).toEqual(old.earnRateHistory);
    expect(await repositories.earnRates.add({ ...rate, productType: 'Rotary Compressors' }, '2026-11-22')).toMatchObject({ id: 'RATE-019' });
    const generated = { kind: 'REWARD_REDEMPTION' as const, generatedAt: TEST_NOW.toISOString(), generatedBy: 'Morgan Hayes' };
    await repositories.reportRuns.record(generated);
    expect(await repositories.reportRuns.latest()).toEqual([generated, ...old.reportRuns]);
    expect(await repositories.meetingRequests.forUser('USR-001')).toEqual([requested]);
    const { id: _id, ...again } = requested;
    expect(await repositories.meetingRequests.request({ ...again, topic: 'After the move' })).toMatchObject({ id: 'MTG-0002' });
    expect(await repositories.products.deleted()).toEqual(old.deletedProducts);
    expect(await repositories.products.restore(firstDeleted.id)).toEqual({ restored: firstDeleted });
    expect(await repositories.products.deleted()).toEqual([old.deletedProducts[0]]);
    expect(await repositories.rewards.tiers()).toEqual(old.rewardTiers);
    expect(await repositories.rewards.tiles()).toEqual(old.rewardTiles);
    expect(await repositories.rewards.offers()).toEqual(old.rewardOffers);
    expect(await repositories.rewards.programCatalog()).toEqual(old.rewardsAdminCatalog);
    expect(await repositories.rewards.expirations('USR-002')).toEqual([{ userId: 'USR-002', points: 150, expiresOn: '2027-03-31' }]);
    expect(await repositories.earnings.records('USR-002')).toEqual(old.earningRecords.filter((row) => row.userId === 'USR-002'));
    expect((await repositories.events.pastEvents()).find((row) => row.id === old.pastEvents[0]!.id)).toEqual(old.pastEvents[0]);
    expect(await repositories.events.attendance('USR-003')).toEqual([{ pastEventId: old.pastEvents[0]!.id, userId: 'USR-003' }]);
    const volumeDealership = old.purchaseVolumeGoals[0]!.dealershipId;
    expect(await repositories.purchaseVolume.months(volumeDealership)).toContainEqual({ dealershipId: volumeDealership, monthStart: '2026-11-01', brand: 'Armstrong Air', amountCents: 125_050 });
    expect(await repositories.purchaseVolume.goals(volumeDealership)).toEqual(old.purchaseVolumeGoals);
    expect(await repositories.claims.goal(old.claimGoals[0]!.dealerId)).toBe(77);
    // The next program redemption is numbered after the moved ones.
    const redeemed = await repositories.rewards.redeem({ userId: 'USR-001', participantId: old.participants[0]!.id, on: '2026-11-21', at: '2026-11-21T10:00:00.000Z', lines: [{ rewardId: 'RWD-006', quantity: 1 }], fromCart: false });
    expect(redeemed).toBeNull();
    expect(await store.db.selectFrom('reward_redemptions').select('id').orderBy('number', 'desc').limit(2).execute()).toEqual([{ id: 'RDM-09001' }, { id: 'RDM-09000' }]);
    // The document is gone; the database records that it was seeded, so no start seeds it again.
    expect((await sql<{ found: string | null }>`select to_regclass('portal_data')::text as found`.execute(store.db)).rows).toEqual([{ found: null }]);
    expect(await store.db.selectFrom('program_state').select('id').execute()).toEqual([{ id: 1 }]);
  }, 60_000);
});

describe.each(STORES)("a participant's status set over HTTP on %s", (kind) => {
  let app: Awaited<ReturnType<typeof startOn>>;
  beforeAll(async () => {
    app = await startOn(kind, { demo: true });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const FIGURES = `{
    participantStats { total active inactive }
    inactive: participants(filter: { status: INACTIVE }, first: 1) { totalCount }
    dealers: participants(filter: { role: DEALER, status: ACTIVE }, first: 1) { totalCount }
  }`;
  const SET = `mutation($input: SetParticipantStatusInput!) { setParticipantStatus(input: $input) { participant { id status } errors { message } } }`;

  it("moves the cards and the lists' counts in the operation's own transaction", async () => {
    const admin = await signedIn(app, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    const before = await admin.ok(FIGURES);
    const { edges } = (await admin.ok('{ participants(filter: { role: DEALER, status: ACTIVE }, first: 2) { edges { node { id } } } }')).participants;
    for (const edge of edges) {
      const set = (await admin.ok(SET, { input: { participantId: edge.node.id, status: 'INACTIVE' } })).setParticipantStatus;
      expect(set).toEqual({ participant: { id: edge.node.id, status: 'INACTIVE' }, errors: [] });
    }
    expect(await admin.ok(FIGURES)).toEqual({
      participantStats: { total: before.participantStats.total, active: before.participantStats.active - 2, inactive: before.participantStats.inactive + 2 },
      inactive: { totalCount: before.inactive.totalCount + 2 },
      dealers: { totalCount: before.dealers.totalCount - 2 },
    });
    await admin.ok(SET, { input: { participantId: edges[0].node.id, status: 'ACTIVE' } });
    expect((await admin.ok(FIGURES)).participantStats.active).toBe(before.participantStats.active - 1);
  });
});
