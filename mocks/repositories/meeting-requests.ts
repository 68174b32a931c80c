import type { Database } from '../../domain/db';
import type { MeetingRequestRow } from '../../domain/fixtures/resources';
import { nextSequentialId } from '../../domain/lib/money/ids';
import { MEETING_ALREADY_REQUESTED, MEETING_PREFIX, type MeetingRequestsRepository, type NewMeetingRequest } from '../../domain/repositories/meeting-requests';

/** The in-browser store: the database's `resourceMeetingRequests` collection, in the order made. */
export class MemoryMeetingRequests implements MeetingRequestsRepository {
  constructor(private readonly db: Database) {}

  async request(meeting: NewMeetingRequest): Promise<MeetingRequestRow | typeof MEETING_ALREADY_REQUESTED> {
    const rows = this.db.data.resourceMeetingRequests;
    const same = (row: MeetingRequestRow) =>
      row.userId === meeting.userId && Date.parse(row.start) === Date.parse(meeting.start) && row.durationMinutes === meeting.durationMinutes && row.topic === meeting.topic;
    if (rows.some(same)) return MEETING_ALREADY_REQUESTED;
    const row: MeetingRequestRow = { ...meeting, id: nextSequentialId(MEETING_PREFIX, rows.map((entry) => entry.id), 4) };
    rows.push(row);
    this.db.commit();
    return { ...row };
  }

  async forUser(userId: string): Promise<MeetingRequestRow[]> {
    return this.db.data.resourceMeetingRequests.filter((row) => row.userId === userId).map((row) => ({ ...row }));
  }
}
