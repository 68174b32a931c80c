import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import { ADVISOR_USER_ID, DEALER_USER_ID } from '../../domain/fixtures/constants';
import type { TrainingState } from '../../domain/fixtures/training';
import { certificationsDue } from '../../domain/lib/engagement/training';
import { MemoryTraining } from '../../mocks/repositories/training';
import type { TrainingRepository } from '../../domain/repositories/training';
import { SqlTraining } from '../../server/repositories/training';
import type { SqlStore } from '../../server/sql/database';
import { programDay } from '../../src/lib/program-time';
import { TEST_NOW } from '../api';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { DEMO_PASSWORD, givenBeforeEach, startOn, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The training repository's contract: the SQL store answers the catalogue, the paths, the leaderboard
 * and each member's enrolments, certifications, learning days, recognitions and webinars as the
 * in-browser store does, over the same sample data, and applies each change to the rows as they are
 * when it is made: advances at once count each module once and never pass the last, a path's
 * certification is awarded once, and a webinar's attendees count every registration.
 */

interface Stores {
  memory: TrainingRepository;
  sql: TrainingRepository;
}

function trainingOf(data: TrainingState): TrainingState {
  const { courses, courseProgress, certifications, certificationPaths, webinars, webinarRegistrations, trainingActivity, recognitions, trainingLeaders } = data;
  return structuredClone({ courses, courseProgress, certifications, certificationPaths, webinars, webinarRegistrations, trainingActivity, recognitions, trainingLeaders });
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlTraining(store.db).replaceAll(trainingOf(db.data));
  return { memory: new MemoryTraining(db), sql: new SqlTraining(store.db) };
}

const TODAY = programDay(TEST_NOW);
const due = (userId: string) => (state: Parameters<typeof certificationsDue>[0]) => certificationsDue(state, userId, TODAY);

async function stateOf(repository: TrainingRepository, userId: string) {
  return {
    courses: await repository.courses(),
    paths: await repository.certificationPaths(),
    leaders: await repository.leaders(),
    progress: await repository.progress([userId]),
    certifications: await repository.certifications(userId),
    activity: await repository.activity(userId),
    recognitions: await repository.recognitions(userId),
    webinars: await repository.upcomingWebinars(TEST_NOW.toISOString()),
    registrations: await repository.webinarRegistrations(userId),
  };
}

describe.each(STORES)('the training repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('answers the catalogue, the paths, the leaderboard and each member’s training as the memory store does', async () => {
    for (const userId of [DEALER_USER_ID, ADVISOR_USER_ID, 'USR-NONE']) {
      expect(await stateOf(given.stores.sql, userId)).toEqual(await stateOf(given.stores.memory, userId));
    }
    const dealer = await stateOf(given.stores.sql, DEALER_USER_ID);
    expect(dealer.courses).toHaveLength(8);
    expect(dealer.progress.map((row) => row.courseId)).toEqual(['CRS-101', 'CRS-102', 'CRS-106', 'CRS-108']);
    expect(dealer.certifications.map((row) => row.id)).toEqual(['CERT-1001', 'CERT-1002', 'CERT-1003']);
    expect(dealer.webinars.length).toBeGreaterThan(2);
    expect(dealer.registrations.map((row) => row.webinarId)).toEqual(['WEB-303']);
    expect(await given.stores.sql.progress([DEALER_USER_ID, ADVISOR_USER_ID])).toEqual(await given.stores.memory.progress([DEALER_USER_ID, ADVISOR_USER_ID]));
    expect(await given.stores.sql.progress([])).toEqual([]);
    expect(await given.stores.sql.webinar('WEB-302')).toEqual(await given.stores.memory.webinar('WEB-302'));
    expect(await given.stores.sql.webinar('WEB-NONE')).toBeNull();
    expect(await given.stores.sql.upcomingWebinars('2100-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('enrols once, restarts only the lapsed enrolment as read, and refuses an unknown course, in both stores alike', async () => {
    const started = (await given.stores.memory.progress([DEALER_USER_ID])).find((row) => row.courseId === 'CRS-102')!;
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.enroll(DEALER_USER_ID, 'CRS-103', TODAY, null)).toBe(true);
      expect(await repository.enroll(DEALER_USER_ID, 'CRS-103', TODAY, null)).toBe(false);
      expect(await repository.enroll(DEALER_USER_ID, 'CRS-999', TODAY, null)).toBe(false);
      expect(await repository.enroll(DEALER_USER_ID, 'CRS-102', TODAY, '2020-01-01')).toBe(false);
      expect(await repository.enroll(DEALER_USER_ID, 'CRS-102', TODAY, started.enrolledOn)).toBe(true);
      // A completed course is not restarted.
      const completed = (await repository.progress([DEALER_USER_ID])).find((row) => row.courseId === 'CRS-101')!;
      expect(await repository.enroll(DEALER_USER_ID, 'CRS-101', TODAY, completed.enrolledOn)).toBe(false);
    }
    const progress = await given.stores.sql.progress([DEALER_USER_ID]);
    expect(progress).toEqual(await given.stores.memory.progress([DEALER_USER_ID]));
    expect(progress.find((row) => row.courseId === 'CRS-103')).toEqual({ userId: DEALER_USER_ID, courseId: 'CRS-103', enrolledOn: TODAY, modulesCompleted: 0, completedOn: null });
    expect(progress.find((row) => row.courseId === 'CRS-102')).toMatchObject({ enrolledOn: TODAY, modulesCompleted: started.modulesCompleted });
  });

  it('advances to the last module, completing the course and awarding its path once, in both stores alike', async () => {
    // The advisor has completed two of the three sales courses; CRS-103 (8 modules) is at 3.
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const results = [];
      for (let step = 0; step < 6; step += 1) results.push(await repository.advance(ADVISOR_USER_ID, 'CRS-103', TODAY, due(ADVISOR_USER_ID)));
      expect(results.map((result) => result?.progress.modulesCompleted ?? null)).toEqual([4, 5, 6, 7, 8, null]);
      expect(results[4]?.progress.completedOn).toBe(TODAY);
      expect(results[4]?.awarded).toEqual([
        { id: 'CERT-2003', userId: ADVISOR_USER_ID, name: 'Sales Excellence Certification', issued: TODAY, expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), icon: 'award', color: 'purple' },
      ]);
      expect(results.slice(0, 4).every((result) => result?.awarded.length === 0)).toBe(true);
      expect(await repository.advance(ADVISOR_USER_ID, 'CRS-999', TODAY, due(ADVISOR_USER_ID))).toBeNull();
      expect(await repository.advance(DEALER_USER_ID, 'CRS-105', TODAY, due(DEALER_USER_ID))).toBeNull();
    }
    expect(await stateOf(given.stores.sql, ADVISOR_USER_ID)).toEqual(await stateOf(given.stores.memory, ADVISOR_USER_ID));
    expect(await given.stores.sql.activity(ADVISOR_USER_ID)).toContain(TODAY);
  });

  it('registers a member for a webinar once, counting them among its attendees, in both stores alike', async () => {
    for (const repository of [given.stores.memory, given.stores.sql]) {
      const attendees = (await repository.webinar('WEB-301'))!.attendees;
      const registration = { webinarId: 'WEB-301', userId: DEALER_USER_ID, registeredAt: TEST_NOW.toISOString() };
      expect(await repository.registerForWebinar(registration)).toBe(true);
      expect(await repository.registerForWebinar(registration)).toBe(false);
      expect(await repository.registerForWebinar({ ...registration, webinarId: 'WEB-NONE' })).toBe(false);
      expect((await repository.webinar('WEB-301'))!.attendees).toBe(attendees + 1);
    }
    expect(await stateOf(given.stores.sql, DEALER_USER_ID)).toEqual(await stateOf(given.stores.memory, DEALER_USER_ID));
  });

  it('counts 5 of 8 advances at once on a course 5 modules from its end, and completes it once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => given.stores.sql.advance(ADVISOR_USER_ID, 'CRS-103', TODAY, due(ADVISOR_USER_ID))));
    expect(results.filter((result) => result !== null)).toHaveLength(5);
    expect(results.filter((result) => result?.progress.completedOn === TODAY)).toHaveLength(1);
    expect(results.flatMap((result) => result?.awarded ?? []).map((row) => row.name)).toEqual(['Sales Excellence Certification']);
    expect((await given.stores.sql.progress([ADVISOR_USER_ID])).find((row) => row.courseId === 'CRS-103')).toMatchObject({ modulesCompleted: 8, completedOn: TODAY });
  }, 60_000);

  /** A member one module from the end of two sales courses, with the third sales course done. */
  async function nearlyCertified(member: string) {
    await given.store.db
      .insertInto('course_progress')
      .values([
        { user_id: member, course_id: 'CRS-101', enrolled_on: TODAY, modules_completed: 3, completed_on: null },
        { user_id: member, course_id: 'CRS-102', enrolled_on: TODAY, modules_completed: 5, completed_on: null },
        { user_id: member, course_id: 'CRS-103', enrolled_on: TODAY, modules_completed: 8, completed_on: TODAY },
      ])
      .execute();
  }

  /**
   * Two advances at the same moment: the first one's transaction stays open while the second runs (or
   * waits for it, up to half a second), then commits.
   */
  async function overlapping(first: [string, string], second: [string, string]) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let advanced!: () => void;
    const firstAdvanced = new Promise<void>((resolve) => (advanced = resolve));
    const one = given.store.db.transaction().execute(async (trx) => {
      const result = await new SqlTraining(trx).advance(first[0], first[1], TODAY, due(first[0]));
      advanced();
      await held;
      return result;
    });
    await firstAdvanced;
    const two = given.stores.sql.advance(second[0], second[1], TODAY, due(second[0]));
    await Promise.race([two, new Promise((resolve) => setTimeout(resolve, 500))]);
    release();
    return Promise.all([one, two]);
  }

  it('awards a path once when its last two courses are completed at the same moment', async () => {
    await nearlyCertified('USR-TRN-1');
    const results = await overlapping(['USR-TRN-1', 'CRS-101'], ['USR-TRN-1', 'CRS-102']);
    expect(results.map((result) => result?.progress.completedOn)).toEqual([TODAY, TODAY]);
    expect((await given.stores.sql.certifications('USR-TRN-1')).map((row) => row.name)).toEqual(['Sales Excellence Certification']);
  }, 60_000);

  it('numbers the certifications of two members completing a path at the same moment one after the other', async () => {
    await nearlyCertified('USR-TRN-1');
    await nearlyCertified('USR-TRN-2');
    await given.stores.sql.advance('USR-TRN-1', 'CRS-101', TODAY, due('USR-TRN-1'));
    await given.stores.sql.advance('USR-TRN-2', 'CRS-101', TODAY, due('USR-TRN-2'));
    const results = await overlapping(['USR-TRN-1', 'CRS-102'], ['USR-TRN-2', 'CRS-102']);
    expect(results.map((result) => result?.awarded.map((row) => row.id))).toEqual([['CERT-2003'], ['CERT-2004']]);
    expect(await given.stores.sql.certifications('USR-TRN-2')).toEqual([expect.objectContaining({ id: 'CERT-2004', name: 'Sales Excellence Certification' })]);
  }, 60_000);

  it('registers 10 members asking for one webinar at once, and one member asking 4 times once', async () => {
    const attendees = (await given.stores.sql.webinar('WEB-304'))!.attendees;
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) => given.stores.sql.registerForWebinar({ webinarId: 'WEB-304', userId: `USR-9${index}`, registeredAt: TEST_NOW.toISOString() })),
      ...Array.from({ length: 4 }, () => given.stores.sql.registerForWebinar({ webinarId: 'WEB-304', userId: 'USR-77', registeredAt: TEST_NOW.toISOString() })),
    ]);
    expect(results.filter(Boolean)).toHaveLength(11);
    expect((await given.stores.sql.webinar('WEB-304'))!.attendees).toBe(attendees + 11);
  }, 60_000);

  it('holds the rules in the tables: modules, attendees and points never below zero, known categories, a certification valid from its issue', async () => {
    const db = given.store.db;
    await expect(sql`update course_progress set modules_completed = -1`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update webinars set attendees = -1`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update training_courses set category = 'COOKING' where id = 'CRS-101'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update certifications set expires = issued - 1`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update training_leaders set points = -5`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`insert into course_progress values ('USR-001', 'CRS-NONE', '2026-11-01', 0, null)`.execute(db)).rejects.toThrow(/foreign key/);
  });
});

describe.each(STORES)('training over HTTP on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('counts 5 of 8 advances sent at once, awards the path once, registers a webinar once', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const advisor = server.browser();
    await advisor.signIn(DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR, DEMO_PASSWORD);
    const advance = `mutation { advanceCourse(input: { courseId: "CRS-103" }) { course { modulesCompleted } errors { code message } } }`;
    const results = await Promise.all(Array.from({ length: 8 }, () => advisor.ok(advance)));
    expect(results.filter((data) => data.advanceCourse.errors.length === 0)).toHaveLength(5);
    expect(results.filter((data) => data.advanceCourse.errors.length > 0).map((data) => data.advanceCourse.errors[0].code)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
    const training = `{ training { courses { id modulesCompleted progress } certifications { name issued } stats { completed pointsEarned } webinars { id attendees registered } } }`;
    const after = (await advisor.ok(training)).training;
    expect(after.courses.find((course: any) => course.id === 'CRS-103')).toEqual({ id: 'CRS-103', modulesCompleted: 8, progress: 100 });
    expect(after.certifications.filter((row: any) => row.name === 'Sales Excellence Certification')).toHaveLength(1);
    expect(after.stats.completed).toBe(4);

    const webinar = after.webinars.find((row: any) => !row.registered);
    const register = `mutation($id: ID!) { registerForWebinar(input: { webinarId: $id }) { webinar { attendees registered } errors { code } } }`;
    const registrations = await Promise.all(Array.from({ length: 4 }, () => advisor.ok(register, { id: webinar.id })));
    expect(registrations.filter((data) => data.registerForWebinar.errors.length === 0)).toHaveLength(1);
    expect(registrations.map((data) => data.registerForWebinar.webinar)).toEqual(Array.from({ length: 4 }, () => ({ attendees: webinar.attendees + 1, registered: true })));
  }, 120_000);
});
