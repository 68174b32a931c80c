import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { ADVISOR_PARTICIPANT_ID, SAMPLE_DEALERSHIP_ID, SAMPLE_DEALERSHIP_NAME } from '../../../domain/fixtures/constants';
import { CLAIM_PRODUCTS } from '../../../domain/lib/admin/generate';
import { claimsIndex } from '../../../domain/lib/admin/claims-index';
import { adminClaimFiguresFor, advisorSalesFor, claimedSalesFor, pendingClaimsFor } from '../../../domain/lib/admin/dashboard';
import { createServer } from '../../../mocks/server';
import { formatMoneyCompact } from '../../../src/lib/format';
import { validateClaimFilter, validateRejectReason, validateReviewFilter, validateSpotAward } from '../../../src/lib/validation';
import { money } from '../../../domain/lib/money/cents';
import { TEST_NOW, cents, createTestServer, usd, type TestServer } from '../../api';
import type { PortalServer } from '../../../mocks/server';

/** The admin dashboard's claim cards as the dashboard resolver computes them. */
const adminFigures = (server: PortalServer, now = TEST_NOW) => adminClaimFiguresFor(server.contextFor(), now);

const CLAIM = 'id participant { id name } dealer { id name location } amount { amount } status date days issue product { id name } rejectionReason decidedAt overdue';
const PAGE = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount totalAmount { amount }';
const CLAIMS = `query($filter: ClaimFilter, $sort: ClaimSort, $first: Int, $after: String) {
  claims(filter: $filter, sort: $sort, first: $first, after: $after) { edges { cursor node { ${CLAIM} } } ${PAGE} }
}`;
const ONE_CLAIM = `query($id: ID!) { claim(id: $id) { ${CLAIM} } }`;
const ANALYTICS = `query($filter: ClaimFilter) {
  claimsAnalytics(filter: $filter) {
    totalClaims approvedClaims approvalRate averageProcessingDays processingTarget totalValue { amount } averageValue { amount }
    trend { month submitted approved approvalRate } dealers { id name }
  }
}`;
const PAYLOAD = `claim { ${CLAIM} } errors { field message }`;
const APPROVE = `mutation($id: ID!) { approveClaim(input: { claimId: $id }) { ${PAYLOAD} } }`;
const OVERRIDE = `mutation($id: ID!) { overrideApproveClaim(input: { claimId: $id }) { ${PAYLOAD} } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectClaim(input: { claimId: $id, reason: $reason }) { ${PAYLOAD} } }`;
const AWARD = 'id type amount { amount } reason issuedAt issuedBy participant { id name totalEarnings { amount } status }';
const RECENT_AWARDS = `query($days: Int) { recentSpotAwards(days: $days) { ${AWARD} } }`;
const ISSUE = `mutation($input: IssueSpotAwardInput!) {
  issueSpotAward(input: $input) { spotAward { ${AWARD} } participant { id totalEarnings { amount } totalClaims } errors { field message } }
}`;
const PARTICIPANT = `query($id: ID!) { participant(id: $id) { id name status totalClaims totalEarnings { amount } averagePerClaim { amount } } }`;

type Claim = {
  id: string;
  participant: { id: string; name: string };
  dealer: { id: string; name: string; location: string };
  product: { id: string; name: string };
  amount: { amount: string };
  status: string;
  date: string;
  days: number;
  issue: string | null;
  overdue: boolean;
  decidedAt: string | null;
  rejectionReason: string | null;
};

/** Every claim matching a filter, page by page (100 at a time, the largest page). */
async function allClaims(server: TestServer, filter: Record<string, unknown> = {}, sort?: Record<string, unknown>): Promise<Claim[]> {
  const claims: Claim[] = [];
  let after: string | null = null;
  for (;;) {
    const data: any = await server.ok(CLAIMS, { filter, sort, first: 100, after });
    claims.push(...data.claims.edges.map((edge: any) => edge.node));
    if (!data.claims.pageInfo.hasNextPage) return claims;
    after = data.claims.pageInfo.endCursor;
  }
}

async function firstClaim(server: TestServer, filter: Record<string, unknown>): Promise<Claim> {
  const data = await server.ok(CLAIMS, { filter, first: 1 });
  return data.claims.edges[0].node;
}

/** Runs a mutation that must be refused with errors, and checks nothing was changed or saved. */
async function expectRefused(server: TestServer, query: string, variables: Record<string, unknown>) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const data = await server.ok(query, variables);
  const payload = Object.values(data)[0] as any;
  expect(payload.errors.length).toBeGreaterThan(0);
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  return payload;
}

