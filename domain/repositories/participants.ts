import type { ParticipantFilter, ParticipantSortField, ParticipantStatus, SortDirection } from '../__generated__/resolvers-types';
import type { ParticipantRow } from '../fixtures/participants';
import type { ParticipantTotals } from '../lib/admin/admin-participants';
import type { ConnectionArgs, Page } from '../lib/connection';

/**
 * The program's participants with their totals, as every store keeps them (docs/server.md, "Where the
 * data lives"): the in-browser server in its database (`MemoryParticipants`, mocks/repositories/participants.ts), the HTTP server in the
 * `participants` table, with totals summed from `claims` and `spot_awards`
 * (server/repositories/participants.ts). tests/server/repositories.test.ts runs one contract on each.
 */

/** A participant and their totals over every claim and spot award. */
export interface ParticipantRecord {
  row: ParticipantRow;
  totals: ParticipantTotals;
}

export interface ParticipantListQuery {
  filter?: ParticipantFilter | null;
  /** NAME (the default), ENROLLED, LAST_ACTIVITY, CLAIMS or EARNINGS; ties go by name, then id. */
  field?: ParticipantSortField;
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
}

/** Days from `from` to `to`, `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** How many participants have one status, and how many of them enrolled in each of the asked ranges. */
export interface StatusCount {
  status: ParticipantStatus;
  count: number;
  enrolledIn: number[];
}

export interface ParticipantsRepository {
  /** A page of the participants matching the filter, in the asked order. */
  list(query: ParticipantListQuery, args: ConnectionArgs): Promise<Page<ParticipantRecord>>;
  /** The participants of these ids that exist, by id. */
  byIds(ids: readonly string[]): Promise<Map<string, ParticipantRecord>>;
  /** Every participant counted by status, and by enrolment in each range. */
  statusCounts(ranges: readonly DayRange[]): Promise<StatusCount[]>;
  /** The participants among `ids`, and those whose latest activity falls from `from` to `to` (days, inclusive). */
  activeBetween(ids: readonly string[], from: string, to: string): Promise<ParticipantRow[]>;
  /** Sets a participant's status when it is another one; null when it is not (nothing changes then). */
  setStatus(id: string, status: ParticipantStatus): Promise<ParticipantRecord | null>;
}
