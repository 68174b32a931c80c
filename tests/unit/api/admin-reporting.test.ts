import { describe, expect, it } from 'vitest';
import { cents, createTestServer, type TestServer, TEST_NOW } from '../../api';

const DEFINITIONS = `{ reportDefinitions { kind title description frequency } }`;
const GENERATE = `mutation($kind: ReportKind!) {
  generateReport(input: { kind: $kind }) {
    report { kind title generatedAt period columns rows summary { label value quantity money { amount } } }
    errors { field message }
  }
}`;
const APPROVE = `mutation($id: ID!) { approveClaim(input: { claimId: $id }) { errors { message } } }`;
const ISSUE = `mutation($input: IssueSpotAwardInput!) { issueSpotAward(input: $input) { errors { message } } }`;

type Report = {
  kind: string;
  title: string;
  generatedAt: string;
  period: string;
  columns: string[];
  rows: string[][];
  summary: { label: string; value: string; quantity: number | null; money: { amount: string } | null }[];
};

async function generate(server: TestServer, kind: string): Promise<Report> {
  const data = await server.ok(GENERATE, { kind });
  expect(data.generateReport.errors).toEqual([]);
  return data.generateReport.report;
}

const metric = (report: Report, label: string) => report.summary.find((entry) => entry.label === label);
/** A money figure of the summary in whole cents; undefined when the report has no such money figure. */
const centsIn = (report: Report, label: string) => {
  const found = metric(report, label)?.money;
  return found ? cents(found) : undefined;
};
const row = (report: Report, first: string) => report.rows.find((cells) => cells[0] === first);

describe('report cards', () => {
  it('lists the four reports with their frequencies and descriptions', async () => {
    const server = createTestServer('client-admin');
    const { reportDefinitions } = await server.ok(DEFINITIONS);
    expect(reportDefinitions.map((entry: any) => [entry.kind, entry.title, entry.frequency])).toEqual([
      ['CLAIMS_SUMMARY', 'Claims Summary Report', 'Weekly'],
      ['PARTICIPANT_ACTIVITY', 'Participant Activity Report', 'Monthly'],
      ['FINANCIAL_SUMMARY', 'Financial Summary', 'Monthly'],
      ['REWARD_REDEMPTION', 'Reward Redemption Report', 'Quarterly'],
    ]);
    expect(reportDefinitions.every((entry: any) => entry.description.length > 20)).toBe(true);
  });
});

