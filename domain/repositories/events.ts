import type { Database } from '../db';
import type { EventRegistrationRow, EventRow } from '../fixtures/events';

/**
 * Upcoming events and who registered for them, as every store keeps them (docs/server.md, "Where the
 * data lives"): the in-browser server in its database (`MemoryEvents`), the HTTP server in the `events`
 * and `event_registrations` tables (server/repositories/events.ts); tests/server/events.test.ts runs one
 * contract on each. Past events and attendance are the program's record and stay in the document.
 *
 * The rules (who may register, when, the messages) live in src/lib/validation and the events resolvers.
 * A store's part is to keep the spots honest: a registration takes a spot only while one is left, and
 * a cancellation gives it back, so the spots never go below zero nor count anyone twice.
 */

/** Why a registration was not recorded: the member was registered already, or no spot was left. */
export type RegistrationRefusal = 'REGISTERED' | 'FULL';

export interface EventsRepository {
  /** Events that end after the instant (ISO-8601), soonest first (then by id). */
  upcoming(after: string): Promise<EventRow[]>;
  byId(id: string): Promise<EventRow | null>;
  /** A member's registrations, in the order they were made. */
  registrations(userId: string): Promise<EventRegistrationRow[]>;
  /** Registers a member, taking a spot when the event counts them. */
  register(registration: EventRegistrationRow): Promise<RegistrationRefusal | null>;
  /** Cancels a member's registration and gives its spot back; false when there was none. */
  cancel(eventId: string, userId: string): Promise<boolean>;
}

/** Soonest first; the id breaks a tie, so the order is the same in every store. */
export function soonestFirst(a: EventRow, b: EventRow): number {
  return a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id);
}

const copyOf = (row: EventRow): EventRow => ({ ...row, highlights: [...row.highlights], regions: row.regions ? [...row.regions] : null });

/** The in-browser store: the database's `events` and `eventRegistrations` collections. */
export class MemoryEvents implements EventsRepository {
  constructor(private readonly db: Database) {}

  async upcoming(after: string): Promise<EventRow[]> {
    return this.db.data.events
      .filter((row) => row.endsAt > after)
      .sort(soonestFirst)
      .map(copyOf);
  }

  async byId(id: string): Promise<EventRow | null> {
    const row = this.db.data.events.find((candidate) => candidate.id === id);
    return row ? copyOf(row) : null;
  }

  async registrations(userId: string): Promise<EventRegistrationRow[]> {
    return this.db.data.eventRegistrations.filter((row) => row.userId === userId).map((row) => ({ ...row }));
  }

  async register(registration: EventRegistrationRow): Promise<RegistrationRefusal | null> {
    const data = this.db.data;
    const event = data.events.find((row) => row.id === registration.eventId);
    if (data.eventRegistrations.some((row) => row.eventId === registration.eventId && row.userId === registration.userId)) return 'REGISTERED';
    if (!event || (event.spotsLeft !== null && event.spotsLeft <= 0)) return 'FULL';
    data.eventRegistrations.push({ ...registration });
    if (event.spotsLeft !== null) event.spotsLeft -= 1;
    this.db.commit();
    return null;
  }

  async cancel(eventId: string, userId: string): Promise<boolean> {
    const data = this.db.data;
    const before = data.eventRegistrations.length;
    data.eventRegistrations = data.eventRegistrations.filter((row) => !(row.eventId === eventId && row.userId === userId));
    if (data.eventRegistrations.length === before) return false;
    const event = data.events.find((row) => row.id === eventId);
    if (event && event.spotsLeft !== null) event.spotsLeft += 1;
    this.db.commit();
    return true;
  }
}
