import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { ADVISOR_USER_ID, DEALER_USER_ID } from '../../../domain/fixtures/constants';
import { trainingProgressFor } from '../../../domain/resolvers/training';
import { createTestServer, type TestServer } from '../../api';

const COURSE_FIELDS = 'id title category level duration format points progress enrolled certification instructor modules modulesCompleted enrolledOn dueOn';

const TRAINING = `{
  training {
    stats { completed inProgress certifications pointsEarned totalCourses }
    streak { currentDays longestDays week }
    recognitions { id title description earnedOn }
    leaders { rank name dealership points isViewer }
    courses { ${COURSE_FIELDS} }
    certifications { id name status issued expires icon color holderName }
    certificationPaths { id name requirement requiredCourses completedCourses }
    webinars { id title description date time startsAt duration durationMinutes instructor attendees registered }
  }
}`;

const MY_COURSES = `query($category: CourseCategory) {
  training { courses(enrolledOnly: true, category: $category) { id category enrolled } }
}`;

const ENROLL = `mutation($id: ID!) {
  enrollInCourse(input: { courseId: $id }) {
    course { ${COURSE_FIELDS} }
    stats { completed inProgress pointsEarned }
    errors { field message }
  }
}`;

const ADVANCE = `mutation($id: ID!) {
  advanceCourse(input: { courseId: $id }) {
    course { id progress modulesCompleted modules enrolled }
    stats { completed inProgress pointsEarned }
    errors { field message }
  }
}`;

const REGISTER_WEBINAR = `mutation($id: ID!) {
  registerForWebinar(input: { webinarId: $id }) {
    webinar { id attendees registered }
    errors { field message }
  }
}`;

async function training(server: TestServer) {
  return (await server.ok(TRAINING)).training;
}

function course(data: any, id: string) {
  return data.courses.find((row: any) => row.id === id);
}

/** Runs a mutation that must be refused and checks that nothing was saved or changed. */
async function expectRefused(server: TestServer, query: string, variables: Record<string, unknown>, field: string) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const data = await server.ok(query, variables);
  const payload = Object.values(data)[0] as { errors: { field: string; message: string }[] };
  expect(payload.errors.length).toBeGreaterThan(0);
  expect(payload.errors[0]?.field).toEqual([field]);
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  return payload;
}

