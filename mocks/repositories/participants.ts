import type { ParticipantStatus } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import type { ParticipantRow } from '../../domain/fixtures/participants';
import { findParticipants, participantKeyOrder, participantsIndex, type ParticipantTotals } from '../../domain/lib/admin/admin-participants';
import { pageOf, type ConnectionArgs, type Page } from '../../domain/lib/connection';
import type { DayRange, ParticipantListQuery, ParticipantRecord, ParticipantsRepository, StatusCount } from '../../domain/repositories/participants';

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
