import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { ADVISOR_PARTICIPANT_ID, SAMPLE_DEALERSHIP_ID } from '../../../domain/fixtures/constants';
import { actAs, createTestServer, TEST_NOW, type TestServer } from '../../api';

/**
 * Claims submitted in the portal (docs/product.md, "Submitting a claim" and "Claim checks"), through
 * the in-browser server: the equipment the form offers, the shared rules, the claim in the
 * administrators' queue with its history's first entry, the checks' findings, and the override a paid
 * serial needs. The HTTP server runs the same operations in tests/server/claim-submission.test.ts.
 */

const SUBMIT = `mutation($input: SubmitClaimInput!) {
  submitClaim(input: $input) {
    claim { id status version serialNumber model customerZip quantity installedOn amount { amount } points date
      product { id name } evidence { invoiceNumber attachment { name type size } } participant { id }
      flags { code message relatedClaimId } history { action actor { name role } toStatus note } }
    errors { field message code }
  }
}`;
const EQUIPMENT = '{ claimEquipment { id name models serialFormat serialExample serialPattern listPrice { amount } } }';
const ONE = 'query($id: ID!) { claim(id: $id) { id status version flags { code message relatedClaimId } history { action note } } }';
const LIST = 'query($filter: ClaimFilter) { claims(filter: $filter, first: 100) { edges { node { id flags { code } } } totalCount } }';
const APPROVE = 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status history { action note } } errors { field message code } } }';
const BULK = 'mutation($input: DecideClaimsInput!) { decideClaims(input: $input) { decided failed results { claimId error { field code } } } }';
const ANALYTICS = 'query($filter: ClaimFilter) { claimsAnalytics(filter: $filter) { totalClaims flaggedClaims } }';

