import type { ClaimStatus, Role } from '../../__generated__/resolvers-types';
import type { ClaimHistoryRow, ClaimRow } from '../../fixtures/claims';
import { CLAIM_INFO_WAIT_DAYS } from '../../../src/lib/validation';
import { programAt } from '../../../src/lib/program-time';
import { PAID_AFTER_DAYS } from './generate';

/**
 * A claim's history (its audit trail). Every change the portal makes to a claim appends entries that
 * are never edited or deleted (docs/server.md, "Claims and their history").
 *
 * The sample claims were submitted and decided before the portal kept a history. Their history is told
 * by their rows: the submission, and the request for information or the decision the row records,
 * made by the program's administrators. Until the portal first changes such a claim, that is what its
 * history shows; the first change stores those entries ahead of its own, so nothing is lost once the
 * row moves on.
 */

/** Who the sample history says made the program's entries: no user of the portal. */
export const PROGRAM_ADMINISTRATOR = { id: null, name: 'Program administrator', role: 'CLIENT_ADMIN' as Role } as const;

const DAY_MS = 86_400_000;

/** Who submitted a claim: its participant, as the history shows them. */
export interface Submitter {
  name: string;
  role: Role;
}

type Entry = Omit<ClaimHistoryRow, 'seq'>;

function entry(row: ClaimRow, values: Partial<Entry> & Pick<Entry, 'at' | 'action' | 'toStatus'>): Entry {
  return {
    claimId: row.id,
    actorId: PROGRAM_ADMINISTRATOR.id,
    actorName: PROGRAM_ADMINISTRATOR.name,
    actorRole: PROGRAM_ADMINISTRATOR.role,
    fromStatus: null,
    fromAmountCents: null,
    toAmountCents: null,
    note: null,
    attachment: null,
    ...values,
  };
}

/** The history a claim's row tells, oldest first, for a claim the portal has not changed yet. */
export function sampleHistoryOf(row: ClaimRow, submitter: Submitter): ClaimHistoryRow[] {
  // Sample decisions are made in office hours from 8:00 on the day of submission at the earliest.
  const submittedAt = programAt(row.date, '07:30').toISOString();
  const entries: Entry[] = [
    entry(row, {
      at: submittedAt,
      actorName: submitter.name,
      actorRole: submitter.role,
      action: 'SUBMITTED',
      toStatus: 'PENDING',
      attachment: row.attachment,
    }),
  ];
  if (row.status === 'NEEDS_INFO') {
    entries.push(entry(row, { at: row.infoRequestedAt ?? submittedAt, action: 'INFO_REQUESTED', fromStatus: 'PENDING', toStatus: 'NEEDS_INFO', note: row.issue }));
  } else if (row.status !== 'PENDING' && row.decidedAt) {
    const decidedAs: ClaimStatus = row.status === 'REJECTED' ? 'REJECTED' : 'APPROVED';
    entries.push(
      entry(row, { at: row.decidedAt, action: decidedAs, fromStatus: 'PENDING', toStatus: decidedAs, note: row.status === 'REJECTED' ? row.rejectionReason : null }),
    );
    if (row.status === 'PAID') {
      const paidAt = new Date(new Date(row.decidedAt).getTime() + PAID_AFTER_DAYS * DAY_MS).toISOString();
      entries.push(entry(row, { at: paidAt, action: 'PAID', fromStatus: 'APPROVED', toStatus: 'PAID' }));
    }
  }
  return entries.map((value, index) => ({ ...value, seq: index + 1 }));
}

/** A claim's history, oldest first: what is stored, or what its row tells when nothing is yet. */
export function historyOf(row: ClaimRow, stored: readonly ClaimHistoryRow[], submitter: Submitter): ClaimHistoryRow[] {
  return stored.length > 0 ? [...stored].sort((a, b) => a.seq - b.seq) : sampleHistoryOf(row, submitter);
}

/**
 * The entries a change stores: the row's own history first when nothing is stored yet, then the new
 * entries, numbered after them.
 */
export function entriesToStore(row: ClaimRow, stored: readonly ClaimHistoryRow[], submitter: Submitter, added: readonly Entry[]): ClaimHistoryRow[] {
  const before = stored.length > 0 ? [] : sampleHistoryOf(row, submitter);
  const last = stored.length > 0 ? Math.max(...stored.map((value) => value.seq)) : before.length;
  return [...before, ...added.map((value, index) => ({ ...value, seq: last + index + 1 }))];
}

/** Whether a claim needing info has waited on its participant more than 14 days. */
export function waitingTooLong(row: Pick<ClaimRow, 'status' | 'infoRequestedAt'>, now: Date): boolean {
  if (row.status !== 'NEEDS_INFO' || !row.infoRequestedAt) return false;
  return now.getTime() - new Date(row.infoRequestedAt).getTime() > CLAIM_INFO_WAIT_DAYS * DAY_MS;
}

/** docs/product.md, "Claims": an approved claim earns its participant one point per whole dollar claimed. */
export function claimPointsOf(amountCents: number): number {
  return Math.floor(amountCents / 100);
}

/** `CLH-<claim>-<n>`: a history entry's id. */
export function historyEntryId(row: Pick<ClaimHistoryRow, 'claimId' | 'seq'>): string {
  return `CLH-${row.claimId}-${row.seq}`;
}
