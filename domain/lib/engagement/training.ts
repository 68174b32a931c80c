import type {
  Certification,
  CertificationPath,
  Course,
  LearningStreak,
  RegionalLeader,
  TrainingProgress,
  TrainingStats,
  Webinar,
} from '../../__generated__/resolvers-types';
import type { UserRow } from '../../fixtures/session';
import type { Member } from '../../repositories/users';
import { COURSE_COMPLETION_WINDOW_DAYS } from '../../../src/lib/validation';
import type { CertificationRow, CourseProgressRow, CourseRow, TrainingState, WebinarRow } from '../../fixtures/training';
import { dayNumber, shiftDay, weekStart } from './dates';

/** How many leaderboard rows are shown before the viewer's own row. */
export const LEADERBOARD_SIZE = 5;

export function findProgress(data: Pick<TrainingState, 'courseProgress'>, userId: string, courseId: string): CourseProgressRow | undefined {
  return data.courseProgress.find((row) => row.userId === userId && row.courseId === courseId);
}

export function dueOn(progress: CourseProgressRow): string {
  return shiftDay(progress.enrolledOn, COURSE_COMPLETION_WINDOW_DAYS);
}

export function isComplete(progress: CourseProgressRow | undefined): boolean {
  return progress?.completedOn != null;
}

/** Enrolled, unfinished and past its 90-day deadline. */
export function isLapsed(progress: CourseProgressRow | undefined, today: string): boolean {
  return !!progress && !isComplete(progress) && today > dueOn(progress);
}

export function coursePercent(course: CourseRow, modulesCompleted: number): number {
  return Math.round((modulesCompleted / course.modules) * 100);
}

export function toCourse(course: CourseRow, progress: CourseProgressRow | undefined): Course {
  const modulesCompleted = progress?.modulesCompleted ?? 0;
  return {
    ...course,
    progress: progress ? coursePercent(course, modulesCompleted) : 0,
    enrolled: !!progress,
    modulesCompleted,
    enrolledOn: progress?.enrolledOn ?? null,
    dueOn: progress ? dueOn(progress) : null,
  };
}

function completedCourses(data: Pick<TrainingState, 'courses' | 'courseProgress'>, userId: string): CourseRow[] {
  const done = new Set(data.courseProgress.filter((row) => row.userId === userId && isComplete(row)).map((row) => row.courseId));
  return data.courses.filter((course) => done.has(course.id));
}

/** Points from the user's completed courses. */
export function trainingPointsFor(data: Pick<TrainingState, 'courses' | 'courseProgress'>, userId: string): number {
  return completedCourses(data, userId).reduce((sum, course) => sum + course.points, 0);
}

export function certificationStatus(expires: string, today: string): string {
  return expires < today ? 'Expired' : 'Active';
}

export function trainingStatsFor(data: Pick<TrainingState, 'courses' | 'courseProgress' | 'certifications'>, userId: string, today: string): TrainingStats {
  const mine = data.courseProgress.filter((row) => row.userId === userId && data.courses.some((course) => course.id === row.courseId));
  return {
    completed: mine.filter(isComplete).length,
    inProgress: mine.filter((row) => !isComplete(row)).length,
    certifications: data.certifications.filter((row) => row.userId === userId && certificationStatus(row.expires, today) === 'Active').length,
    pointsEarned: trainingPointsFor(data, userId),
    totalCourses: data.courses.length,
  };
}

/**
 * The advisor dashboard's My Training card: courses the user completed of all courses offered, and
 * that share in percent (3 of 8 → 37.5).
 */
export function trainingProgressFor(data: Pick<TrainingState, 'courses' | 'courseProgress'>, userId: string): TrainingProgress {
  const completed = completedCourses(data, userId).length;
  const total = data.courses.length;
  return { completed, total, progress: total === 0 ? 0 : (completed / total) * 100 };
}

export function certificationsFor(data: Pick<TrainingState, 'certifications'>, user: UserRow, today: string): Certification[] {
  return data.certifications
    .filter((row) => row.userId === user.id)
    .sort((a, b) => b.issued.localeCompare(a.issued))
    .map(({ userId: _owner, ...row }) => ({
      ...row,
      status: certificationStatus(row.expires, today),
      holderName: `${user.firstName} ${user.lastName}`,
    }));
}

