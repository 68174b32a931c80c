import type { EventDetails_EventFragment, EventFormat } from '../../graphql/__generated__/graphql';
import type { CalendarItem } from '../../lib/calendar';
import { validateEventRegistration } from '../../lib/validation/engagement';

export const FORMAT_LABELS: Readonly<Record<EventFormat, string>> = {
  IN_PERSON: 'In Person',
  VIRTUAL: 'Virtual',
};

/** docs/product.md, "Business constants": the spots-left badge is destructive below 20 spots. */
export const LOW_SPOTS_THRESHOLD = 20;

export function isLowOnSpots(spotsLeft: number): boolean {
  return spotsLeft < LOW_SPOTS_THRESHOLD;
}

export function spotsLeftLabel(spotsLeft: number): string {
  return `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;
}

export interface RegisterButtonState {
  label: string;
  /** False when the button is disabled. */
  canRegister: boolean;
}

type RegisterFields = Pick<EventDetails_EventFragment, 'registered' | 'registrationStatus' | 'spotsLeft' | 'featured'>;

/**
 * docs/product.md, "States": featured events show 'Already Registered' once registered, a disabled
 * 'Registration Coming Soon' while registration is not open, otherwise 'Register Now'. Other events
 * show 'Register', disabled once registered. A full event cannot be registered for (the same rule
 * the server applies).
 */
export function registerButtonState(event: RegisterFields): RegisterButtonState {
  if (event.registered) return { label: event.featured ? 'Already Registered' : 'Registered', canRegister: false };
  if (event.registrationStatus) {
    return { label: event.featured ? 'Registration Coming Soon' : `Registration ${event.registrationStatus}`, canRegister: false };
  }
  const refused = validateEventRegistration({
    exists: true,
    registered: false,
    spotsLeft: event.spotsLeft ?? null,
    registrationStatus: null,
    started: false,
  });
  if (refused.length > 0) return { label: 'Event Full', canRegister: false };
  return { label: event.featured ? 'Register Now' : 'Register', canRegister: true };
}

/** docs/product.md, "Error messages and notices": the registration confirmation (4 s). */
export function registrationConfirmation(title: string) {
  return {
    title: `Registration confirmed for ${title}`,
    description: 'You will receive a confirmation email shortly.',
    duration: 4000,
  };
}

/** A file name for an event's calendar file: `midwest-regional-dealer-summit.ics`. */
export function calendarFilename(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}

type CalendarFields = Pick<EventDetails_EventFragment, 'id' | 'title' | 'startsAt' | 'endsAt' | 'location' | 'address' | 'description'>;

/** The event as a calendar item, linking back to the Events page. */
export function eventCalendarItem(event: CalendarFields, origin: string): CalendarItem {
  return {
    id: `event-${event.id}`,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: event.address ? `${event.location}, ${event.address}` : event.location,
    description: event.description,
    url: `${origin}/events`,
  };
}
