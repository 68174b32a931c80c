import type { Resolvers, Training } from '../__generated__/resolvers-types';
import { validateCourseAdvance, validateEnrollment, validateWebinarRegistration, type CourseStanding, type FieldError } from '../../src/lib/validation';
import type { Context, Viewer } from '../context';
import type { CourseProgressRow, CourseRow } from '../fixtures/training';
import { requireMember } from '../lib/auth';
import { formatDate } from '../../src/lib/format';
import { programDay } from '../../src/lib/program-time';
import {
  certificationPathsFor,
  certificationsDue,
  certificationsFor,
  dueOn,
  isComplete,
  isLapsed,
  learningStreakFor,
  regionalLeadersFor,
  toCourse,
  toWebinar,
  trainingProgressFor,
  trainingStatsFor,
} from '../lib/engagement/training';

export { trainingProgressFor } from '../lib/engagement/training';

async function trainingFor(ctx: Context, viewer: Viewer): Promise<Training> {
  const training = ctx.repositories.training;
  const now = ctx.now();
  const today = programDay(now);
  const userId = viewer.user.id;
  // The regional leaderboard ranks the portal's dealers and comfort advisors with the other dealers.
  const members = await ctx.repositories.users.members();
  const [courses, courseProgress, certifications, certificationPaths, activity, recognitions, leaders, webinars, registrations] = await Promise.all([
    training.courses(),
    training.progress(members.map((member) => member.id)),
    training.certifications(userId),
    training.certificationPaths(),
    training.activity(userId),
    training.recognitions(userId),
    training.leaders(),
    training.upcomingWebinars(now.toISOString()),
    training.webinarRegistrations(userId),
  ]);
  const mine = courseProgress.filter((row) => row.userId === userId);
  const state = { courses, courseProgress: mine, certifications, certificationPaths };
  const registered = new Set(registrations.map((row) => row.webinarId));
  return {
    stats: trainingStatsFor(state, userId, today),
    streak: learningStreakFor({ trainingActivity: activity.map((day) => ({ userId, day })) }, userId, today),
    recognitions: recognitions.map(({ userId: _owner, ...row }) => row),
    leaders: regionalLeadersFor({ members, courses, courseProgress, trainingLeaders: leaders }, userId),
    courses: courses.map((course) => toCourse(course, mine.find((row) => row.courseId === course.id))),
    certifications: certificationsFor(state, viewer.user, today),
    certificationPaths: certificationPathsFor(state, userId),
    webinars: webinars.map((row) => toWebinar(row, registered.has(row.id))),
  };
}

/** A course of the catalogue and the member's enrolment in it, as the store holds them now. */
async function courseOf(ctx: Context, userId: string, courseId: string): Promise<{ course: CourseRow | undefined; progress: CourseProgressRow | undefined }> {
  const [courses, progress] = await Promise.all([ctx.repositories.training.courses(), ctx.repositories.training.progress([userId])]);
  return { course: courses.find((row) => row.id === courseId), progress: progress.find((row) => row.courseId === courseId) };
}

async function courseStanding(ctx: Context, userId: string, courseId: string): Promise<CourseStanding> {
  const { course, progress } = await courseOf(ctx, userId, courseId);
  return {
    exists: !!course,
    enrolled: !!progress,
    completed: isComplete(progress),
    lapsed: isLapsed(progress, programDay(ctx.now())),
    dueOnLabel: progress ? formatDate(dueOn(progress)) : null,
  };
}

/** The course and stats after a change (or as they stand when the change was refused). */
async function coursePayload(ctx: Context, userId: string, courseId: string, errors: FieldError[]) {
  const training = ctx.repositories.training;
  const [courses, courseProgress, certifications] = await Promise.all([training.courses(), training.progress([userId]), training.certifications(userId)]);
  const course = courses.find((row) => row.id === courseId);
  return {
    course: course ? toCourse(course, courseProgress.find((row) => row.courseId === courseId)) : null,
    stats: trainingStatsFor({ courses, courseProgress, certifications }, userId, programDay(ctx.now())),
    errors,
  };
}

/** The advisor dashboard's My Training card, from the catalogue and the member's enrolments. */
export async function trainingProgressOf(ctx: Context, userId: string) {
  const training = ctx.repositories.training;
  const [courses, courseProgress] = await Promise.all([training.courses(), training.progress([userId])]);
  return trainingProgressFor({ courses, courseProgress }, userId);
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
    enrollInCourse: async (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const { courseId } = input;
      let errors = validateEnrollment(await courseStanding(ctx, user.id, courseId));
      if (errors.length === 0) {
        const { progress } = await courseOf(ctx, user.id, courseId);
        // A lapsed enrolment restarts its 90-day window; the modules already done are kept.
        const enrolled = await ctx.repositories.training.enroll(user.id, courseId, programDay(ctx.now()), progress?.enrolledOn ?? null);
        // The member enrolled (or restarted) a moment ago in another tab: they are told how it stands now.
        if (!enrolled) errors = validateEnrollment(await courseStanding(ctx, user.id, courseId));
        if (!enrolled && errors.length === 0) throw new Error(`The store refused an enrolment in ${courseId} that the rules allow`);
      }
      return coursePayload(ctx, user.id, courseId, errors);
    },
    advanceCourse: async (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const { courseId } = input;
      let errors = validateCourseAdvance(await courseStanding(ctx, user.id, courseId));
      if (errors.length === 0) {
        const today = programDay(ctx.now());
        // The last module of a course completes it, and the last course of an advanced path earns its certification.
        const advanced = await ctx.repositories.training.advance(user.id, courseId, today, (state) => certificationsDue(state, user.id, today));
        // Another tab completed the course's last module a moment ago.
        if (!advanced) errors = validateCourseAdvance(await courseStanding(ctx, user.id, courseId));
        if (!advanced && errors.length === 0) throw new Error(`The store refused to advance ${courseId} as the rules allow`);
      }
      return coursePayload(ctx, user.id, courseId, errors);
    },
    registerForWebinar: async (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const training = ctx.repositories.training;
      const { webinarId } = input;
      const standing = async () => {
        const [webinar, registrations] = await Promise.all([training.webinar(webinarId), training.webinarRegistrations(user.id)]);
        const registered = registrations.some((row) => row.webinarId === webinarId);
        return { webinar, registered, errors: validateWebinarRegistration({ exists: !!webinar, registered, started: !!webinar && webinar.startsAt <= ctx.now().toISOString() }) };
      };
      let { errors } = await standing();
      if (errors.length === 0) {
        const registered = await training.registerForWebinar({ webinarId, userId: user.id, registeredAt: ctx.now().toISOString() });
        // Registered a moment ago in another tab.
        if (!registered) errors = (await standing()).errors;
        if (!registered && errors.length === 0) throw new Error(`The store refused a registration for ${webinarId} that the rules allow`);
      }
      const after = await standing();
      return { webinar: after.webinar ? toWebinar(after.webinar, after.registered) : null, errors };
    },
  },
};
