import {
  getNamedType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_ID, ADVISOR_USER_ID, DEALER_USER_ID, SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import { USER_FIXTURES } from '../../domain/fixtures/session';
import { EQUIPMENT_LINE_BY_ID } from '../../domain/lib/claims/equipment';
import { getSchema } from '../../mocks/schema';
import { SqlClaimFiles } from '../../server/repositories/claim-files';
import { SqlReviews } from '../../server/repositories/reviews';
import { enterScope } from '../../server/sql/tenancy';
import { SqlUsers } from '../../server/repositories/users';
import { ADMIN_OPERATIONS } from '../admin-operations';
import { TEST_NOW } from '../api';
import { STORES, startOn, type Browser, type TestApp } from './harness';
import { disposeSubscriptions, listening, subscribe } from './live-client';

/**
 * Dealerships as tenants (docs/server.md, "Tenancy"), over HTTP on each store: two dealerships, each
 * with a dealer and an advisor who sign in with passwords. Every query and mutation of the schema is
 * tried by the second dealership's people with the first's ids: the answer is NOT_FOUND, FORBIDDEN or
 * nothing, nothing of the first dealership changes, and no answer holds its rows. The list of fields is
 * read from the schema, so a new one fails this suite until it is classified below.
 */

const A = SAMPLE_DEALERSHIP_ID;
const B = 'DLR-2002';
const PASSWORD = 'Heatpump-2026';

const schema = getSchema();

/** What each member-facing query may show, and how it is tried with the other dealership's ids. */
const QUERIES: Record<string, 'no-foreign-id' | 'foreign-id' | 'program-wide'> = {
  viewer: 'no-foreign-id',
  profile: 'no-foreign-id',
  notifications: 'no-foreign-id',
  heroSlides: 'program-wide',
  contestBanner: 'program-wide',
  dealerDashboard: 'no-foreign-id',
  advisorDashboard: 'no-foreign-id',
  promotions: 'program-wide',
  promotion: 'program-wide',
  rewardsOverview: 'no-foreign-id',
  earnings: 'no-foreign-id',
  resources: 'no-foreign-id',
  marketingFunds: 'no-foreign-id',
  training: 'no-foreign-id',
  eventsOverview: 'no-foreign-id',
  trainingCalendar: 'no-foreign-id',
  reviewStats: 'no-foreign-id',
  reviews: 'no-foreign-id',
  faq: 'program-wide',
  supportContacts: 'program-wide',
  receiptForm: 'no-foreign-id',
  storeLoyaltyStats: 'program-wide',
  tiers: 'program-wide',
  myClaims: 'no-foreign-id',
  claim: 'foreign-id',
  dealerTeam: 'no-foreign-id',
  claimEquipment: 'program-wide',
};

/**
 * Each member-facing mutation: `foreign` ones name a row by id and are tried with the other
 * dealership's; `own` ones name no row of a dealership (they act on the viewer's own rows, or on the
 * program's catalogue) and are run to see that the other dealership's rows stay as they were;
 * `session` ones are the session's and the sign-up's, which belong to no dealership.
 */
const MUTATIONS: Record<string, 'foreign' | 'own' | 'session'> = {
  signIn: 'session',
  signOut: 'session',
  switchRole: 'session',
  signUp: 'session',
  completeProfileSetup: 'session',
  requestPasswordReset: 'session',
  setPassword: 'session',
  changePassword: 'session',
  resetDemoData: 'session',
  updatePersonalInfo: 'own',
  updateDealerInfo: 'own',
  updateNotificationPreferences: 'own',
  markNotificationRead: 'foreign',
  markAllNotificationsRead: 'own',
  deleteNotification: 'foreign',
  redeemReward: 'own',
  activateOffer: 'own',
  setCartLine: 'own',
  checkoutCart: 'own',
  requestMeeting: 'own',
  submitFundClaim: 'own',
  enrollInCourse: 'own',
  advanceCourse: 'own',
  registerForWebinar: 'own',
  registerForEvent: 'own',
  cancelEventRegistration: 'own',
  respondToReview: 'foreign',
  resubmitClaim: 'foreign',
  submitClaim: 'own',
  inviteTeamMember: 'own',
  resendInvitation: 'foreign',
};

/**
 * Each subscription: `dealership` ones send what the viewer's dealership (or, for an advisor, their own
 * participant) may read; `own` ones send the viewer's own rows only. Both are tried with events naming
 * the other dealership's rows.
 */
const SUBSCRIPTIONS: Record<string, 'dealership' | 'own'> = {
  notificationChanged: 'own',
  claimChanged: 'dealership',
  balanceChanged: 'own',
};

const ADMIN_NAMES = new Set(ADMIN_OPERATIONS.map((operation) => operation.name));
const memberFields = (root: GraphQLObjectType | null | undefined) => Object.values(root?.getFields() ?? {}).filter((field) => !ADMIN_NAMES.has(field.name));

/** Every scalar of a field's type, to `depth` levels of objects (fields with required arguments left out). */
function selectionOf(field: GraphQLField<unknown, unknown>, depth: number): string {
  const named = getNamedType(field.type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named)) return ' { __typename }';
  if (!isObjectType(named) || depth === 0) return ' { __typename }';
  const parts = Object.values(named.getFields())
    .filter((child) => !child.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined))
    .map((child) => `${child.name}${selectionOf(child, depth - 1)}`);
  return ` { ${parts.join(' ')} }`;
}

