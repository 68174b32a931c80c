import type { Resolvers, Training } from '../__generated__/resolvers-types';
import type { Context, Viewer } from '../context';
import { requireMember } from '../lib/auth';
import { programDay } from '../../src/lib/program-time';
import {
  certificationPathsFor,
  certificationsFor,
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

/** The advisor dashboard's My Training card, from the catalogue and the member's enrolments. */
export async function trainingProgressOf(ctx: Context, userId: string) {
  const training = ctx.repositories.training;
  const [courses, courseProgress] = await Promise.all([training.courses(), training.progress([userId])]);
  return trainingProgressFor({ courses, courseProgress }, userId);
}

/** Query and type resolvers of the training domain (dealers and comfort advisors); its Mutation resolvers are in mutations/training.ts. */
export const trainingResolvers: Resolvers = {
  Query: {
    training: (_parent, _args, ctx) => trainingFor(ctx, requireMember(ctx)),
  },
  Training: {
    courses: (parent, { enrolledOnly, category }) =>
      parent.courses.filter((course) => (!enrolledOnly || course.enrolled) && (!category || course.category === category)),
  },
};