describe('claims analytics on a fresh database', () => {
  it("shows the sample figures: 2,167 claims, 1,842 approved (85%), 3.2 days against 3-5 days, $1.24M, $572", async () => {
    const server = createTestServer('client-admin');
    const { claimsAnalytics } = await server.ok(ANALYTICS);
    expect(claimsAnalytics).toMatchObject({
      totalClaims: 2167,
      approvedClaims: 1842,
      approvalRate: 85,
      averageProcessingDays: 3.2,
      processingTarget: '3-5 days',
      averageValue: { amount: '572.00' },
    });
    expect(Math.floor(cents(claimsAnalytics.totalValue) / 1_000_000)).toBe(123);
    expect(formatMoneyCompact(claimsAnalytics.totalValue.amount)).toBe('$1.24M');
  });

  it('computes the cards from the claims rows themselves', async () => {
    const server = createTestServer('client-admin');
    const rows = server.db.data.claims;
    const approved = rows.filter((row) => row.status === 'APPROVED' || row.status === 'PAID');
    const decided = rows.filter((row) => row.processingDays !== null);
    const value = rows.reduce((sum, row) => sum + row.amountCents, 0);
    const { claimsAnalytics } = await server.ok(ANALYTICS);
    expect(claimsAnalytics.approvedClaims).toBe(approved.length);
    expect(claimsAnalytics.totalValue).toEqual(usd(value));
    expect(claimsAnalytics.averageProcessingDays).toBe(
      Math.round((decided.reduce((sum, row) => sum + (row.processingDays ?? 0), 0) / decided.length) * 10) / 10,
    );
    expect(decided).toHaveLength(1842 + 188);
  });

  it('splits the other 325 claims among pending, needs info (with an issue) and rejected', async () => {
    const server = createTestServer('client-admin');
    const count = async (status: string) => (await server.ok(CLAIMS, { filter: { statuses: [status] }, first: 0 })).claims.totalCount;
    expect(await count('PENDING')).toBe(96);
    expect(await count('NEEDS_INFO')).toBe(41);
    expect(await count('REJECTED')).toBe(188);
    const needsInfo = await allClaims(server, { statuses: ['NEEDS_INFO'] });
    const issues = new Set(needsInfo.map((claim) => claim.issue));
    expect([...issues].sort()).toEqual(['Installation date missing', 'Missing invoice', 'Product code unclear', 'Serial number mismatch']);
  });

  it('gives a 12-month trend, oldest first, that accounts for every claim', async () => {
    const server = createTestServer('client-admin');
    const { trend } = (await server.ok(ANALYTICS)).claimsAnalytics;
    expect(trend.map((point: any) => point.month)).toEqual([
      'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026',
      'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026',
    ]);
    expect(trend.reduce((sum: number, point: any) => sum + point.submitted, 0)).toBe(2167);
    expect(trend.reduce((sum: number, point: any) => sum + point.approved, 0)).toBe(1842);
    const march = server.db.data.claims.filter((row) => row.date.startsWith('2026-03'));
    const marchApproved = march.filter((row) => row.status === 'APPROVED' || row.status === 'PAID').length;
    const marchDecided = march.filter((row) => row.processingDays !== null).length;
    expect(trend[3]).toEqual({
      month: 'Mar 2026',
      submitted: march.length,
      approved: marchApproved,
      approvalRate: Math.round((marchApproved / marchDecided) * 1000) / 10,
    });
  });

  it('lists the dealers with claims, A to Z, whatever the filter', async () => {
    const server = createTestServer('client-admin');
    const { dealers } = (await server.ok(ANALYTICS, { filter: { statuses: ['PENDING'] } })).claimsAnalytics;
    expect(dealers).toContainEqual({ id: SAMPLE_DEALERSHIP_ID, name: SAMPLE_DEALERSHIP_NAME });
    const names = new Map(server.db.data.dealers.map((row) => [row.id, row.name]));
    const withClaims = [...new Set(server.db.data.claims.map((row) => row.dealerId))];
    expect(dealers.map((dealer: { id: string }) => dealer.id).sort()).toEqual(withClaims.sort());
    const shown = dealers.map((dealer: { name: string }) => dealer.name);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    expect(dealers.every((dealer: { id: string; name: string }) => names.get(dealer.id) === dealer.name)).toBe(true);
  });

  it('computes the cards over the filtered claims only', async () => {
    const server = createTestServer('client-admin');
    const summit = (await server.ok(ANALYTICS, { filter: { dealerId: SAMPLE_DEALERSHIP_ID } })).claimsAnalytics;
    const rows = server.db.data.claims.filter((row) => row.dealerId === SAMPLE_DEALERSHIP_ID);
    expect(summit.totalClaims).toBe(rows.length);
    expect(summit.totalValue).toEqual(usd(rows.reduce((sum, row) => sum + row.amountCents, 0)));
    const pending = (await server.ok(ANALYTICS, { filter: { statuses: ['PENDING', 'NEEDS_INFO'] } })).claimsAnalytics;
    expect(pending).toMatchObject({ totalClaims: 137, approvedClaims: 0, approvalRate: 0, averageProcessingDays: 0 });
    const november = (await server.ok(ANALYTICS, { filter: { from: '2026-11-01', to: '2026-11-22' } })).claimsAnalytics;
    expect(november.totalClaims).toBe(server.db.data.claims.filter((row) => row.date >= '2026-11-01').length);
    expect(november.trend.at(-1).submitted).toBe(november.totalClaims);
    expect(november.trend[0].submitted).toBe(0);
    const search = (await server.ok(ANALYTICS, { filter: { search: 'alex rivera' } })).claimsAnalytics;
    expect(search.totalClaims).toBe(server.db.data.claims.filter((row) => row.participantId === ADVISOR_PARTICIPANT_ID).length);
  });
});

