import type { EventAttendanceRow, EventRegistrationRow, EventRow, PastEventRow } from '../fixtures/events';

/**
 * Upcoming events and who registered for them, as every store keeps them (docs/server.md, "Where the
 * data lives"): the in-browser server in its database (`MemoryEvents`, mocks/repositories/events.ts), the HTTP server in the `events`
 * and `event_registrations` tables (server/repositories/events.ts); tests/server/events.test.ts runs one
 * contract on each. Past events (`past_events`) and who attended them (`event_attendance`) are the
 * program's record, read only.
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
  /** The program's past events, newest first (then by id). */
  pastEvents(): Promise<PastEventRow[]>;
  /** The past events a member attended; none of anyone outside the operation's scope. */
  attendance(userId: string): Promise<EventAttendanceRow[]>;
}
