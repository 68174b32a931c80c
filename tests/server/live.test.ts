import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { disposeSubscriptions, listening, subscribe } from './live-client';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID, DEALER_USER_ID, SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import { USER_FIXTURES } from '../../domain/fixtures/session';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { SqlUsers } from '../../server/repositories/users';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { DEMO_PASSWORD, freshPostgresSchema, POSTGRES_URL, SIGN_IN, signedIn, startOn, STORES, type Browser, type TestApp } from './harness';
import { fakeBuild, startServerProcess, stopServerProcess, START_TIMEOUT_MS, type ServerProcess } from './process';

/**
 * Live updates over HTTP (docs/server.md, "Live updates"): subscriptions over Server-Sent Events with the
 * graphql-sse client (distinct connections mode, as the page uses it), on each store. A change reaches
 * the people it concerns once it commits, and nobody of another dealership; a rolled-back change
 * announces nothing; a subscriber on one process hears a change made through another; closing the
 * server ends the open streams.
 */

const B = 'DLR-2002';
const PASSWORD = 'Heatpump-2026';

const CLAIMS = 'subscription { claimChanged { action actor { name role } claim { id status } } }';
const NOTIFICATIONS = 'subscription { notificationChanged { kind notificationId notification { id title } unreadCount } }';
const BALANCE = 'subscription { balanceChanged { balance latest { points item } } }';
const APPROVE = 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status } errors { code message } } }';
const ASK = 'mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { claim { id status } errors { code message } } }';
const POINTS = '{ rewardsOverview { points { balance } } }';

afterEach(disposeSubscriptions);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A second dealership with a dealer and an advisor who sign in with passwords, and a pending claim of its advisor. */
async function addSecondDealership(server: TestApp): Promise<void> {
  const db = server.app.sql.db;
  await db
    .insertInto('dealerships')
    .values({ id: B, business_name: 'Lakeside Heating & Air', dealer_number: 'D-300100', business_type: null, street_address: '12 Shore Drive', city: 'Madison', state: 'WI', zip_code: '53703', business_phone: '(608) 555-0190', website: 'https://lakeside.example', year_established: '2004' })
    .execute();
  const participant = (id: string, role: string, name: string) => ({ id, dealer_id: B, role, name, email: `${id.toLowerCase()}@lakeside.example`, phone: '(608) 555-0191', location: 'Madison, WI', enrollment_date: '2024-03-01', last_activity: '2026-11-01', status: 'ACTIVE' });
  await db.insertInto('participants').values([participant('PART-B1', 'DEALER', 'Robin Lake'), participant('PART-B2', 'COMFORT_ADVISOR', 'Casey Shore')]).execute();
  const users = new SqlUsers(db);
  const [dealerFixture, advisorFixture] = USER_FIXTURES;
  await users.add({ ...dealerFixture!, id: 'USR-B1', email: 'robin@lakeside.example', firstName: 'Robin', lastName: 'Lake', dealershipId: B, participantId: 'PART-B1' });
  await users.add({ ...advisorFixture!, id: 'USR-B2', email: 'casey@lakeside.example', firstName: 'Casey', lastName: 'Shore', dealershipId: B, participantId: 'PART-B2' });
  await server.app.accounts.create(db, { email: 'robin@lakeside.example', password: PASSWORD, role: 'DEALER', userId: 'USR-B1' });
  await server.app.accounts.create(db, { email: 'casey@lakeside.example', password: PASSWORD, role: 'COMFORT_ADVISOR', userId: 'USR-B2' });
  await addPendingClaim(server, 'CLMB-0001', B, 'PART-B2', { id: 'USR-B2', name: 'Casey Shore', role: 'COMFORT_ADVISOR' });
}

