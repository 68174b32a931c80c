import type { Database } from '../../domain/db';
import type { EventAttendanceRow, EventRegistrationRow, EventRow, PastEventRow } from '../../domain/fixtures/events';
import type { EventsRepository, RegistrationRefusal } from '../../domain/repositories/events';
import { coversUser } from '../../domain/scope';

/** Soonest first; the id breaks a tie, so the order is the same in every store. */
export function soonestFirst(a: EventRow, b: EventRow): number {
  return a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id);
}

const copyOf = (row: EventRow): EventRow => ({ ...row, highlights: [...row.highlights], regions: row.regions ? [...row.regions] : null });

/** The in-browser store: the database's `events`, `eventRegistrations`, `pastEvents` and `eventAttendance` collections. */
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

  async pastEvents(): Promise<PastEventRow[]> {
    return [...this.db.data.pastEvents]
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
      .map((row) => ({ ...row, recordings: row.recordings.map((recording) => ({ ...recording })) }));
  }

  async attendance(userId: string): Promise<EventAttendanceRow[]> {
    // A member's own attendance only (domain/scope.ts).
    if (!coversUser(this.db.scope, userId)) return [];
    return this.db.data.eventAttendance
      .filter((row) => row.userId === userId)
      .sort((a, b) => (a.pastEventId < b.pastEventId ? -1 : a.pastEventId > b.pastEventId ? 1 : 0))
      .map((row) => ({ ...row }));
  }
}
