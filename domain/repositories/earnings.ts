import type { EarningRecordRow } from '../fixtures/earnings';

/**
 * A member's rebates and spot awards paid or pending, as every store keeps them (docs/server.md, "Where
 * the data lives"): the in-browser server in its database (`MemoryEarnings`, mocks/repositories/earnings.ts),
 * the HTTP server in the `earning_records` table (server/repositories/earnings.ts);
 * tests/server/points-and-goals.test.ts runs one contract on each. They are read only: the Earnings
 * screen's figures and list are the domain's (domain/resolvers/earnings.ts).
 */
export interface EarningsRepository {
  /** A member's earning records, in the order they were entered; none of anyone outside the operation's scope. */
  records(userId: string): Promise<EarningRecordRow[]>;
}
