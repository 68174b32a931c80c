import type { MeetingRequestRow } from '../fixtures/resources';

/**
 * The meetings dealers ask their territory manager for on Resources, as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database
 * (`MemoryMeetingRequests`, mocks/repositories/meeting-requests.ts), the HTTP server in the `meeting_requests` table
 * (server/repositories/meeting-requests.ts); tests/server/meeting-requests.test.ts runs one contract on each.
 *
 * The rules (who may ask, the start, length and topic, the messages) live in src/lib/validation and the
 * resources resolvers. A store's part: requests are numbered `MTG-0001` on, one after the other, and a
 * dealer's request for one start, length and topic is kept once, so the same request sent twice at once
 * (a double click, two tabs) makes one.
 */

/** A request as the resolver makes it; the store gives it its id. */
export type NewMeetingRequest = Omit<MeetingRequestRow, 'id'>;

/** The request was not kept: the dealer has made the same one (start, length and topic) already. */
export const MEETING_ALREADY_REQUESTED = 'ALREADY_REQUESTED';

export const MEETING_PREFIX = 'MTG-';

export interface MeetingRequestsRepository {
  /** Keeps the request with the next id, unless the dealer has made the same one already. */
  request(meeting: NewMeetingRequest): Promise<MeetingRequestRow | typeof MEETING_ALREADY_REQUESTED>;
  /** A dealer's requests, in the order made. */
  forUser(userId: string): Promise<MeetingRequestRow[]>;
}
