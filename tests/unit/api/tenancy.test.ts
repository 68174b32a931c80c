import { describe, expect, it } from 'vitest';
import { SAMPLE_DEALERSHIP_ID } from '../../../domain/fixtures/constants';
import { coversDealership, coversParticipant, coversUser, NETWORK, NOBODY, scopeOf } from '../../../domain/scope';
import { createTestServer } from '../../api';

const OTHER = 'DLR-2002';

describe('the scope of an operation (domain/scope.ts)', () => {
  it('is the dealership for a dealer, their own for an advisor, the network for an administrator and nothing for nobody', () => {
    const dealer = createTestServer('dealer').contextFor().viewer;
    const advisor = createTestServer('comfort-advisor').contextFor().viewer;
    const admin = createTestServer('client-admin').contextFor().viewer;
    expect(scopeOf(dealer)).toEqual({ kind: 'dealership', id: SAMPLE_DEALERSHIP_ID, userId: dealer!.user.id });
    expect(scopeOf(advisor)).toEqual({ kind: 'participant', dealershipId: SAMPLE_DEALERSHIP_ID, participantId: advisor!.user.participantId, userId: advisor!.user.id });
    expect(scopeOf(admin)).toEqual(NETWORK);
    expect(scopeOf(null)).toEqual(NOBODY);
    expect(scopeOf({ ...dealer!, user: { ...dealer!.user, dealershipId: null } })).toEqual(NOBODY);
  });

  it('covers the rows of its dealership, participant and user only', () => {
    const advisor = { kind: 'participant', dealershipId: 'D1', participantId: 'P1', userId: 'U1' } as const;
    expect(coversParticipant(advisor, 'D1', 'P1')).toBe(true);
    expect(coversParticipant(advisor, 'D1', 'P2')).toBe(false);
    expect(coversDealership({ kind: 'dealership', id: 'D1', userId: 'U1' }, 'D2')).toBe(false);
    expect(coversDealership(NETWORK, 'D2')).toBe(true);
    expect(coversDealership(NOBODY, 'D1')).toBe(false);
    expect(coversUser(advisor, 'U2')).toBe(false);
    expect(coversUser(NETWORK, 'U2')).toBe(true);
  });
});

describe('the in-browser server applies the same scope', () => {
  /** A server whose database holds a review, a claim and funds of another dealership. */
  function withOtherDealership(role: 'dealer' | 'comfort-advisor' | 'client-admin') {
    const server = createTestServer(role);
    const data = server.db.data;
    data.reviews.push({ ...data.reviews[0]!, id: 'REVB-0001', dealershipId: OTHER, response: null });
    const claim = data.claims.find((row) => row.dealerId !== SAMPLE_DEALERSHIP_ID)!;
    data.fundTransactions.push({ ...data.fundTransactions[0]!, id: 'TXNB-2026-001', dealershipId: OTHER });
    return { server, claim };
  }

  it("shows a dealer none of another dealership's reviews, and answers a response to one with NOT_FOUND", async () => {
    const { server } = withOtherDealership('dealer');
    const list = await server.run<{ reviews: { edges: { node: { id: string } }[]; totalCount: number } }>(`{ reviews(first: 100) { totalCount edges { node { id } } } }`);
    expect(list.data?.reviews.edges.map((edge) => edge.node.id)).not.toContain('REVB-0001');
    expect(list.data?.reviews.totalCount).toBe(server.db.data.reviews.length - 1);
    const before = JSON.stringify(server.db.data.reviews);
    const respond = await server.run<{ respondToReview: { errors: { code: string }[] } }>(
      `mutation { respondToReview(input: { reviewId: "REVB-0001", text: "Thank you" }) { errors { code } } }`,
    );
    expect(respond.data?.respondToReview.errors).toEqual([{ code: 'NOT_FOUND' }]);
    expect(JSON.stringify(server.db.data.reviews)).toBe(before);
  });

  it("gives a member no claim of another dealership, and an administrator every one", async () => {
    for (const role of ['dealer', 'comfort-advisor'] as const) {
      const { server, claim } = withOtherDealership(role);
      const found = await server.run<{ claim: { id: string } | null }>(`query($id: ID!) { claim(id: $id) { id } }`, { id: claim.id });
      expect(found.data?.claim).toBeNull();
      expect(await server.contextFor().repositories.claims.byId(claim.id)).toBeNull();
    }
    const { server, claim } = withOtherDealership('client-admin');
    expect((await server.contextFor().repositories.claims.byId(claim.id))?.id).toBe(claim.id);
  });

  it("reads a dealership's own funds only", async () => {
    const { server } = withOtherDealership('dealer');
    const funds = server.contextFor().repositories.marketingFunds;
    expect(await funds.transactions(OTHER)).toEqual([]);
    expect((await funds.transactions(SAMPLE_DEALERSHIP_ID)).length).toBeGreaterThan(0);
  });
});
