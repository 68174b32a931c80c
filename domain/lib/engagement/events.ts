import type { CalendarEntry, Event, EventsOverview, PastEvent } from '../../__generated__/resolvers-types';
import type { EventRegistrationRow, EventRow, EventsState } from '../../fixtures/events';
import type { TrainingState } from '../../fixtures/training';
import { programInstant } from '../../../src/lib/program-time';
import { dueOn, isComplete } from './training';

export function toEvent(row: EventRow, registered: boolean): Event {
  return {
    ...row,
    highlights: [...row.highlights],
    regions: row.regions ? [...row.regions] : null,
    registered,
  };
}

/** Events & Training: upcoming events (soonest first) with the member's registrations, past events and the cards' figures. */
export function eventsOverviewFor(
  data: Pick<EventsState, 'pastEvents' | 'eventAttendance'>,
  upcoming: readonly EventRow[],
  registrations: readonly EventRegistrationRow[],
  userId: string,
): EventsOverview {
  const registered = new Set(registrations.map((row) => row.eventId));
  const events = upcoming.map((row) => toEvent(row, registered.has(row.id)));
  const pastEvents: PastEvent[] = [...data.pastEvents]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((row) => ({ ...row, recordings: row.recordings.map((recording) => ({ ...recording })) }));
  return {
    events,
    pastEvents,
    registeredCount: events.filter((event) => event.registered).length,
    totalEvents: events.length,
    nextEvent: events[0] ?? null,
    eventsAttended: data.eventAttendance.filter(
      (row) => row.userId === userId && data.pastEvents.some((event) => event.id === row.pastEventId),
    ).length,
  };
}

/** Course deadlines fall at the end of the due day, portal time. */
const COURSE_DUE_TIME = '23:59';

/**
 * The viewer's training calendar: unfinished enrolled courses on their due date, registered webinars
 * and the events they registered for, in date order.
 */
export function trainingCalendarFor(
  data: Pick<TrainingState, 'courses' | 'courseProgress' | 'webinars' | 'webinarRegistrations'>,
  registeredEvents: readonly EventRow[],
  userId: string,
): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const progress of data.courseProgress) {
    if (progress.userId !== userId || isComplete(progress)) continue;
    const course = data.courses.find((row) => row.id === progress.courseId);
    if (!course) continue;
    const due = programInstant(dueOn(progress), COURSE_DUE_TIME);
    entries.push({ id: course.id, title: `${course.title} due`, kind: 'course', startsAt: due, endsAt: due, location: null, link: '/training' });
  }
  for (const registration of data.webinarRegistrations) {
    if (registration.userId !== userId) continue;
    const webinar = data.webinars.find((row) => row.id === registration.webinarId);
    if (!webinar) continue;
    entries.push({
      id: webinar.id,
      title: webinar.title,
      kind: 'webinar',
      startsAt: webinar.startsAt,
      endsAt: new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000).toISOString(),
      location: 'Online',
      link: '/training',
    });
  }
  for (const event of registeredEvents) {
    entries.push({ id: event.id, title: event.title, kind: 'event', startsAt: event.startsAt, endsAt: event.endsAt, location: event.location, link: '/events' });
  }
  return entries.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}