describe('claims list', () => {
  it('pages through every claim newest first, with cursors that neither repeat nor skip', async () => {
    const server = createTestServer('client-admin');
    const first = await server.ok(CLAIMS, { first: 25 });
    expect(first.claims.totalCount).toBe(2167);
    expect(first.claims.totalAmount).toEqual(usd(server.db.data.claims.reduce((sum, row) => sum + row.amountCents, 0)));
    expect(first.claims.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.claims.edges).toHaveLength(25);
    const second = await server.ok(CLAIMS, { first: 25, after: first.claims.pageInfo.endCursor });
    expect(second.claims.pageInfo.hasPreviousPage).toBe(true);
    const ids = [...first.claims.edges, ...second.claims.edges].map((edge: any) => edge.node.id);
    expect(new Set(ids).size).toBe(50);
    const all = await allClaims(server);
    expect(all).toHaveLength(2167);
    expect(new Set(all.map((claim) => claim.id)).size).toBe(2167);
    expect(all.every((claim) => /^CLM-\d{4}$/.test(claim.id))).toBe(true);
    for (let i = 1; i < all.length; i += 1) expect(all[i - 1]!.date >= all[i]!.date).toBe(true);
    expect(all.at(-1)!.date >= '2025-12-01').toBe(true);
  });

  it('returns an empty last page with no cursors', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(CLAIMS, { filter: { search: 'no such claim anywhere' } });
    expect(data.claims).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
      totalAmount: { amount: '0.00' },
    });
  });

  it('shows pending claims as waiting so far, flagging those pending more than 4 days', async () => {
    const server = createTestServer('client-admin');
    const pending = await allClaims(server, { statuses: ['PENDING'] });
    expect(pending).toHaveLength(96);
    for (const claim of pending) {
      const waited = Math.round((Date.parse('2026-11-22') - Date.parse(claim.date)) / 86_400_000);
      expect(claim.days).toBe(waited);
      expect(claim.overdue).toBe(waited > 4);
      expect(claim.decidedAt).toBeNull();
    }
    expect(pending.filter((claim) => claim.overdue).length).toBeGreaterThan(5);
    expect(pending.filter((claim) => !claim.overdue).length).toBeGreaterThan(5);
    expect(pending.every((claim) => claim.date >= '2026-11-01')).toBe(true);
  });

  it('filters overdue claims by the server calendar, and with a date range keeps the earlier bound', async () => {
    const server = createTestServer('client-admin');
    const pending = await allClaims(server, { statuses: ['PENDING'] });
    const overdue = await allClaims(server, { statuses: ['PENDING'], overdue: true });
    expect(overdue.map((claim) => claim.id)).toEqual(pending.filter((claim) => claim.overdue).map((claim) => claim.id));
    expect(overdue.length).toBeGreaterThan(5);
    const notOverdue = await allClaims(server, { statuses: ['PENDING'], overdue: false });
    expect(notOverdue).toHaveLength(pending.length);
    const early = await allClaims(server, { statuses: ['PENDING'], overdue: true, to: '2026-11-05' });
    expect(early.map((claim) => claim.id)).toEqual(overdue.filter((claim) => claim.date <= '2026-11-05').map((claim) => claim.id));
    expect(early.length).toBeLessThan(overdue.length);
  });

  it('searches id, participant and dealer, case-insensitively', async () => {
    const server = createTestServer('client-admin');
    const byId = await allClaims(server, { search: 'clm-100' });
    expect(byId.map((claim) => claim.id).sort()).toEqual(
      ['CLM-1001', 'CLM-1002', 'CLM-1003', 'CLM-1004', 'CLM-1005', 'CLM-1006', 'CLM-1007', 'CLM-1008', 'CLM-1009'],
    );
    const byParticipant = await allClaims(server, { search: 'ALEX RIV' });
    expect(byParticipant.length).toBeGreaterThan(10);
    expect(byParticipant.every((claim) => claim.participant.name === 'Alex Rivera')).toBe(true);
    const byDealer = await allClaims(server, { search: 'summit comfort' });
    expect(byDealer.every((claim) => claim.dealer.id === SAMPLE_DEALERSHIP_ID && claim.dealer.name === SAMPLE_DEALERSHIP_NAME)).toBe(true);
    expect(byDealer).toHaveLength(server.db.data.claims.filter((row) => row.dealerId === SAMPLE_DEALERSHIP_ID).length);
  });

  it('combines status, dealer and date filters', async () => {
    const server = createTestServer('client-admin');
    const claims = await allClaims(server, { statuses: ['APPROVED', 'PAID'], dealerId: SAMPLE_DEALERSHIP_ID, from: '2026-06-01', to: '2026-06-30' });
    const expected = server.db.data.claims.filter(
      (row) => ['APPROVED', 'PAID'].includes(row.status) && row.dealerId === SAMPLE_DEALERSHIP_ID && row.date.startsWith('2026-06'),
    );
    expect(claims.map((claim) => claim.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(claims.length).toBeGreaterThan(0);
  });

  it('sorts by amount, days and id in either direction', async () => {
    const server = createTestServer('client-admin');
    const byAmount = await allClaims(server, { statuses: ['REJECTED'] }, { field: 'AMOUNT', direction: 'ASC' });
    for (let i = 1; i < byAmount.length; i += 1) expect(cents(byAmount[i - 1]!.amount)).toBeLessThanOrEqual(cents(byAmount[i]!.amount));
    const byDays = (await server.ok(CLAIMS, { filter: { statuses: ['PENDING'] }, sort: { field: 'DAYS' }, first: 10 })).claims.edges.map(
      (edge: any) => edge.node.days,
    );
    expect(byDays).toEqual([...byDays].sort((a, b) => b - a));
    expect(byDays[0]).toBe(10);
    const byId = (await server.ok(CLAIMS, { sort: { field: 'ID', direction: 'ASC' }, first: 3 })).claims.edges.map((edge: any) => edge.node.id);
    expect(byId).toEqual(['CLM-1001', 'CLM-1002', 'CLM-1003']);
  });

  it('finds one claim by id, and null for an unknown id', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(ONE_CLAIM, { id: 'CLM-1001' });
    expect(data.claim).toMatchObject({ id: 'CLM-1001', date: '2025-12-01' });
    expect((await server.ok(ONE_CLAIM, { id: 'CLM-0000' })).claim).toBeNull();
  });

  it('ties every claim to a participant who was enrolled, and still active, on the claim date', async () => {
    const server = createTestServer('client-admin');
    const participants = new Map(server.db.data.participants.map((row) => [row.id, row]));
    for (const claim of server.db.data.claims) {
      const participant = participants.get(claim.participantId);
      expect(participant, claim.id).toBeDefined();
      expect(claim.dealerId).toBe(participant!.dealerId);
      expect(CLAIM_PRODUCTS.some((product) => product.id === claim.productId), claim.id).toBe(true);
      expect(claim.date >= participant!.enrollmentDate, claim.id).toBe(true);
      expect(claim.date <= participant!.lastActivity, claim.id).toBe(true);
    }
  });
});

