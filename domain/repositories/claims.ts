import type { ClaimFilter, ClaimSortField, ClaimStatus, Dealer, SortDirection } from '../__generated__/resolvers-types';
import type { ClaimHistoryRow, ClaimRow } from '../fixtures/claims';
import type { ClaimMatch } from '../lib/claims/checks';
import type { ConnectionArgs, Page } from '../lib/connection';

/**
 * The program's claims, as every store keeps them (docs/server.md, "Where the data lives"). The
 * resolvers and the figures built on claims (domain/lib/admin/dashboard.ts, analytics.ts and reports.ts) ask this interface and never
 * the store's own shape: the in-browser server keeps the rows in its database (`MemoryClaims`, mocks/repositories/claims.ts), the HTTP
 * server in the `claims` table (server/repositories/claims.ts). tests/server/repositories.test.ts runs
 * one contract on each.
 */

/** Which claims a list or a summary covers: the screens' filter, and what the figures narrow it to. */
export interface ClaimScope extends ClaimFilter {
  /** Only this participant's claims. */
  participantId?: string | null;
  /** Only claims decided at or after this instant, and at or before `decidedTo` (ISO-8601). */
  decidedFrom?: string | null;
  decidedTo?: string | null;
}

export interface ClaimListQuery {
  filter?: ClaimFilter | null;
  /** Only this participant's claims (a member's own list). */
  participantId?: string | null;
  /** DATE (the default), AMOUNT, DAYS or ID; ties go by claim number. */
  field?: ClaimSortField;
  /** DESC (the default) or ASC. */
  direction?: SortDirection;
  /** Day number of today (domain/lib/admin/dates.ts): days waiting and "overdue" count up to it. */
  today: number;
}

/** One group of a summary: the claims of one submission month and status (and, when asked, one participant, dealer or role). */
export interface ClaimGroup {
  /** Submission month, `YYYY-MM`. */
  month: string;
  status: ClaimStatus;
  /** The participant id, dealer id or participant role the group is of; '' when not grouped by one. */
  key: string;
  count: number;
  amountCents: number;
  /** How many of them carry decision days, and the sum of those days. */
  decided: number;
  processingDays: number;
  /** How many of them carry findings of the checks (`ClaimRow.flags`). */
  flagged: number;
}

/** What a summary's groups are split by, beside month and status. */
export type ClaimGrouping = 'participant' | 'dealer' | 'role' | null;

/** What a change writes on a claim: a decision, a request for information or a resubmission. */
export type ClaimPatch = Partial<
  Pick<ClaimRow, 'status' | 'decidedAt' | 'processingDays' | 'rejectionReason' | 'issue' | 'amountCents' | 'attachment' | 'infoRequestedAt' | 'flags'>
>;

/** A claim as submitted: every field but the id and version, which the store gives it. */
export type NewClaim = Omit<ClaimRow, 'id' | 'version'>;

/** What the checks compare a claim by (domain/lib/claims/equipment.ts, `comparisonKeyOf`). */
export interface ClaimProbe {
  /** The claim itself, left out of what matches; null before it is stored. */
  id: string | null;
  serialKey: string;
  invoiceKey: string;
  dealerId: string;
}

export interface ClaimsRepository {
  byId(id: string): Promise<ClaimRow | null>;
  /** A page of the claims matching the filter in the asked order, with the value of all of them. */
  list(query: ClaimListQuery, args: ConnectionArgs): Promise<Page<ClaimRow> & { totalAmountCents: number }>;
  /** The claims in scope, counted and summed by submission month and status (and `by`). */
  summarize(scope: ClaimScope, today: number, by?: ClaimGrouping): Promise<ClaimGroup[]>;
  /** Every dealership that has claims. */
  dealersWithClaims(): Promise<Dealer[]>;
  /** A claim's history entries as stored, oldest first (by `seq`). */
  history(claimId: string): Promise<ClaimHistoryRow[]>;
  /**
   * Writes a change on a claim that is still at `version`, raises its version by one and appends the
   * entries to its history, all together; null when the claim is at another version (someone changed
   * it since it was read), and nothing changes then.
   */
  change(id: string, version: number, patch: ClaimPatch, entries: readonly ClaimHistoryRow[]): Promise<ClaimRow | null>;
  /** A dealership's yearly goal of claims (Claimed Sales); 0 when it has none, or is outside the operation's scope. */
  goal(dealerId: string): Promise<number>;
  /**
   * Stores a submitted claim, numbered `CLM-####` after every claim of the network, with the first entry
   * of its history (`SUBMITTED`, numbered 1), together.
   */
  add(claim: NewClaim, submitted: Omit<ClaimHistoryRow, 'claimId' | 'seq'>): Promise<ClaimRow>;
  /**
   * The other claims, not rejected, with the probe's serial anywhere in the network or its invoice number
   * in its dealership (at most 20, oldest first). This reads past the operation's scope on purpose: the
   * checks compare with every dealership's claims, and only administrators read what they find. With
   * `lock`, it first takes the serial's lock for the rest of the operation, so that of two claims with one
   * serial approved at once, the second sees the first approved.
   */
  matches(probe: ClaimProbe, lock?: boolean): Promise<ClaimMatch[]>;
  /** How many claims the participant submitted after this instant (ISO-8601). */
  submittedSince(participantId: string, since: string): Promise<number>;
}
