import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import type { MeetingRequestRow } from '../../domain/fixtures/resources';
import { MemoryMeetingRequests } from '../../mocks/repositories/meeting-requests';
import { MEETING_ALREADY_REQUESTED, type MeetingRequestsRepository, type NewMeetingRequest } from '../../domain/repositories/meeting-requests';
import { MEETING_ALREADY_REQUESTED_MESSAGE } from '../../domain/resolvers/resources';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlMeetingRequests } from '../../server/repositories/meeting-requests';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The meeting requests repository's contract: the SQL store keeps and numbers the meetings dealers ask
 * for as the in-browser store does, a dealer's same request (start, length and topic) is kept once, and
 * of the same request sent at once one is kept while different requests at once are all numbered.
 */

interface Stores {
  memory: MeetingRequestsRepository;
  sql: MeetingRequestsRepository;
  db: Database;
}

const EARLIER: MeetingRequestRow[] = [
  { id: 'MTG-0001', userId: 'USR-001', start: '2026-11-24T16:00:00.000Z', durationMinutes: 30, topic: 'Spring stocking plan', withName: 'Dana Brooks', withEmail: 'dana@example.com', requestedAt: '2026-11-20T10:00:00.000Z' },
  { id: 'MTG-0002', userId: 'USR-002', start: '2026-11-25T09:30:00.000Z', durationMinutes: 60, topic: 'Warranty “claims” — 2027', withName: 'Dana Brooks', withEmail: 'dana@example.com', requestedAt: '2026-11-21T08:15:30.123Z' },
];

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  db.data.resourceMeetingRequests = structuredClone(EARLIER);
  await new SqlMeetingRequests(store.db).replaceAll(structuredClone(EARLIER));
  return { memory: new MemoryMeetingRequests(db), sql: new SqlMeetingRequests(store.db), db };
}

const meeting = (overrides: Partial<NewMeetingRequest> = {}): NewMeetingRequest => ({
  userId: 'USR-001',
  start: '2026-11-26T15:00:00.000Z',
  durationMinutes: 45,
  topic: "O'Brien's order; DROP TABLE meeting_requests; --",
  withName: 'Dana Brooks',
  withEmail: 'dana@example.com',
  requestedAt: TEST_NOW.toISOString(),
  ...overrides,
});

describe.each(STORES)('the meeting requests repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('lists a dealer’s requests in the order made, as the memory store does', async () => {
    for (const userId of ['USR-001', 'USR-002', 'USR-404']) {
      expect(await given.stores.sql.forUser(userId)).toEqual(await given.stores.memory.forUser(userId));
    }
    expect(await given.stores.sql.forUser('USR-002')).toEqual([EARLIER[1]]);
  });

  it('numbers requests after the ones it holds and keeps the same request once, in both stores alike', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.request(meeting())).toEqual({ id: 'MTG-0003', ...meeting() });
      expect(await repository.request(meeting())).toBe(MEETING_ALREADY_REQUESTED);
      // The same start for another length or topic, or by another dealer, is another request.
      expect(await repository.request(meeting({ durationMinutes: 60 }))).toMatchObject({ id: 'MTG-0004' });
      expect(await repository.request(meeting({ topic: 'Another topic' }))).toMatchObject({ id: 'MTG-0005' });
      expect(await repository.request(meeting({ userId: 'USR-002' }))).toMatchObject({ id: 'MTG-0006' });
      expect(await repository.request(meeting({ start: '2026-11-24T16:00:00.000Z', durationMinutes: 30, topic: 'Spring stocking plan' }))).toBe(MEETING_ALREADY_REQUESTED);
    }
    expect(await given.stores.sql.forUser('USR-001')).toEqual(await given.stores.memory.forUser('USR-001'));
    expect(await given.stores.sql.forUser('USR-002')).toEqual(await given.stores.memory.forUser('USR-002'));
  });

  it('keeps one of 8 identical requests made at once, and numbers 6 different ones at once one after the other', async () => {
    const same = await Promise.all(Array.from({ length: 8 }, () => given.stores.sql.request(meeting())));
    expect(same.filter((outcome) => outcome !== MEETING_ALREADY_REQUESTED)).toEqual([{ id: 'MTG-0003', ...meeting() }]);
    expect(same.filter((outcome) => outcome === MEETING_ALREADY_REQUESTED)).toHaveLength(7);
    const different = await Promise.all(Array.from({ length: 6 }, (_, index) => given.stores.sql.request(meeting({ topic: `Topic ${index}` }))));
    expect(different.map((outcome) => (outcome === MEETING_ALREADY_REQUESTED ? outcome : outcome.id)).sort()).toEqual(['MTG-0004', 'MTG-0005', 'MTG-0006', 'MTG-0007', 'MTG-0008', 'MTG-0009']);
    expect(await given.stores.sql.forUser('USR-001')).toHaveLength(8);
  }, 60_000);

  it('holds the form’s rules in the table: 15 to 240 minutes, a trimmed topic of 1 to 500 characters', async () => {
    const db = given.store.db;
    await expect(sql`update meeting_requests set duration_minutes = 10 where id = 'MTG-0001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update meeting_requests set duration_minutes = 241 where id = 'MTG-0001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update meeting_requests set topic = '' where id = 'MTG-0001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update meeting_requests set topic = ' padded ' where id = 'MTG-0001'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update meeting_requests set topic = ${'a'.repeat(501)} where id = 'MTG-0001'`.execute(db)).rejects.toThrow(/check/);
  });
});

describe.each(STORES)('requesting a meeting over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps one of 6 identical requests sent at once, the others told it was made', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const request = `mutation($input: RequestMeetingInput!) { requestMeeting(input: $input) { meeting { id topic } errors { field code message } } }`;
    const input = { start: '2026-12-01T16:00:00.000Z', durationMinutes: 30, topic: 'Spring stocking plan' };
    const results = (await Promise.all(Array.from({ length: 6 }, () => dealer.ok(request, { input })))).map((data) => data.requestMeeting);
    const kept = results.filter((payload) => payload.errors.length === 0);
    expect(kept).toEqual([{ meeting: { id: 'MTG-0001', topic: 'Spring stocking plan' }, errors: [] }]);
    expect(results.filter((payload) => payload.errors.length > 0)).toEqual(
      Array.from({ length: 5 }, () => ({ meeting: null, errors: [{ field: ['start'], code: 'CONFLICT', message: MEETING_ALREADY_REQUESTED_MESSAGE }] })),
    );
    const { rows } = await sql<{ id: string }>`select id from meeting_requests`.execute(server.app.sql.db);
    expect(rows).toEqual([{ id: 'MTG-0001' }]);
  }, 120_000);
});