describe('claim decisions', () => {
  it('keeps the claims index over decisions, answering every filter and sort as a rebuilt index does', async () => {
    const server = createTestServer('client-admin');
    await allClaims(server, { statuses: ['PENDING'] }, { field: 'DAYS', direction: 'DESC' });
    const index = claimsIndex(server.db);
    const [first, second] = (await allClaims(server, { statuses: ['PENDING'] })).slice(0, 2);
    const waiting = (await allClaims(server, { statuses: ['NEEDS_INFO'] }))[0];
    expect((await server.ok(APPROVE, { id: first!.id })).approveClaim.errors).toEqual([]);
    expect((await server.ok(REJECT, { id: second!.id, reason: 'Invoice does not match the serial number' })).rejectClaim.errors).toEqual([]);
    expect((await server.ok(OVERRIDE, { id: waiting!.id })).overrideApproveClaim.errors).toEqual([]);
    // The same index, carried over the three decisions…
    expect(claimsIndex(server.db)).toBe(index);

    // …answers like one built from scratch after a reload.
    const rebuilt = server.reload();
    for (const [filter, sort] of [
      [{ statuses: ['PENDING'] }, { field: 'DAYS', direction: 'DESC' }],
      [{ statuses: ['APPROVED', 'PAID'] }, { field: 'DAYS', direction: 'ASC' }],
      [{ statuses: ['REJECTED'] }, undefined],
      [{ statuses: ['NEEDS_INFO'] }, { field: 'AMOUNT', direction: 'DESC' }],
      [{ overdue: true }, undefined],
      [{ search: first!.participant.name }, { field: 'DATE', direction: 'ASC' }],
    ] as const) {
      expect(await allClaims(server, filter, sort), JSON.stringify(filter)).toEqual(await allClaims(rebuilt, filter, sort));
    }
    expect((await allClaims(server, { statuses: ['PENDING'] })).map((claim) => claim.id)).not.toContain(first!.id);
  });

  it('approves a pending claim, fixing its decision days, and keeps it after a reload', async () => {
    const server = createTestServer('client-admin');
    const claim = await firstClaim(server, { statuses: ['PENDING'], from: '2026-11-15', to: '2026-11-15' });
    const data = await server.ok(APPROVE, { id: claim.id });
    expect(data.approveClaim).toEqual({
      claim: { ...claim, status: 'APPROVED', days: 7, overdue: false, decidedAt: TEST_NOW.toISOString() },
      errors: [],
    });
    const reloaded = server.reload();
    expect((await reloaded.ok(ONE_CLAIM, { id: claim.id })).claim.status).toBe('APPROVED');

    // Ten days later the decision still took 7 days, while a pending claim has waited 10 days more.
    const pending = await firstClaim(server, { statuses: ['PENDING'] });
    const later = createServer({ storage: server.storage, now: () => new Date(TEST_NOW.getTime() + 10 * 86_400_000) });
    const laterDays = (id: string) => later.run(ONE_CLAIM, { id }).then((result: any) => result.data.claim.days);
    expect(await laterDays(claim.id)).toBe(7);
    expect(await laterDays(pending.id)).toBe(pending.days + 10);
  });

  it('moves the analytics, the participant totals and the dashboard figures', async () => {
    const server = createTestServer('client-admin');
    const claim = await firstClaim(server, { statuses: ['PENDING'], search: 'Alex Rivera' });
    const before = {
      analytics: (await server.ok(ANALYTICS)).claimsAnalytics,
      participant: (await server.ok(PARTICIPANT, { id: claim.participant.id })).participant,
      byStatus: (await adminFigures(server)).claimsByStatus,
      payouts: (await adminFigures(server)).totalPayouts,
      pending: (await pendingClaimsFor(server.contextFor(), claim.participant.id, TEST_NOW)),
      summit: (await claimedSalesFor(server.contextFor(), SAMPLE_DEALERSHIP_ID, TEST_NOW)),
    };
    await server.ok(APPROVE, { id: claim.id });
    const analytics = (await server.ok(ANALYTICS)).claimsAnalytics;
    expect(analytics.approvedClaims).toBe(before.analytics.approvedClaims + 1);
    expect(analytics.trend.at(-1).approved).toBe(before.analytics.trend.at(-1).approved + 1);
    const participant = (await server.ok(PARTICIPANT, { id: claim.participant.id })).participant;
    expect(participant.totalEarnings).toEqual(usd(cents(before.participant.totalEarnings) + cents(claim.amount)));
    expect(participant.totalClaims).toBe(before.participant.totalClaims);
    expect((await adminFigures(server)).claimsByStatus).toEqual({
      ...before.byStatus,
      approved: before.byStatus.approved + 1,
      pendingReview: before.byStatus.pendingReview - 1,
      needsReview: before.byStatus.needsReview - 1,
    });
    expect((await adminFigures(server)).totalPayouts).toEqual({
      amount: money(cents(before.payouts.amount) + cents(claim.amount)),
      approvedClaims: before.payouts.approvedClaims + 1,
    });
    expect((await pendingClaimsFor(server.contextFor(), claim.participant.id, TEST_NOW))).toEqual({
      count: before.pending.count - 1,
      totalValue: money(cents(before.pending.totalValue) - cents(claim.amount)),
    });
    expect((await claimedSalesFor(server.contextFor(), SAMPLE_DEALERSHIP_ID, TEST_NOW))).toMatchObject({
      count: 142,
      pending: before.summit.pending - 1,
      approved: before.summit.approved + 1,
    });
  });

  it('rejects a pending claim with its reason', async () => {
    const server = createTestServer('client-admin');
    const claim = await firstClaim(server, { statuses: ['PENDING'] });
    const data = await server.ok(REJECT, { id: claim.id, reason: '  Serial number belongs to another installation ' });
    expect(data.rejectClaim.errors).toEqual([]);
    expect(data.rejectClaim.claim).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Serial number belongs to another installation',
      decidedAt: TEST_NOW.toISOString(),
    });
    expect((await adminFigures(server)).claimsByStatus.rejected).toBe(189);
    expect((await server.ok(ANALYTICS)).claimsAnalytics.approvedClaims).toBe(1842);
    expect((await server.reload().ok(ONE_CLAIM, { id: claim.id })).claim.rejectionReason).toBe('Serial number belongs to another installation');
  });

  it('approves a claim needing info with an override', async () => {
    const server = createTestServer('client-admin');
    const claim = await firstClaim(server, { statuses: ['NEEDS_INFO'] });
    const data = await server.ok(OVERRIDE, { id: claim.id });
    expect(data.overrideApproveClaim.errors).toEqual([]);
    // The request is answered by the decision: the claim no longer shows it (its history keeps it).
    expect(data.overrideApproveClaim.claim).toMatchObject({ id: claim.id, status: 'APPROVED', issue: null, days: claim.days });
    expect((await adminFigures(server)).claimsByStatus).toMatchObject({ approved: 1843, needsInfo: 40, needsReview: 136 });
  });

  it('refuses a reason that is blank or longer than 500 characters, changing nothing', async () => {
    const server = createTestServer('client-admin');
    const claim = await firstClaim(server, { statuses: ['PENDING'] });
    expect((await expectRefused(server, REJECT, { id: claim.id, reason: '   ' })).errors).toEqual([
      { field: ['reason'], message: 'Enter a reason for rejecting this claim' },
    ]);
    expect((await expectRefused(server, REJECT, { id: claim.id, reason: 'x'.repeat(501) })).errors).toEqual([
      { field: ['reason'], message: 'Reason must be at most 500 characters' },
    ]);
    expect((await server.ok(REJECT, { id: claim.id, reason: 'y'.repeat(500) })).rejectClaim.errors).toEqual([]);
  });

  it('refuses unknown claims and decisions that do not fit the status, changing nothing', async () => {
    const server = createTestServer('client-admin');
    const paid = await firstClaim(server, { statuses: ['PAID'] });
    const needsInfo = await firstClaim(server, { statuses: ['NEEDS_INFO'] });
    const pending = await firstClaim(server, { statuses: ['PENDING'] });
    expect((await expectRefused(server, APPROVE, { id: 'CLM-9999' })).errors).toEqual([
      { field: ['claimId'], message: 'Claim CLM-9999 was not found' },
    ]);
    expect((await expectRefused(server, APPROVE, { id: paid.id })).errors).toEqual([
      { field: ['claimId'], message: `Claim ${paid.id} is paid; only pending claims can be approved` },
    ]);
    expect((await expectRefused(server, APPROVE, { id: needsInfo.id })).claim.status).toBe('NEEDS_INFO');
    expect((await expectRefused(server, REJECT, { id: needsInfo.id, reason: 'Too late' })).errors[0].field).toEqual(['claimId']);
    expect((await expectRefused(server, REJECT, { id: 'CLM-0001', reason: 'Too late' })).errors[0].message).toBe('Claim CLM-0001 was not found');
    expect((await expectRefused(server, OVERRIDE, { id: pending.id })).errors).toEqual([
      { field: ['claimId'], message: `Claim ${pending.id} is pending; only claims waiting for information can be approved with an override` },
    ]);
    await server.ok(APPROVE, { id: pending.id });
    expect((await expectRefused(server, APPROVE, { id: pending.id })).errors[0].message).toBe(
      `Claim ${pending.id} is approved; only pending claims can be approved`,
    );
  });
});

