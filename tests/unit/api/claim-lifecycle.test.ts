import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID } from '../../../domain/fixtures/constants';
import { actAs, createTestServer, TEST_NOW, type TestServer } from '../../api';

/**
 * The claim lifecycle through the in-browser server (docs/server.md, "Claims and their history"): an
 * administrator asks for information, the participant answers and resubmits, decisions one by one and
 * in bulk, each change in the claim's history, and a CONFLICT for a claim that moved on. The HTTP
 * server runs the same operations in tests/server/claim-lifecycle.test.ts.
 */

const HISTORY = 'history { id at actor { id name role } action fromStatus toStatus fromAmount { amount } toAmount { amount } note attachment { name type size } }';
const CLAIM = `id status version issue amount { amount } points serialNumber quantity installedOn infoRequestedAt waitingTooLong
  evidence { invoiceNumber attachment { name type size url } } participant { id name } ${HISTORY}`;
const PAYLOAD = `claim { ${CLAIM} } errors { field message code }`;
const ONE = `query($id: ID!) { claim(id: $id) { ${CLAIM} } }`;
const LIST = `query($filter: ClaimFilter, $first: Int) { claims(filter: $filter, first: $first) { edges { node { id version participant { id } } } totalCount } }`;
const MINE = `query($filter: MyClaimFilter) { myClaims(filter: $filter, first: 100) { edges { node { id status participant { id } } } totalCount } }`;
const ASK = `mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { ${PAYLOAD} } }`;
const RESUBMIT = `mutation($input: ResubmitClaimInput!) { resubmitClaim(input: $input) { ${PAYLOAD} } }`;
const APPROVE = `mutation($input: ClaimIdInput!) { approveClaim(input: $input) { ${PAYLOAD} } }`;
const BULK = `mutation($input: DecideClaimsInput!) {
  decideClaims(input: $input) { results { claimId claim { id status version } error { field message code } } decided failed errors { field message code } }
}`;
const NOTIFICATIONS = '{ notifications { nodes { id title message type link read } unreadCount } }';
const POINTS = '{ rewardsOverview { points { balance activity(first: 5) { edges { node { action item points } } } } } }';

/** A pending claim of a participant, as the admin reads it. */
async function pendingOf(server: TestServer, participantId: string, skip = 0): Promise<{ id: string; version: number }> {
  const row = server.db.data.claims.filter((claim) => claim.participantId === participantId && claim.status === 'PENDING')[skip];
  if (!row) throw new Error(`No pending claim of ${participantId}`);
  const { claim } = await server.ok(ONE, { id: row.id });
  return { id: claim.id, version: claim.version };
}

/** Runs a mutation that must be refused with errors, and checks nothing was changed or saved. */
async function expectRefused(server: TestServer, query: string, variables: Record<string, unknown>) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const payload = Object.values(await server.ok(query, variables))[0] as any;
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  return payload;
}

