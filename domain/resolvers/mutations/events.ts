import type { MutationResolvers } from '../../__generated__/resolvers-types';
import {
  EVENT_ALREADY_REGISTERED,
  EVENT_FULL,
  validateEventCancellation,
  validateEventRegistration,
  type EventStanding,
  type FieldError,
} from '../../../src/lib/validation';
import type { Context } from '../../context';
import { requireMember } from '../../lib/auth';
import { toEvent } from '../../lib/engagement/events';
import { userError } from '../../lib/errors';

/** An event as the store holds it now, and whether the member is registered for it. */
async function eventFor(ctx: Context, userId: string, eventId: string) {
  const events = ctx.repositories.events;
  const [event, registrations] = await Promise.all([events.byId(eventId), events.registrations(userId)]);
  return { event, registered: registrations.some((row) => row.eventId === eventId) };
}

async function eventStanding(ctx: Context, userId: string, eventId: string): Promise<EventStanding> {
  const { event, registered } = await eventFor(ctx, userId, eventId);
  return {
    exists: !!event,
    registered,
    spotsLeft: event?.spotsLeft ?? null,
    registrationStatus: event?.registrationStatus ?? null,
    started: !!event && event.startsAt <= ctx.now().toISOString(),
  };
}

async function eventPayload(ctx: Context, userId: string, eventId: string, errors: FieldError[]) {
  const { event, registered } = await eventFor(ctx, userId, eventId);
  return { event: event ? toEvent(event, registered) : null, errors };
}

/** Mutation resolvers of the events domain (dealers and comfort advisors). */
export const eventsMutations: MutationResolvers = {
  registerForEvent: async (_parent, { input }, ctx) => {
    const { user } = requireMember(ctx);
    const { eventId } = input;
    let errors = validateEventRegistration(await eventStanding(ctx, user.id, eventId));
    if (errors.length === 0) {
      // Another member may have taken the last spot, or this one registered in another tab, a moment ago.
      const refusal = await ctx.repositories.events.register({ eventId, userId: user.id, registeredAt: ctx.now().toISOString() });
      if (refusal) errors = validateEventRegistration(await eventStanding(ctx, user.id, eventId));
      if (refusal && errors.length === 0) {
        errors = [refusal === 'FULL' ? userError('eventId', EVENT_FULL, 'LIMIT_EXCEEDED') : userError('eventId', EVENT_ALREADY_REGISTERED, 'CONFLICT')];
      }
    }
    return eventPayload(ctx, user.id, eventId, errors);
  },
  cancelEventRegistration: async (_parent, { input }, ctx) => {
    const { user } = requireMember(ctx);
    const { eventId } = input;
    let errors = validateEventCancellation(await eventStanding(ctx, user.id, eventId));
    if (errors.length === 0 && !(await ctx.repositories.events.cancel(eventId, user.id))) {
      errors = validateEventCancellation(await eventStanding(ctx, user.id, eventId));
    }
    return eventPayload(ctx, user.id, eventId, errors);
  },
};