describe('spot awards', () => {
  it('lists the awards of the last 30 days, newest first', async () => {
    const server = createTestServer('client-admin');
    const awards = (await server.ok(RECENT_AWARDS)).recentSpotAwards;
    expect(awards.map((award: any) => award.id)).toEqual(['SPOT-012', 'SPOT-011', 'SPOT-010', 'SPOT-009', 'SPOT-008']);
    const since = TEST_NOW.getTime() - 30 * 86_400_000;
    expect(awards.every((award: any) => Date.parse(award.issuedAt) >= since && award.issuedBy === 'Morgan Hayes')).toBe(true);
    expect(awards.find((award: any) => award.id === 'SPOT-010')).toMatchObject({
      type: 'SALES_MILESTONE',
      amount: { amount: '250.00' },
      participant: { id: ADVISOR_PARTICIPANT_ID, name: 'Alex Rivera' },
    });
    expect((await server.ok(RECENT_AWARDS, { days: 365 })).recentSpotAwards).toHaveLength(12);
    expect((await server.ok(RECENT_AWARDS, { days: 7 })).recentSpotAwards.map((award: any) => award.id)).toEqual(['SPOT-012', 'SPOT-011']);
  });

  it('refuses a period outside 1 to 366 days', async () => {
    const server = createTestServer('client-admin');
    expect(await server.errorCode(RECENT_AWARDS, { days: 0 })).toBe('BAD_USER_INPUT');
    expect(await server.errorCode(RECENT_AWARDS, { days: 367 })).toBe('BAD_USER_INPUT');
  });

  it('issues an award that raises the participant earnings and survives a reload', async () => {
    const server = createTestServer('client-admin');
    const before = (await server.ok(PARTICIPANT, { id: 'PART-010' })).participant;
    const input = { participantId: 'PART-010', type: 'PERFORMANCE_BONUS', amount: '275.5', reason: '  Top heat pump sales in October ' };
    const data = await server.ok(ISSUE, { input });
    expect(data.issueSpotAward).toEqual({
      spotAward: {
        id: 'SPOT-013',
        type: 'PERFORMANCE_BONUS',
        amount: { amount: '275.50' },
        reason: 'Top heat pump sales in October',
        issuedAt: TEST_NOW.toISOString(),
        issuedBy: 'Morgan Hayes',
        participant: { id: 'PART-010', name: before.name, totalEarnings: usd(cents(before.totalEarnings) + 27_550), status: 'ACTIVE' },
      },
      participant: { id: 'PART-010', totalEarnings: usd(cents(before.totalEarnings) + 27_550), totalClaims: before.totalClaims },
      errors: [],
    });
    const reloaded = server.reload();
    expect((await reloaded.ok(RECENT_AWARDS)).recentSpotAwards[0].id).toBe('SPOT-013');
    expect((await reloaded.ok(PARTICIPANT, { id: 'PART-010' })).participant.totalEarnings).toEqual(usd(cents(before.totalEarnings) + 27_550));
    expect(cents((await adminFigures(reloaded)).totalPayouts.amount)).toBe(cents((await adminFigures(createTestServer('client-admin'))).totalPayouts.amount) + 27_550);
    const next = await reloaded.ok(ISSUE, { input: { ...input, participantId: 'PART-011', type: 'OTHER' } });
    expect(next.issueSpotAward.spotAward.id).toBe('SPOT-014');
  });

  it("says 'Please fill in all fields' at the amount and reason when they are missing, changing nothing", async () => {
    const server = createTestServer('client-admin');
    const base = { participantId: 'PART-010', type: 'OTHER' };
    expect((await expectRefused(server, ISSUE, { input: { ...base } })).errors).toEqual([
      { field: ['amount'], message: 'Please fill in all fields' },
      { field: ['reason'], message: 'Please fill in all fields' },
    ]);
    expect((await expectRefused(server, ISSUE, { input: { ...base, amount: '100', reason: '  ' } })).errors).toEqual([
      { field: ['reason'], message: 'Please fill in all fields' },
    ]);
    expect((await expectRefused(server, ISSUE, { input: { ...base, reason: 'Great work' } })).errors).toEqual([
      { field: ['amount'], message: 'Please fill in all fields' },
    ]);
  });

  it('keeps amounts above $0 and at most $10,000, and reasons to 500 characters', async () => {
    const server = createTestServer('client-admin');
    const base = { participantId: 'PART-010', type: 'OTHER', reason: 'Great work' };
    const refused = async (input: Record<string, unknown>) => (await expectRefused(server, ISSUE, { input: { ...base, ...input } })).errors;
    expect(await refused({ amount: '0' })).toEqual([{ field: ['amount'], message: 'Amount must be more than $0' }]);
    expect(await refused({ amount: '-5' })).toEqual([{ field: ['amount'], message: 'Amount must be more than $0' }]);
    expect(await refused({ amount: '10000.01' })).toEqual([{ field: ['amount'], message: 'Amount must be at most $10,000' }]);
    expect(await refused({ amount: '10.005' })).toEqual([{ field: ['amount'], message: 'Amount must be in dollars and cents' }]);
    expect(await refused({ amount: 'ten' })).toEqual([{ field: ['amount'], message: 'Amount must be in dollars and cents' }]);
    expect(await refused({ amount: '50', reason: 'r'.repeat(501) })).toEqual([{ field: ['reason'], message: 'Reason must be at most 500 characters' }]);
    expect(await server.errorCode(ISSUE, { input: { ...base, amount: 50 } })).toBe('BAD_USER_INPUT');
    expect((await server.ok(ISSUE, { input: { ...base, amount: '10000' } })).issueSpotAward.errors).toEqual([]);
  });

  it('only awards existing, active participants', async () => {
    const server = createTestServer('client-admin');
    const inactive = server.db.data.participants.find((row) => row.status === 'INACTIVE')!;
    const base = { type: 'OTHER', amount: '100', reason: 'Great work' };
    expect((await expectRefused(server, ISSUE, { input: { ...base, participantId: 'PART-9999' } })).errors).toEqual([
      { field: ['participantId'], message: 'Choose a participant from the list' },
    ]);
    // None chosen: the rule the form applies before sending, in the same words.
    expect((await expectRefused(server, ISSUE, { input: { ...base, participantId: ' ' } })).errors).toEqual([
      { field: ['participantId'], message: 'Choose a participant from the list' },
    ]);
    const refused = await expectRefused(server, ISSUE, { input: { ...base, participantId: inactive.id } });
    expect(refused.errors).toEqual([
      { field: ['participantId'], message: `${inactive.name} is inactive; reactivate them before issuing an award` },
    ]);
    expect(refused.spotAward).toBeNull();
  });

  it('shares its rules with the form', () => {
    expect(validateSpotAward({ participantId: '', amount: '', reason: '' })).toEqual([
      { field: 'participantId', message: 'Choose a participant from the list', code: 'REQUIRED' },
      { field: 'amount', message: 'Please fill in all fields', code: 'REQUIRED' },
      { field: 'reason', message: 'Please fill in all fields', code: 'REQUIRED' },
    ]);
    expect(validateSpotAward({ participantId: 'PART-0001', amount: '250', reason: 'Great work' })).toEqual([]);
    expect(validateRejectReason('Duplicate')).toEqual([]);
  });

  it("checks Claims Analytics' date range as Reviews checks theirs: one rule, one message at the end date", () => {
    const backwards = { field: 'to', message: 'The end date must be on or after the start date', code: 'MISMATCH' };
    expect(validateClaimFilter({ from: '2026-11-15', to: '2026-11-01' })).toEqual([backwards]);
    expect(validateReviewFilter({ from: '2026-11-15', to: '2026-11-01' })).toEqual([backwards]);
    expect(validateClaimFilter({ from: '2026-11-01', to: '2026-11-01' })).toEqual([]);
    expect(validateClaimFilter({ from: '2026-11-15', to: null })).toEqual([]);
    expect(validateClaimFilter({ from: null, to: '2026-11-01' })).toEqual([]);
  });
});

