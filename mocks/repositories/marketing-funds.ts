import type { Database } from '../../domain/db';
import { coversDealership } from '../../domain/scope';
import type { FundGuidelineRow, FundTransactionRow } from '../../domain/fixtures/marketing-funds';
import { sortByKey } from '../../domain/lib/connection';
import { FUND_TRANSACTION_ORDER } from '../../domain/lib/money/funds';
import { nextSequentialId } from '../../domain/lib/money/ids';
import { fundTransactionPrefix, type MarketingFundsRepository, type NewFundClaim } from '../../domain/repositories/marketing-funds';

/** The in-browser store: the database's `fundTransactions` and `fundGuidelines` collections. */
export class MemoryMarketingFunds implements MarketingFundsRepository {
  constructor(private readonly db: Database) {}

  async transactions(dealershipId: string): Promise<FundTransactionRow[]> {
    // A dealership's own funds only (domain/scope.ts).
    if (!coversDealership(this.db.scope, dealershipId)) return [];
    return sortByKey(
      this.db.data.fundTransactions.filter((row) => row.dealershipId === dealershipId).map((row) => ({ ...row })),
      FUND_TRANSACTION_ORDER,
    );
  }

  async submitClaim(claim: NewFundClaim, covers: (transactions: FundTransactionRow[]) => boolean): Promise<FundTransactionRow | null> {
    if (!coversDealership(this.db.scope, claim.dealershipId)) return null;
    const all = this.db.data.fundTransactions;
    // Checked and recorded in one synchronous run: no other operation of this server comes in between.
    if (!covers(all.filter((row) => row.dealershipId === claim.dealershipId))) return null;
    const row: FundTransactionRow = { id: nextSequentialId(fundTransactionPrefix(claim.date), all.map((entry) => entry.id), 3), ...claim };
    all.push(row);
    this.db.commit();
    return { ...row };
  }

  async guidelines(): Promise<FundGuidelineRow[]> {
    return this.db.data.fundGuidelines.map((section) => ({ title: section.title, items: [...section.items] }));
  }
}
