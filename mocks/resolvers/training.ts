import type { Resolvers, Training } from '../__generated__/resolvers-types';
import { validateCourseAdvance, validateEnrollment, validateWebinarRegistration, type CourseStanding, type FieldError } from '../../src/lib/validation';
import type { Context, Viewer } from '../context';
import { requireMember } from '../lib/auth';
import { formatDate } from '../../src/lib/format';
import { programDay } from '../../src/lib/program-time';
import {
  awardCompletedPaths,
  certificationPathsFor,
  certificationsFor,
  dueOn,
  findProgress,
  isComplete,
  isLapsed,
  isWebinarRegistered,
  learningStreakFor,
  regionalLeadersFor,
  toCourse,
  toWebinar,
  trainingStatsFor,
} from '../lib/engagement/training';
import { applyIfValid } from '../lib/mutation';

export { trainingProgressFor } from '../lib/engagement/training';

function trainingFor(ctx: Context, viewer: Viewer): Training {
  const data = ctx.db.data;
  const now = ctx.now();
  const today = programDay(now);
  const userId = viewer.user.id;
  const nowIso = now.toISOString();
  return {
    stats: trainingStatsFor(data, userId, today),
    streak: learningStreakFor(data, userId, today),
    recognitions: data.recognitions
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.earnedOn.localeCompare(a.earnedOn))
      .map(({ userId: _owner, ...row }) => row),
    leaders: regionalLeadersFor(data, userId),
    courses: data.courses.map((course) => toCourse(course, findProgress(data, userId, course.id))),
    certifications: certificationsFor(data, viewer.user, today),
    certificationPaths: certificationPathsFor(data, userId),
    webinars: data.webinars
      .filter((row) => row.startsAt > nowIso)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((row) => toWebinar(row, isWebinarRegistered(data, row.id, userId))),
  };
}

function courseStanding(ctx: Context, userId: string, courseId: string): CourseStanding {
  const data = ctx.db.data;
  const progress = findProgress(data, userId, courseId);
  return {
    exists: data.courses.some((course) => course.id === courseId),
    enrolled: !!progress,
    completed: isComplete(progress),
    lapsed: isLapsed(progress, programDay(ctx.now())),
    dueOnLabel: progress ? formatDate(dueOn(progress)) : null,
  };
}

/** The course and stats after a change (or as they stand when the change was refused). */
function coursePayload(ctx: Context, userId: string, courseId: string, errors: FieldError[]) {
  const data = ctx.db.data;
  const course = data.courses.find((row) => row.id === courseId);
  return {
    course: course ? toCourse(course, findProgress(data, userId, courseId)) : null,
    stats: trainingStatsFor(data, userId, programDay(ctx.now())),
    errors,
  };
}

/** Records a learning day for the streak (once per day). */
function recordActivity(ctx: Context, userId: string): void {
  const day = programDay(ctx.now());
  const activity = ctx.db.data.trainingActivity;
  if (!activity.some((row) => row.userId === userId && row.day === day)) activity.push({ userId, day });
}

/** Query, Mutation and type resolvers of the training domain (dealers and comfort advisors). */
export const trainingResolvers: Resolvers = {
  Query: {
    training: (_parent, _args, ctx) => trainingFor(ctx, requireMember(ctx)),
  },
  Training: {
    courses: (parent, { enrolledOnly, category }) =>
      parent.courses.filter((course) => (!enrolledOnly || course.enrolled) && (!category || course.category === category)),
  },
  Mutation: {
    enrollInCourse: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const { courseId } = input;
      const { errors } = applyIfValid(ctx, validateEnrollment(courseStanding(ctx, user.id, courseId)), () => {
        const today = programDay(ctx.now());
        const lapsed = findProgress(ctx.db.data, user.id, courseId);
        // A lapsed enrolment restarts its 90-day window; the modules already done are kept.
        if (lapsed) lapsed.enrolledOn = today;
        else ctx.db.data.courseProgress.push({ userId: user.id, courseId, enrolledOn: today, modulesCompleted: 0, completedOn: null });
      });
      return coursePayload(ctx, user.id, courseId, errors);
    },
    advanceCourse: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const { courseId } = input;
      const { errors } = applyIfValid(ctx, validateCourseAdvance(courseStanding(ctx, user.id, courseId)), () => {
        const data = ctx.db.data;
        const progress = findProgress(data, user.id, courseId);
        const course = data.courses.find((row) => row.id === courseId);
        if (!progress || !course) throw new Error('Validated course enrolment is missing');
        progress.modulesCompleted = Math.min(course.modules, progress.modulesCompleted + 1);
        if (progress.modulesCompleted === course.modules) {
          progress.completedOn = programDay(ctx.now());
          // The last course of an advanced path earns its certification.
          awardCompletedPaths(data, user.id, progress.completedOn);
        }
        recordActivity(ctx, user.id);
      });
      return coursePayload(ctx, user.id, courseId, errors);
    },
    registerForWebinar: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const data = ctx.db.data;
      const { webinarId } = input;
      const webinar = data.webinars.find((row) => row.id === webinarId);
      const standing = {
        exists: !!webinar,
        registered: isWebinarRegistered(data, webinarId, user.id),
        started: !!webinar && webinar.startsAt <= ctx.now().toISOString(),
      };
      const { errors } = applyIfValid(ctx, validateWebinarRegistration(standing), () => {
        if (!webinar) throw new Error('Validated webinar is missing');
        data.webinarRegistrations.push({ webinarId, userId: user.id, registeredAt: ctx.now().toISOString() });
        webinar.attendees += 1;
      });
      return { webinar: webinar ? toWebinar(webinar, isWebinarRegistered(data, webinarId, user.id)) : null, errors };
    },
  },
};