/** A pending claim of `participantId` with its history's first entry, on a serial of its own, as a submission leaves it. */
async function addPendingClaim(server: TestApp, id: string, dealershipId: string, participantId: string, submitter: { id: string; name: string; role: string }): Promise<void> {
  const db = server.app.sql.db;
  const claim = await db.selectFrom('claims').selectAll().where('dealer_id', '=', SAMPLE_DEALERSHIP_ID).where('status', '=', 'PENDING').orderBy('id').executeTakeFirstOrThrow();
  const { last } = await db.selectFrom('claims').select(sql<number>`max(number)::int`.as('last')).executeTakeFirstOrThrow();
  const serial = `LIVE${id.replace(/\W/g, '')}`;
  await db
    .insertInto('claims')
    .values({ ...claim, id, number: last + 1, dealer_id: dealershipId, participant_id: participantId, attachment: null, version: 1, flags: '[]', amount_cents: 50_000, serial_number: serial, serial_key: serial, invoice_number: serial, invoice_key: serial })
    .execute();
  // Written past the repository: the claims the portal numbers come after it.
  await sql`select setval('claim_numbers', ${last + 1})`.execute(db);
  await db
    .insertInto('claim_history')
    .values({ claim_id: id, seq: 1, at: new Date().toISOString(), action: 'SUBMITTED', actor_id: submitter.id, actor_name: submitter.name, actor_role: submitter.role, note: null, from_status: null, to_status: 'PENDING', attachment: null })
    .execute();
}

/** A pending claim of the first dealership's participant, as the database has it. */
async function pendingClaimOf(server: TestApp, participantId: string, skip = 0): Promise<{ id: string; version: number }> {
  const rows = await server.app.sql.db.selectFrom('claims').select(['id', 'version']).where('participant_id', '=', participantId).where('status', '=', 'PENDING').orderBy('id').execute();
  const row = rows[skip];
  if (!row) throw new Error(`no pending claim #${skip} of ${participantId}`);
  return row;
}

