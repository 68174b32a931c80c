import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../domain/fixtures/constants';
import { createTestServer, type TestServer } from '../../api';

const FAQ = `query($search: String, $categoryId: ID) {
  faq(search: $search, categoryId: $categoryId) { id name count entries { id question answer } }
}`;

const SUPPORT = `{ supportContacts { phone phoneHours email emailResponse chatHours } }`;

async function faq(server: TestServer, variables: { search?: string; categoryId?: string } = {}) {
  return (await server.ok(FAQ, variables)).faq as { id: string; name: string; count: number; entries: { id: string; question: string; answer: string }[] }[];
}

const CATEGORY_COUNTS = [
  ['Marketing Funds', 8],
  ['Loyalty Rewards', 6],
  ['Promotions', 7],
  ['Training', 5],
  ['Orders & Products', 9],
  ['Technical Support', 11],
];

describe('faq: categories', () => {
  it('gives the dealer every category with the sample counts, each with that many entries', async () => {
    const categories = await faq(createTestServer('dealer'));
    expect(categories.map((category) => [category.name, category.count])).toEqual(CATEGORY_COUNTS);
    for (const category of categories) {
      expect(category.entries).toHaveLength(category.count);
      for (const entry of category.entries) {
        expect(entry.question.endsWith('?')).toBe(true);
        expect(entry.answer.length).toBeGreaterThan(40);
      }
    }
    const ids = categories.flatMap((category) => category.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(46);
  });

  it('gives client admins every category too', async () => {
    expect((await faq(createTestServer('client-admin'))).map((category) => category.name)).toEqual(CATEGORY_COUNTS.map(([name]) => name));
  });

  it('never gives comfort advisors the Marketing Funds category or its entries', async () => {
    const server = createTestServer('comfort-advisor');
    const dealerEntries = (await faq(createTestServer('dealer'))).find((category) => category.name === 'Marketing Funds')?.entries ?? [];
    const hidden = new Set(dealerEntries.map((entry) => entry.id));
    expect(hidden.size).toBe(8);
    const categories = await faq(server);
    expect(categories.map((category) => category.name)).toEqual(CATEGORY_COUNTS.slice(1).map(([name]) => name));
    expect(await faq(server, { categoryId: 'marketing-funds' })).toEqual([]);
    for (const search of ['co-op', 'MDF', 'reimbursement', 'pre-approval']) {
      const found = (await faq(server, { search })).flatMap((category) => category.entries.map((entry) => entry.id));
      expect(found.filter((id) => hidden.has(id))).toEqual([]);
    }
  });

  it('narrows to one category', async () => {
    const categories = await faq(createTestServer('dealer'), { categoryId: 'training' });
    expect(categories.map((category) => [category.name, category.count, category.entries.length])).toEqual([['Training', 5, 5]]);
    expect(await faq(createTestServer('dealer'), { categoryId: 'no-such-category' })).toEqual([]);
  });
});

describe('faq: search', () => {
  it('matches question and answer text case-insensitively, leaving out categories without a match', async () => {
    const server = createTestServer('dealer');
    const byAnswer = await faq(server, { search: '24 MONTHS OF INACTIVITY' });
    expect(byAnswer.map((category) => [category.name, category.count])).toEqual([['Loyalty Rewards', 6]]);
    expect(byAnswer[0]?.entries.map((entry) => entry.question)).toEqual(['Do my points expire?']);
    const byQuestion = await faq(server, { search: 'do my points' });
    expect(byQuestion[0]?.entries.map((entry) => entry.question)).toEqual(['Do my points expire?']);
  });

  it('returns every matching entry across categories, keeping each category’s total as its count', async () => {
    const server = createTestServer('dealer');
    const categories = await faq(server, { search: 'will-call' });
    expect(categories.map((category) => category.name)).toEqual(['Promotions', 'Orders & Products']);
    expect(categories.map((category) => category.count)).toEqual([7, 9]);
    for (const category of categories) {
      for (const entry of category.entries) expect(`${entry.question} ${entry.answer}`.toLowerCase()).toContain('will-call');
    }
  });

  it('combines search with a category and treats a blank search as none', async () => {
    const server = createTestServer('dealer');
    const combined = await faq(server, { search: '60 days', categoryId: 'orders-products' });
    expect(combined.map((category) => category.entries.length)).toEqual([2]);
    expect((await faq(server, { search: '   ' })).length).toBe(6);
  });

  it('returns nothing when nothing matches', async () => {
    expect(await faq(createTestServer('dealer'), { search: 'snowmobile' })).toEqual([]);
  });
});

describe('faq: answers agree with the program’s figures', () => {
  it.each([
    ['1 point per dollar', 'Loyalty Rewards'],
    ['1-2 points per dollar', 'Loyalty Rewards'],
    ['24 months of inactivity', 'Loyalty Rewards'],
    ['5-7 business days', 'Loyalty Rewards'],
    ['7-10 business days', 'Loyalty Rewards'],
    ['within 60 days of installation', 'Orders & Products'],
    ['within 30 days of purchase', 'Orders & Products'],
    ['3-5 business days', 'Orders & Products'],
    ['about 48 hours', 'Technical Support'],
    ['within 90 days of enrolment', 'Training'],
    ['Master Technician Certification requires 5 advanced courses', 'Training'],
    ['Sales Excellence Certification requires 3 sales courses', 'Training'],
    ['within 90 days of campaign completion', 'Marketing Funds'],
    ['above $5,000', 'Marketing Funds'],
    ['10-15 business days', 'Marketing Funds'],
    ['expire at the end of the fiscal year', 'Marketing Funds'],
    ['Select +10%, Elite +15%', 'Loyalty Rewards'],
    ['0% APR for 60 months', 'Promotions'],
    ['Monday-Friday 7am-7pm CST', 'Technical Support'],
  ])('says “%s” under %s', async (text, category) => {
    const categories = await faq(createTestServer('dealer'), { search: text });
    expect(categories.map((row) => row.name)).toContain(category);
  });
});

describe('faq: support contacts', () => {
  it('gives the phone, e-mail and live chat details', async () => {
    expect((await createTestServer('comfort-advisor').ok(SUPPORT)).supportContacts).toEqual({
      phone: SUPPORT_PHONE,
      phoneHours: 'Monday-Friday 7am-7pm CST',
      email: SUPPORT_EMAIL,
      emailResponse: 'Response within 24 hours',
      chatHours: 'Mon-Fri 8AM-6PM CST',
    });
  });
});

describe('faq: access', () => {
  it.each([
    ['faq', FAQ],
    ['supportContacts', SUPPORT],
  ])('%s needs a session', async (_name, query) => {
    expect(await createTestServer(null).errorCode(query)).toBe('UNAUTHENTICATED');
  });
});
