import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReportKind } from '../../domain/__generated__/resolvers-types';
import { Database, type DbData } from '../../domain/db';
import { createOtherScreensData } from '../../domain/domains/other-screens';
import { SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import type { ContentRepository } from '../../domain/repositories/content';
import type { FaqRepository } from '../../domain/repositories/faq';
import type { MarketingFundsRepository } from '../../domain/repositories/marketing-funds';
import type { PromotionsRepository } from '../../domain/repositories/promotions';
import type { ReportDefinitionsRepository } from '../../domain/repositories/report-definitions';
import type { ResourcesRepository } from '../../domain/repositories/resources';
import type { StoreLoyaltyRepository } from '../../domain/repositories/store-loyalty';
import { MemoryContent } from '../../mocks/repositories/content';
import { MemoryFaq } from '../../mocks/repositories/faq';
import { MemoryMarketingFunds } from '../../mocks/repositories/marketing-funds';
import { MemoryPromotions } from '../../mocks/repositories/promotions';
import { MemoryReportDefinitions } from '../../mocks/repositories/report-definitions';
import { MemoryResources } from '../../mocks/repositories/resources';
import { MemoryStoreLoyalty } from '../../mocks/repositories/store-loyalty';
import { SqlContent } from '../../server/repositories/content';
import { SqlFaq } from '../../server/repositories/faq';
import { SqlMarketingFunds } from '../../server/repositories/marketing-funds';
import { SqlPromotions } from '../../server/repositories/promotions';
import { SqlReportDefinitions } from '../../server/repositories/report-definitions';
import { SqlResources } from '../../server/repositories/resources';
import { SqlStoreLoyalty } from '../../server/repositories/store-loyalty';
import type { SqlExecutor, SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { givenBeforeEach, STORES } from './harness';

/**
 * The program's content and configuration in tables (migration 0031): the dashboards' banners, the FAQ,
 * the marketing funds' guidelines, the promotions members see, Resources' territory managers, links and
 * emergency contacts, the Program Reports cards and the store loyalty figures. Each repository answers on
 * PGlite and PostgreSQL as the in-browser store does over the same rows.
 */

interface Repositories {
  content: ContentRepository;
  faq: FaqRepository;
  funds: MarketingFundsRepository;
  promotions: PromotionsRepository;
  resources: ResourcesRepository;
  reports: ReportDefinitionsRepository;
  loyalty: StoreLoyaltyRepository;
}

function memoryOf(db: Database): Repositories {
  return {
    content: new MemoryContent(db),
    faq: new MemoryFaq(db),
    funds: new MemoryMarketingFunds(db),
    promotions: new MemoryPromotions(db),
    resources: new MemoryResources(db),
    reports: new MemoryReportDefinitions(db),
    loyalty: new MemoryStoreLoyalty(db),
  };
}

function sqlOf(db: SqlExecutor): Repositories {
  return {
    content: new SqlContent(db),
    faq: new SqlFaq(db),
    funds: new SqlMarketingFunds(db),
    promotions: new SqlPromotions(db),
    resources: new SqlResources(db),
    reports: new SqlReportDefinitions(db),
    loyalty: new SqlStoreLoyalty(db),
  };
}

/** Writes the document's content and configuration into the tables, as a seed does. */
async function writeTables(db: SqlExecutor, data: DbData): Promise<void> {
  await new SqlContent(db).replaceAll(data.heroSlides, data.contestBanner);
  await new SqlFaq(db).replaceAll(data.faqCategories, data.faqEntries);
  await new SqlMarketingFunds(db).replaceGuidelines(data.fundGuidelines);
  await new SqlPromotions(db).replaceAll(data.customerPromotions);
  await new SqlResources(db).replaceManagers(data.resourceTerritoryManagers);
  await new SqlResources(db).replaceDirectory(data.resourceLinks, data.resourceEmergencyContacts);
  await new SqlReportDefinitions(db).replaceAll(data.reportDefinitions);
  await new SqlStoreLoyalty(db).replaceAll(data.storeLoyaltyStats);
}

/** Text as people type it: quotes, accents, an apostrophe, a line break and what looks like SQL. */
const TYPED = `O’Brien's "Spring" offer — Šimić; DROP TABLE faq_entries; --\nsecond line`;

/** The sample data with rows that test the order and the text the tables keep, in both stores. */
async function givenBoth(store: SqlStore): Promise<{ memory: Repositories; sql: Repositories; db: Database }> {
  const db = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
  const data = db.data;
  data.heroSlides[1]!.title = TYPED;
  data.faqEntries[0]!.answer = TYPED;
  // A promotion whose number ties another's (ordered by id then), one numbered past 99, one with no subcategory or tags.
  const [first] = data.customerPromotions;
  data.customerPromotions.push(
    { ...first!, id: 'PROMO-B01', title: TYPED, tags: ['Ünïcode', "it's"] },
    { ...first!, id: 'PROMO-C100', subcategory: null, premierBonus: null, description: null, tags: [] },
  );
  data.resourceTerritoryManagers.push({ ...data.resourceTerritoryManagers[0]!, dealershipId: 'DLR-2002', name: 'Riley Chen' });
  data.fundGuidelines[0]!.items.push(TYPED);
  data.storeLoyaltyStats = { activeDealers: 2750, rewardsDistributedCents: 280_000_000_001, satisfactionRate: 96.5 };
  await writeTables(store.db, data);
  return { memory: memoryOf(db), sql: sqlOf(store.db), db };
}

/** Everything the repositories answer, asked the same way of a store. */
async function answers(repositories: Repositories, categoryIds: readonly string[]) {
  const { content, faq, funds, promotions, resources, reports, loyalty } = repositories;
  return {
    slides: await content.heroSlides(),
    banner: await content.contestBanner(),
    categories: await faq.categories(),
    entries: await faq.entries(),
    byCategory: await Promise.all([...categoryIds, 'no-such-category'].map(async (id) => [await faq.categories(id), await faq.entries(id)])),
    guidelines: await funds.guidelines(),
    promotions: await promotions.list({}),
    incentives: await promotions.list({ category: 'SALES_INCENTIVES' }),
    rebates: await promotions.list({ category: 'SALES_INCENTIVES', subcategory: 'HOMEOWNER_REBATES' }),
    promotion: await promotions.byId('PROMO-B01'),
    noPromotion: await promotions.byId('PROMO-404'),
    managers: await Promise.all([SAMPLE_DEALERSHIP_ID, 'DLR-2002', 'DLR-9999', null].map((id) => resources.territoryManager(id))),
    links: await resources.links(),
    contacts: await resources.emergencyContacts(),
    reports: await reports.all(),
    byKind: await Promise.all((['CLAIMS_SUMMARY', 'REWARD_REDEMPTION'] as ReportKind[]).map((kind) => reports.byKind(kind))),
    loyalty: await loyalty.stats(),
  };
}

describe.each(STORES)('the program content repositories on %s', (kind) => {
  const given = givenBeforeEach(kind, givenBoth);

  it('answer every read as the memory store does over the same rows', async () => {
    const categoryIds = given.stores.db.data.faqCategories.map((row) => row.id);
    const sqlAnswers = await answers(given.stores.sql, categoryIds);
    expect(sqlAnswers).toEqual(await answers(given.stores.memory, categoryIds));
    // What the comparison stands on: the rows are there, in the program's order, and text comes back as typed.
    expect(sqlAnswers.slides[1]!.title).toBe(TYPED);
    expect(sqlAnswers.entries[0]!.answer).toBe(TYPED);
    expect(sqlAnswers.promotions.map((row) => row.id).slice(0, 3)).toEqual(['PROMO-B01', 'PROMO-C01', 'PROMO-C02']);
    expect(sqlAnswers.promotions.at(-1)!.id).toBe('PROMO-C100');
    expect(sqlAnswers.promotion?.tags).toEqual(['Ünïcode', "it's"]);
    expect(sqlAnswers.rebates.length).toBeGreaterThan(0);
    expect(sqlAnswers.managers.map((row) => row?.name)).toEqual(['Dana Whitfield', 'Riley Chen', 'Dana Whitfield', 'Dana Whitfield']);
    expect(sqlAnswers.reports.map((row) => row.kind)).toEqual(['CLAIMS_SUMMARY', 'PARTICIPANT_ACTIVITY', 'FINANCIAL_SUMMARY', 'REWARD_REDEMPTION']);
    expect(sqlAnswers.loyalty).toEqual({ activeDealers: 2750, rewardsDistributedCents: 280_000_000_001, satisfactionRate: 96.5 });
    expect(sqlAnswers.guidelines[0]!.items.at(-1)).toBe(TYPED);
  });

  it('hold the program’s rules in the tables: one banner and one set of figures, the four reports, entries of a category on file', async () => {
    const db = given.store.db;
    await expect(sql`insert into contest_banner (id, title, message, link) values (false, 'A', 'B', '/')`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`insert into contest_banner (title, message, link) values ('A', 'B', '/')`.execute(db)).rejects.toThrow(/duplicate|unique/);
    await expect(sql`insert into store_loyalty_stats (active_dealers, rewards_distributed_cents, satisfaction_rate) values (1, 1, 1)`.execute(db)).rejects.toThrow(/duplicate|unique/);
    await expect(sql`update store_loyalty_stats set satisfaction_rate = 101`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update report_definitions set kind = 'SALES_FORECAST' where kind = 'CLAIMS_SUMMARY'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update report_definitions set frequency = 'Daily'`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update faq_entries set category_id = 'no-such-category' where id = (select id from faq_entries order by id limit 1)`.execute(db)).rejects.toThrow(/foreign key/);
    await expect(sql`update customer_promotions set window_end = window_start - 1`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`update customer_promotions set tags = '{}'::jsonb`.execute(db)).rejects.toThrow(/check/);
  });
});
