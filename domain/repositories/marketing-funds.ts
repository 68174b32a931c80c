import type { FundGuidelineRow, FundTransactionRow } from '../fixtures/marketing-funds';

/**
 * Marketing fund transactions (accruals credited, claims spent), as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database
 * (`MemoryMarketingFunds`, mocks/repositories/marketing-funds.ts), the HTTP server in the `fund_transactions` table
 * (server/repositories/marketing-funds.ts); tests/server/marketing-funds.test.ts runs one contract on each.
 *
 * What a fund can still pay is the domain's rule (domain/lib/money/funds.ts, `claimableFor`). A store's
 * part is to apply it to the transactions as they are at the moment a claim is recorded, so two claims
 * submitted at once can never together overdraw a fund.
 *
 * The program guidelines Marketing Funds shows beside them are the program's configuration, kept in the
 * database's `fundGuidelines` and the `fund_guidelines` table, read only.
 */

/** A claim as submitted: every field but its id, which the store gives (`TXN-<year>-###`, the year's next). */
export type NewFundClaim = Omit<FundTransactionRow, 'id'>;

export interface MarketingFundsRepository {
  /** A dealership's transactions, newest first (`FUND_TRANSACTION_ORDER`). */
  transactions(dealershipId: string): Promise<FundTransactionRow[]>;
  /**
   * Records a claim when `covers` says the dealership's transactions, read at that moment, still cover
   * it; null, and nothing recorded, when they do not.
   */
  submitClaim(claim: NewFundClaim, covers: (transactions: FundTransactionRow[]) => boolean): Promise<FundTransactionRow | null>;
  /** The program guidelines' sections, in the program's order. */
  guidelines(): Promise<FundGuidelineRow[]>;
}

/** The `TXN-<year>-` prefix of the ids of a year's transactions. */
export function fundTransactionPrefix(day: string): string {
  return `TXN-${day.slice(0, 4)}-`;
}
