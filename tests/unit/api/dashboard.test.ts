import { describe, expect, it } from 'vitest';
import { actAs, createTestServer } from '../../api';

const DEALER = `{ dealerDashboard {
  purchaseVolume { yearToDate { amount } annualGoal { amount } goalProgress monthly { month brands { brand amount { amount } } } brandTotals { brand amount { amount } } }
  claimedSales { count goal progress totalValue { amount } averagePerClaim { amount } pending approved paid }
  marketingFunds { availableBalance { amount } pendingClaims { amount } earnedYtd { amount } utilizationRate daysUntilQuarterEnd funds { fund available { amount } } }
  reviews { averageRating totalReviews snippets { name rating snippet } }
} }`;
const ADVISOR = `{ advisorDashboard {
  sales { count totalValue { amount } thisMonth }
  points { available pointsToNextReward nextRewardName }
  pendingClaims { count totalValue { amount } }
  training { completed total progress }
} }`;
const ADMIN = `{ adminDashboard {
  processingTime { averageDays targetMinDays targetMaxDays }
  totalPayouts { amount { amount } approvedClaims }
  claimsByStatus { approved pendingReview needsInfo rejected needsReview }
  programHealth { score metrics { label value } }
  popularRewards { category redemptions percent }
  payoutSegmentation { segment amount { amount } percent }
} }`;

describe('dashboards', () => {
  it("gives the dealer the sample figures", async () => {
    const { dealerDashboard: d } = await createTestServer('dealer').ok(DEALER);
    expect(d.purchaseVolume).toMatchObject({ yearToDate: { amount: '315400.00' }, annualGoal: { amount: '500000.00' }, goalProgress: 63.08 });
    expect(d.purchaseVolume.monthly).toHaveLength(10);
    expect(d.claimedSales).toMatchObject({ count: 142, goal: 200, progress: 71 });
    expect(d.claimedSales.pending + d.claimedSales.approved + d.claimedSales.paid).toBeLessThanOrEqual(142);
    expect(d.marketingFunds).toMatchObject({
      availableBalance: { amount: '12500.00' },
      pendingClaims: { amount: '850.00' },
      earnedYtd: { amount: '32000.00' },
      utilizationRate: 60.9,
      daysUntilQuarterEnd: 39,
    });
    expect(d.reviews).toMatchObject({ averageRating: 4.8, totalReviews: 167 });
    expect(d.reviews.snippets.length).toBeGreaterThan(0);
  });

  it("gives the comfort advisor their own sales, points, pending claims and 3 of 8 courses", async () => {
    const { advisorDashboard: a } = await createTestServer('comfort-advisor').ok(ADVISOR);
    expect(a.training).toEqual({ completed: 3, total: 8, progress: 37.5 });
    expect(a.points.available).toBe(8_200);
    expect(a.points.pointsToNextReward).toBeGreaterThan(0);
    expect(a.pendingClaims.count).toBeGreaterThan(0);
    expect(a.sales.count).toBeGreaterThan(0);
  });

  it('gives the client admin program figures that agree with the claims analytics', async () => {
    const server = createTestServer('client-admin');
    const { adminDashboard: a } = await server.ok(ADMIN);
    expect(a.claimsByStatus.approved).toBe(1_842);
    expect(a.claimsByStatus.needsReview).toBe(a.claimsByStatus.pendingReview + a.claimsByStatus.needsInfo);
    expect(a.claimsByStatus.approved + a.claimsByStatus.pendingReview + a.claimsByStatus.needsInfo + a.claimsByStatus.rejected).toBe(2_167);
    expect(a.processingTime).toEqual({ averageDays: 3.2, targetMinDays: 3, targetMaxDays: 5 });
    expect(a.popularRewards).toHaveLength(5);
    expect(a.payoutSegmentation.map((s: { segment: string }) => s.segment)).toEqual(['Dealer Programs', 'Individual Participants']);
    expect(a.programHealth.score).toBeGreaterThan(0);
    expect(a.programHealth.score).toBeLessThanOrEqual(100);
  });

  it('moves the admin figures when a pending claim is approved, and the dealer figures when funds are claimed', async () => {
    const server = createTestServer('client-admin');
    const before = (await server.ok(ADMIN)).adminDashboard.claimsByStatus;
    const pending = await server.ok(`{ claims(filter: { statuses: [PENDING] }, first: 1) { edges { node { id } } } }`);
    const claimId = pending.claims.edges[0].node.id;
    const approved = await server.ok(`mutation($id: ID!) { approveClaim(input: { claimId: $id }) { errors { message } } }`, { id: claimId });
    expect(approved.approveClaim.errors).toEqual([]);
    const after = (await server.reload().ok(ADMIN)).adminDashboard.claimsByStatus;
    expect(after).toMatchObject({ approved: before.approved + 1, pendingReview: before.pendingReview - 1, needsReview: before.needsReview - 1 });

    actAs(server, 'dealer');
    const claim = await server.ok(
      `mutation($input: SubmitFundClaimInput!) { submitFundClaim(input: $input) { errors { field message } } }`,
      { input: { fund: 'COOP', category: 'DIGITAL', description: 'Search ads for fall tune-ups', amount: '400', campaignDate: '2026-11-10' } },
    );
    expect(claim.submitFundClaim.errors).toEqual([]);
    expect((await server.ok(DEALER)).dealerDashboard.marketingFunds.pendingClaims).toEqual({ amount: '1250.00' });
  });

  it('gives each dashboard to its role only', async () => {
    const dealer = createTestServer('dealer');
    expect(await dealer.errorCode(ADVISOR)).toBe('FORBIDDEN');
    expect(await dealer.errorCode(ADMIN)).toBe('FORBIDDEN');
    const advisor = createTestServer('comfort-advisor');
    expect(await advisor.errorCode(DEALER)).toBe('FORBIDDEN');
    expect(await advisor.errorCode(ADMIN)).toBe('FORBIDDEN');
    const admin = createTestServer('client-admin');
    expect(await admin.errorCode(DEALER)).toBe('FORBIDDEN');
    expect(await admin.errorCode(ADVISOR)).toBe('FORBIDDEN');
    expect(await createTestServer(null).errorCode(DEALER)).toBe('UNAUTHENTICATED');
  });
});

describe('dashboards after a dealership rename', () => {
  it('keeps counting the claims submitted under the earlier name', async () => {
    const server = createTestServer('dealer');
    const renamed = await server.ok(
      `mutation($input: UpdateDealerInfoInput!) { updateDealerInfo(input: $input) { errors { message } } }`,
      {
        input: {
          businessName: 'Summit Comfort & Air',
          streetAddress: '1420 Monroe Street',
          city: 'Springfield',
          state: 'IL',
          zipCode: '62704',
          businessPhone: '(217) 555-0100',
          website: 'https://summitcomfort.example',
          yearEstablished: '1998',
        },
      },
    );
    expect(renamed.updateDealerInfo.errors).toEqual([]);
    const { dealerDashboard } = await server.ok(`{ dealerDashboard { claimedSales { count goal } } }`);
    expect(dealerDashboard.claimedSales).toEqual({ count: 142, goal: 200 });
  });
});