describe('generated reports', () => {
  it('summarizes the claims of the last 7 days by status', async () => {
    const server = createTestServer('client-admin');
    const report = await generate(server, 'CLAIMS_SUMMARY');
    expect(report).toMatchObject({
      kind: 'CLAIMS_SUMMARY',
      title: 'Claims Summary Report',
      generatedAt: TEST_NOW.toISOString(),
      period: 'Nov 16 - Nov 22, 2026',
      columns: ['Status', 'Claims', 'Value', 'Share of Claims'],
    });
    expect(report.rows.map((cells) => cells[0])).toEqual(['Pending', 'Needs Info', 'Approved', 'Paid', 'Rejected', 'Total']);
    const week = server.db.data.claims.filter((claim) => claim.date >= '2026-11-16');
    const pending = week.filter((claim) => claim.status === 'PENDING');
    expect(row(report, 'Pending')?.[1]).toBe(String(pending.length));
    expect(row(report, 'Total')?.[1]).toBe(String(week.length));
    expect(metric(report, 'Claims Submitted')?.quantity).toBe(week.length);
    expect(centsIn(report, 'Total Value')).toBe(week.reduce((sum, claim) => sum + claim.amountCents, 0));
  });

  it('changes when a claim is approved before generating', async () => {
    const server = createTestServer('client-admin');
    const before = await generate(server, 'CLAIMS_SUMMARY');
    const claim = server.db.data.claims.find((entry) => entry.status === 'PENDING' && entry.date >= '2026-11-16')!;
    await server.ok(APPROVE, { id: claim.id });
    const after = await generate(server, 'CLAIMS_SUMMARY');
    expect(Number(row(after, 'Pending')?.[1])).toBe(Number(row(before, 'Pending')?.[1]) - 1);
    expect(Number(row(after, 'Approved')?.[1])).toBe(Number(row(before, 'Approved')?.[1]) + 1);
    expect(metric(after, 'Decisions Made')?.quantity).toBe(metric(before, 'Decisions Made')!.quantity! + 1);
    expect(metric(after, 'Approval Rate')!.quantity!).toBeGreaterThan(metric(before, 'Approval Rate')!.quantity!);
  });

  it("lists the participants active in the last month with that month's claims and earnings", async () => {
    const server = createTestServer('client-admin');
    const report = await generate(server, 'PARTICIPANT_ACTIVITY');
    expect(report.period).toBe('Oct 23 - Nov 22, 2026');
    expect(report.columns).toEqual(['Participant ID', 'Name', 'Role', 'Dealer', 'Claims', 'Earnings', 'Last Activity', 'Status']);
    const advisor = row(report, 'PART-002')!;
    const claims = server.db.data.claims.filter((claim) => claim.participantId === 'PART-002' && claim.date >= '2026-10-23');
    expect(advisor.slice(0, 5)).toEqual(['PART-002', 'Alex Rivera', 'Comfort Advisor', 'Summit Comfort Systems', String(claims.length)]);
    const counts = report.rows.map((cells) => Number(cells[4]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(report.rows.every((cells) => cells[6]! >= '2026-10-23' || Number(cells[4]) > 0 || cells[5] !== '$0.00')).toBe(true);
    expect(metric(report, 'Participants With Activity')?.quantity).toBe(report.rows.length);
    expect(metric(report, 'Inactive (90+ days)')?.quantity).toBe(41);

    const pending = claims.find((claim) => claim.status === 'PENDING')!;
    await server.ok(APPROVE, { id: pending.id });
    const after = row(await generate(server, 'PARTICIPANT_ACTIVITY'), 'PART-002')!;
    const earned = (cells: string[]) => Math.round(Number(cells[5]!.replace(/[$,]/g, '')) * 100);
    expect(earned(after)).toBe(earned(advisor) + pending.amountCents);
  });

  it("adds up the last month's payouts by dealer: approved claims and spot awards", async () => {
    const server = createTestServer('client-admin');
    const before = await generate(server, 'FINANCIAL_SUMMARY');
    expect(before.period).toBe('Oct 23 - Nov 22, 2026');
    expect(before.columns).toEqual(['Dealer', 'Approved Claims', 'Claim Payouts', 'Spot Awards', 'Total Payouts']);
    const since = new Date('2026-10-23T00:00:00').toISOString();
    const approved = server.db.data.claims.filter(
      (claim) => (claim.status === 'APPROVED' || claim.status === 'PAID') && claim.decidedAt !== null && claim.decidedAt >= since,
    );
    expect(centsIn(before, 'Claim Payouts')).toBe(approved.reduce((sum, claim) => sum + claim.amountCents, 0));
    expect(metric(before, 'Approved Claims')?.quantity).toBe(approved.length);

    const claim = server.db.data.claims.find((entry) => entry.status === 'PENDING')!;
    await server.ok(APPROVE, { id: claim.id });
    await server.ok(ISSUE, { input: { participantId: 'PART-010', type: 'OTHER', amount: '125', reason: 'Booth help at the home show' } });
    const after = await generate(server, 'FINANCIAL_SUMMARY');
    expect(centsIn(after, 'Total Payouts')).toBe(centsIn(before, 'Total Payouts')! + claim.amountCents + 12_500);
    expect(centsIn(after, 'Awaiting Payment')).toBe(centsIn(before, 'Awaiting Payment')! + claim.amountCents);
    expect(centsIn(after, 'Spot Awards')).toBe(centsIn(before, 'Spot Awards')! + 12_500);
  });

  it('breaks down the redemptions of the last quarter by category', async () => {
    const server = createTestServer('client-admin');
    const report = await generate(server, 'REWARD_REDEMPTION');
    expect(report.period).toBe('Aug 23 - Nov 22, 2026');
    expect(report.columns).toEqual(['Category', 'Redemptions', 'Points Redeemed', 'Share of Redemptions', 'Low Stock Rewards']);
    expect(report.rows).toHaveLength(12);
    expect(report.rows.reduce((sum, cells) => sum + Number(cells[1]!.replace(/,/g, '')), 0)).toBe(1523);
    expect(metric(report, 'Total Redemptions')).toEqual({ label: 'Total Redemptions', value: '1,523', quantity: 1523, money: null });
    expect(metric(report, 'Top Category')?.value).toBe('Gift Cards');
    expect(metric(report, 'Low Stock Rewards')?.quantity).toBe(23);
  });

  it('records who generated which report, and keeps the record after a reload', async () => {
    const server = createTestServer('client-admin');
    await generate(server, 'FINANCIAL_SUMMARY');
    await generate(server, 'CLAIMS_SUMMARY');
    expect(server.reload().db.data.reportRuns).toEqual([
      { kind: 'CLAIMS_SUMMARY', generatedAt: TEST_NOW.toISOString(), generatedBy: 'Morgan Hayes' },
      { kind: 'FINANCIAL_SUMMARY', generatedAt: TEST_NOW.toISOString(), generatedBy: 'Morgan Hayes' },
    ]);
  });
});