/** The rows of the first dealership, as they are: what no operation of the second may change or show. */
async function rowsOfA(db: TestApp['app']['sql']['db']) {
  const users = sql`(select id from users where dealership_id = ${A})`;
  const one = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    reviews: await one(sql`select * from reviews where dealership_id = ${A} order by id`),
    claims: await one(sql`select * from claims where dealer_id = ${A} order by id`),
    history: await one(sql`select h.* from claim_history h join claims c on c.id = h.claim_id where c.dealer_id = ${A} order by h.claim_id, h.seq`),
    funds: await one(sql`select * from fund_transactions where dealership_id = ${A} order by id`),
    notifications: await one(sql`select * from notifications where user_id in ${users} order by id`),
    files: await one(sql`select id, owner_user_id, claim_id, sha256 from claim_files where owner_user_id in ${users} order by id`),
    users: await one(sql`select * from users where dealership_id = ${A} order by id`),
    dealership: await one(sql`select * from dealerships where id = ${A}`),
    points: await one(sql`select * from points_ledger where user_id in ${users} order by id`),
    meetings: await one(sql`select * from meeting_requests where user_id in ${users} order by id`),
    registrations: await one(sql`select * from event_registrations where user_id in ${users} order by event_id, user_id`),
    courses: await one(sql`select * from course_progress where user_id in ${users} order by course_id, user_id`),
    cart: await one(sql`select * from reward_cart_lines where user_id in ${users} order by reward_id, user_id`),
  };
}