export function certificationPathsFor(data: Pick<TrainingState, 'courses' | 'courseProgress' | 'certificationPaths'>, userId: string): CertificationPath[] {
  const done = completedCourses(data, userId);
  return data.certificationPaths.map((path) => ({
    id: path.id,
    name: path.name,
    requirement: path.requirement,
    requiredCourses: path.requiredCourses,
    completedCourses: done.filter(
      (course) => (path.level === null || course.level === path.level) && (path.category === null || course.category === path.category),
    ).length,
  }));
}

/** A certification earned by completing an advanced path is valid for two years. */
export const PATH_CERTIFICATION_VALID_DAYS = 730;

/** The id after the highest `CERT-####` id among `ids` (what every store numbers a new certification with). */
export function nextCertificationId(ids: Iterable<string>): string {
  let highest = 0;
  for (const id of ids) {
    const number = Number(/^CERT-(\d+)$/.exec(id)?.[1] ?? 0);
    if (Number.isFinite(number)) highest = Math.max(highest, number);
  }
  return `CERT-${String(highest + 1).padStart(4, '0')}`;
}

/** A certification as awarded: every field but its id, which the store numbers. */
export type NewCertification = Omit<CertificationRow, 'id'>;

/** What the paths' rule reads of one member: the catalogue and paths, and their enrolments and certifications. */
export type MemberTraining = Pick<TrainingState, 'courses' | 'courseProgress' | 'certifications' | 'certificationPaths'>;

/**
 * The certification of every advanced path the user has now completed and does not hold yet, issued
 * today: what a completed course awards.
 */
export function certificationsDue(state: MemberTraining, userId: string, today: string): NewCertification[] {
  const held = new Set(state.certifications.filter((row) => row.userId === userId).map((row) => row.name));
  return certificationPathsFor(state, userId)
    .filter((path) => path.completedCourses >= path.requiredCourses && !held.has(path.name))
    .map((path) => ({ userId, name: path.name, issued: today, expires: shiftDay(today, PATH_CERTIFICATION_VALID_DAYS), icon: 'award', color: 'purple' }));
}

/**
 * Current streak: consecutive learning days ending today (or yesterday, when nothing was done yet
 * today). Longest: the longest run ever. Week: Monday to Sunday of the current week.
 */
export function learningStreakFor(data: Pick<TrainingState, 'trainingActivity'>, userId: string, today: string): LearningStreak {
  const days = new Set<number>();
  for (const row of data.trainingActivity) if (row.userId === userId) days.add(dayNumber(row.day));
  const todayNumber = dayNumber(today);
  let cursor = days.has(todayNumber) ? todayNumber : todayNumber - 1;
  let currentDays = 0;
  while (days.has(cursor)) {
    currentDays += 1;
    cursor -= 1;
  }
  let longestDays = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let length = 1;
    while (days.has(day + length)) length += 1;
    longestDays = Math.max(longestDays, length);
  }
  const monday = dayNumber(weekStart(today));
  const week = Array.from({ length: 7 }, (_, index) => days.has(monday + index));
  return { currentDays, longestDays, week };
}

/**
 * The regional leaderboard by training points: the other dealers' fixed figures and the sample
 * users' points from their completed courses. The top rows, then the viewer's own row when lower.
 */
export function regionalLeadersFor(
  data: Pick<TrainingState, 'courses' | 'courseProgress' | 'trainingLeaders'> & { members: readonly Member[] },
  viewerId: string,
): RegionalLeader[] {
  const members = data.members.map((member) => ({
    name: member.name,
    dealership: member.dealership,
    points: trainingPointsFor(data, member.id),
    isViewer: member.id === viewerId,
  }));
  const everyone = [...data.trainingLeaders.map((row) => ({ name: row.name, dealership: row.dealership, points: row.points, isViewer: false })), ...members];
  everyone.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  const ranked = everyone.map((row, index) => ({ ...row, rank: index + 1 }));
  const shown = ranked.slice(0, LEADERBOARD_SIZE);
  const viewer = ranked.find((row) => row.isViewer);
  if (viewer && viewer.rank > LEADERBOARD_SIZE) shown.push(viewer);
  return shown;
}

export function toWebinar(row: WebinarRow, registered: boolean): Webinar {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt,
    duration: row.duration,
    durationMinutes: row.durationMinutes,
    instructor: row.instructor,
    attendees: row.attendees,
    registered,
  };
}

export function isWebinarRegistered(data: Pick<TrainingState, 'webinarRegistrations'>, webinarId: string, userId: string): boolean {
  return data.webinarRegistrations.some((row) => row.webinarId === webinarId && row.userId === userId);
}
