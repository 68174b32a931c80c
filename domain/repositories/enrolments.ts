import type { Dealer, Role } from '../__generated__/resolvers-types';

/**
 * Sign-ups without an invitation that wait for the program's administrators (docs/server.md,
 * "Accounts"), as every store keeps them: the HTTP server in `enrolment_requests` with the accounts and
 * users they belong to (server/repositories/enrolments.ts); the in-browser server has none, since a
 * sign-up there joins the sample dealership at once (`MemoryEnrolments`, mocks/repositories/enrolments.ts).
 */

export type EnrolmentStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A request as the administrators see it. */
export interface EnrolmentRequestRecord {
  /** The account's id. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  dealerNumber: string | null;
  requestedAt: string;
  status: EnrolmentStatus;
  decidedAt: string | null;
  /** Why it was turned down, as the administrator wrote it; null otherwise. */
  reason: string | null;
}

/** The participant an approval makes of the person, in their dealership. */
export interface NewMember {
  dealer: Dealer;
  /** `YYYY-MM-DD` on the program's calendar. */
  today: string;
}

export interface EnrolmentDecision {
  /** The administrator's user id. */
  decidedBy: string;
  at: Date;
}

/** What a decision found: the request as decided, or why nothing changed. */
export type DecisionResult = { request: EnrolmentRequestRecord } | { refused: 'NOT_FOUND' } | { refused: 'DECIDED'; request: EnrolmentRequestRecord };

export interface EnrolmentsRepository {
  /** The requests still to decide, oldest first, at most `limit`. */
  pending(limit: number): Promise<EnrolmentRequestRecord[]>;
  /** The dealer numbers the portal knows, by dealership id. */
  dealerNumbers(): Promise<Map<string, string>>;
  /**
   * Approves a request still waiting: the account becomes active, its user joins the dealership as a
   * new participant of it. Only one decision of a request is ever made: a request decided already
   * (by another administrator a moment earlier) is refused with DECIDED and nothing changes.
   */
  approve(id: string, member: NewMember, decision: EnrolmentDecision): Promise<DecisionResult>;
  /** Turns a request still waiting down, with the reason if given; the account stays unable to sign in. */
  reject(id: string, reason: string | null, decision: EnrolmentDecision): Promise<DecisionResult>;
}