describe('dashboard figures from the claims', () => {
  it("gives the sample dealership's Claimed Sales: 142 of 200 this year (71%)", async () => {
    const server = createTestServer('client-admin');
    const data = server.db.data;
    const sales = (await claimedSalesFor(server.contextFor(), SAMPLE_DEALERSHIP_ID, TEST_NOW));
    const rows = data.claims.filter((row) => row.dealerId === SAMPLE_DEALERSHIP_ID && row.date >= '2026-01-01');
    const value = rows.reduce((sum, row) => sum + row.amountCents, 0);
    expect(sales).toEqual({
      count: 142,
      goal: 200,
      progress: 71,
      totalValue: money(value),
      averagePerClaim: money(Math.round(value / 142)),
      pending: rows.filter((row) => row.status === 'PENDING' || row.status === 'NEEDS_INFO').length,
      approved: rows.filter((row) => row.status === 'APPROVED').length,
      paid: rows.filter((row) => row.status === 'PAID').length,
    });
    expect(sales.pending).toBe(10);
    expect(sales.approved).toBeGreaterThan(0);
    expect(sales.pending + sales.approved + sales.paid).toBe(142 - 9);
    expect((await claimedSalesFor(server.contextFor(), 'DLR-0000', TEST_NOW))).toMatchObject({ count: 0, goal: 0, progress: 0, averagePerClaim: money(0) });
  });

  it("gives the sample advisor's My Sales and My Pending Claims", async () => {
    const server = createTestServer('client-admin');
    const data = server.db.data;
    const own = data.claims.filter((row) => row.participantId === ADVISOR_PARTICIPANT_ID);
    const sales = own.filter((row) => row.status !== 'REJECTED' && row.date >= '2026-01-01');
    const pending = own.filter((row) => row.status === 'PENDING' || row.status === 'NEEDS_INFO');
    expect((await advisorSalesFor(server.contextFor(), ADVISOR_PARTICIPANT_ID, TEST_NOW))).toEqual({
      count: sales.length,
      totalValue: money(sales.reduce((sum, row) => sum + row.amountCents, 0)),
      thisMonth: sales.filter((row) => row.date.startsWith('2026-11')).length,
    });
    expect((await advisorSalesFor(server.contextFor(), ADVISOR_PARTICIPANT_ID, TEST_NOW))).toMatchObject({ count: 25 });
    expect((await advisorSalesFor(server.contextFor(), ADVISOR_PARTICIPANT_ID, TEST_NOW)).thisMonth).toBeGreaterThanOrEqual(4);
    expect((await pendingClaimsFor(server.contextFor(), ADVISOR_PARTICIPANT_ID, TEST_NOW))).toEqual({ count: 4, totalValue: money(pending.reduce((sum, row) => sum + row.amountCents, 0)) });
  });

  it('gives the admin cards: processing time, payouts, claims by status, health, segmentation', async () => {
    const server = createTestServer('client-admin');
    const data = server.db.data;
    expect((await adminFigures(server)).processingTime).toEqual({ averageDays: 3.2, targetMinDays: 3, targetMaxDays: 5 });
    expect((await adminFigures(server)).claimsByStatus).toEqual({ approved: 1842, pendingReview: 96, needsInfo: 41, rejected: 188, needsReview: 137 });
    const claimPayouts = data.claims.filter((row) => row.status === 'APPROVED' || row.status === 'PAID').reduce((sum, row) => sum + row.amountCents, 0);
    const awards = data.spotAwards.reduce((sum, row) => sum + row.amountCents, 0);
    expect((await adminFigures(server)).totalPayouts).toEqual({ amount: money(claimPayouts + awards), approvedClaims: 1842 });
    const segments = (await adminFigures(server)).payoutSegmentation;
    expect(segments.map((segment) => segment.segment)).toEqual(['Dealer Programs', 'Individual Participants']);
    expect(cents(segments[0]!.amount) + cents(segments[1]!.amount)).toBe(claimPayouts + awards);
    expect(segments[0]!.percent + segments[1]!.percent).toBeCloseTo(100, 1);
    const health = (await adminFigures(server, TEST_NOW)).programHealth;
    expect(health.metrics.map((metric) => [metric.label, metric.value])).toEqual([
      ['Approval Rate', '85%'],
      ['Avg. Processing Time', '3.2 days'],
      ['Active Participants', '90.4%'],
      ['Overdue Claims', String(data.claims.filter((row) => row.status === 'PENDING' && row.date < '2026-11-18').length)],
    ]);
    expect(health.score).toBeGreaterThan(60);
    expect(health.score).toBeLessThanOrEqual(100);
  });

  it('lowers the health score when claims wait longer', async () => {
    const server = createTestServer('client-admin');
    const before = (await adminFigures(server, TEST_NOW)).programHealth.score;
    const later = (await adminFigures(server, new Date(TEST_NOW.getTime() + 20 * 86_400_000))).programHealth;
    expect(later.score).toBeLessThan(before);
    expect(later.metrics[3]!).toMatchObject({ quantity: 96, money: null });
  });
});

