import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID, SAMPLE_DEALERSHIP_NAME } from '../../../domain/fixtures/constants';
import { cents, createTestServer, usd, type TestServer } from '../../api';

const PARTICIPANT =
  'id name email phone role dealer { id name location } location enrollmentDate lastActivity totalClaims totalEarnings { amount } averagePerClaim { amount } status';
const PARTICIPANTS = `query($filter: ParticipantFilter, $sort: ParticipantSort, $first: Int, $after: String) {
  participants(filter: $filter, sort: $sort, first: $first, after: $after) {
    edges { cursor node { ${PARTICIPANT} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount
  }
}`;
const ONE = `query($id: ID!) { participant(id: $id) { ${PARTICIPANT} } }`;
const STATS = `{ participantStats { region total active newThisMonth enrollmentQuarter newEnrollments inactive inactivePercent } }`;
const SET_STATUS = `mutation($id: ID!, $status: ParticipantStatus!) {
  setParticipantStatus(input: { participantId: $id, status: $status }) { participant { id status } errors { field message } }
}`;
const APPROVE = `mutation($id: ID!) { approveClaim(input: { claimId: $id }) { errors { message } } }`;

type Participant = {
  id: string;
  name: string;
  email: string;
  role: string;
  dealer: { id: string; name: string; location: string };
  enrollmentDate: string;
  lastActivity: string;
  totalClaims: number;
  totalEarnings: { amount: string };
  averagePerClaim: { amount: string };
  status: string;
};

async function everyone(server: TestServer, filter: Record<string, unknown> = {}, sort?: Record<string, unknown>): Promise<Participant[]> {
  const rows: Participant[] = [];
  let after: string | null = null;
  for (;;) {
    const data: any = await server.ok(PARTICIPANTS, { filter, sort, first: 100, after });
    rows.push(...data.participants.edges.map((edge: any) => edge.node));
    if (!data.participants.pageInfo.hasNextPage) return rows;
    after = data.participants.pageInfo.endCursor;
  }
}

const DAY = 86_400_000;
const daysBefore = (date: string) => Math.round((Date.parse('2026-11-22') - Date.parse(date)) / DAY);

describe('participants cards', () => {
  it("shows the sample figures: Midwest, +32 this month, 87 new in Q1 2024, inactive count and percent", async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(STATS)).participantStats).toEqual({
      region: 'Midwest',
      total: 428,
      active: 387,
      newThisMonth: 32,
      enrollmentQuarter: 'Q1 2024',
      newEnrollments: 87,
      inactive: 41,
      inactivePercent: 9.6,
    });
  });

  it('counts from the rows: inactive means no activity in 90+ days, new means enrolled in the last 30 days', async () => {
    const server = createTestServer('client-admin');
    const rows = await everyone(server);
    expect(rows).toHaveLength(428);
    for (const row of rows) expect(row.status === 'INACTIVE', row.id).toBe(daysBefore(row.lastActivity) >= 90);
    expect(rows.filter((row) => daysBefore(row.enrollmentDate) < 30)).toHaveLength(32);
    expect(rows.filter((row) => row.enrollmentDate >= '2024-01-01' && row.enrollmentDate <= '2024-03-31')).toHaveLength(87);
    for (const row of rows) expect(row.lastActivity >= row.enrollmentDate, row.id).toBe(true);
  });
});

