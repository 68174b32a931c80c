import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { validateCourseAdvance, validateEnrollment, validateWebinarRegistration, type CourseStanding, type FieldError } from '../../../src/lib/validation';
import type { Context } from '../../context';
import type { CourseProgressRow, CourseRow } from '../../fixtures/training';
import { requireMember } from '../../lib/auth';
import { formatDate } from '../../../src/lib/format';
import { programDay } from '../../../src/lib/program-time';
import { certificationsDue, dueOn, isComplete, isLapsed, toCourse, toWebinar, trainingStatsFor } from '../../lib/engagement/training';

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

/** Mutation resolvers of the training domain (dealers and comfort advisors). */
export const trainingMutations: MutationResolvers = {
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
};