/** Today on the test server's calendar, less `days`. */
function daysAgo(days: number): string {
  return new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

function claimInput(overrides: Record<string, unknown> = {}) {
  return {
    productId: 'EQP-01',
    model: 'HP16-036',
    serialNumber: '2541e 00017',
    quantity: 1,
    installedOn: daysAgo(3),
    customerZip: '62704',
    invoiceNumber: 'INV-77001',
    amount: '845.00',
    attachment: { name: 'invoice-77001.jpg', type: 'image/jpeg', size: 120_000 },
    ...overrides,
  };
}

async function submit(server: TestServer, overrides: Record<string, unknown> = {}) {
  return (await server.ok(SUBMIT, { input: claimInput(overrides) })).submitClaim;
}

describe('submitting a claim', () => {
  it('offers every equipment line with its models, serial form and list price', async () => {
    const server = createTestServer('comfort-advisor');
    const { claimEquipment } = await server.ok(EQUIPMENT);
    expect(claimEquipment).toHaveLength(11);
    for (const line of claimEquipment) {
      expect(line.models.length).toBeGreaterThan(0);
      expect(new RegExp(line.serialPattern).test(line.serialExample)).toBe(true);
      expect(Number(line.listPrice.amount)).toBeGreaterThan(0);
    }
    expect(claimEquipment[0]).toMatchObject({ id: 'EQP-01', name: '16 SEER2 Heat Pump', serialExample: '2318E12345' });
    expect(claimEquipment.find((line: any) => line.id === 'EQP-10').serialExample).toBe('TS23181234');
    expect(await createTestServer(null).errorCode(EQUIPMENT)).toBe('UNAUTHENTICATED');
  });

  it("puts an advisor's claim in the administrators' queue, pending, with its history's first entry, after a reload too", async () => {
    const server = createTestServer('comfort-advisor');
    const before = server.db.data.claims.length;
    const payload = await submit(server);
    expect(payload.errors).toEqual([]);
    expect(payload.claim).toMatchObject({
      status: 'PENDING',
      version: 1,
      serialNumber: '2541E00017',
      model: 'HP16-036',
      customerZip: '62704',
      quantity: 1,
      amount: { amount: '845.00' },
      points: 845,
      date: TEST_NOW.toISOString().slice(0, 10),
      product: { id: 'EQP-01' },
      evidence: { invoiceNumber: 'INV-77001', attachment: { name: 'invoice-77001.jpg', type: 'image/jpeg', size: 120_000 } },
      participant: { id: ADVISOR_PARTICIPANT_ID },
      flags: [],
    });
    expect(payload.claim.id).toMatch(/^CLM-\d+$/);
    expect(payload.claim.history).toEqual([{ action: 'SUBMITTED', actor: { name: expect.any(String), role: 'COMFORT_ADVISOR' }, toStatus: 'PENDING', note: null }]);
    expect(server.db.data.claims).toHaveLength(before + 1);

    const reloaded = server.reload();
    actAs(reloaded, 'client-admin');
    const queue = await reloaded.ok(LIST, { filter: { statuses: ['PENDING'] } });
    expect(queue.claims.totalCount).toBeGreaterThan(0);
    const { claim } = await reloaded.ok(ONE, { id: payload.claim.id });
    expect(claim).toMatchObject({ status: 'PENDING', history: [{ action: 'SUBMITTED' }] });
  });

  it('numbers claims after every claim of the network', async () => {
    const server = createTestServer('dealer');
    const highest = Math.max(...server.db.data.claims.map((row) => Number(row.id.slice(4))));
    const first = await submit(server);
    const second = await submit(server, { serialNumber: '2541E00018', invoiceNumber: 'INV-77002' });
    expect(first.claim.id).toBe(`CLM-${highest + 1}`);
    expect(second.claim.id).toBe(`CLM-${highest + 2}`);
  });

  it('refuses bad values next to their fields and saves nothing', async () => {
    const server = createTestServer('comfort-advisor');
    const before = JSON.stringify(server.db.data);
    const stored = server.storage.getItem(DB_STORAGE_KEY);
    const { submitClaim } = await server.ok(SUBMIT, {
      input: claimInput({
        model: 'AC2S-024',
        serialNumber: 'ABC',
        quantity: 0,
        installedOn: daysAgo(-1),
        customerZip: '6270',
        invoiceNumber: ' ',
        amount: '0',
        attachment: null,
      }),
    });
    expect(submitClaim.claim).toBeNull();
    const byField = Object.fromEntries(submitClaim.errors.map((error: any) => [error.field[0], error.code]));
    expect(byField).toEqual({
      model: 'INVALID',
      serialNumber: 'INVALID',
      quantity: 'OUT_OF_RANGE',
      installedOn: 'OUT_OF_RANGE',
      customerZip: 'INVALID',
      invoiceNumber: 'REQUIRED',
      amount: 'OUT_OF_RANGE',
      attachment: 'REQUIRED',
    });
    expect(submitClaim.errors.find((error: any) => error.field[0] === 'serialNumber').message).toBe(
      'Enter the serial number as on the rating plate: 4 digits (year and week made), a plant letter and 5 digits',
    );
    const late = (await server.ok(SUBMIT, { input: claimInput({ installedOn: daysAgo(61) }) })).submitClaim;
    expect(late.errors).toEqual([{ field: ['installedOn'], message: 'Claims must be submitted within 60 days of the installation', code: 'CLOSED' }]);
    const unknown = (await server.ok(SUBMIT, { input: claimInput({ productId: 'EQP-99' }) })).submitClaim;
    expect(unknown.errors[0]).toMatchObject({ field: ['productId'], code: 'NOT_FOUND' });
    expect(JSON.stringify(server.db.data)).toBe(before);
    expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(stored);
  });

  it('is for dealers and comfort advisors only', async () => {
    expect(await createTestServer(null).errorCode(SUBMIT, { input: claimInput() })).toBe('UNAUTHENTICATED');
    expect(await createTestServer('client-admin').errorCode(SUBMIT, { input: claimInput() })).toBe('FORBIDDEN');
  });
});

describe('the checks', () => {
  it("flags a serial on another dealership's claim, naming it, its dealership and status, for administrators only", async () => {
    const server = createTestServer('comfort-advisor');
    const other = server.db.data.claims.find((row) => row.dealerId !== SAMPLE_DEALERSHIP_ID && row.status === 'PENDING')!;
    const line = (await server.ok(EQUIPMENT)).claimEquipment.find((item: any) => item.id === other.productId);
    const ok = await submit(server, { serialNumber: other.serialNumber, productId: other.productId, model: line.models[0] });
    expect(ok.errors).toEqual([]);
    // The advisor reads none of it: it names another dealership's claim.
    expect(ok.claim.flags).toEqual([]);
    actAs(server, 'client-admin');
    const { claim } = await server.ok(ONE, { id: ok.claim.id });
    const dealer = server.db.data.dealers.find((row) => row.id === other.dealerId)!;
    expect(claim.flags).toEqual([
      { code: 'DUPLICATE_SERIAL', message: `Serial ${other.serialNumber} is also on claim ${other.id} (${dealer.name}), pending`, relatedClaimId: other.id },
    ]);
  });

  it('flags a reused invoice, an amount far above the list price and a burst of claims', async () => {
    const server = createTestServer('dealer');
    await submit(server, { serialNumber: '2541E10000', invoiceNumber: 'INV-5000' });
    // $1,100.00 is the list price of one heat pump: 150% of it is $1,650.00.
    const high = await submit(server, { serialNumber: '2541E10001', invoiceNumber: 'inv 5000', amount: '1700.00' });
    actAs(server, 'client-admin');
    const { claim } = await server.ok(ONE, { id: high.claim.id });
    expect(claim.flags.map((flag: any) => flag.code)).toEqual(['INVOICE_REUSED', 'AMOUNT_ABOVE_LIST']);
    expect(claim.flags[1].message).toBe('Amount $1,700.00 is $600.00 (55%) above the list price of one unit, $1,100.00');
    actAs(server, 'dealer');
    let last: any = null;
    for (let index = 0; index < 10; index += 1) last = await submit(server, { serialNumber: `2541E2000${index}`, invoiceNumber: `INV-60${index}` });
    actAs(server, 'client-admin');
    expect((await server.ok(ONE, { id: last.claim.id })).claim.flags).toEqual([
      { code: 'VELOCITY', message: 'Its participant submitted 11 other claims in the 24 hours before it', relatedClaimId: null },
    ]);
    const flagged = await server.ok(LIST, { filter: { flagged: true, statuses: ['PENDING'] } });
    expect(flagged.claims.edges.map((edge: any) => edge.node.id).sort()).toEqual([high.claim.id, last.claim.id].sort());
    const analytics = await server.ok(ANALYTICS, { filter: { flagged: true } });
    expect(analytics.claimsAnalytics).toEqual({ totalClaims: 2, flaggedClaims: 2 });
    expect((await server.ok(ANALYTICS, {})).claimsAnalytics.flaggedClaims).toBe(2);
  });
});

describe('a serial that pays once', () => {
  it('refuses to approve a claim whose serial was paid without a written reason, and keeps the reason', async () => {
    const server = createTestServer('comfort-advisor');
    const first = await submit(server);
    const second = await submit(server, { invoiceNumber: 'INV-77002' });
    actAs(server, 'client-admin');
    expect((await server.ok(ONE, { id: second.claim.id })).claim.flags[0]).toMatchObject({ code: 'DUPLICATE_SERIAL', relatedClaimId: first.claim.id });
    // The first is approved: its serial is paid now.
    expect((await server.ok(APPROVE, { input: { claimId: first.claim.id } })).approveClaim.errors).toEqual([]);
    const before = JSON.stringify(server.db.data);
    const refused = (await server.ok(APPROVE, { input: { claimId: second.claim.id } })).approveClaim;
    expect(refused.errors).toEqual([
      {
        field: ['overrideReason'],
        message: `Serial 2541E00017 was already paid on claim ${first.claim.id} (${server.db.data.dealers.find((row) => row.id === SAMPLE_DEALERSHIP_ID)!.name}, approved). Give a reason to approve it anyway`,
        code: 'APPROVAL_REQUIRED',
      },
    ]);
    expect(refused.claim.status).toBe('PENDING');
    expect(JSON.stringify(server.db.data)).toBe(before);
    const bulk = (await server.ok(BULK, { input: { decision: 'APPROVE', claims: [{ claimId: second.claim.id }] } })).decideClaims;
    expect(bulk).toMatchObject({ decided: 0, failed: 1, results: [{ claimId: second.claim.id, error: { field: ['overrideReason'], code: 'APPROVAL_REQUIRED' } }] });
    const approved = (await server.ok(APPROVE, { input: { claimId: second.claim.id, overrideReason: 'Replacement unit under warranty' } })).approveClaim;
    expect(approved.errors).toEqual([]);
    expect(approved.claim.status).toBe('APPROVED');
    expect(approved.claim.history[0]).toEqual({
      action: 'APPROVED',
      note: `Approved although serial 2541E00017 was already paid on ${first.claim.id}. Reason: Replacement unit under warranty`,
    });
  });

  it('checks a resubmitted claim again', async () => {
    const server = createTestServer('comfort-advisor');
    const claim = (await submit(server)).claim;
    actAs(server, 'client-admin');
    await server.ok('mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { errors { code } } }', {
      input: { claimId: claim.id, message: 'Send the invoice total' },
    });
    actAs(server, 'comfort-advisor');
    const resubmitted = await server.ok('mutation($input: ResubmitClaimInput!) { resubmitClaim(input: $input) { errors { code } } }', {
      input: { claimId: claim.id, answer: 'The total was higher', amount: '2000.00' },
    });
    expect(resubmitted.resubmitClaim.errors).toEqual([]);
    actAs(server, 'client-admin');
    expect((await server.ok(ONE, { id: claim.id })).claim.flags.map((flag: any) => flag.code)).toEqual(['AMOUNT_ABOVE_LIST']);
  });
});