describe('participants list', () => {
  it('pages through everyone by name, A to Z, with cursors', async () => {
    const server = createTestServer('client-admin');
    const first = await server.ok(PARTICIPANTS, { first: 25 });
    expect(first.participants.totalCount).toBe(428);
    expect(first.participants.edges).toHaveLength(25);
    expect(first.participants.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await server.ok(PARTICIPANTS, { first: 25, after: first.participants.pageInfo.endCursor });
    expect(second.participants.edges[0].node.id).not.toBe(first.participants.edges[24].node.id);
    const rows = await everyone(server);
    expect(new Set(rows.map((row) => row.id)).size).toBe(428);
    const names = rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.every((row) => /^PART-\d{3}$/.test(row.id))).toBe(true);
  });

  it('holds the sample dealer and advisor at the sample dealership', async () => {
    const server = createTestServer('client-admin');
    const dealer = (await server.ok(ONE, { id: DEALER_PARTICIPANT_ID })).participant;
    expect(dealer).toMatchObject({
      name: 'Jordan Miller',
      email: 'jordan.miller@summitcomfort.example',
      role: 'DEALER',
      dealer: { id: 'DLR-1001', name: SAMPLE_DEALERSHIP_NAME, location: 'Springfield, IL' },
      location: 'Springfield, IL',
      status: 'ACTIVE',
    });
    expect((await server.ok(ONE, { id: ADVISOR_PARTICIPANT_ID })).participant).toMatchObject({ name: 'Alex Rivera', role: 'COMFORT_ADVISOR' });
    expect((await server.ok(ONE, { id: 'PART-999' })).participant).toBeNull();
  });

  it('computes claims, earnings and average per claim from the claims and spot awards', async () => {
    const server = createTestServer('client-admin');
    const { claims, spotAwards } = server.db.data;
    for (const row of await everyone(server)) {
      const own = claims.filter((claim) => claim.participantId === row.id);
      const earned =
        own.filter((claim) => claim.status === 'APPROVED' || claim.status === 'PAID').reduce((sum, claim) => sum + claim.amountCents, 0) +
        spotAwards.filter((award) => award.participantId === row.id).reduce((sum, award) => sum + award.amountCents, 0);
      expect(row.totalClaims, row.id).toBe(own.length);
      expect(row.totalEarnings, row.id).toEqual(usd(earned));
      expect(row.averagePerClaim, row.id).toEqual(usd(own.length === 0 ? 0 : Math.round(earned / own.length / 100) * 100));
    }
  });

  it('searches name, e-mail, dealer or id, case-insensitively', async () => {
    const server = createTestServer('client-admin');
    expect((await everyone(server, { search: 'ALEX rivera' })).map((row) => row.id)).toEqual([ADVISOR_PARTICIPANT_ID]);
    expect((await everyone(server, { search: 'jordan.miller@' })).map((row) => row.id)).toEqual([DEALER_PARTICIPANT_ID]);
    expect((await everyone(server, { search: 'part-002' })).map((row) => row.id)).toEqual([ADVISOR_PARTICIPANT_ID]);
    const summit = await everyone(server, { search: 'summit comfort' });
    expect(summit.length).toBe(7);
    expect(summit.every((row) => row.dealer.name === SAMPLE_DEALERSHIP_NAME)).toBe(true);
  });

  it('filters by role and status, together with search', async () => {
    const server = createTestServer('client-admin');
    const dealers = await everyone(server, { role: 'DEALER' });
    expect(dealers.length).toBe(server.db.data.participants.filter((row) => row.role === 'DEALER').length);
    expect(dealers.every((row) => row.role === 'DEALER')).toBe(true);
    const advisors = await everyone(server, { role: 'COMFORT_ADVISOR' });
    expect(dealers.length + advisors.length).toBe(428);
    expect(await everyone(server, { status: 'INACTIVE' })).toHaveLength(41);
    const summitAdvisors = await everyone(server, { search: 'summit', role: 'COMFORT_ADVISOR', status: 'ACTIVE' });
    expect(summitAdvisors).toHaveLength(6);
  });

  it('shows nothing for a search that matches no one', async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(PARTICIPANTS, { filter: { search: 'zzz-nobody' } })).participants).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
    });
  });

  it('sorts by earnings, claims, enrolment and last activity', async () => {
    const server = createTestServer('client-admin');
    const byEarnings = await everyone(server, {}, { field: 'EARNINGS', direction: 'DESC' });
    for (let i = 1; i < byEarnings.length; i += 1) expect(cents(byEarnings[i - 1]!.totalEarnings)).toBeGreaterThanOrEqual(cents(byEarnings[i]!.totalEarnings));
    const byClaims = await everyone(server, { role: 'DEALER' }, { field: 'CLAIMS' });
    for (let i = 1; i < byClaims.length; i += 1) expect(byClaims[i - 1]!.totalClaims).toBeLessThanOrEqual(byClaims[i]!.totalClaims);
    const newest = (await server.ok(PARTICIPANTS, { sort: { field: 'ENROLLED', direction: 'DESC' }, first: 32 })).participants.edges;
    expect(newest.every((edge: any) => daysBefore(edge.node.enrollmentDate) < 30)).toBe(true);
    const quiet = (await server.ok(PARTICIPANTS, { sort: { field: 'LAST_ACTIVITY' }, first: 41 })).participants.edges;
    expect(quiet.every((edge: any) => edge.node.status === 'INACTIVE')).toBe(true);
  });

  it("raises a participant's earnings when one of their claims is approved", async () => {
    const server = createTestServer('client-admin');
    const pending = server.db.data.claims.find((claim) => claim.status === 'PENDING')!;
    const before = (await server.ok(ONE, { id: pending.participantId })).participant;
    await server.ok(APPROVE, { id: pending.id });
    const after = (await server.ok(ONE, { id: pending.participantId })).participant;
    expect(after.totalEarnings).toEqual(usd(cents(before.totalEarnings) + pending.amountCents));
    expect(after.averagePerClaim).toEqual(usd(Math.round(cents(after.totalEarnings) / after.totalClaims / 100) * 100));
    const sorted = await everyone(server, { search: before.name }, { field: 'EARNINGS', direction: 'DESC' });
    expect(sorted.find((row) => row.id === pending.participantId)?.totalEarnings).toEqual(after.totalEarnings);
  });
});

