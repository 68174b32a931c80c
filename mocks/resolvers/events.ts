import type { Resolvers } from '../__generated__/resolvers-types';
import { validateEventCancellation, validateEventRegistration, type EventStanding, type FieldError } from '../../src/lib/validation';
import type { Context } from '../context';
import { requireMember } from '../lib/auth';
import { eventsOverviewFor, isEventRegistered, toEvent, trainingCalendarFor } from '../lib/engagement/events';
import { applyIfValid } from '../lib/mutation';

function eventStanding(ctx: Context, userId: string, eventId: string): EventStanding {
  const event = ctx.db.data.events.find((row) => row.id === eventId);
  return {
    exists: !!event,
    registered: isEventRegistered(ctx.db.data, eventId, userId),
    spotsLeft: event?.spotsLeft ?? null,
    registrationStatus: event?.registrationStatus ?? null,
    started: !!event && event.startsAt <= ctx.now().toISOString(),
  };
}

function eventPayload(ctx: Context, userId: string, eventId: string, errors: FieldError[]) {
  const event = ctx.db.data.events.find((row) => row.id === eventId);
  return { event: event ? toEvent(event, isEventRegistered(ctx.db.data, eventId, userId)) : null, errors };
}

/** Query, Mutation and type resolvers of the events domain (dealers and comfort advisors). */
export const eventsResolvers: Resolvers = {
  Query: {
    eventsOverview: (_parent, _args, ctx) => eventsOverviewFor(ctx.db.data, requireMember(ctx).user.id, ctx.now()),
    trainingCalendar: (_parent, _args, ctx) => trainingCalendarFor(ctx.db.data, requireMember(ctx).user.id),
  },
  Mutation: {
    registerForEvent: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const { eventId } = input;
      const { errors } = applyIfValid(ctx, validateEventRegistration(eventStanding(ctx, user.id, eventId)), () => {
        const data = ctx.db.data;
        const event = data.events.find((row) => row.id === eventId);
        if (!event) throw new Error('Validated event is missing');
        data.eventRegistrations.push({ eventId, userId: user.id, registeredAt: ctx.now().toISOString() });
        if (event.spotsLeft !== null) event.spotsLeft -= 1;
      });
      return eventPayload(ctx, user.id, eventId, errors);
    },
    cancelEventRegistration: (_parent, { input }, ctx) => {
      const { user } = requireMember(ctx);
      const { eventId } = input;
      const { errors } = applyIfValid(ctx, validateEventCancellation(eventStanding(ctx, user.id, eventId)), () => {
        const data = ctx.db.data;
        const event = data.events.find((row) => row.id === eventId);
        if (!event) throw new Error('Validated event is missing');
        data.eventRegistrations = data.eventRegistrations.filter((row) => !(row.eventId === eventId && row.userId === user.id));
        if (event.spotsLeft !== null) event.spotsLeft += 1;
      });
      return eventPayload(ctx, user.id, eventId, errors);
    },
  },
};
