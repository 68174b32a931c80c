import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { freshPostgresSchema, POSTGRES_URL, signedIn, startApp, startOn, STORES, type Browser, type TestApp } from './harness';

/**
 * The claim lifecycle over HTTP on each SQL store (docs/server.md, "Claims and their history"): the
 * loop of a request for information, an answer and a bulk approval, with the ledger and the dashboard
 * moving; the history kept in its append-only table; and two server processes on one database agreeing
 * on who decided a claim first.
 */

const CLAIM = 'id status version issue amount { amount } history { action actor { name role } note toStatus }';
const ONE = `query($id: ID!) { claim(id: $id) { ${CLAIM} } }`;
const MINE = `{ myClaims(filter: { statuses: [PENDING] }, first: 100) { edges { node { id version } } } }`;
const ASK = `mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { claim { ${CLAIM} } errors { message code } } }`;
const RESUBMIT = `mutation($input: ResubmitClaimInput!) { resubmitClaim(input: $input) { claim { ${CLAIM} } errors { message code } } }`;
const APPROVE = `mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status } errors { message code } } }`;
const BULK = `mutation($input: DecideClaimsInput!) {
  decideClaims(input: $input) { results { claimId claim { status } error { message code } } decided failed errors { message } }
}`;
const POINTS = '{ rewardsOverview { points { balance } } }';
const ADVISOR_CARDS = '{ advisorDashboard { pendingClaims { count } } }';
const BELL = '{ notifications { nodes { title link } unreadCount } }';

describe.each(STORES)('the claim lifecycle over HTTP on %s', (kind) => {
  let app: TestApp & { databaseUrl: string | null };
  let admin: Browser;
  let advisor: Browser;
  beforeAll(async () => {
    app = await startOn(kind, { demo: true });
    admin = await signedIn(app, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    advisor = await signedIn(app, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('asks for information, takes the answer, approves in bulk with two other claims, and moves the ledger and dashboard', async () => {
    const pending = (await advisor.ok(MINE)).myClaims.edges.map((edge: any) => edge.node) as { id: string; version: number }[];
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const [asked, ...others] = pending as [{ id: string; version: number }, ...{ id: string; version: number }[]];
    const pointsBefore = (await advisor.ok(POINTS)).rewardsOverview.points.balance;
    const cardBefore = (await advisor.ok(ADVISOR_CARDS)).advisorDashboard.pendingClaims.count;

    const request = (await admin.ok(ASK, { input: { claimId: asked.id, version: asked.version, message: 'Send the start-up report' } })).requestClaimInfo;
    expect(request.errors).toEqual([]);
    expect(request.claim.status).toBe('NEEDS_INFO');
    expect((await advisor.ok(BELL)).notifications.nodes[0]).toEqual({ title: `Claim ${asked.id} needs information`, link: `/my-claims?claim=${asked.id}` });

    const answer = (await advisor.ok(RESUBMIT, { input: { claimId: asked.id, version: asked.version + 1, answer: 'Report attached' } })).resubmitClaim;
    expect(answer.errors).toEqual([]);
    expect(answer.claim.history.map((entry: any) => entry.action)).toEqual(['RESUBMITTED', 'INFO_REQUESTED', 'SUBMITTED']);

    const claims = [{ id: asked.id, version: answer.claim.version }, ...others.slice(0, 2)];
    const points = await Promise.all(claims.map(async ({ id }) => Math.floor(Number((await admin.ok(ONE, { id })).claim.amount.amount))));
    const bulk = (await admin.ok(BULK, { input: { decision: 'APPROVE', claims: claims.map(({ id, version }) => ({ claimId: id, version })) } })).decideClaims;
    expect(bulk).toMatchObject({ decided: 3, failed: 0, errors: [] });

    expect((await advisor.ok(POINTS)).rewardsOverview.points.balance).toBe(pointsBefore + points.reduce((sum, value) => sum + value, 0));
    expect((await advisor.ok(ADVISOR_CARDS)).advisorDashboard.pendingClaims.count).toBe(cardBefore - 3);
    const history = (await advisor.ok(ONE, { id: asked.id })).claim.history;
    expect(history.map((entry: any) => [entry.action, entry.actor.role])).toEqual([
      ['APPROVED', 'CLIENT_ADMIN'],
      ['RESUBMITTED', 'COMFORT_ADVISOR'],
      ['INFO_REQUESTED', 'CLIENT_ADMIN'],
      ['SUBMITTED', 'COMFORT_ADVISOR'],
    ]);
  });

  it('credits a claim approved twice at once one time: one ledger row, naming the claim, the administrator and when', async () => {
    // One of the dealer's pending claims (the advisor's were decided above).
    const dealer = await signedIn(app, DEMO_ACCOUNT_EMAILS.DEALER);
    const claim = (await dealer.ok(MINE)).myClaims.edges[0].node as { id: string; version: number };
    const points = Math.floor(Number((await admin.ok(ONE, { id: claim.id })).claim.amount.amount));
    const before = (await dealer.ok(POINTS)).rewardsOverview.points.balance;
    const answers = await Promise.all([admin, admin].map((browser) => browser.ok(APPROVE, { input: { claimId: claim.id, version: claim.version } }).then((data) => data.approveClaim)));
    expect(answers.filter((answer) => answer.errors.length === 0)).toHaveLength(1);
    expect((await dealer.ok(POINTS)).rewardsOverview.points.balance).toBe(before + points);
    const db = app.app.sql.db;
    const { user_id: adminId } = await db.selectFrom('accounts').select('user_id').where('email', '=', DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('points_ledger').select(['points', 'actor_id', 'at']).where('source_kind', '=', 'CLAIM_APPROVAL').where('source_id', '=', claim.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ points, actor_id: adminId });
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('keeps the history append-only in its table', async () => {
    const db = app.app.sql.db;
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from claim_history`.execute(db);
    expect(rows[0]!.count).toBeGreaterThanOrEqual(4);
    await expect(sql`update claim_history set note = 'rewritten'`.execute(db)).rejects.toThrow(/never changed or deleted/);
    await expect(sql`delete from claim_history`.execute(db)).rejects.toThrow(/never changed or deleted/);
  });
});

describe.skipIf(!POSTGRES_URL)('two server processes on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    schema = await freshPostgresSchema();
    first = await startApp({ demo: true, databaseUrl: schema.url });
    second = await startApp({ demo: true, databaseUrl: schema.url });
  }, 60_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await schema?.drop();
  });

  it('decide a claim once; the other is told who decided it', async () => {
    const [one, two] = await Promise.all([signedIn(first, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN), signedIn(second, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN)]);
    const pending = (await one.ok(`{ claims(filter: { statuses: [PENDING] }, first: 1) { edges { node { id version } } } }`)).claims.edges[0].node;
    const answers = await Promise.all(
      [one, two].map((browser) => browser.ok(APPROVE, { input: { claimId: pending.id, version: pending.version } }).then((data) => data.approveClaim)),
    );
    const won = answers.filter((answer) => answer.errors.length === 0);
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => answer.errors.length > 0);
    expect(lost.errors[0].code).toBe('CONFLICT');
    expect(lost.errors[0].message).toMatch(new RegExp(`^Claim ${pending.id} (was changed by .+ since you opened it|is approved)`));
    const read = await two.ok(ONE, { id: pending.id });
    expect(read.claim.history.filter((entry: any) => entry.action === 'APPROVED')).toHaveLength(1);
  });
});
