import type { DecisionResult, EnrolmentRequestRecord, EnrolmentsRepository } from '../../domain/repositories/enrolments';
import type { Database } from '../../domain/db';

/**
 * The in-browser store of enrolment requests: there are none, since a sign-up in the in-browser portal
 * joins the sample dealership at once (docs/server.md, "Accounts"). The list is empty and a decision
 * of any request finds none (NOT_FOUND), as the HTTP server answers for an unknown request.
 */
export class MemoryEnrolments implements EnrolmentsRepository {
  constructor(private readonly db: Database) {}

  async pending(): Promise<EnrolmentRequestRecord[]> {
    return [];
  }

  async dealerNumbers(): Promise<Map<string, string>> {
    // The network's dealerships, as the Dealerships screen keeps them (the HTTP server's `dealerships` table).
    return new Map(this.db.data.dealers.filter((row) => row.dealerNumber !== '').map((row) => [row.id, row.dealerNumber]));
  }

  async approve(): Promise<DecisionResult> {
    return { refused: 'NOT_FOUND' };
  }

  async reject(): Promise<DecisionResult> {
    return { refused: 'NOT_FOUND' };
  }
}
