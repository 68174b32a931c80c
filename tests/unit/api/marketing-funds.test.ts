import { describe, expect, it } from 'vitest';
import { SAMPLE_DEALERSHIP_ID } from '../../../domain/fixtures/constants';
import { marketingFundsSummaryFor } from '../../../domain/lib/money/funds';
import { money } from '../../../domain/lib/money/cents';
import { purchaseVolumeFor } from '../../../domain/lib/money/purchase-volume';
import { createTestServer, TEST_NOW, type TestServer } from '../../api';

const M = '{ amount }';
const SUMMARY = `summary { availableBalance ${M} pendingClaims ${M} earnedYtd ${M} utilized ${M} utilizationRate funds { fund available ${M} } daysUntilQuarterEnd quarterEnd }`;
const FUNDS = `query($status: TransactionStatus, $first: Int, $after: String) { marketingFunds {
  ${SUMMARY}
  transactions(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id date description amount ${M} status category fund } }
  }
  accruals { period earned ${M} spent ${M} remaining ${M} utilizationPercent fullyUtilized highUtilization current }
  annual { earned ${M} spent ${M} remaining ${M} utilizationPercent }
  guidelines { title items }
} }`;
const CLAIM = `mutation($input: SubmitFundClaimInput!) { submitFundClaim(input: $input) {
  transaction { id date description amount ${M} status category fund }
  summary { availableBalance ${M} pendingClaims ${M} utilized ${M} }
  errors { field message }
} }`;

const validClaim = {
  fund: 'COOP',
  category: 'DIGITAL',
  description: 'Search ads: December heating tune-ups',
  amount: '1200',
  campaignDate: '2026-11-01',
};

const snapshot = (server: TestServer) => JSON.stringify(server.db.data);

/** The answer with every Money as dollars (`{ amount: "850.30" }` -> 850.3), to compare figures. */
function dollars(value: any): any {
  if (Array.isArray(value)) return value.map(dollars);
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const money = keys.every((key) => key === 'amount' || key === 'currencyCode') && typeof value.amount === 'string';
    if (money) return Number(value.amount);
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, dollars(entry)]));
  }
  return value;
}

async function claim(server: TestServer, input: Record<string, unknown>) {
  return dollars(await server.ok(CLAIM, { input }));
}

async function funds(server: TestServer, variables: Record<string, unknown> = {}) {
  return dollars((await server.ok(FUNDS, variables)).marketingFunds);
}