describe.each(STORES)('dealerships as tenants on %s', (kind) => {
  let server: TestApp;
  let dealerB: Browser;
  let advisorB: Browser;
  let admin: Browser;
  /** The first dealership's ids that any answer to the second's people could carry. */
  let markers: string[];
  let ids: { review: string; claim: string; notification: string; file: string; claimB: string };

  beforeAll(async () => {
    server = await startOn(kind, { demo: false });
    const db = server.app.sql.db;
    await server.app.seed.reseed();
    // The second dealership, its dealer and its advisor, as the program enrols them.
    await db
      .insertInto('dealerships')
      .values({
        id: B,
        business_name: 'Lakeside Heating & Air',
        dealer_number: 'D-300100',
        business_type: null,
        street_address: '12 Shore Drive',
        city: 'Madison',
        state: 'WI',
        zip_code: '53703',
        business_phone: '(608) 555-0190',
        website: 'https://lakeside.example',
        year_established: '2004',
      })
      .execute();
    const participant = (id: string, role: string, name: string) => ({
      id,
      dealer_id: B,
      role,
      name,
      email: `${id.toLowerCase()}@lakeside.example`,
      phone: '(608) 555-0191',
      location: 'Madison, WI',
      enrollment_date: '2024-03-01',
      last_activity: '2026-11-01',
      status: 'ACTIVE',
    });
    await db.insertInto('participants').values([participant('PART-B1', 'DEALER', 'Robin Lake'), participant('PART-B2', 'COMFORT_ADVISOR', 'Casey Shore')]).execute();
    const users = new SqlUsers(db);
    const [dealerFixture, advisorFixture] = USER_FIXTURES;
    await users.add({ ...dealerFixture!, id: 'USR-B1', email: 'robin@lakeside.example', firstName: 'Robin', lastName: 'Lake', dealershipId: B, participantId: 'PART-B1' });
    await users.add({ ...advisorFixture!, id: 'USR-B2', email: 'casey@lakeside.example', firstName: 'Casey', lastName: 'Shore', dealershipId: B, participantId: 'PART-B2' });
    const accounts: [string, 'DEALER' | 'COMFORT_ADVISOR' | 'CLIENT_ADMIN', string][] = [
      ['jordan@summit.example', 'DEALER', DEALER_USER_ID],
      ['alex@summit.example', 'COMFORT_ADVISOR', ADVISOR_USER_ID],
      ['robin@lakeside.example', 'DEALER', 'USR-B1'],
      ['casey@lakeside.example', 'COMFORT_ADVISOR', 'USR-B2'],
      ['admin@program.example', 'CLIENT_ADMIN', ADMIN_USER_ID],
    ];
    for (const [email, role, userId] of accounts) await server.app.accounts.create(db, { email, password: PASSWORD, role, userId });

    // The first dealership's rows the probes aim at: an unanswered review, a claim waiting for
    // information, a notification and an evidence file.
    const review = await db.selectFrom('reviews').select('id').where('dealership_id', '=', A).where('response_text', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const claim = await db.selectFrom('claims').selectAll().where('dealer_id', '=', A).where('status', '=', 'NEEDS_INFO').orderBy('id').executeTakeFirstOrThrow();
    const notification = await db.selectFrom('notifications').select('id').where('user_id', '=', DEALER_USER_ID).orderBy('id').executeTakeFirstOrThrow();
    const files = new SqlClaimFiles(db);
    const file = await files.store(ADVISOR_USER_ID, { name: 'plate.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) }, new Date());
    await files.attach(file!.id, claim.id);
    // The second dealership's own rows: a review, a claim of its advisor waiting for information, funds and a notification.
    await db
      .insertInto('reviews')
      .values({ id: 'REVB-0001', dealership_id: B, customer: 'Lee P.', rating: 4, day: '2026-11-02', verified: true, comment: 'Quick install', product: 'Heat Pump', helpful_count: 0, source: 'GOOGLE', response_text: null, responded_at: null, response_author: null })
      .execute();
    const { last } = await db.selectFrom('claims').select(sql<number>`max(number)::int`.as('last')).executeTakeFirstOrThrow();
    await db
      .insertInto('claims')
      .values({ ...claim, id: 'CLMB-0001', number: last + 1, dealer_id: B, participant_id: 'PART-B2', attachment: null, version: 1, flags: JSON.stringify(claim.flags) })
      .execute();
    // Written past the repository: the claims the portal numbers come after it.
    await sql`select setval('claim_numbers', ${last + 1})`.execute(db);
    await db
      .insertInto('fund_transactions')
      .values({ id: 'TXNB-2026-001', number: 1, dealership_id: B, fund: 'COOP', day: '2026-10-01', description: 'Accrual', amount_cents: 100_000, status: 'APPROVED', category: 'ACCRUAL', campaign_date: null, pre_approval_reference: null, submitted_by: null })
      .execute();
    await db
      .insertInto('notifications')
      .values({ id: 'NTFB-1', user_id: 'USR-B1', title: 'Welcome', message: 'Welcome to the program', created_at: new Date().toISOString(), read: false, type: 'REWARD', link: '/' })
      .execute();
    ids = { review: review.id, claim: claim.id, notification: notification.id, file: file!.id, claimB: 'CLMB-0001' };

    const a = await rowsOfA(db);
    markers = [
      ...a.reviews.map((row) => (row as { id: string }).id),
      ...a.claims.map((row) => (row as { id: string }).id),
      ...a.funds.map((row) => (row as { id: string }).id),
      ...a.notifications.map((row) => (row as { id: string }).id),
      ...a.files.map((row) => (row as { id: string }).id),
      ...a.meetings.map((row) => (row as { id: string }).id),
    ];
    expect(markers.length).toBeGreaterThan(100);

    dealerB = server.browser();
    advisorB = server.browser();
    admin = server.browser();
    await dealerB.signIn('robin@lakeside.example', PASSWORD);
    await advisorB.signIn('casey@lakeside.example', PASSWORD);
    await admin.signIn('admin@program.example', PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await server.close();
  });

  it('classifies every query, mutation and subscription of the schema', () => {
    const queries = memberFields(schema.getQueryType()).map((field) => field.name);
    const mutations = memberFields(schema.getMutationType()).map((field) => field.name);
    expect(queries.filter((name) => !(name in QUERIES)), 'queries to classify in tests/server/tenancy.test.ts').toEqual([]);
    expect(mutations.filter((name) => !(name in MUTATIONS)), 'mutations to classify in tests/server/tenancy.test.ts').toEqual([]);
    const subscriptions = memberFields(schema.getSubscriptionType()).map((field) => field.name);
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(subscriptions.filter((name) => !(name in SUBSCRIPTIONS)), 'subscriptions to classify in tests/server/tenancy.test.ts').toEqual([]);
  });

  it('shows no list, figure or record of the other dealership to its dealer or advisor, in any query', async () => {
    for (const field of memberFields(schema.getQueryType())) {
      const variables: Record<string, unknown> = {};
      const declarations: string[] = [];
      const args: string[] = [];
      for (const arg of field.args) {
        if (!isNonNullType(arg.type)) continue;
        const type = getNamedType(arg.type);
        variables[arg.name] = arg.name === 'id' ? ids.claim : isEnumType(type) ? type.getValues()[0]?.value : 'PROBE-1';
        declarations.push(`$${arg.name}: ${String(arg.type)}`);
        args.push(`${arg.name}: $${arg.name}`);
      }
      for (const browser of [dealerB, advisorB]) {
        let body: Awaited<ReturnType<Browser['gql']>> | undefined;
        // As deep as the server's limits allow.
        for (let depth = 5; depth >= 1; depth -= 1) {
          const text = `query Probe${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selectionOf(field, depth)} }`;
          body = await browser.gql(text, variables);
          if (!body.errors?.some((error) => /LIMIT_EXCEEDED/.test(String(error.extensions?.code)))) break;
        }
        const text = JSON.stringify(body);
        const seen = markers.filter((id) => text.includes(`"${id}"`));
        expect(seen, `${field.name} shows the other dealership's rows`).toEqual([]);
      }
    }
    // The second dealership's own rows do show: the probes above could fail.
    const own = await dealerB.ok(`{ reviews(first: 100) { edges { node { id } } } reviewStats { totalReviews } }`);
    expect(own.reviews.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(['REVB-0001']);
    expect(own.reviewStats.totalReviews).toBe(1);
    const advisorClaims = await advisorB.ok(`{ myClaims(first: 100) { edges { node { id } } } }`);
    expect(advisorClaims.myClaims.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(['CLMB-0001']);
    const adminReviews = await admin.ok(`{ claim(id: "${ids.claim}") { id } }`);
    expect(adminReviews.claim.id).toBe(ids.claim);
  });

  it('answers the other dealership ids with NOT_FOUND, FORBIDDEN or nothing, and changes none of its rows', async () => {
    const db = server.app.sql.db;
    // An advisor the first dealership has invited, whose invitation the second's people try to resend.
    const invited = await admin.ok(
      `mutation($input: InviteAccountInput!) { inviteAccount(input: $input) { account { id } errors { code } } }`,
      { input: { email: 'new.advisor@first.example', firstName: 'New', lastName: 'Advisor', role: 'COMFORT_ADVISOR', dealerId: A } },
    );
    expect(invited.inviteAccount.errors).toEqual([]);
    const before = JSON.stringify(await rowsOfA(db));
    for (const browser of [dealerB, advisorB]) {
      const claim = await browser.gql(`query($id: ID!) { claim(id: $id) { id } }`, { id: ids.claim });
      expect(claim.data?.claim ?? null).toBeNull();

      for (const name of ['markNotificationRead', 'deleteNotification']) {
        const body = await browser.gql(`mutation($id: ID!) { ${name}(input: { id: $id }) { errors { code } } }`, { id: ids.notification });
        expect(body.data?.[name].errors, name).toEqual([{ code: 'NOT_FOUND' }]);
      }

      const respond = await browser.gql(`mutation($id: ID!) { respondToReview(input: { reviewId: $id, text: "Thank you" }) { review { id } errors { code } } }`, { id: ids.review });
      expect(respond.errors?.[0]?.extensions?.code ?? respond.data?.respondToReview.errors[0]?.code, 'respondToReview').toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
      expect(respond.data?.respondToReview?.review ?? null).toBeNull();

      const resubmit = await browser.gql(`mutation($id: ID!) { resubmitClaim(input: { claimId: $id, answer: "Serial attached" }) { claim { id } errors { code } } }`, { id: ids.claim });
      expect(resubmit.errors?.[0]?.extensions?.code ?? resubmit.data?.resubmitClaim.errors[0]?.code, 'resubmitClaim').toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
      expect(resubmit.data?.resubmitClaim?.claim ?? null).toBeNull();

      const resend = await browser.gql(`mutation($id: ID!) { resendInvitation(input: { accountId: $id }) { account { id } errors { code } } }`, { id: invited.inviteAccount.account.id });
      expect(resend.errors?.[0]?.extensions?.code ?? resend.data?.resendInvitation.errors[0]?.code, 'resendInvitation').toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
      expect(resend.data?.resendInvitation?.account ?? null).toBeNull();
    }
    // The advisor's own claim with the other dealership's file: the file is not found.
    const withFile = await advisorB.gql(
      `mutation($id: ID!, $file: ID!) { resubmitClaim(input: { claimId: $id, answer: "Photo", attachment: { name: "plate.png", type: "image/png", size: 4, fileId: $file } }) { errors { field code } } }`,
      { id: ids.claimB, file: ids.file },
    );
    expect(withFile.data?.resubmitClaim.errors).toContainEqual({ field: ['attachment'], code: 'NOT_FOUND' });

    // The mutations that name no row of a dealership, run by the second dealership's people.
    for (const field of memberFields(schema.getMutationType()).filter((candidate) => MUTATIONS[candidate.name] === 'own')) {
      for (const browser of [dealerB, advisorB]) {
        const input = field.args.find((arg) => arg.name === 'input');
        const text = input
          ? `mutation($input: ${String(input.type)}) { ${field.name}(input: $input) { __typename } }`
          : `mutation { ${field.name} { __typename } }`;
        const body = await browser.gql(text, input ? { input: sampleInput(input.type) } : undefined);
        expect(body.errors?.filter((error) => !['FORBIDDEN', 'BAD_USER_INPUT'].includes(String(error.extensions?.code))) ?? [], field.name).toEqual([]);
      }
    }
    expect(JSON.stringify(await rowsOfA(db))).toBe(before);
  });

  it('gives FORBIDDEN to every admin operation of the second dealership, changing nothing of the first', async () => {
    const before = JSON.stringify(await rowsOfA(server.app.sql.db));
    for (const operation of ADMIN_OPERATIONS) {
      const body = await dealerB.gql(operation.text, { ...operation.variables });
      expect(body.errors?.[0]?.extensions?.code, operation.name).toBe('FORBIDDEN');
    }
    expect(JSON.stringify(await rowsOfA(server.app.sql.db))).toBe(before);
  });

  it('holds a statement that forgets its scope to the scope by row-level security alone', async () => {
    const db = server.app.sql.db;
    const tables = ['reviews', 'claims', 'claim_history', 'fund_transactions', 'notifications', 'claim_files'] as const;
    const count = async (executor: typeof db, table: string) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(executor)).rows[0]!.n;
    // As the server itself (the tables' owner: seeding, mail, migrations) every row is there (the
    // sample claims keep no history yet: it is told by their rows).
    for (const table of tables.filter((name) => name !== 'claim_history')) expect(await count(db, table), table).toBeGreaterThan(0);
    await db.transaction().execute(async (trx) => {
      await enterScope(trx, { kind: 'dealership', id: B, userId: 'USR-B1' });
      // No condition of the scope in these statements, nor in a repository built for the network.
      const dealerships = await sql<{ d: string }>`
        select dealership_id as d from reviews union select dealer_id from claims union select dealership_id from fund_transactions`.execute(trx);
      expect(dealerships.rows.map((row) => row.d)).toEqual([B]);
      expect(await count(trx, 'claim_history')).toBe(0);
      expect(await count(trx, 'claim_files')).toBe(0);
      expect((await sql<{ user_id: string }>`select distinct user_id from notifications`.execute(trx)).rows).toEqual([{ user_id: 'USR-B1' }]);
      expect((await new SqlReviews(trx).list(null, { first: 100 })).rows.map((row) => row.id)).toEqual(['REVB-0001']);
      const changed = await sql`update reviews set helpful_count = helpful_count + 1 where id = ${ids.review}`.execute(trx);
      expect(changed.numAffectedRows).toBe(0n);
      const removed = await sql`delete from notifications where id = ${ids.notification}`.execute(trx);
      expect(removed.numAffectedRows).toBe(0n);
    });
    // Nobody's scope (a viewer of no dealership) sees nothing at all.
    await db.transaction().execute(async (trx) => {
      await enterScope(trx, { kind: 'nobody' });
      for (const table of tables) expect(await count(trx, table), table).toBe(0);
    });
  });

  it('sends an evidence file to its own dealership only', async () => {
    const download = (browser: Browser) => fetch(`${server.url}/files/claim-evidence/${ids.file}`, { headers: { cookie: browser.cookie ?? '' } });
    for (const browser of [dealerB, advisorB]) expect((await download(browser)).status).toBe(404);
    expect((await download(admin)).status).toBe(200);
    const owner = server.browser();
    await owner.signIn('alex@summit.example', PASSWORD);
    expect((await download(owner)).status).toBe(200);
  });

  it("checks a claim against the other dealership's serial numbers, and shows what it found to administrators only", async () => {
    const db = server.app.sql.db;
    const theirs = await db.selectFrom('claims').select(['serial_number', 'product_id']).where('id', '=', ids.claim).executeTakeFirstOrThrow();
    const line = EQUIPMENT_LINE_BY_ID.get(theirs.product_id)!;
    const installedOn = new Date(TEST_NOW.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    const input = {
      productId: theirs.product_id,
      model: line.models[0],
      serialNumber: theirs.serial_number,
      quantity: 1,
      installedOn,
      customerZip: '53703',
      invoiceNumber: 'LK-1001',
      amount: '500.00',
      attachment: { name: 'plate.jpg', type: 'image/jpeg', size: 2048 },
    };
    const body = await advisorB.gql(`mutation($input: SubmitClaimInput!) { submitClaim(input: $input) { claim { id flags { code message relatedClaimId } } errors { code } } }`, { input });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data?.submitClaim.errors).toEqual([]);
    expect(body.data?.submitClaim.claim.flags).toEqual([]);
    expect(markers.filter((id) => JSON.stringify(body).includes(`"${id}"`))).toEqual([]);
    const seen = await admin.ok(`query($id: ID!) { claim(id: $id) { flags { code relatedClaimId } } }`, { id: body.data!.submitClaim.claim.id });
    expect(seen.claim.flags, JSON.stringify(seen.claim.flags)).toContainEqual({ code: 'DUPLICATE_SERIAL', relatedClaimId: ids.claim });
  });

  it('sends nothing of the other dealership to its dealer or advisor, in any subscription', async () => {
    const fields = memberFields(schema.getSubscriptionType());
    const streams = fields.flatMap((field) =>
      [dealerB, advisorB].map((browser) => ({ field: field.name, browser, stream: subscribe(server.url, browser.cookie, `subscription { ${field.name}${selectionOf(field, 3)} }`) })),
    );
    await listening(server, streams.length);
    const hub = server.app.live.hub;
    // Events about the first dealership's rows, as its changes announce them, and forged to name the
    // second dealership's people as their owners: each is read again in the subscriber's scope.
    for (const owner of [{ dealershipId: A, participantId: null }, { dealershipId: B, participantId: 'PART-B2' }]) {
      hub.publish({ topic: 'claim', claimId: ids.claim, ...owner });
    }
    for (const userId of [DEALER_USER_ID, 'USR-B1', 'USR-B2']) {
      for (const kind of ['CREATED', 'READ'] as const) hub.publish({ topic: 'notification', notificationId: ids.notification, userId, kind });
    }
    hub.publish({ topic: 'balance', userId: ADVISOR_USER_ID });
    // Then the second dealership's own, which its people do get: their streams were open. (Its claim gets
    // its first history entry here, so this runs after the suites that count the history it lacked.)
    await server.app.sql.db
      .insertInto('claim_history')
      .values({ claim_id: ids.claimB, seq: 1, at: new Date().toISOString(), action: 'SUBMITTED', actor_id: 'USR-B2', actor_name: 'Casey Shore', actor_role: 'COMFORT_ADVISOR', note: null, from_status: null, to_status: 'NEEDS_INFO', attachment: null })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    hub.publish({ topic: 'claim', claimId: ids.claimB, dealershipId: B, participantId: 'PART-B2' });
    hub.publish({ topic: 'notification', notificationId: 'NTFB-1', userId: 'USR-B1', kind: 'CREATED' });
    const expected = (field: string, browser: Browser) => (field === 'claimChanged' || (field === 'notificationChanged' && browser === dealerB) ? 1 : 0);
    for (const { field, browser, stream } of streams) if (expected(field, browser)) await stream.next(() => true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { field, browser, stream } of streams) {
      const text = JSON.stringify(stream.results);
      expect(markers.filter((id) => text.includes(`"${id}"`)), `${field} sends the other dealership's rows`).toEqual([]);
      // Nothing but the second dealership's own rows arrived.
      expect(stream.results.length, `${field}: ${text}`).toBe(expected(field, browser));
      expect(text).toMatch(expected(field, browser) ? (field === 'claimChanged' ? /CLMB-0001/ : /NTFB-1/) : /^\[\]$/);
    }
    disposeSubscriptions();
  });
});

/** A sample of an input type: its required fields, with plain values. */
function sampleInput(type: Parameters<typeof getNamedType>[0]): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType);
  if (isListType(type)) return [sampleInput(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isScalarType(named)) {
    if (named.name === 'Int') return 1;
    if (named.name === 'Float') return 1.5;
    if (named.name === 'Boolean') return true;
    if (named.name === 'Date') return '2026-12-15';
    if (named.name === 'DateTime') return '2026-12-15T15:00:00.000Z';
    if (named.name === 'Decimal') return '10.00';
    return 'PROBE-1';
  }
  if (named && 'getFields' in named) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleInput(field.type)]),
    );
  }
  throw new Error(`No sample for ${String(type)}`);
}
