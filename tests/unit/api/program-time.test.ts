import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../domain/db';
import { createFixtureData } from '../../../domain/fixtures';
import { createTestServer } from '../../api';
import { requiredVariables, SCREENS } from '../../screen-documents';

// These tests run in UTC. At each instant below the program's calendar (America/Chicago) is still on
// the day before the UTC one, so a server reading "today" in the machine's zone would answer otherwise.
const EVENING_IN_CHICAGO = new Date('2026-11-23T03:00:00.000Z'); // Nov 22, 9:00 PM CST
const NEW_YEARS_EVE_IN_CHICAGO = new Date('2027-01-01T03:00:00.000Z'); // Dec 31, 2026, 9:00 PM CST

const CLAIM = `mutation($input: SubmitFundClaimInput!) { submitFundClaim(input: $input) { transaction { id date } errors { field message } } }`;
const claim = (campaignDate: string) => ({ fund: 'COOP', category: 'DIGITAL', description: 'Search ads: heating tune-ups', amount: '100', campaignDate });

describe("the server's today is the program's", () => {
  it('refuses a campaign date that is tomorrow in Chicago though it is today in UTC, and dates the claim on the program day', async () => {
    const server = createTestServer('dealer', new MemoryStorage(), EVENING_IN_CHICAGO);
    const future = await server.ok(CLAIM, { input: claim('2026-11-23') });
    expect(future.submitFundClaim.errors).toEqual([{ field: ['campaignDate'], message: 'Campaign date cannot be in the future' }]);
    const today = await server.ok(CLAIM, { input: claim('2026-11-22') });
    expect(today.submitFundClaim.errors).toEqual([]);
    expect(today.submitFundClaim.transaction.date).toBe('2026-11-22');
  });

  it("keeps this quarter and this year open until midnight in Chicago", async () => {
    const server = createTestServer('dealer', new MemoryStorage(), NEW_YEARS_EVE_IN_CHICAGO);
    const { marketingFunds } = await server.ok('{ marketingFunds { summary { quarterEnd daysUntilQuarterEnd } } }');
    expect(marketingFunds.summary).toEqual({ quarterEnd: '2026-12-31', daysUntilQuarterEnd: 0 });
  });

  it('places a 2:00 PM webinar at 2:00 PM in Chicago in daylight time, named CDT', async () => {
    const server = createTestServer('dealer', new MemoryStorage(), new Date('2027-06-01T15:00:00.000Z'));
    const { training } = await server.ok('{ training { webinars { id date time startsAt } } }');
    expect(training.webinars[0]).toEqual({ id: 'WEB-301', date: '2027-06-03', time: '2:00 PM CDT', startsAt: '2027-06-03T19:00:00.000Z' });
  });
});

// Two instants on the same program day, Dec 31, 2026 in Chicago: 2:00 PM (Dec 31 in UTC too) and
// 11:00 PM (Jan 1, 2027 in UTC). Whatever the server works out from "today" must be the same at both.
const AFTERNOON = new Date('2026-12-31T20:00:00.000Z');
const LATE_EVENING = new Date('2027-01-01T05:00:00.000Z');

/** The value with every instant (a `DateTime`) replaced: they differ by nine hours, days must not. */
function daysOnly(value: unknown): string {
  return JSON.stringify(value).replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g, '<instant>');
}

const SCREENS_OPENED_BY = { dealer: 15, 'comfort-advisor': 12, 'client-admin': 14 };

describe('the calendar depends on the program day only', () => {
  it('builds the same days into the sample data at 2:00 PM and at 11:00 PM of one program day', () => {
    expect(daysOnly(createFixtureData({ now: LATE_EVENING }))).toBe(daysOnly(createFixtureData({ now: AFTERNOON })));
  });

  it.each(['dealer', 'comfort-advisor', 'client-admin'] as const)('answers every screen the same days and figures at both hours, as %s', async (role) => {
    const afternoon = createTestServer(role, new MemoryStorage(), AFTERNOON);
    const evening = createTestServer(role, new MemoryStorage(), LATE_EVENING);
    let answered = 0;
    for (const { name, document } of SCREENS) {
      const variables = requiredVariables(afternoon.schema, document);
      const first = await afternoon.run(print(document), variables);
      const second = await evening.run(print(document), variables);
      expect(daysOnly(second), `${name} as ${role}`).toBe(daysOnly(first));
      if (Object.values(first.data ?? {}).some((field) => field !== null)) answered += 1;
    }
    // Each role answers the screens it may open (the others are refused the same way at both hours).
    expect(answered).toBe(SCREENS_OPENED_BY[role]);
  });

  it.each(['CLAIMS_SUMMARY', 'PARTICIPANT_ACTIVITY', 'FINANCIAL_SUMMARY', 'REWARD_REDEMPTION'])('generates the %s report over the same days with the same figures at both hours', async (kind) => {
    const generate = `mutation($kind: ReportKind!) { generateReport(input: { kind: $kind }) { report { period columns rows summary { label value } } errors { message } } }`;
    const first = await createTestServer('client-admin', new MemoryStorage(), AFTERNOON).ok(generate, { kind });
    const second = await createTestServer('client-admin', new MemoryStorage(), LATE_EVENING).ok(generate, { kind });
    expect(first.generateReport.errors).toEqual([]);
    expect(first.generateReport.report.period).toMatch(/ - Dec 31, 2026$/);
    expect(daysOnly(second)).toBe(daysOnly(first));
  });
});