describe('marketing funds figures', () => {
  it("computes the stat cards from the transactions: 12,500 available, 850 pending, 32,000 earned, 19,500 used (60.9%)", async () => {
    const { summary } = await funds(createTestServer('dealer'));
    expect(summary).toEqual({
      availableBalance: 12_500,
      pendingClaims: 850,
      earnedYtd: 32_000,
      utilized: 19_500,
      utilizationRate: 60.9,
      funds: [
        { fund: 'COOP', available: 8_000 },
        { fund: 'MDF', available: 4_500 },
      ],
      daysUntilQuarterEnd: 39,
      quarterEnd: '2026-12-31',
    });
  });

  it('adds up: the figures equal the sums of this year’s transaction rows', async () => {
    const { transactions, summary } = await funds(createTestServer('dealer'), { first: 100 });
    const rows = transactions.edges.map((edge: any) => edge.node).filter((row: any) => row.date >= '2026-01-01');
    const credits = rows.filter((row: any) => row.category === 'ACCRUAL').reduce((sum: number, row: any) => sum + row.amount, 0);
    const spent = rows.filter((row: any) => row.amount < 0 && row.status !== 'PENDING').reduce((sum: number, row: any) => sum - row.amount, 0);
    expect([credits, spent, credits - spent]).toEqual([summary.earnedYtd, summary.utilized, summary.availableBalance]);
  });

  it('shows the accrual history, current quarter first, 8,000 a quarter, with the utilization flags', async () => {
    const { accruals, annual } = await funds(createTestServer('dealer'));
    expect(accruals).toEqual([
      { period: 'Q4 2026', earned: 8_000, spent: 1_500, remaining: 6_500, utilizationPercent: 18.8, fullyUtilized: false, highUtilization: false, current: true },
      { period: 'Q3 2026', earned: 8_000, spent: 7_400, remaining: 600, utilizationPercent: 92.5, fullyUtilized: false, highUtilization: true, current: false },
      { period: 'Q2 2026', earned: 8_000, spent: 8_000, remaining: 0, utilizationPercent: 100, fullyUtilized: true, highUtilization: false, current: false },
      { period: 'Q1 2026', earned: 8_000, spent: 2_600, remaining: 5_400, utilizationPercent: 32.5, fullyUtilized: false, highUtilization: false, current: false },
    ]);
    expect(annual).toEqual({ earned: 32_000, spent: 19_500, remaining: 12_500, utilizationPercent: 60.9 });
  });

  it('lists transactions newest first with every status, filters by status and pages', async () => {
    const server = createTestServer('dealer');
    const all = await funds(server, { first: 100 });
    const rows = all.transactions.edges.map((edge: any) => edge.node);
    expect(all.transactions.totalCount).toBe(23);
    expect(rows.map((row: any) => row.date)).toEqual(rows.map((row: any) => row.date).sort().reverse());
    expect(new Set(rows.map((row: any) => row.status))).toEqual(new Set(['APPROVED', 'PENDING', 'POSTED']));
    expect(new Set(rows.map((row: any) => row.category))).toEqual(new Set(['RADIO_TV', 'DIRECT_MAIL', 'ACCRUAL', 'DIGITAL', 'EVENTS']));
    expect(rows.every((row: any) => /^TXN-\d{4}-\d{3}$/.test(row.id))).toBe(true);

    const pending = await funds(server, { status: 'PENDING' });
    expect(pending.transactions.edges.map((edge: any) => edge.node)).toEqual([
      { id: 'TXN-2026-020', date: '2026-11-18', description: 'Holiday direct mail postcards', amount: -850, status: 'PENDING', category: 'DIRECT_MAIL', fund: 'COOP' },
    ]);

    const page = await funds(server, { first: 20 });
    expect(page.transactions.pageInfo.hasNextPage).toBe(true);
    const next = await funds(server, { first: 20, after: page.transactions.pageInfo.endCursor });
    expect(next.transactions.edges).toHaveLength(3);
  });

  it('states the program guidelines', async () => {
    const { guidelines } = await funds(createTestServer('dealer'));
    const items = guidelines.flatMap((section: any) => section.items);
    for (const text of [
      'Submit claims within 90 days of campaign completion or invoice.',
      'Campaigns above $5,000 require pre-approval from your territory manager.',
      'Claims are typically approved in about 3-5 days.',
      'Approved claims are reimbursed within 10-15 business days.',
      'Unused funds expire at fiscal year end.',
    ]) {
      expect(items).toContain(text);
    }
  });

  it('exports the dashboard summary, the same as the screen’s', async () => {
    const server = createTestServer('dealer');
    const { summary } = await funds(server);
    expect(dollars(marketingFundsSummaryFor(server.db.data, SAMPLE_DEALERSHIP_ID, TEST_NOW))).toMatchObject(summary);
  });

  it('is for dealers only', async () => {
    expect(await createTestServer(null).errorCode(FUNDS)).toBe('UNAUTHENTICATED');
    expect(await createTestServer('comfort-advisor').errorCode(FUNDS)).toBe('FORBIDDEN');
    expect(await createTestServer('client-admin').errorCode(FUNDS)).toBe('FORBIDDEN');
    expect(await createTestServer(null).errorCode(CLAIM, { input: validClaim })).toBe('UNAUTHENTICATED');
    expect(await createTestServer('comfort-advisor').errorCode(CLAIM, { input: validClaim })).toBe('FORBIDDEN');
    expect(await createTestServer('client-admin').errorCode(CLAIM, { input: validClaim })).toBe('FORBIDDEN');
  });
});