describe('admin access', () => {
  const operations: [name: string, query: string, variables?: Record<string, unknown>][] = [
    ['claims', `{ claims { totalCount } }`],
    ['claimsAnalytics', `{ claimsAnalytics { totalClaims } }`],
    ['recentSpotAwards', `{ recentSpotAwards { id } }`],
    ['participants', `{ participants { totalCount } }`],
    ['participant', `{ participant(id: "PART-001") { id } }`],
    ['participantStats', `{ participantStats { total } }`],
    ['rewardsAdminStats', `{ rewardsAdminStats { totalRewards } }`],
    ['reportDefinitions', `{ reportDefinitions { kind } }`],
    ['approveClaim', `mutation { approveClaim(input: { claimId: "CLM-3167" }) { errors { message } } }`],
    ['rejectClaim', `mutation { rejectClaim(input: { claimId: "CLM-3167", reason: "No" }) { errors { message } } }`],
    ['overrideApproveClaim', `mutation { overrideApproveClaim(input: { claimId: "CLM-3167" }) { errors { message } } }`],
    ['requestClaimInfo', `mutation { requestClaimInfo(input: { claimId: "CLM-3167", message: "Which unit?" }) { errors { message } } }`],
    ['decideClaims', `mutation { decideClaims(input: { decision: APPROVE, claims: [{ claimId: "CLM-3167" }] }) { errors { message } } }`],
    [
      'issueSpotAward',
      `mutation { issueSpotAward(input: { participantId: "PART-002", type: OTHER, amount: "100", reason: "Thanks" }) { errors { message } } }`,
    ],
    ['setParticipantStatus', `mutation { setParticipantStatus(input: { participantId: "PART-002", status: INACTIVE }) { errors { message } } }`],
    ['generateReport', `mutation { generateReport(input: { kind: CLAIMS_SUMMARY }) { errors { message } } }`],
  ];

  it.each(operations)('%s is for client admins only, and changes nothing for anyone else', async (_name, query, variables) => {
    for (const role of ['dealer', 'comfort-advisor'] as const) {
      const server = createTestServer(role);
      const before = JSON.stringify(server.db.data);
      expect(await server.errorCode(query, variables), role).toBe('FORBIDDEN');
      expect(JSON.stringify(server.db.data)).toBe(before);
      expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
    }
    const signedOut = createTestServer(null);
    expect(await signedOut.errorCode(query, variables)).toBe('UNAUTHENTICATED');
    const admin = createTestServer('client-admin');
    const result = await admin.run(query, variables);
    expect(result.errors).toBeUndefined();
  });
});
