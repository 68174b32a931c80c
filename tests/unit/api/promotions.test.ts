import { describe, expect, it } from 'vitest';
import { ONLINE_STORE_NAME } from '../../../domain/fixtures/constants';
import { createServer } from '../../../mocks/server';
import { createTestServer, TEST_NOW } from '../../api';

const LIST = `query($category: PromotionCategory, $subcategory: PromotionSubcategory, $first: Int, $after: String) {
  promotions(category: $category, subcategory: $subcategory, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node {
      id title category subcategory status startDate endDate reward eligibility premierBonus description tags
      viewerTier viewerTierBonusPercent
    } }
  }
}`;
const ONE = `query($id: ID!) { promotion(id: $id) { id title status viewerTier viewerTierBonusPercent } }`;

async function list(server = createTestServer('dealer'), variables: Record<string, unknown> = {}) {
  const data = await server.ok(LIST, variables);
  return { ...data.promotions, nodes: data.promotions.edges.map((edge: any) => edge.node) };
}

describe('promotions', () => {
  it('lists the 18 sample promotions across the four categories, all active today', async () => {
    const { totalCount, nodes } = await list();
    expect(totalCount).toBe(18);
    const byCategory: Record<string, number> = {};
    for (const node of nodes) byCategory[node.category] = (byCategory[node.category] ?? 0) + 1;
    expect(byCategory).toEqual({ PURCHASE_LOYALTY: 8, FINANCE_OFFERS: 3, SALES_INCENTIVES: 6, ULTIMATE_CONTEST: 1 });
    for (const node of nodes) {
      expect(node.status, node.title).toBe('ACTIVE');
      expect(node.startDate <= '2026-11-22' && node.endDate >= '2026-11-22', node.title).toBe(true);
      expect(node.reward && node.eligibility && node.tags.length > 0, node.title).toBeTruthy();
    }
    expect(new Set(nodes.map((node: any) => node.id)).size).toBe(18);
  });

  it('carries the sample figures in the rewards and Premier bonuses', async () => {
    const { nodes } = await list();
    const texts = nodes.map((node: any) => `${node.reward} | ${node.premierBonus ?? ''}`).join('\n');
    for (const figure of [
      'Free freight on online orders of $750+',
      '2% back in points on online orders | Premier Dealers earn 3% back in points',
      '1 point per $10 on parts purchases | Premier Dealers earn 1.5x points',
      '5% discount plus 50 points on will-call pickups within 2 hours | Premier Dealers earn 100 points per pickup',
      '0% APR for 60 months on purchases of $7,500+',
      '4.99% APR for 84 months',
      '50% match up to $1,000 in co-op credit',
    ]) {
      expect(texts).toContain(figure);
    }
  });

  it('filters by category and subcategory in the server', async () => {
    const stocking = await list(undefined, { category: 'PURCHASE_LOYALTY', subcategory: 'STOCKING' });
    expect(stocking.totalCount).toBe(2);
    expect(stocking.nodes.every((node: any) => node.subcategory === 'STOCKING')).toBe(true);

    const online = await list(undefined, { subcategory: 'ONLINE_STORE' });
    expect(online.nodes.map((node: any) => node.title)).toEqual([`${ONLINE_STORE_NAME} Free Freight`, `${ONLINE_STORE_NAME} Points Back`]);

    const finance = await list(undefined, { category: 'FINANCE_OFFERS' });
    expect(finance.totalCount).toBe(3);
    expect(finance.nodes.every((node: any) => node.subcategory === null)).toBe(true);

    const counts: Record<string, number> = {};
    for (const subcategory of ['PARTS_AND_SERVICE', 'LENNOX_STORE', 'WILL_CALL', 'DEALER_REBATES', 'HOMEOWNER_REBATES', 'UTILITY_REBATES', 'COMFORT_ADVISOR']) {
      counts[subcategory] = (await list(undefined, { subcategory })).totalCount;
    }
    expect(counts).toEqual({
      PARTS_AND_SERVICE: 2,
      LENNOX_STORE: 1,
      WILL_CALL: 1,
      DEALER_REBATES: 2,
      HOMEOWNER_REBATES: 1,
      UTILITY_REBATES: 1,
      COMFORT_ADVISOR: 2,
    });
    expect((await list(undefined, { category: 'FINANCE_OFFERS', subcategory: 'STOCKING' })).totalCount).toBe(0);
  });

  it('pages with cursors', async () => {
    const first = await list(undefined, { first: 10 });
    expect(first.nodes).toHaveLength(10);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await list(undefined, { first: 10, after: first.pageInfo.endCursor });
    expect(rest.nodes).toHaveLength(8);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(rest.nodes[0].id).toBe('PROMO-C11');
  });

  it("applies the viewer's tier bonus: Premier dealer +20%, Select advisor +10%, only where a tier bonus applies", async () => {
    const dealer = await list();
    for (const node of dealer.nodes) {
      expect(node.viewerTier).toBe('PREMIER');
      expect(node.viewerTierBonusPercent, node.title).toBe(node.premierBonus ? 20 : 0);
    }
    const advisor = await list(createTestServer('comfort-advisor'));
    expect(advisor.totalCount).toBe(18);
    expect(new Set(advisor.nodes.map((node: any) => node.viewerTier))).toEqual(new Set(['SELECT']));
    expect(advisor.nodes.find((node: any) => node.id === 'PROMO-C07').viewerTierBonusPercent).toBe(10);
    expect(advisor.nodes.find((node: any) => node.id === 'PROMO-C06').viewerTierBonusPercent).toBe(0);
  });

  it('returns one promotion by id, or null', async () => {
    const server = createTestServer('dealer');
    expect((await server.ok(ONE, { id: 'PROMO-C09' })).promotion).toEqual({
      id: 'PROMO-C09',
      title: '0% APR for 60 Months',
      status: 'ACTIVE',
      viewerTier: 'PREMIER',
      viewerTierBonusPercent: 0,
    });
    expect((await server.ok(ONE, { id: 'PROMO-X' })).promotion).toBeNull();
  });

  it('works the status out from the window: expired once the window has passed', async () => {
    const server = createTestServer('dealer');
    server.db.save();
    const later = createServer({ storage: server.storage, now: () => new Date(TEST_NOW.getTime() + 400 * 86_400_000) });
    const result = await later.run(LIST, {});
    const nodes = (result.data as any).promotions.edges.map((edge: any) => edge.node);
    expect(new Set(nodes.map((node: any) => node.status))).toEqual(new Set(['EXPIRED']));
  });

  it('is for dealers and comfort advisors only', async () => {
    expect(await createTestServer(null).errorCode(LIST)).toBe('UNAUTHENTICATED');
    expect(await createTestServer('client-admin').errorCode(LIST)).toBe('FORBIDDEN');
    expect(await createTestServer('client-admin').errorCode(ONE, { id: 'PROMO-C01' })).toBe('FORBIDDEN');
    expect(await createTestServer(null).errorCode(ONE, { id: 'PROMO-C01' })).toBe('UNAUTHENTICATED');
  });
});
