import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
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
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { ProgramSeed } from '../../server/program-seed';
import { SqlContent } from '../../server/repositories/content';
import { SqlFaq } from '../../server/repositories/faq';
import { SqlMarketingFunds } from '../../server/repositories/marketing-funds';
import { SqlPromotions } from '../../server/repositories/promotions';
import { SqlReportDefinitions } from '../../server/repositories/report-definitions';
import { SqlResources } from '../../server/repositories/resources';
import { SqlStoreLoyalty } from '../../server/repositories/store-loyalty';
import type { SqlExecutor, SqlStore } from '../../server/sql/database';
import { TEST_NOW } from '../api';
import { DEMO_PASSWORD, givenBeforeEach, migratedStore, startOn, STORES, upgradedFromDocument } from './harness';

/**
 * The program's content and configuration in tables (migration 0031): the dashboards' banners, the FAQ,
 * the marketing funds' guidelines, the promotions members see, Resources' territory managers, links and
 * emergency contacts, the Program Reports cards and the store loyalty figures. Each repository answers on
 * PGlite and PostgreSQL as the in-browser store does over the same rows; a seed writes them (the
 * configuration alone outside demo mode), "reset demo data" writes the sample again, and a document saved
 * before they moved has them moved into the tables when the server starts.
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

  it('answer alike when the program has no banner, territory manager or store loyalty figures', async () => {
    const data = given.stores.db.data;
    data.contestBanner = null;
    data.resourceTerritoryManagers = [];
    data.storeLoyaltyStats = null;
    await writeTables(given.store.db, data);
    for (const repositories of [given.stores.memory, given.stores.sql]) {
      expect(await repositories.content.contestBanner()).toBeNull();
      expect(await repositories.resources.territoryManager(SAMPLE_DEALERSHIP_ID)).toBeNull();
      expect(await repositories.loyalty.stats()).toBeNull();
    }
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

/** How many rows each table holds. */
async function counts(db: SqlExecutor): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; count: number }>`
    select 'hero_slides' as name, count(*)::int as count from hero_slides
    union all select 'contest_banner', count(*)::int from contest_banner
    union all select 'faq_categories', count(*)::int from faq_categories
    union all select 'faq_entries', count(*)::int from faq_entries
    union all select 'fund_guidelines', count(*)::int from fund_guidelines
    union all select 'customer_promotions', count(*)::int from customer_promotions
    union all select 'territory_managers', count(*)::int from territory_managers
    union all select 'resource_links', count(*)::int from resource_links
    union all select 'emergency_contacts', count(*)::int from emergency_contacts
    union all select 'report_definitions', count(*)::int from report_definitions
    union all select 'store_loyalty_stats', count(*)::int from store_loyalty_stats`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

