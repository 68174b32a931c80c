import type { Resolvers } from '../__generated__/resolvers-types';
import { requireMember } from '../lib/auth';
import { eventsOverviewFor, trainingCalendarFor } from '../lib/engagement/events';

/** Query resolvers of the events domain (dealers and comfort advisors); its Mutation resolvers are in mutations/events.ts. */
export const eventsResolvers: Resolvers = {
  Query: {
    eventsOverview: async (_parent, _args, ctx) => {
      const { user } = requireMember(ctx);
      const now = ctx.now();
      const events = ctx.repositories.events;
      const [upcoming, registrations, pastEvents, eventAttendance] = await Promise.all([
        events.upcoming(now.toISOString()),
        events.registrations(user.id),
        events.pastEvents(),
        events.attendance(user.id),
      ]);
      return eventsOverviewFor({ pastEvents, eventAttendance }, upcoming, registrations, user.id);
    },
    trainingCalendar: async (_parent, _args, ctx) => {
      const { user } = requireMember(ctx);
      const { events, training } = ctx.repositories;
      const [registrations, courses, courseProgress, webinarRegistrations] = await Promise.all([
        events.registrations(user.id),
        training.courses(),
        training.progress([user.id]),
        training.webinarRegistrations(user.id),
      ]);
      const [registered, webinars] = await Promise.all([
        Promise.all(registrations.map((row) => events.byId(row.eventId))),
        Promise.all(webinarRegistrations.map((row) => training.webinar(row.webinarId))),
      ]);
      return trainingCalendarFor(
        { courses, courseProgress, webinars: webinars.filter((webinar) => webinar !== null), webinarRegistrations },
        registered.filter((event) => event !== null),
        user.id,
      );
    },
  },
};