describe('the claim lifecycle', () => {
  it("tells a sample claim's history from its row, newest first, with its evidence", async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(LIST, { filter: { statuses: ['REJECTED'] }, first: 1 });
    const { claim } = await server.ok(ONE, { id: data.claims.edges[0].node.id });
    expect(claim.version).toBe(1);
    expect(claim.history.map((entry: any) => entry.action)).toEqual(['REJECTED', 'SUBMITTED']);
    expect(claim.history[0]).toMatchObject({ actor: { id: null, name: 'Program administrator', role: 'CLIENT_ADMIN' }, fromStatus: 'PENDING', toStatus: 'REJECTED' });
    expect(claim.history[0].note).toBeTruthy();
    expect(claim.history[1]).toMatchObject({ actor: { name: claim.participant.name }, fromStatus: null, toStatus: 'PENDING' });
    expect(claim.serialNumber).toMatch(/^\d{4}[A-Z]\d{5}$/);
    expect(claim.evidence.invoiceNumber).toMatch(/^INV-\d{5}$/);
    expect(claim.points).toBe(Math.floor(Number(claim.amount.amount)));
  });

  it('runs the loop: ask for info, the participant is told, answers and resubmits, and the approval pays points', async () => {
    let server = createTestServer('client-admin');
    const { id, version } = await pendingOf(server, DEALER_PARTICIPANT_ID);

    // A message is required; nothing changes without one.
    const blank = await expectRefused(server, ASK, { input: { claimId: id, message: '  ', version } });
    expect(blank.errors).toEqual([{ field: ['message'], message: 'Enter what the participant should send', code: 'REQUIRED' }]);

    const asked = (await server.ok(ASK, { input: { claimId: id, message: 'Please attach the signed invoice', version } })).requestClaimInfo;
    expect(asked.errors).toEqual([]);
    expect(asked.claim).toMatchObject({ status: 'NEEDS_INFO', version: version + 1, issue: 'Please attach the signed invoice', infoRequestedAt: TEST_NOW.toISOString() });
    expect(asked.claim.history[0]).toMatchObject({ action: 'INFO_REQUESTED', actor: { role: 'CLIENT_ADMIN' }, fromStatus: 'PENDING', toStatus: 'NEEDS_INFO', note: 'Please attach the signed invoice' });
    expect(asked.claim.history[0].actor.id).toBeTruthy();

    // The dealer sees the request in the bell, and the claim among their own.
    actAs(server, 'dealer');
    server = server.reload();
    const { notifications } = await server.ok(NOTIFICATIONS);
    expect(notifications.nodes[0]).toMatchObject({ title: `Claim ${id} needs information`, message: 'Please attach the signed invoice', type: 'CLAIM', link: `/my-claims?claim=${id}`, read: false });
    const mine = await server.ok(MINE, { filter: { statuses: ['NEEDS_INFO'] } });
    expect(mine.myClaims.edges.map((edge: any) => edge.node.id)).toContain(id);
    expect(mine.myClaims.edges.every((edge: any) => edge.node.participant.id === DEALER_PARTICIPANT_ID)).toBe(true);

    // A bad file is refused at its field.
    const badFile = await expectRefused(server, RESUBMIT, {
      input: { claimId: id, answer: 'Attached', attachment: { name: 'setup.exe', type: 'application/x-msdownload', size: 100 } },
    });
    expect(badFile.errors).toEqual([{ field: ['attachment'], message: 'Attach a PDF or a photo (JPEG, PNG, HEIC or WebP)', code: 'INVALID' }]);
    // This server keeps no files (docs/server.md, "Evidence files"): a stored file's id is refused.
    const fileId = await expectRefused(server, RESUBMIT, {
      input: { claimId: id, answer: 'Attached', attachment: { name: 'plate.png', type: 'image/png', size: 100, fileId: 'a-file' } },
    });
    expect(fileId.errors).toEqual([
      { field: ['attachment'], message: 'This portal keeps only the name, type and size of a file: send the attachment without a file id', code: 'INVALID' },
    ]);

    const before = (await server.ok(ONE, { id })).claim;
    const answered = (
      await server.ok(RESUBMIT, {
        input: {
          claimId: id,
          version: before.version,
          answer: 'Signed invoice attached; the amount is corrected',
          amount: '845.00',
          attachment: { name: 'signed-invoice.pdf', type: 'application/pdf', size: 120_000 },
        },
      })
    ).resubmitClaim;
    expect(answered.errors).toEqual([]);
    expect(answered.claim).toMatchObject({ status: 'PENDING', issue: null, infoRequestedAt: null, amount: { amount: '845.00' }, points: 845 });
    // Kept as its name, type and size: there is no file to download here.
    expect(answered.claim.evidence.attachment).toEqual({ name: 'signed-invoice.pdf', type: 'application/pdf', size: 120_000, url: null });
    expect(answered.claim.history[0]).toMatchObject({
      action: 'RESUBMITTED',
      actor: { role: 'DEALER' },
      fromStatus: 'NEEDS_INFO',
      toStatus: 'PENDING',
      fromAmount: before.amount,
      toAmount: { amount: '845.00' },
      note: 'Signed invoice attached; the amount is corrected',
      attachment: { name: 'signed-invoice.pdf' },
    });
    // The earlier entries are still there, unchanged.
    expect(answered.claim.history.slice(1)).toEqual(before.history);

    const balanceBefore = (await server.ok(POINTS)).rewardsOverview.points.balance;
    actAs(server, 'client-admin');
    server = server.reload();
    const approved = (await server.ok(APPROVE, { input: { claimId: id, version: answered.claim.version } })).approveClaim;
    expect(approved.errors).toEqual([]);
    expect(approved.claim.history.map((entry: any) => entry.action)).toEqual(['APPROVED', 'RESUBMITTED', 'INFO_REQUESTED', 'SUBMITTED']);

    // The approval credited the dealer's ledger with the claim's points, and all of it survives a reload.
    actAs(server, 'dealer');
    server = server.reload();
    const points = (await server.ok(POINTS)).rewardsOverview.points;
    expect(points.balance).toBe(balanceBefore + 845);
    expect(points.activity.edges[0].node).toEqual({ action: 'EARNED', item: expect.stringContaining(`Claim ${id} approved`), points: 845 });
    expect((await server.ok(ONE, { id })).claim.history).toHaveLength(4);
    // And the dealer is told in the bell, with the points it added (the tests' clock stands still, so find it by title).
    const told = (await server.ok(NOTIFICATIONS)).notifications;
    expect(told.nodes.find((node: any) => node.title === `Claim ${id} approved`)).toMatchObject({
      title: `Claim ${id} approved`,
      message: expect.stringMatching(/was approved: 845 points were added to your balance\.$/),
      type: 'CLAIM',
      link: `/my-claims?claim=${id}`,
      read: false,
    });
  });

  it('refuses the forbidden transitions', async () => {
    const server = createTestServer('client-admin');
    const { id } = await pendingOf(server, DEALER_PARTICIPANT_ID);
    // A participant cannot decide or ask, even on their own claim.
    actAs(server, 'dealer');
    expect(await server.errorCode(APPROVE, { input: { claimId: id } })).toBe('FORBIDDEN');
    expect(await server.errorCode(BULK, { input: { decision: 'APPROVE', claims: [{ claimId: id }] } })).toBe('FORBIDDEN');
    expect(await server.errorCode(ASK, { input: { claimId: id, message: 'Why?' } })).toBe('FORBIDDEN');
    // A pending claim cannot be resubmitted.
    const pending = await expectRefused(server, RESUBMIT, { input: { claimId: id, answer: 'Here' } });
    expect(pending.errors[0]).toMatchObject({ code: 'CONFLICT', message: `Claim ${id} is pending; only claims waiting for information can be resubmitted` });
    // An administrator cannot resubmit.
    actAs(server, 'client-admin');
    expect(await server.errorCode(RESUBMIT, { input: { claimId: id, answer: 'Here' } })).toBe('FORBIDDEN');
    // Another participant's claim is as if there were none.
    await server.ok(ASK, { input: { claimId: id, message: 'Send the invoice' } });
    actAs(server, 'comfort-advisor');
    const other = await expectRefused(server, RESUBMIT, { input: { claimId: id, answer: 'Here' } });
    expect(other).toEqual({ claim: null, errors: [{ field: ['claimId'], message: `Claim ${id} was not found`, code: 'NOT_FOUND' }] });
    expect((await server.ok(ONE, { id })).claim).toBeNull();
    // A claim needing info cannot be asked again, nor approved without the override.
    actAs(server, 'client-admin');
    const again = await expectRefused(server, ASK, { input: { claimId: id, message: 'Again' } });
    expect(again.errors[0].code).toBe('CONFLICT');
    expect((await expectRefused(server, APPROVE, { input: { claimId: id } })).errors[0].code).toBe('CONFLICT');
  });

  it('refuses a decision on a claim that changed since it was read, naming who changed it', async () => {
    const server = createTestServer('client-admin');
    const { id, version } = await pendingOf(server, ADVISOR_PARTICIPANT_ID);
    await server.ok(ASK, { input: { claimId: id, message: 'Which unit?', version } });
    const stale = await expectRefused(server, APPROVE, { input: { claimId: id, version } });
    expect(stale.errors).toEqual([
      {
        field: ['claimId'],
        message: `Claim ${id} was changed by ${server.db.data.users.find((user) => user.role === 'CLIENT_ADMIN')!.firstName} ${server.db.data.users.find((user) => user.role === 'CLIENT_ADMIN')!.lastName} since you opened it; it is waiting for information now. Reload it to see what changed.`,
        code: 'CONFLICT',
      },
    ]);
    expect(stale.claim.status).toBe('NEEDS_INFO');
  });

  it('decides in bulk, claim by claim, and reports the ones it could not', async () => {
    let server = createTestServer('client-admin');
    const first = await pendingOf(server, ADVISOR_PARTICIPANT_ID, 0);
    const second = await pendingOf(server, ADVISOR_PARTICIPANT_ID, 1);
    const third = await pendingOf(server, ADVISOR_PARTICIPANT_ID, 2);
    // Someone decides the third one a moment before the bulk decision.
    await server.ok(APPROVE, { input: { claimId: third.id, version: third.version } });
    // A reason is required to reject; nothing changes without one.
    const noReason = await expectRefused(server, BULK, { input: { decision: 'REJECT', claims: [{ claimId: first.id }] } });
    expect(noReason.errors).toEqual([{ field: ['reason'], message: 'Enter a reason for rejecting this claim', code: 'REQUIRED' }]);
    expect((await expectRefused(server, BULK, { input: { decision: 'APPROVE' } })).errors[0].code).toBe('REQUIRED');

    actAs(server, 'comfort-advisor');
    server = server.reload();
    const balanceBefore = (await server.ok(POINTS)).rewardsOverview.points.balance;
    actAs(server, 'client-admin');
    server = server.reload();
    const amounts = await Promise.all([first, second].map(async ({ id }) => Number((await server.ok(ONE, { id })).claim.points)));
    const { decideClaims } = await server.ok(BULK, {
      input: { decision: 'APPROVE', reason: 'Batch of verified installs', claims: [first, second, third].map(({ id, version }) => ({ claimId: id, version })).concat([{ claimId: 'CLM-0000', version: 1 }]) },
    });
    expect(decideClaims.errors).toEqual([]);
    expect(decideClaims.decided).toBe(2);
    expect(decideClaims.failed).toBe(2);
    expect(decideClaims.results.map((result: any) => [result.claimId, result.claim?.status ?? null, result.error?.code ?? null])).toEqual([
      [first.id, 'APPROVED', null],
      [second.id, 'APPROVED', null],
      [third.id, 'APPROVED', 'CONFLICT'],
      ['CLM-0000', null, 'NOT_FOUND'],
    ]);
    const decided = (await server.ok(ONE, { id: first.id })).claim;
    expect(decided.history[0]).toMatchObject({ action: 'APPROVED', note: 'Batch of verified installs' });

    // Points move exactly as for single decisions, and survive a reload.
    actAs(server, 'comfort-advisor');
    server = server.reload();
    expect((await server.ok(POINTS)).rewardsOverview.points.balance).toBe(balanceBefore + amounts[0]! + amounts[1]!);
  });

  it('rejects every pending claim matching a filter, up to the limit', async () => {
    const server = createTestServer('client-admin');
    const filter = { search: 'CLM-30', statuses: ['PENDING'] };
    const matching = (await server.ok(LIST, { filter, first: 100 })).claims.totalCount;
    const { decideClaims } = await server.ok(BULK, { input: { decision: 'REJECT', reason: 'Outside the program window', filter } });
    expect(decideClaims.errors).toEqual([]);
    expect(decideClaims.decided).toBe(matching);
    expect((await server.ok(LIST, { filter, first: 0 })).claims.totalCount).toBe(0);
    // Nothing is left to match; and no more than 500 claims go at once.
    const none = await expectRefused(server, BULK, { input: { decision: 'APPROVE', filter } });
    expect(none.errors).toEqual([{ field: ['filter'], message: 'No pending claim matches the filter', code: 'NOT_FOUND' }]);
    const claims = Array.from({ length: 501 }, (_, index) => ({ claimId: `CLM-${10_000 + index}` }));
    const tooMany = await expectRefused(server, BULK, { input: { decision: 'APPROVE', claims } });
    expect(tooMany.errors).toEqual([{ field: ['claims'], message: 'Decide at most 500 claims at once; narrow the filter or pick fewer', code: 'LIMIT_EXCEEDED' }]);
  });

  it('flags a claim that has waited on its participant more than 14 days', async () => {
    const server = createTestServer('client-admin');
    const data = await server.ok(`{ claims(filter: { statuses: [NEEDS_INFO] }, first: 100) { edges { node { id infoRequestedAt waitingTooLong } } } }`);
    const nodes = data.claims.edges.map((edge: any) => edge.node);
    const long = nodes.filter((node: any) => TEST_NOW.getTime() - Date.parse(node.infoRequestedAt) > 14 * 86_400_000);
    expect(long.length).toBeGreaterThan(0);
    expect(long.length).toBeLessThan(nodes.length);
    for (const node of nodes) expect(node.waitingTooLong).toBe(long.includes(node));
  });
});

describe('who reads a claim', () => {
  it('gives members their own claims only, and administrators every claim', async () => {
    const server = createTestServer('dealer');
    const own = server.db.data.claims.find((claim) => claim.participantId === DEALER_PARTICIPANT_ID)!;
    const other = server.db.data.claims.find((claim) => claim.participantId !== DEALER_PARTICIPANT_ID)!;
    expect((await server.ok(ONE, { id: own.id })).claim.id).toBe(own.id);
    expect((await server.ok(ONE, { id: other.id })).claim).toBeNull();
    actAs(server, 'client-admin');
    expect((await server.ok(ONE, { id: other.id })).claim.id).toBe(other.id);
    expect(await server.errorCode(MINE)).toBe('FORBIDDEN');
    expect(await createTestServer(null).errorCode(ONE, { id: own.id })).toBe('UNAUTHENTICATED');
  });
});
