import { describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import { ADVISOR_USER_ID, DEALER_USER_ID } from '../../domain/fixtures/constants';
import { MemoryEvents } from '../../mocks/repositories/events';
import type { EventsRepository } from '../../domain/repositories/events';
import { SqlEvents } from '../../server/repositories/events';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { givenBeforeEach, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The events repository's contract: the SQL store answers the upcoming events and each member's
 * registrations as the in-browser store does, over the same sample data, and keeps the spots honest:
 * a registration takes one only while one is left, a cancellation gives it back.
 */

/** EVT-106 has 15 spots; EVT-104 does not count its spots. */
const COUNTED = 'EVT-106';
const UNCOUNTED = 'EVT-104';

interface Stores {
  memory: EventsRepository;
  sql: EventsRepository;
  store: SqlStore;
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  const copy = structuredClone(db.data);
  await new SqlEvents(store.db).replaceAll(copy.events, copy.eventRegistrations);
  return { memory: new MemoryEvents(db), sql: new SqlEvents(store.db), store };
}

async function stateOf(repository: EventsRepository) {
  return {
    upcoming: await repository.upcoming(TEST_NOW.toISOString()),
    dealer: await repository.registrations(DEALER_USER_ID),
    advisor: await repository.registrations(ADVISOR_USER_ID),
  };
}

const spotsOf = async (repository: EventsRepository, id: string) => (await repository.byId(id))?.spotsLeft;

describe.each(STORES)('the events repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('lists the upcoming events soonest first and each member’s registrations as the memory store does', async () => {
    const state = await stateOf(given.stores.sql);
    expect(state).toEqual(await stateOf(given.stores.memory));
    expect(state.upcoming.length).toBeGreaterThan(3);
    expect(state.dealer.map((row) => row.eventId)).toEqual(['EVT-101', 'EVT-106']);
    // An instant after every event: none is upcoming.
    expect(await given.stores.sql.upcoming('2100-01-01T00:00:00.000Z')).toEqual([]);
    expect(await given.stores.sql.byId('EVT-NONE')).toBeNull();
  });

  it('registers and cancels with the same spots and rows, refusing a second registration', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const spots = (await spotsOf(repository, COUNTED)) as number;
      expect(await repository.register({ eventId: COUNTED, userId: ADVISOR_USER_ID, registeredAt: TEST_NOW.toISOString() })).toBeNull();
      expect(await spotsOf(repository, COUNTED)).toBe(spots - 1);
      expect(await repository.register({ eventId: COUNTED, userId: ADVISOR_USER_ID, registeredAt: TEST_NOW.toISOString() })).toBe('REGISTERED');
      expect(await spotsOf(repository, COUNTED)).toBe(spots - 1);
      expect(await repository.register({ eventId: UNCOUNTED, userId: ADVISOR_USER_ID, registeredAt: TEST_NOW.toISOString() })).toBeNull();
      expect(await spotsOf(repository, UNCOUNTED)).toBeNull();
      expect(await repository.cancel(COUNTED, DEALER_USER_ID)).toBe(true);
      expect(await repository.cancel(COUNTED, DEALER_USER_ID)).toBe(false);
      expect(await spotsOf(repository, COUNTED)).toBe(spots);
    }
    expect(await stateOf(given.stores.sql)).toEqual(await stateOf(given.stores.memory));
  });

  it('refuses a registration when no spot is left, and gives 3 of 12 members asking at once the last 3 spots', async () => {
    await given.store.db.updateTable('events').set({ spots_left: 0 }).where('id', '=', COUNTED).execute();
    expect(await given.stores.sql.register({ eventId: COUNTED, userId: ADVISOR_USER_ID, registeredAt: TEST_NOW.toISOString() })).toBe('FULL');
    expect(await given.stores.sql.registrations(ADVISOR_USER_ID)).not.toContainEqual(expect.objectContaining({ eventId: COUNTED }));

    await given.store.db.updateTable('events').set({ spots_left: 3 }).where('id', '=', COUNTED).execute();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => given.stores.sql.register({ eventId: COUNTED, userId: `USR-9${index}`, registeredAt: TEST_NOW.toISOString() })),
    );
    expect(results.filter((result) => result === null)).toHaveLength(3);
    expect(new Set(results.filter((result) => result !== null))).toEqual(new Set(['FULL']));
    expect(await spotsOf(given.stores.sql, COUNTED)).toBe(0);
    const registered = await given.store.db.selectFrom('event_registrations').select('user_id').where('event_id', '=', COUNTED).where('user_id', 'like', 'USR-9%').execute();
    expect(registered).toHaveLength(3);
    await expect(given.store.db.updateTable('events').set({ spots_left: -1 }).where('id', '=', COUNTED).execute()).rejects.toThrow(/check/);
  }, 60_000);
});
