import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { TEST_NOW } from '../api';
import { signedIn, startOn, STORES, type Browser, type TestApp } from './harness';

/**
 * Claims submitted in the portal over HTTP on each SQL store (docs/product.md, "Submitting a claim" and
 * "Claim checks"): with a stored evidence file, in the administrators' queue, checked against the
 * network's serials, and a serial that pays once, also when two claims of it are approved at once.
 * The in-browser server runs the same rules in tests/unit/api/claim-submission.test.ts.
 */

const SUBMIT = `mutation($input: SubmitClaimInput!) {
  submitClaim(input: $input) { claim { id status serialNumber flags { code } evidence { attachment { name url } } history { action } } errors { field code } }
}`;
const ONE = 'query($id: ID!) { claim(id: $id) { id status flags { code message relatedClaimId } history { action note } } }';
const QUEUE = '{ claims(filter: { statuses: [PENDING], flagged: true }, first: 100) { edges { node { id } } } }';
const APPROVE = 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { status } errors { field code } } }';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

const installedOn = new Date(TEST_NOW.getTime() - 5 * 86_400_000).toISOString().slice(0, 10);

function input(serialNumber: string, invoiceNumber: string, attachment: Record<string, unknown>) {
  return { productId: 'EQP-02', model: 'AC2S-036', serialNumber, quantity: 1, installedOn, customerZip: '62704', invoiceNumber, amount: '640.00', attachment };
}

describe.each(STORES)('claims submitted over HTTP on %s', (kind) => {
  let app: TestApp & { databaseUrl: string | null };
  let admin: Browser;
  let advisor: Browser;
  let dealer: Browser;
  beforeAll(async () => {
    app = await startOn(kind, { demo: true });
    admin = await signedIn(app, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    advisor = await signedIn(app, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
    dealer = await signedIn(app, DEMO_ACCOUNT_EMAILS.DEALER);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  async function uploaded(browser: Browser, name: string) {
    const response = await fetch(`${app.url}/files/claim-evidence`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent(name), [CSRF_HEADER]: '1', cookie: browser.cookie ?? '' },
      body: PNG,
    });
    expect(response.status).toBe(201);
    const { file } = (await response.json()) as { file: { id: string; name: string; type: string; size: number } };
    return { name: file.name, type: file.type, size: file.size, fileId: file.id };
  }

  it('stores a claim with its photo, pending in the queue, and flags a second claim of its serial, naming the first', async () => {
    const photo = await uploaded(advisor, 'plate.png');
    const first = (await advisor.ok(SUBMIT, { input: input('2544K00101', 'INV-90001', photo) })).submitClaim;
    expect(first.errors).toEqual([]);
    expect(first.claim).toMatchObject({ status: 'PENDING', serialNumber: '2544K00101', flags: [], history: [{ action: 'SUBMITTED' }] });
    expect(first.claim.evidence.attachment).toEqual({ name: 'plate.png', url: `/files/claim-evidence/${photo.fileId}` });
    // The file is the claim's now: it cannot go with another.
    const again = (await advisor.ok(SUBMIT, { input: input('2544K00199', 'INV-90009', photo) })).submitClaim;
    expect(again.errors).toEqual([{ field: ['attachment'], code: 'NOT_FOUND' }]);

    const second = (await dealer.ok(SUBMIT, { input: input('2544-k-00101', 'INV-90002', await uploaded(dealer, 'invoice.png')) })).submitClaim;
    expect(second.errors).toEqual([]);
    const { claim } = await admin.ok(ONE, { id: second.claim.id });
    expect(claim.flags).toEqual([{ code: 'DUPLICATE_SERIAL', message: expect.stringContaining(`claim ${first.claim.id} (`), relatedClaimId: first.claim.id }]);
    expect((await admin.ok(QUEUE)).claims.edges.map((edge: any) => edge.node.id)).toContain(second.claim.id);

    // Approving the first credits its points once, as one ledger row whose source is that claim.
    expect((await admin.ok(APPROVE, { input: { claimId: first.claim.id } })).approveClaim).toEqual({ claim: { status: 'APPROVED' }, errors: [] });
    const rows = await app.app.sql.db.selectFrom('points_ledger').select(['points']).where('source_kind', '=', 'CLAIM_APPROVAL').where('source_id', '=', first.claim.id).execute();
    expect(rows).toEqual([{ points: 640 }]);
    // The second is refused without an override and its reason; with them it is approved and its history keeps both.
    expect((await admin.ok(APPROVE, { input: { claimId: second.claim.id } })).approveClaim).toEqual({
      claim: { status: 'PENDING' },
      errors: [{ field: ['overrideReason'], code: 'APPROVAL_REQUIRED' }],
    });
    const override = (await admin.ok(APPROVE, { input: { claimId: second.claim.id, overrideReason: 'Second unit of a twin system' } })).approveClaim;
    expect(override).toEqual({ claim: { status: 'APPROVED' }, errors: [] });
    expect((await admin.ok(ONE, { id: second.claim.id })).claim.history[0]).toEqual({
      action: 'APPROVED',
      note: `Approved although serial 2544K00101 was already paid on ${first.claim.id}. Reason: Second unit of a twin system`,
    });
  });

  it('pays a serial once when two of its claims are approved at once', async () => {
    const one = (await advisor.ok(SUBMIT, { input: input('2544K00202', 'INV-90011', await uploaded(advisor, 'a.png')) })).submitClaim.claim;
    const two = (await dealer.ok(SUBMIT, { input: input('2544K00202', 'INV-90012', await uploaded(dealer, 'b.png')) })).submitClaim.claim;
    const other = await signedIn(app, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    const answers = await Promise.all([
      admin.ok(APPROVE, { input: { claimId: one.id } }),
      other.ok(APPROVE, { input: { claimId: two.id } }),
    ]);
    const decided = answers.map((answer) => answer.approveClaim);
    expect(decided.filter((answer) => answer.errors.length === 0)).toHaveLength(1);
    expect(decided.filter((answer) => answer.errors[0]?.code === 'APPROVAL_REQUIRED')).toHaveLength(1);
  });
});