describe('training: the catalogue and the viewer’s progress', () => {
  it('offers 8 courses across the four categories, with 4-12 modules and 250-750 points', async () => {
    const { courses } = await training(createTestServer('dealer'));
    expect(courses).toHaveLength(8);
    expect(new Set(courses.map((row: any) => row.category))).toEqual(new Set(['SALES', 'INSTALLATION', 'TECHNICAL', 'BUSINESS']));
    expect(new Set(courses.map((row: any) => row.level))).toEqual(new Set(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']));
    for (const row of courses) {
      expect(row.modules).toBeGreaterThanOrEqual(4);
      expect(row.modules).toBeLessThanOrEqual(12);
      expect(row.points).toBeGreaterThanOrEqual(250);
      expect(row.points).toBeLessThanOrEqual(750);
      expect(row.instructor).not.toBe('');
    }
    // Both certification paths can be completed from the catalogue.
    expect(courses.filter((row: any) => row.level === 'ADVANCED').length).toBeGreaterThanOrEqual(5);
    expect(courses.filter((row: any) => row.category === 'SALES').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the comfort advisor 3 of 8 courses completed, with a streak of 7 days (longest 14)', async () => {
    const data = await training(createTestServer('comfort-advisor'));
    expect(data.stats).toEqual({ completed: 3, inProgress: 2, certifications: 2, pointsEarned: 1150, totalCourses: 8 });
    expect(data.streak).toEqual({ currentDays: 7, longestDays: 14, week: [true, true, true, true, true, true, true] });
    expect(trainingProgressFor(createTestServer('comfort-advisor').db.data, ADVISOR_USER_ID)).toEqual({ completed: 3, total: 8, progress: 37.5 });
  });

  it('keeps progress per user: the dealer has a mix of completed, started and open courses of their own', async () => {
    const server = createTestServer('dealer');
    const dealer = await training(server);
    expect(dealer.stats).toEqual({ completed: 2, inProgress: 2, certifications: 3, pointsEarned: 750, totalCourses: 8 });
    expect(dealer.streak).toMatchObject({ currentDays: 7, longestDays: 14 });
    expect(course(dealer, 'CRS-102')).toMatchObject({ enrolled: true, modulesCompleted: 2, modules: 6, progress: 33 });
    server.session.switchRole('COMFORT_ADVISOR');
    const advisor = await training(server);
    expect(course(advisor, 'CRS-102')).toMatchObject({ enrolled: true, modulesCompleted: 6, progress: 100 });
    expect(trainingProgressFor(server.db.data, DEALER_USER_ID)).toEqual({ completed: 2, total: 8, progress: 25 });
  });

  it('gives every course display state: not enrolled, not started, in progress and completed', async () => {
    const data = await training(createTestServer('comfort-advisor'));
    expect(course(data, 'CRS-106')).toMatchObject({ enrolled: false, progress: 0, modulesCompleted: 0, enrolledOn: null, dueOn: null });
    expect(course(data, 'CRS-104')).toMatchObject({ enrolled: true, progress: 0 });
    expect(course(data, 'CRS-103')).toMatchObject({ enrolled: true, progress: 38, modulesCompleted: 3, modules: 8 });
    expect(course(data, 'CRS-107')).toMatchObject({ enrolled: true, progress: 100 });
  });

  it('dates each enrolment with a due date 90 days after it', async () => {
    const data = await training(createTestServer('dealer'));
    for (const row of data.courses.filter((candidate: any) => candidate.enrolled)) {
      const days = (Date.parse(row.dueOn) - Date.parse(row.enrolledOn)) / 86_400_000;
      expect(days).toBe(90);
    }
    expect(course(data, 'CRS-102')).toMatchObject({ enrolledOn: '2026-11-10', dueOn: '2027-02-08' });
  });

  it('lists My Courses (enrolled only), optionally of one category', async () => {
    const server = createTestServer('comfort-advisor');
    const all = (await server.ok(MY_COURSES)).training.courses;
    expect(all.map((row: any) => row.id).sort()).toEqual(['CRS-101', 'CRS-102', 'CRS-103', 'CRS-104', 'CRS-107']);
    const sales = (await server.ok(MY_COURSES, { category: 'SALES' })).training.courses;
    expect(sales.map((row: any) => row.id).sort()).toEqual(['CRS-101', 'CRS-102', 'CRS-103']);
  });

  it('lists active certifications with the holder’s name, and the two advanced paths with the viewer’s progress', async () => {
    const data = await training(createTestServer('comfort-advisor'));
    expect(data.certifications).toHaveLength(2);
    for (const certification of data.certifications) {
      expect(certification).toMatchObject({ status: 'Active', holderName: 'Alex Rivera' });
      expect(certification.expires > certification.issued).toBe(true);
      expect(certification.icon).not.toBe('');
      expect(certification.color).not.toBe('');
    }
    expect(data.certificationPaths).toEqual([
      {
        id: 'PATH-MASTER-TECH',
        name: 'Master Technician Certification',
        requirement: 'Complete 5 advanced courses',
        requiredCourses: 5,
        completedCourses: 1,
      },
      {
        id: 'PATH-SALES-EXCELLENCE',
        name: 'Sales Excellence Certification',
        requirement: 'Complete 3 sales courses',
        requiredCourses: 3,
        completedCourses: 2,
      },
    ]);
  });

  it('ranks the regional leaders and always includes the viewer', async () => {
    const server = createTestServer('comfort-advisor');
    const { leaders } = await training(server);
    expect(leaders.slice(0, 5).map((row: any) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(leaders.filter((row: any) => row.isViewer)).toEqual([
      { rank: 7, name: 'Alex Rivera', dealership: 'Summit Comfort Systems', points: 1150, isViewer: true },
    ]);
    const points = leaders.map((row: any) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('lists the viewer’s recognitions, newest first', async () => {
    const { recognitions } = await training(createTestServer('comfort-advisor'));
    expect(recognitions.map((row: any) => row.title)).toEqual(['Fast Learner', 'Safety First', 'Two-Week Streak']);
  });

  it('lists upcoming Live Training Sessions with registered counts and the viewer’s registration', async () => {
    const { webinars } = await training(createTestServer('dealer'));
    expect(webinars).toHaveLength(4);
    expect(webinars[0]).toMatchObject({ id: 'WEB-301', date: '2026-11-24', time: '2:00 PM CST', startsAt: '2026-11-24T20:00:00.000Z', attendees: 142 });
    expect(webinars.filter((row: any) => row.registered).map((row: any) => row.id)).toEqual(['WEB-303']);
    expect(webinars.map((row: any) => row.startsAt)).toEqual([...webinars.map((row: any) => row.startsAt)].sort());
  });
});

describe('training: enrolling and completing courses', () => {
  it('enrolls the viewer today with a 90-day deadline, and keeps it after a reload', async () => {
    const server = createTestServer('comfort-advisor');
    const data = await server.ok(ENROLL, { id: 'CRS-105' });
    expect(data.enrollInCourse.errors).toEqual([]);
    expect(data.enrollInCourse.course).toMatchObject({ id: 'CRS-105', enrolled: true, progress: 0, enrolledOn: '2026-11-22', dueOn: '2027-02-20' });
    expect(data.enrollInCourse.stats).toEqual({ completed: 3, inProgress: 3, pointsEarned: 1150 });
    const reloaded = server.reload();
    expect(course(await training(reloaded), 'CRS-105')).toMatchObject({ enrolled: true, enrolledOn: '2026-11-22' });
    reloaded.session.switchRole('DEALER');
    expect(course(await training(reloaded), 'CRS-105')).toMatchObject({ enrolled: false });
  });

  it('refuses an unknown course, a second enrolment and a completed course, changing nothing', async () => {
    const server = createTestServer('comfort-advisor');
    const unknown = await expectRefused(server, ENROLL, { id: 'CRS-999' }, 'courseId');
    expect(unknown).toMatchObject({ course: null, errors: [{ field: ['courseId'], message: 'This course no longer exists' }] });
    const again = await expectRefused(server, ENROLL, { id: 'CRS-103' }, 'courseId');
    expect(again.errors).toEqual([{ field: ['courseId'], message: 'You are already enrolled in this course' }]);
    const done = await expectRefused(server, ENROLL, { id: 'CRS-101' }, 'courseId');
    expect(done.errors).toEqual([{ field: ['courseId'], message: 'You have already completed this course' }]);
  });

  it('completes the next module and moves the progress to modules completed ÷ modules', async () => {
    const server = createTestServer('comfort-advisor');
    const data = await server.ok(ADVANCE, { id: 'CRS-103' });
    expect(data.advanceCourse).toEqual({
      course: { id: 'CRS-103', progress: 50, modulesCompleted: 4, modules: 8, enrolled: true },
      stats: { completed: 3, inProgress: 2, pointsEarned: 1150 },
      errors: [],
    });
    expect(course(await training(server.reload()), 'CRS-103')).toMatchObject({ modulesCompleted: 4, progress: 50 });
  });

  it('adds a course’s points and a completion when its last module is done', async () => {
    const server = createTestServer('dealer');
    let last: any;
    for (let step = 0; step < 4; step += 1) last = (await server.ok(ADVANCE, { id: 'CRS-102' })).advanceCourse;
    expect(last.course).toMatchObject({ progress: 100, modulesCompleted: 6 });
    expect(last.stats).toEqual({ completed: 3, inProgress: 1, pointsEarned: 1150 });
    const reloaded = await training(server.reload());
    expect(reloaded.stats).toMatchObject({ completed: 3, pointsEarned: 1150 });
    expect(reloaded.certificationPaths.find((path: any) => path.id === 'PATH-SALES-EXCELLENCE').completedCourses).toBe(2);
    expect(reloaded.leaders.find((row: any) => row.isViewer).points).toBe(1150);
    expect(trainingProgressFor(server.db.data, DEALER_USER_ID)).toEqual({ completed: 3, total: 8, progress: 37.5 });
  });

  it('refuses to advance a course that is not enrolled, already complete or unknown, changing nothing', async () => {
    const server = createTestServer('comfort-advisor');
    expect((await expectRefused(server, ADVANCE, { id: 'CRS-106' }, 'courseId')).errors).toEqual([
      { field: ['courseId'], message: 'Enroll in this course first' },
    ]);
    expect((await expectRefused(server, ADVANCE, { id: 'CRS-107' }, 'courseId')).errors).toEqual([
      { field: ['courseId'], message: 'You have already completed this course' },
    ]);
    expect((await expectRefused(server, ADVANCE, { id: 'nope' }, 'courseId')).errors).toEqual([
      { field: ['courseId'], message: 'This course no longer exists' },
    ]);
  });

  it('closes a course after its 90 days, and lets the viewer enroll again to restart the window', async () => {
    const server = createTestServer('comfort-advisor');
    const row = server.db.data.courseProgress.find((candidate) => candidate.userId === ADVISOR_USER_ID && candidate.courseId === 'CRS-103');
    if (!row) throw new Error('fixture missing');
    row.enrolledOn = '2026-08-01';
    const lapsed = await expectRefused(server, ADVANCE, { id: 'CRS-103' }, 'courseId');
    expect(lapsed.errors).toEqual([
      { field: ['courseId'], message: 'The 90-day completion window for this course ended on Oct 30, 2026. Enroll again to restart it.' },
    ]);
    const again = (await server.ok(ENROLL, { id: 'CRS-103' })).enrollInCourse;
    expect(again.errors).toEqual([]);
    expect(again.course).toMatchObject({ enrolledOn: '2026-11-22', dueOn: '2027-02-20', modulesCompleted: 3 });
    expect((await server.ok(ADVANCE, { id: 'CRS-103' })).advanceCourse.course.modulesCompleted).toBe(4);
  });

  it('counts a completed module as a learning day for the streak', async () => {
    const server = createTestServer('comfort-advisor');
    server.db.data.trainingActivity = server.db.data.trainingActivity.filter(
      (row) => !(row.userId === ADVISOR_USER_ID && row.day === '2026-11-22'),
    );
    expect((await training(server)).streak).toEqual({ currentDays: 6, longestDays: 14, week: [true, true, true, true, true, true, false] });
    await server.ok(ADVANCE, { id: 'CRS-104' });
    expect((await training(server.reload())).streak).toEqual({ currentDays: 7, longestDays: 14, week: [true, true, true, true, true, true, true] });
  });
});

describe('training: webinar registration', () => {
  it('registers the viewer: count +1, registered, kept after a reload, and only for that viewer', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(REGISTER_WEBINAR, { id: 'WEB-301' });
    expect(data.registerForWebinar).toEqual({ webinar: { id: 'WEB-301', attendees: 143, registered: true }, errors: [] });
    const reloaded = server.reload();
    expect((await training(reloaded)).webinars.find((row: any) => row.id === 'WEB-301')).toMatchObject({ attendees: 143, registered: true });
    reloaded.session.switchRole('COMFORT_ADVISOR');
    expect((await training(reloaded)).webinars.find((row: any) => row.id === 'WEB-301')).toMatchObject({ attendees: 143, registered: false });
  });

  it('refuses a second registration and an unknown webinar, changing nothing', async () => {
    const server = createTestServer('dealer');
    expect((await expectRefused(server, REGISTER_WEBINAR, { id: 'WEB-303' }, 'webinarId')).errors).toEqual([
      { field: ['webinarId'], message: 'You are already registered for this webinar' },
    ]);
    expect((await expectRefused(server, REGISTER_WEBINAR, { id: 'WEB-000' }, 'webinarId')).errors).toEqual([
      { field: ['webinarId'], message: 'This webinar no longer exists' },
    ]);
  });

  it('refuses a webinar that has already started', async () => {
    const server = createTestServer('dealer');
    const webinar = server.db.data.webinars.find((row) => row.id === 'WEB-301');
    if (!webinar) throw new Error('fixture missing');
    webinar.startsAt = '2026-11-22T14:00:00.000Z';
    expect((await expectRefused(server, REGISTER_WEBINAR, { id: 'WEB-301' }, 'webinarId')).errors).toEqual([
      { field: ['webinarId'], message: 'This webinar has already started' },
    ]);
  });
});

describe('training: access', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['training', TRAINING, {}],
    ['enrollInCourse', ENROLL, { id: 'CRS-105' }],
    ['advanceCourse', ADVANCE, { id: 'CRS-103' }],
    ['registerForWebinar', REGISTER_WEBINAR, { id: 'WEB-301' }],
  ];

  it.each(operations)('%s needs a session', async (_name, query, variables) => {
    expect(await createTestServer(null).errorCode(query, variables)).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is not for client admins', async (_name, query, variables) => {
    const server = createTestServer('client-admin');
    const before = JSON.stringify(server.db.data);
    expect(await server.errorCode(query, variables)).toBe('FORBIDDEN');
    expect(JSON.stringify(server.db.data)).toBe(before);
  });
});