describe('submitFundClaim', () => {
  it('records a pending claim: pending claims rise, the available balance waits for approval; kept after a reload', async () => {
    const server = createTestServer('dealer');
    const data = await claim(server, validClaim);
    expect(data.submitFundClaim).toEqual({
      transaction: {
        id: 'TXN-2026-021',
        date: '2026-11-22',
        description: 'Search ads: December heating tune-ups',
        amount: -1_200,
        status: 'PENDING',
        category: 'DIGITAL',
        fund: 'COOP',
      },
      summary: { availableBalance: 12_500, pendingClaims: 2_050, utilized: 19_500 },
      errors: [],
    });
    const reloaded = server.reload();
    const after = await funds(reloaded, { first: 1 });
    expect(after.summary.pendingClaims).toBe(2_050);
    expect(after.transactions.edges[0].node.id).toBe('TXN-2026-021');
  });

  it('lowers the available balance once the claim is approved', async () => {
    const server = createTestServer('dealer');
    await claim(server, validClaim);
    const submitted = server.db.data.fundTransactions.find((row) => row.id === 'TXN-2026-021');
    if (submitted) submitted.status = 'APPROVED';
    const { summary, accruals } = await funds(server);
    expect(summary).toMatchObject({ availableBalance: 11_300, pendingClaims: 850, utilized: 20_700, utilizationRate: 64.7 });
    expect(summary.funds).toEqual([
      { fund: 'COOP', available: 6_800 },
      { fund: 'MDF', available: 4_500 },
    ]);
    expect(accruals[0]).toMatchObject({ period: 'Q4 2026', spent: 2_700, remaining: 5_300 });
  });

  it('needs a pre-approval reference above $5,000', async () => {
    const server = createTestServer('dealer');
    const big = { ...validClaim, amount: '5500' };
    const before = snapshot(server);
    expect((await claim(server, big)).submitFundClaim.errors).toEqual([
      { field: ['preApprovalReference'], message: 'Campaigns above $5,000 require pre-approval from your territory manager' },
    ]);
    expect(snapshot(server)).toBe(before);
    expect((await claim(server, { ...validClaim, amount: '5000' })).submitFundClaim.errors).toEqual([]);
    const approved = await claim(server, { ...big, amount: '2000', preApprovalReference: 'PA-5120' });
    expect(approved.submitFundClaim.errors).toEqual([]);
  });

  it('never lets claims overdraw a fund: pending claims count against what is left', async () => {
    const server = createTestServer('dealer');
    // Co-op: 8,000 available, 850 already pending.
    const tooMuch = await claim(server, { ...validClaim, amount: '7150.01', preApprovalReference: 'PA-1' });
    expect(tooMuch.submitFundClaim.errors).toEqual([{ field: ['amount'], message: 'Amount exceeds the available Co-op balance of $7,150.00' }]);
    const exact = await claim(server, { ...validClaim, amount: '7150', preApprovalReference: 'PA-1' });
    expect(exact.submitFundClaim.errors).toEqual([]);
    const more = await claim(server, { ...validClaim, amount: '1' });
    expect(more.submitFundClaim.errors).toEqual([{ field: ['amount'], message: 'Amount exceeds the available Co-op balance of $0.00' }]);
    const mdf = await claim(server, { ...validClaim, fund: 'MDF', amount: '4600' });
    expect(mdf.submitFundClaim.errors).toEqual([{ field: ['amount'], message: 'Amount exceeds the available MDF balance of $4,500.00' }]);
  });

  it('accepts a campaign date exactly 90 days ago', async () => {
    const data = await claim(createTestServer('dealer'), { ...validClaim, campaignDate: '2026-08-24' });
    expect(data.submitFundClaim.errors).toEqual([]);
  });

  it.each([
    [{ amount: '0' }, 'amount', 'Enter an amount greater than $0'],
    [{ amount: '-50' }, 'amount', 'Enter an amount greater than $0'],
    [{ amount: '10.005' }, 'amount', 'Enter dollars and cents only'],
    [{ category: 'ACCRUAL' }, 'category', 'Accruals are credited by the program and cannot be claimed'],
    [{ description: '   ' }, 'description', 'Description is required'],
    [{ campaignDate: '2026-11-23' }, 'campaignDate', 'Campaign date cannot be in the future'],
    [{ campaignDate: '2026-08-23' }, 'campaignDate', 'Claims must be submitted within 90 days of campaign completion or invoice'],
  ])('refuses %o and changes nothing', async (change, field, message) => {
    const server = createTestServer('dealer');
    const before = snapshot(server);
    const data = await claim(server, { ...validClaim, ...change });
    expect(data.submitFundClaim.errors).toEqual([{ field: [field], message }]);
    expect(data.submitFundClaim.transaction).toBeNull();
    expect(data.submitFundClaim.summary.pendingClaims).toBe(850);
    expect(snapshot(server)).toBe(before);
    expect(server.storage.getItem('hvac-portal:db')).toBeNull();
  });
});