describe('participant status', () => {
  it('deactivates and reactivates a participant, moving the cards and surviving a reload', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(SET_STATUS, { id: 'PART-010', status: 'INACTIVE' });
    expect(data.setParticipantStatus).toEqual({ participant: { id: 'PART-010', status: 'INACTIVE' }, errors: [] });
    expect((await server.ok(STATS)).participantStats).toMatchObject({ active: 386, inactive: 42, inactivePercent: 9.8 });
    const reloaded = server.reload();
    expect((await reloaded.ok(ONE, { id: 'PART-010' })).participant.status).toBe('INACTIVE');
    expect(await everyone(reloaded, { status: 'INACTIVE' })).toHaveLength(42);
    const back = await reloaded.ok(SET_STATUS, { id: 'PART-010', status: 'ACTIVE' });
    expect(back.setParticipantStatus.participant.status).toBe('ACTIVE');
    expect((await reloaded.ok(STATS)).participantStats.inactive).toBe(41);
  });

  it('refuses an unknown participant or an unchanged status, changing nothing', async () => {
    const server = createTestServer('client-admin');
    const before = JSON.stringify(server.db.data);
    const unknown = await server.ok(SET_STATUS, { id: 'PART-999', status: 'INACTIVE' });
    expect(unknown.setParticipantStatus).toEqual({
      participant: null,
      errors: [{ field: ['participantId'], message: 'Participant PART-999 was not found' }],
    });
    const same = await server.ok(SET_STATUS, { id: ADVISOR_PARTICIPANT_ID, status: 'ACTIVE' });
    expect(same.setParticipantStatus).toEqual({
      participant: { id: ADVISOR_PARTICIPANT_ID, status: 'ACTIVE' },
      errors: [{ field: ['status'], message: 'Alex Rivera is already active' }],
    });
    expect(JSON.stringify(server.db.data)).toBe(before);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBeNull();
  });
});

describe('enrolment requests in the in-browser server', () => {
  it('lists none, since a sign-up joins the sample dealership at once, and answers a decision NOT_FOUND', async () => {
    const server = createTestServer('client-admin');
    expect((await server.ok(`{ enrolmentRequests { id } }`)).enrolmentRequests).toEqual([]);
    const dealerships = (await server.ok(`{ enrolmentDealerships { dealer { id name } dealerNumber } }`)).enrolmentDealerships;
    expect(dealerships).toContainEqual({ dealer: { id: 'DLR-1001', name: SAMPLE_DEALERSHIP_NAME }, dealerNumber: 'D-204817' });
    const approve = await server.ok(`mutation { approveEnrolment(input: { requestId: "acc-1", dealerId: "DLR-1001" }) { request { id } errors { field code } } }`);
    expect(approve.approveEnrolment).toEqual({ request: null, errors: [{ field: ['requestId'], code: 'NOT_FOUND' }] });
    const reject = await server.ok(`mutation { rejectEnrolment(input: { requestId: "acc-1", reason: "No" }) { request { id } errors { field code } } }`);
    expect(reject.rejectEnrolment).toEqual({ request: null, errors: [{ field: ['requestId'], code: 'NOT_FOUND' }] });
  });

  it('refuses other roles with FORBIDDEN', async () => {
    const server = createTestServer('dealer');
    expect(await server.errorCode(`{ enrolmentRequests { id } }`)).toBe('FORBIDDEN');
    expect(await server.errorCode(`mutation { rejectEnrolment(input: { requestId: "acc-1" }) { errors { code } } }`)).toBe('FORBIDDEN');
  });
});