describe.each(STORES)('live updates over Server-Sent Events on %s', (kind) => {
  let server: TestApp & { databaseUrl: string | null };
  let admin: Browser;
  let dealer: Browser;
  let advisor: Browser;
  let dealerB: Browser;
  let advisorB: Browser;

  beforeAll(async () => {
    server = await startOn(kind, { demo: true });
    await addSecondDealership(server);
    // The demo dealer's own pending claims, which a request for information notifies them of.
    for (const id of ['CLM-LIVE-1', 'CLM-LIVE-2', 'CLM-LIVE-3']) await addPendingClaim(server, id, SAMPLE_DEALERSHIP_ID, DEALER_PARTICIPANT_ID, { id: DEALER_USER_ID, name: 'Jordan Dealer', role: 'DEALER' });
    [admin, dealer, advisor] = await Promise.all([DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN, DEMO_ACCOUNT_EMAILS.DEALER, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR].map((email) => signedIn(server, email))) as [Browser, Browser, Browser];
    dealerB = server.browser();
    await dealerB.signIn('robin@lakeside.example', PASSWORD);
    advisorB = server.browser();
    await advisorB.signIn('casey@lakeside.example', PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('brings a decision to its dealership within a second, and nothing of it to another dealership', async () => {
    const claimsA = subscribe(server.url, dealer.cookie, CLAIMS);
    const bellA = subscribe(server.url, dealer.cookie, NOTIFICATIONS);
    const pointsA = subscribe(server.url, advisor.cookie, BALANCE);
    const claimsB = subscribe(server.url, dealerB.cookie, CLAIMS);
    const bellB = subscribe(server.url, dealerB.cookie, NOTIFICATIONS);
    const pointsB = subscribe(server.url, advisorB.cookie, BALANCE);
    await listening(server, 6);

    // The administrator approves the advisor's claim: the dealer sees the decision, the advisor the credit.
    const approved = await pendingClaimOf(server, ADVISOR_PARTICIPANT_ID);
    const before = (await advisor.ok(POINTS)).rewardsOverview.points.balance as number;
    const decision = (await admin.ok(APPROVE, { input: { claimId: approved.id, version: approved.version } })).approveClaim;
    expect(decision.errors).toEqual([]);
    const decidedAt = Date.now();
    const change = await claimsA.next((result) => result.data?.claimChanged.claim.id === approved.id, 1_000);
    expect(change.errors).toBeUndefined();
    expect(change.data.claimChanged).toEqual({ action: 'APPROVED', actor: { name: expect.any(String), role: 'CLIENT_ADMIN' }, claim: { id: approved.id, status: 'APPROVED' } });
    const credit = await pointsA.next(() => true, 1_000);
    const after = (await advisor.ok(POINTS)).rewardsOverview.points.balance as number;
    expect(after).toBeGreaterThan(before);
    expect(credit.data.balanceChanged.balance).toBe(after);
    expect(credit.data.balanceChanged.latest.item).toContain(approved.id);

    // A request for information on the dealer's own claim notifies the dealer.
    const asked = await pendingClaimOf(server, DEALER_PARTICIPANT_ID);
    const request = (await admin.ok(ASK, { input: { claimId: asked.id, version: asked.version, message: 'Send the start-up report' } })).requestClaimInfo;
    expect(request.errors).toEqual([]);
    const note = await bellA.next((result) => result.data?.notificationChanged.kind === 'CREATED', 1_000);
    expect(note.data.notificationChanged.notification.title).toBe(`Claim ${asked.id} needs information`);
    expect(note.data.notificationChanged.unreadCount).toBeGreaterThan(0);
    await claimsA.next((result) => result.data?.claimChanged.claim.id === asked.id && result.data.claimChanged.action === 'INFO_REQUESTED', 1_000);
    expect(Date.now() - decidedAt).toBeLessThan(5_000);

    // Long after the first dealership's people had theirs, the second's have had nothing.
    await pause(1_000);
    expect([claimsB.results, bellB.results, pointsB.results]).toEqual([[], [], []]);
    // Their streams are open all the same: their own dealership's decision reaches them, first.
    const decisionB = (await admin.ok(APPROVE, { input: { claimId: 'CLMB-0001' } })).approveClaim;
    expect(decisionB.errors).toEqual([]);
    const changeB = await claimsB.next(() => true, 1_000);
    expect(changeB.data.claimChanged.claim).toEqual({ id: 'CLMB-0001', status: 'APPROVED' });
    const creditB = await pointsB.next(() => true, 1_000);
    expect(creditB.data.balanceChanged.balance).toBe((await advisorB.ok(POINTS)).rewardsOverview.points.balance);
    await pause(300);
    expect(claimsB.results).toHaveLength(1);
    expect(pointsB.results).toHaveLength(1);
    expect(bellB.results).toEqual([]);
    // …and nothing of it reaches the first dealership.
    expect(claimsA.results.map((result) => result.data?.claimChanged.claim.id)).not.toContain('CLMB-0001');
    expect(pointsA.results).toHaveLength(1);
  });

  it('announces nothing of a mutation that fails and is rolled back', async () => {
    const claimsA = subscribe(server.url, dealer.cookie, CLAIMS);
    const bellA = subscribe(server.url, dealer.cookie, NOTIFICATIONS);
    await listening(server, 2);
    const claim = await pendingClaimOf(server, DEALER_PARTICIPANT_ID);
    // The request's notification is named for the history entry it writes: taken already, its insert
    // fails after the claim and its history were written, and the whole mutation is rolled back.
    const { seq } = await server.app.sql.db.selectFrom('claim_history').select(sql<number>`max(seq)::int`.as('seq')).where('claim_id', '=', claim.id).executeTakeFirstOrThrow();
    await server.app.sql.db
      .insertInto('notifications')
      .values({ id: `NTF-CLH-${claim.id}-${seq + 1}`, user_id: 'USR-B1', title: 'Taken', message: '', created_at: new Date().toISOString(), read: true, type: 'CLAIM', link: '/' })
      .execute();
    await pause(300);
    const before = bellA.results.length + claimsA.results.length;
    const failed = await admin.gql(ASK, { input: { claimId: claim.id, version: claim.version, message: 'Send the report' } });
    expect(failed.errors?.[0]?.message).toBe('Unexpected error.');
    const row = await server.app.sql.db.selectFrom('claims').select(['status', 'version']).where('id', '=', claim.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'PENDING', version: claim.version });
    // The claim stays pending for the tests after this one; its next entry's notification must be free again.
    await server.app.sql.db.deleteFrom('notifications').where('id', '=', `NTF-CLH-${claim.id}-${seq + 1}`).execute();
    await pause(1_000);
    expect(bellA.results.length + claimsA.results.length).toBe(before);
    // The streams were listening: the same request on another claim arrives.
    const other = await pendingClaimOf(server, DEALER_PARTICIPANT_ID, 1);
    expect((await admin.ok(ASK, { input: { claimId: other.id, version: other.version, message: 'Send the report' } })).requestClaimInfo.errors).toEqual([]);
    await claimsA.next((result) => result.data?.claimChanged.claim.id === other.id, 1_000);
    expect(claimsA.results.map((result) => result.data?.claimChanged.claim.id)).not.toContain(claim.id);
  });

  it('answers UNAUTHENTICATED to a subscriber who is not signed in, and ends a subscription whose session ended', async () => {
    const nobody = subscribe(server.url, null, NOTIFICATIONS);
    const refused = await nobody.next(() => true);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await nobody.ended();

    const leaving = await signedIn(server, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
    const cookie = leaving.cookie;
    const points = subscribe(server.url, cookie, BALANCE);
    await listening(server, 1);
    await leaving.ok('mutation { signOut { session { authenticated } } }');
    // The next event of theirs finds no session: the stream ends with UNAUTHENTICATED.
    const claim = await pendingClaimOf(server, ADVISOR_PARTICIPANT_ID);
    expect((await admin.ok(APPROVE, { input: { claimId: claim.id, version: claim.version } })).approveClaim.errors).toEqual([]);
    const ended = await points.next(() => true, 2_000);
    expect(ended.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(ended.data ?? null).toBeNull();
    await points.ended();
  });

  it.runIf(kind === 'postgres')('listens again after its database connection is cut, and goes on delivering', async () => {
    const db = server.app.sql.db;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const channel = `listen "portal_live.${rows[0]!.schema}"`;
    const listener = async () => (await sql<{ pid: number }>`select pid from pg_stat_activity where query = ${channel}`.execute(db)).rows.map((row) => row.pid);
    const [cut] = await listener();
    expect(cut).toBeDefined();
    await sql`select pg_terminate_backend(${cut})`.execute(db);
    await vi.waitFor(async () => {
      expect(server.app.live.listening).toBe(true);
      const pids = await listener();
      expect(pids).toHaveLength(1);
      expect(pids[0]).not.toBe(cut);
    }, { timeout: 15_000, interval: 100 });
    const claims = subscribe(server.url, dealer.cookie, CLAIMS);
    await listening(server, 1);
    const claim = await pendingClaimOf(server, DEALER_PARTICIPANT_ID);
    expect((await admin.ok(APPROVE, { input: { claimId: claim.id, version: claim.version } })).approveClaim.errors).toEqual([]);
    await claims.next((result) => result.data?.claimChanged.claim.id === claim.id, 1_000);
  });

  it('lets go of the feed as soon as a client leaves', async () => {
    await listening(server, 0);
    const staying = subscribe(server.url, dealer.cookie, CLAIMS);
    const leaving = subscribe(server.url, dealer.cookie, NOTIFICATIONS);
    await listening(server, 2);
    leaving.dispose();
    await listening(server, 1);
    expect(staying.completed).toBe(false);
  });

  it('refuses a subscription asked with GET without the CSRF header, and serves it with the header', async () => {
    const address = `${server.url}/graphql?query=${encodeURIComponent(CLAIMS)}`;
    const refused = await fetch(address, { headers: { accept: 'text/event-stream', cookie: dealer.cookie ?? '' } });
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    const served = await fetch(address, { headers: { accept: 'text/event-stream', cookie: dealer.cookie ?? '', [CSRF_HEADER]: '1' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await served.body?.cancel();
  });
});

describe.each(STORES)('closing the server on %s', (kind) => {
  it('ends the open streams at once instead of waiting for them', async () => {
    const server = await startOn(kind, { demo: true });
    try {
      const dealer = await signedIn(server, DEMO_ACCOUNT_EMAILS.DEALER);
      const streams = [subscribe(server.url, dealer.cookie, CLAIMS), subscribe(server.url, dealer.cookie, NOTIFICATIONS)];
      await listening(server, 2);
      // Draining waits for the requests being answered: the streams are ended, not waited for.
      const started = Date.now();
      await server.app.http.drain();
      expect(Date.now() - started).toBeLessThan(2_000);
      for (const stream of streams) await stream.ended(1_000);
      expect(streams.every((stream) => stream.completed || stream.error !== undefined)).toBe(true);
      expect(server.app.live.hub.size).toBe(0);
    } finally {
      await server.close().catch(() => {});
    }
  }, 60_000);
});

/** Signs in on a server process; returns the session cookie's `name=value`. */
async function cookieAt(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password: DEMO_PASSWORD, rememberMe: false } } }),
  });
  expect((await response.json()).data.signIn.errors).toEqual([]);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

// PostgreSQL only: PGlite is one process's. When TEST_DATABASE_URL is set (CI sets it) this always runs.
describe.skipIf(!POSTGRES_URL)('two server processes on one PostgreSQL', () => {
  vi.setConfig({ testTimeout: 2 * START_TIMEOUT_MS + 60_000 });
  const build = fakeBuild();
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  beforeAll(async () => {
    schema = await freshPostgresSchema();
    const env = { PORTAL_DEMO: '1', PORTAL_DEMO_PASSWORD: DEMO_PASSWORD, PORTAL_DIST_DIR: build.dir, DATABASE_URL: schema.url, LOG_LEVEL: 'warn' };
    first = await startServerProcess(env);
    second = await startServerProcess(env);
  }, 2 * START_TIMEOUT_MS);
  afterAll(async () => {
    await stopServerProcess(first);
    await stopServerProcess(second);
    await schema?.drop();
    build.remove();
  });

  it('brings a decision made through one process to a subscriber of the other', async () => {
    const [dealerCookie, adminCookie] = await Promise.all([cookieAt(first!.url, DEMO_ACCOUNT_EMAILS.DEALER), cookieAt(second!.url, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN)]);
    const claims = subscribe(first!.url, dealerCookie, CLAIMS);
    // The server answers with the stream once the subscription listens.
    await claims.connected;
    const post = async (url: string, cookie: string, query: string, variables?: Record<string, unknown>) => {
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie }, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as { data?: any; errors?: unknown[] };
    };
    // A pending claim of the subscriber's own dealership, decided by the administrator on the other process.
    const mine = await post(first!.url, dealerCookie, '{ myClaims(filter: { statuses: [PENDING] }, first: 1) { edges { node { id version } } } }');
    const claim = mine.data.myClaims.edges[0].node as { id: string; version: number };
    const decided = await post(second!.url, adminCookie, APPROVE, { input: { claimId: claim.id, version: claim.version, overrideReason: 'Checked with the distributor' } });
    expect(decided.errors).toBeUndefined();
    expect(decided.data.approveClaim.errors).toEqual([]);
    const change = await claims.next((result) => result.data?.claimChanged.claim.id === claim.id, 2_000);
    expect(change.data.claimChanged).toMatchObject({ action: 'APPROVED', actor: { role: 'CLIENT_ADMIN' }, claim: { status: 'APPROVED' } });
  });
});