describe('purchase volume (dealer dashboard)', () => {
  it('sums the monthly rows to 315,400 against the 500,000 goal (63.08%), over a 10-month per-brand trend', () => {
    const { db } = createTestServer('dealer');
    const volume = purchaseVolumeFor(db.data, SAMPLE_DEALERSHIP_ID);
    expect(volume).toMatchObject({ yearToDate: money(31_540_000), annualGoal: money(50_000_000), goalProgress: 63.08 });
    expect(volume.monthly).toHaveLength(10);
    expect(volume.monthly[0]).toMatchObject({ month: 'Jan', monthStart: '2026-01-01' });
    expect(volume.monthly.at(-1)).toMatchObject({ month: 'Oct', monthStart: '2026-10-01' });
    const cents = (money: { amount: string }) => Math.round(Number(money.amount) * 100);
    const monthlySum = volume.monthly.reduce((sum, row) => sum + cents(row.total), 0);
    expect(monthlySum).toBe(31_540_000);
    for (const row of volume.monthly) expect(row.brands.reduce((sum, entry) => sum + cents(entry.amount), 0)).toBe(cents(row.total));
    expect(volume.monthly[0]!.brands.map((entry) => entry.brand)).toEqual(['Lennox', 'Allied Air', 'Heatcraft']);
    expect(volume.brandTotals.map((total) => total.brand)).toEqual(['Lennox', 'Allied Air', 'Heatcraft']);
    expect(volume.brandTotals.reduce((sum, total) => sum + cents(total.amount), 0)).toBe(31_540_000);
    expect(volume.brandTotals[0]!.amount).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD' });
  });

  it('moves with the rows', () => {
    const { db } = createTestServer('dealer');
    const october = db.data.purchaseVolumeMonths.find((row) => row.monthStart === '2026-10-01' && row.brand === 'Lennox');
    if (october) october.amountCents += 3_460_000;
    expect(purchaseVolumeFor(db.data, SAMPLE_DEALERSHIP_ID)).toMatchObject({ yearToDate: money(35_000_000), goalProgress: 70 });
    expect(purchaseVolumeFor(db.data, 'DLR-unknown')).toMatchObject({ yearToDate: money(0), annualGoal: money(0), goalProgress: 0, monthly: [] });
  });

  it('lists a brand the program did not know after its own brands, in the trend and the totals', () => {
    const { db } = createTestServer('dealer');
    db.data.purchaseVolumeMonths.push({ dealershipId: SAMPLE_DEALERSHIP_ID, monthStart: '2026-10-01', brand: 'Armstrong Air', amountCents: 125_050 });
    const volume = purchaseVolumeFor(db.data, SAMPLE_DEALERSHIP_ID);
    expect(volume.brandTotals.map((total) => [total.brand, total.amount.amount])).toEqual([
      ['Lennox', '189300.00'],
      ['Allied Air', '78800.00'],
      ['Heatcraft', '47300.00'],
      ['Armstrong Air', '1250.50'],
    ]);
    expect(volume.monthly.at(-1)!.brands.at(-1)).toEqual({ brand: 'Armstrong Air', amount: money(125_050) });
    expect(volume.monthly[0]!.brands.at(-1)).toEqual({ brand: 'Armstrong Air', amount: money(0) });
    expect(volume.yearToDate).toEqual(money(31_540_000 + 125_050));
  });
});

describe('fund claim amounts', () => {
  it('adds 0.10 and 0.20 to exactly 0.30: pending claims go from 850.00 to 850.30', async () => {
    const server = createTestServer('dealer');
    const exact = `{ marketingFunds { summary { pendingClaims { amount currencyCode } } } }`;
    expect((await server.ok(exact)).marketingFunds.summary.pendingClaims).toEqual({ amount: '850.00', currencyCode: 'USD' });
    expect((await server.ok(CLAIM, { input: { ...validClaim, amount: '0.10' } })).submitFundClaim.errors).toEqual([]);
    expect((await server.ok(CLAIM, { input: { ...validClaim, amount: '0.20' } })).submitFundClaim.errors).toEqual([]);
    expect((await server.ok(exact)).marketingFunds.summary.pendingClaims).toEqual({ amount: '850.30', currencyCode: 'USD' });
    expect(server.db.data.fundTransactions.filter((row) => row.status === 'PENDING').map((row) => row.amountCents)).toEqual([-85_000, -10, -20]);
  });

  it.each([
    ['abc', 'Enter an amount greater than $0', 'INVALID'],
    ['1e3', 'Enter an amount greater than $0', 'INVALID'],
    ['12.345', 'Enter dollars and cents only', 'INVALID'],
    ['-5.00', 'Enter an amount greater than $0', 'OUT_OF_RANGE'],
  ])('refuses the amount %j next to the field, changing nothing', async (amount, message, code) => {
    const server = createTestServer('dealer');
    const before = snapshot(server);
    const data = await server.ok(`mutation($input: SubmitFundClaimInput!) { submitFundClaim(input: $input) { transaction { id } errors { field message code } } }`, {
      input: { ...validClaim, amount },
    });
    expect(data.submitFundClaim).toEqual({ transaction: null, errors: [{ field: ['amount'], message, code }] });
    expect(snapshot(server)).toBe(before);
  });
});
