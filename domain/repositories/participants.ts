import type { ParticipantFilter, ParticipantSortField, ParticipantStatus, SortDirection } from '../__generated__/resolvers-types';
import type { Database } from '../db';
import type { ParticipantRow } from '../fixtures/participants';
import { findParticipants, participantKeyOrder, participantsIndex, type ParticipantTotals } from '../lib/admin/admin-participants';
import { pageOf, type ConnectionArgs, type Page } from '../lib/connection';

/**
 * The program's participants with their totals, as every store keeps them (docs/server.md, "Where the
 * data lives"): the in-browser server in its database (`MemoryParticipants`), the HTTP server in the
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

const NO_TOTALS: ParticipantTotals = { claims: 0, earningsCents: 0 };

/** The in-browser store: the `participants` collection, searched and sorted through its index. */
export class MemoryParticipants implements ParticipantsRepository {
  constructor(private readonly db: Database) {}

  private record(row: ParticipantRow): ParticipantRecord {
    return { row: { ...row }, totals: participantsIndex(this.db).totals.get(row.id) ?? NO_TOTALS };
  }

  async list(query: ParticipantListQuery, args: ConnectionArgs): Promise<Page<ParticipantRecord>> {
    const index = participantsIndex(this.db);
    const rows = findParticipants(index, query);
    const page = pageOf(rows, args, participantKeyOrder(index, query.field ?? 'NAME', query.direction ?? 'ASC'));
    return { ...page, rows: page.rows.map((row) => this.record(row)) };
  }

  async byIds(ids: readonly string[]): Promise<Map<string, ParticipantRecord>> {
    const index = participantsIndex(this.db);
    const found = new Map<string, ParticipantRecord>();
    for (const id of ids) {
      const row = index.byId.get(id);
      if (row) found.set(id, this.record(row));
    }
    return found;
  }

  async statusCounts(ranges: readonly DayRange[]): Promise<StatusCount[]> {
    const counts = new Map<ParticipantStatus, StatusCount>();
    for (const row of this.db.data.participants) {
      let count = counts.get(row.status);
      if (!count) counts.set(row.status, (count = { status: row.status, count: 0, enrolledIn: ranges.map(() => 0) }));
      count.count += 1;
      ranges.forEach((range, index) => {
        if (row.enrollmentDate >= range.from && row.enrollmentDate <= range.to) count.enrolledIn[index] = (count.enrolledIn[index] ?? 0) + 1;
      });
    }
    return [...counts.values()];
  }

  async activeBetween(ids: readonly string[], from: string, to: string): Promise<ParticipantRow[]> {
    const wanted = new Set(ids);
    return this.db.data.participants
      .filter((row) => wanted.has(row.id) || (row.lastActivity >= from && row.lastActivity <= to))
      .map((row) => ({ ...row }));
  }

  async setStatus(id: string, status: ParticipantStatus): Promise<ParticipantRecord | null> {
    const row = participantsIndex(this.db).byId.get(id);
    if (!row || row.status === status) return null;
    row.status = status;
    this.db.commit();
    return this.record(row);
  }
}