describe.each(STORES)('the program content tables on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('are written by a seed (the configuration alone without the sample), and rewritten by a reset', async () => {
    const sample = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData }).data;
    const configured = await migratedStore(kind, cleanups);
    expect(await new ProgramSeed(configured.db, { now: () => TEST_NOW }).seedIfEmpty({ sample: false })).toBe(true);
    const configuration = {
      hero_slides: sample.heroSlides.length,
      contest_banner: 1,
      faq_categories: sample.faqCategories.length,
      faq_entries: sample.faqEntries.length,
      fund_guidelines: sample.fundGuidelines.length,
      customer_promotions: sample.customerPromotions.length,
      // The territory managers serve the sample dealerships: they are sample data.
      territory_managers: 0,
      resource_links: sample.resourceLinks.length,
      emergency_contacts: sample.resourceEmergencyContacts.length,
      report_definitions: 4,
      store_loyalty_stats: 1,
    };
    expect(await counts(configured.db)).toEqual(configuration);

    const store = await migratedStore(kind, cleanups);
    const portal = new ProgramSeed(store.db, { now: () => TEST_NOW });
    expect(await portal.seedIfEmpty()).toBe(true);
    const seeded = { ...configuration, territory_managers: sample.resourceTerritoryManagers.length };
    expect(await counts(store.db)).toEqual(seeded);
    expect(await sqlOf(store.db).faq.entries()).toEqual(sample.faqEntries);

    // A program's own edits, which "reset demo data" replaces with the sample.
    await sql`update faq_entries set question = 'Edited' where id = ${sample.faqEntries[0]!.id}`.execute(store.db);
    await sql`delete from hero_slides`.execute(store.db);
    await sql`delete from store_loyalty_stats`.execute(store.db);
    await portal.reseed();
    expect(await counts(store.db)).toEqual(seeded);
    expect((await sqlOf(store.db).faq.entries())[0]!.question).toBe(sample.faqEntries[0]!.question);
    expect(await sqlOf(store.db).content.heroSlides()).toEqual(sample.heroSlides);
  }, 120_000);

  it('take the rows of a document saved before they moved, as the document holds them, at migration 0033', async () => {
    // What an earlier server wrote: the whole portal in the document, with the program's own content.
    const { createDb } = await import('../../domain/fixtures');
    const old = createDb({ now: TEST_NOW });
    old.heroSlides = [old.heroSlides[2]!, { ...old.heroSlides[0]!, title: 'Kept from the document' }];
    old.contestBanner = { title: 'Regional Cup', message: TYPED, link: '/promotions' };
    old.faqEntries[0]!.question = 'Kept across the move';
    old.fundGuidelines = [{ title: 'One section', items: ['One rule'] }];
    old.customerPromotions = old.customerPromotions.slice(0, 2);
    old.resourceLinks = [{ id: 'LINK-ONE', title: 'One link', description: 'Only this', url: '/faq' }];
    old.resourceEmergencyContacts = [];
    old.reportDefinitions = old.reportDefinitions.slice(1);
    old.storeLoyaltyStats = { activeDealers: 12, rewardsDistributedCents: 3400, satisfactionRate: 88 };
    const store = await upgradedFromDocument(kind, cleanups, old);
    expect(await new ProgramSeed(store.db, { now: () => TEST_NOW }).seedIfEmpty()).toBe(false);
    const repositories = sqlOf(store.db);
    expect(await repositories.content.heroSlides()).toEqual(old.heroSlides);
    expect(await repositories.content.contestBanner()).toEqual(old.contestBanner);
    expect((await repositories.faq.entries())[0]!.question).toBe('Kept across the move');
    expect(await repositories.funds.guidelines()).toEqual(old.fundGuidelines);
    expect(await repositories.promotions.list({})).toEqual(old.customerPromotions);
    expect(await repositories.resources.links()).toEqual(old.resourceLinks);
    expect(await repositories.resources.emergencyContacts()).toEqual([]);
    expect(await repositories.reports.all()).toEqual(old.reportDefinitions);
    expect(await repositories.loyalty.stats()).toEqual(old.storeLoyaltyStats);
  }, 120_000);

  it('answer the screens over HTTP', async () => {
    const server = await startOn(kind, { demo: true });
    cleanups.push(server.close);
    const db = server.app.sql.db;
    await sql`update faq_entries set question = 'Asked in the table' where position = 0 and category_id = (select id from faq_categories order by position limit 1)`.execute(db);
    await sql`update contest_banner set title = 'Banner from the table'`.execute(db);
    await sql`update customer_promotions set title = 'Promotion from the table' where id = 'PROMO-C01'`.execute(db);
    await sql`update resource_links set title = 'Link from the table' where position = 0`.execute(db);
    await sql`update report_definitions set title = 'Report from the table' where kind = 'CLAIMS_SUMMARY'`.execute(db);
    await sql`update store_loyalty_stats set active_dealers = 4321`.execute(db);
    await sql`update fund_guidelines set title = 'Guidelines from the table' where position = 0`.execute(db);

    const dealer = server.browser();
    await dealer.signIn(DEMO_ACCOUNT_EMAILS.DEALER, DEMO_PASSWORD);
    const data = await dealer.ok(`{ contestBanner { title } heroSlides { id } faq { entries { question } } promotion(id: "PROMO-C01") { title }
      resources { territoryManager { name } links { title } } marketingFunds { guidelines { title } } storeLoyaltyStats { activeDealers } }`);
    expect(data.contestBanner.title).toBe('Banner from the table');
    expect(data.heroSlides.map((slide: { id: string }) => slide.id)).toEqual(['slide-promotions', 'slide-resources', 'slide-events']);
    expect(data.faq[0].entries[0].question).toBe('Asked in the table');
    expect(data.promotion.title).toBe('Promotion from the table');
    expect(data.resources.territoryManager.name).toBe('Dana Whitfield');
    expect(data.resources.links[0].title).toBe('Link from the table');
    expect(data.marketingFunds.guidelines[0].title).toBe('Guidelines from the table');
    expect(data.storeLoyaltyStats.activeDealers).toBe(4321);

    const admin = server.browser();
    await admin.signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_PASSWORD);
    const reports = await admin.ok(`{ reportDefinitions { kind title } }`);
    expect(reports.reportDefinitions[0]).toEqual({ kind: 'CLAIMS_SUMMARY', title: 'Report from the table' });
    const generated = await admin.ok(`mutation { generateReport(input: { kind: CLAIMS_SUMMARY }) { report { title } errors { code } } }`);
    expect(generated.generateReport).toEqual({ report: { title: 'Report from the table' }, errors: [] });
    await sql`delete from report_definitions where kind = 'REWARD_REDEMPTION'`.execute(db);
    const withdrawn = await admin.ok(`mutation { generateReport(input: { kind: REWARD_REDEMPTION }) { report { title } errors { code } } }`);
    expect(withdrawn.generateReport).toEqual({ report: null, errors: [{ code: 'NOT_FOUND' }] });
  }, 120_000);
});
