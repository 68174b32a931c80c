import type { Database } from '../db';
import type { FundTransactionRow } from '../fixtures/marketing-funds';
import { sortByKey } from '../lib/connection';
import { nextSequentialId } from '../lib/money/ids';
import { FUND_TRANSACTION_ORDER } from '../lib/money/funds';

/**
 * Marketing fund transactions (accruals credited, claims spent), as every store keeps them
 * (docs/server.md, "Where the data lives"): the in-browser server in its database
 * (`MemoryMarketingFunds`), the HTTP server in the `fund_transactions` table
 * (server/repositories/marketing-funds.ts); tests/server/marketing-funds.test.ts runs one contract on each.
 *
 * What a fund can still pay is the domain's rule (domain/lib/money/funds.ts, `claimableFor`). A store's
 * part is to apply it to the transactions as they are at the moment a claim is recorded, so two claims
 * submitted at once can never together overdraw a fund.
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
}

/** The `TXN-<year>-` prefix of the ids of a year's transactions. */
export function fundTransactionPrefix(day: string): string {
  return `TXN-${day.slice(0, 4)}-`;
}

/** The in-browser store: the database's `fundTransactions` collection. */
export class MemoryMarketingFunds implements MarketingFundsRepository {
  constructor(private readonly db: Database) {}

  async transactions(dealershipId: string): Promise<FundTransactionRow[]> {
    return sortByKey(
      this.db.data.fundTransactions.filter((row) => row.dealershipId === dealershipId).map((row) => ({ ...row })),
      FUND_TRANSACTION_ORDER,
    );
  }

  async submitClaim(claim: NewFundClaim, covers: (transactions: FundTransactionRow[]) => boolean): Promise<FundTransactionRow | null> {
    const all = this.db.data.fundTransactions;
    // Checked and recorded in one synchronous run: no other operation of this server comes in between.
    if (!covers(all.filter((row) => row.dealershipId === claim.dealershipId))) return null;
    const row: FundTransactionRow = { id: nextSequentialId(fundTransactionPrefix(claim.date), all.map((entry) => entry.id), 3), ...claim };
    all.push(row);
    this.db.commit();
    return { ...row };
  }
}
