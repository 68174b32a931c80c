import { describe, expect, it } from 'vitest';
import { Database } from '../../domain/db';
import { SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import type { FundTransactionRow } from '../../domain/fixtures/marketing-funds';
import { claimableFor } from '../../domain/lib/money/funds';
import { MemoryMarketingFunds } from '../../mocks/repositories/marketing-funds';
import type { MarketingFundsRepository, NewFundClaim } from '../../domain/repositories/marketing-funds';
import { SqlMarketingFunds } from '../../server/repositories/marketing-funds';
import type { SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { givenBeforeEach, STORES } from './harness';
import { createOtherScreensData } from '../../domain/domains/other-screens';

/**
 * The marketing funds repository's contract: the SQL store lists a dealership's transactions and
 * records claims as the in-browser store does, over the same sample data, and checks a claim against
 * the transactions as they are when it records it, so claims submitted at once never overdraw a fund.
 */

interface Stores {
  memory: MarketingFundsRepository;
  sql: MarketingFundsRepository;
}

async function givenBoth(store: SqlStore): Promise<Stores> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  await new SqlMarketingFunds(store.db).replaceAll(structuredClone(db.data.fundTransactions));
  return { memory: new MemoryMarketingFunds(db), sql: new SqlMarketingFunds(store.db) };
}

const claimOf = (cents: number, description = 'Spring radio spots'): NewFundClaim => ({
  dealershipId: SAMPLE_DEALERSHIP_ID,
  fund: 'COOP',
  date: '2026-11-20',
  description,
  amountCents: -cents,
  status: 'PENDING',
  category: 'RADIO_TV',
  campaignDate: '2026-11-10',
  preApprovalReference: null,
  submittedBy: 'USR-001',
});

/** The rule the resolvers apply: the fund's claimable amount covers the claim. */
const covering = (claim: NewFundClaim) => (transactions: FundTransactionRow[]) =>
  claimableFor({ fundTransactions: transactions }, claim.dealershipId, claim.fund, TEST_NOW) >= -claim.amountCents;

describe.each(STORES)('the marketing funds repository on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('lists a dealership’s transactions newest first, and records claims with the same ids, as the memory store does', async () => {
    const listed = await given.stores.sql.transactions(SAMPLE_DEALERSHIP_ID);
    expect(listed.length).toBeGreaterThan(10);
    expect(listed).toEqual(await given.stores.memory.transactions(SAMPLE_DEALERSHIP_ID));
    expect(await given.stores.sql.transactions('DLR-NONE')).toEqual([]);
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.submitClaim(claimOf(10_000), covering(claimOf(10_000)))).toMatchObject({ id: expect.stringMatching(/^TXN-2026-\d{3}$/), amountCents: -10_000 });
      expect(await repository.submitClaim(claimOf(20_000, 'Second'), covering(claimOf(20_000)))).toMatchObject({ description: 'Second' });
    }
    const after = await given.stores.sql.transactions(SAMPLE_DEALERSHIP_ID);
    expect(after).toEqual(await given.stores.memory.transactions(SAMPLE_DEALERSHIP_ID));
    expect(after.slice(0, 2).map((row) => row.description)).toEqual(['Second', 'Spring radio spots']);
  });

  it('records nothing when the transactions do not cover a claim', async () => {
    const before = await given.stores.sql.transactions(SAMPLE_DEALERSHIP_ID);
    const claimable = claimableFor({ fundTransactions: before }, SAMPLE_DEALERSHIP_ID, 'COOP', TEST_NOW);
    for (const repository of [given.stores.memory, given.stores.sql]) {
      expect(await repository.submitClaim(claimOf(claimable + 1), covering(claimOf(claimable + 1)))).toBeNull();
    }
    expect(await given.stores.sql.transactions(SAMPLE_DEALERSHIP_ID)).toEqual(before);
    expect(await given.stores.memory.transactions(SAMPLE_DEALERSHIP_ID)).toEqual(before);
  });

  it('gives 4 of 10 claims submitted at once, each a quarter of what the fund can pay', async () => {
    const claimable = claimableFor({ fundTransactions: await given.stores.sql.transactions(SAMPLE_DEALERSHIP_ID) }, SAMPLE_DEALERSHIP_ID, 'COOP', TEST_NOW);
    expect(claimable).toBeGreaterThan(400);
    const quarter = Math.floor(claimable / 4);
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => given.stores.sql.submitClaim(claimOf(quarter, `Claim ${index}`), covering(claimOf(quarter)))));
    const recorded = results.filter((row) => row !== null);
    expect(recorded).toHaveLength(4);
    // One id each, numbered on.
    expect(new Set(recorded.map((row) => row.id)).size).toBe(4);
    expect(claimableFor({ fundTransactions: await given.stores.sql.transactions(SAMPLE_DEALERSHIP_ID) }, SAMPLE_DEALERSHIP_ID, 'COOP', TEST_NOW)).toBe(claimable - 4 * quarter);
  }, 60_000);
});
