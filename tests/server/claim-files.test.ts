import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { request as httpRequest } from 'node:http';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { UNSENT_FILES_MAX } from '../../server/repositories/claim-files';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { signedIn, startOn, STORES, type Browser, type TestApp } from './harness';

/**
 * Evidence files on the portal server (docs/server.md, "Evidence files"), on each SQL store: a
 * participant uploads a file, sends it with an answer to a request for information, and the claim's
 * participant and the administrators download the same bytes; everyone else, and every malformed
 * upload, is refused without storing anything.
 */

const ATTACHMENT = 'name type size url';
const CLAIM = `id version status evidence { attachment { ${ATTACHMENT} } } history { action attachment { ${ATTACHMENT} } }`;
const MINE = `{ myClaims(filter: { statuses: [PENDING] }, first: 100) { edges { node { id version } } } }`;
const ASK = `mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { claim { id version } errors { message code } } }`;
const RESUBMIT = `mutation($input: ResubmitClaimInput!) { resubmitClaim(input: $input) { claim { ${CLAIM} } errors { field message code } } }`;
const ONE = `query($id: ID!) { claim(id: $id) { ${CLAIM} } }`;

/** A small PNG: its signature and the start of a header, enough to be told apart byte for byte. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

interface UploadOptions {
  name?: string;
  type?: string;
  csrf?: boolean;
}

describe.each(STORES)('evidence files over HTTP on %s', (kind) => {
  let app: TestApp & { databaseUrl: string | null };
  let admin: Browser;
  let advisor: Browser;
  let dealer: Browser;
  beforeAll(async () => {
    // Uploads at once are not capped here (the cap has its own test below): the waiting-files cap is tried alone.
    app = await startOn(kind, { demo: true, settings: { maxConcurrentUploads: 1000 } });
    admin = await signedIn(app, DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    advisor = await signedIn(app, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
    dealer = await signedIn(app, DEMO_ACCOUNT_EMAILS.DEALER);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  function upload(browser: Browser | null, body: Uint8Array<ArrayBuffer>, options: UploadOptions = {}) {
    return fetch(`${app.url}/files/claim-evidence`, {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'image/png',
        'x-file-name': encodeURIComponent(options.name ?? 'rating plate.png'),
        ...(options.csrf === false ? {} : { [CSRF_HEADER]: '1' }),
        ...(browser?.cookie ? { cookie: browser.cookie } : {}),
      },
      body,
    });
  }

  function download(browser: Browser | null, url: string) {
    return fetch(`${app.url}${url}`, { headers: browser?.cookie ? { cookie: browser.cookie } : {} });
  }

  async function storedFiles(): Promise<number> {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from claim_files`.execute(app.app.sql.db);
    return rows[0]!.count;
  }

  /** One of the advisor's pending claims, sent back to them for information. */
  async function askedClaim(index: number): Promise<{ id: string; version: number }> {
    const pending = (await advisor.ok(MINE)).myClaims.edges.map((edge: any) => edge.node);
    const claim = pending[index] as { id: string; version: number };
    const asked = (await admin.ok(ASK, { input: { claimId: claim.id, version: claim.version, message: 'Send a photo of the rating plate' } })).requestClaimInfo;
    expect(asked.errors).toEqual([]);
    return asked.claim;
  }

  it('keeps an upload, takes it with an answer, and sends the same bytes to the participant and the administrators only', async () => {
    const sent = await upload(advisor, PNG, { name: 'rating plate (unit 2).png' });
    expect(sent.status).toBe(201);
    const { file } = await sent.json();
    expect(file).toEqual({ id: expect.stringMatching(/^[\w-]+$/), name: 'rating plate (unit 2).png', type: 'image/png', size: PNG.byteLength });

    const claim = await askedClaim(0);
    // The stored file's own name, type and size are kept, whatever the answer says of them.
    const input = { claimId: claim.id, version: claim.version, answer: 'The photo is attached', attachment: { name: 'other.pdf', type: 'application/pdf', size: 1, fileId: file.id } };
    const answered = (await advisor.ok(RESUBMIT, { input })).resubmitClaim;
    expect(answered.errors).toEqual([]);
    const url = `/files/claim-evidence/${file.id}`;
    const kept = { name: 'rating plate (unit 2).png', type: 'image/png', size: PNG.byteLength, url };
    expect(answered.claim.status).toBe('PENDING');
    expect(answered.claim.evidence.attachment).toEqual(kept);
    expect(answered.claim.history[0]).toEqual({ action: 'RESUBMITTED', attachment: kept });
    expect((await admin.ok(ONE, { id: claim.id })).claim.evidence.attachment).toEqual(kept);

    for (const browser of [advisor, admin]) {
      const got = await download(browser, url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('content-disposition')).toBe(`inline; filename="rating plate (unit 2).png"`);
      expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
    }
    // Another participant's, and a signed-out browser's, request finds nothing to open.
    expect((await download(dealer, url)).status).toBe(404);
    expect((await download(null, url)).status).toBe(401);
    expect((await download(admin, '/files/claim-evidence/not-a-file')).status).toBe(404);
  });

  it("refuses a file that is another user's, or already another claim's, at the attachment field, changing nothing", async () => {
    const { file } = await (await upload(advisor, PNG)).json();
    const claim = await askedClaim(0);
    const input = (fileId: string) => ({ claimId: claim.id, version: claim.version, answer: 'Attached', attachment: { name: 'a.png', type: 'image/png', size: PNG.byteLength, fileId } });

    // The advisor names the dealer's upload: not theirs to send.
    const { file: dealersFile } = await (await upload(dealer, PNG)).json();
    const refused = (await advisor.ok(RESUBMIT, { input: input(dealersFile.id) })).resubmitClaim;
    expect(refused.errors).toEqual([{ field: ['attachment'], message: 'The uploaded file was not found: attach it again', code: 'NOT_FOUND' }]);
    expect((await advisor.ok(ONE, { id: claim.id })).claim).toMatchObject({ status: 'NEEDS_INFO', version: claim.version });

    expect((await advisor.ok(RESUBMIT, { input: input(file.id) })).resubmitClaim.errors).toEqual([]);
    // The same file with a second claim: it is the first claim's evidence now.
    const second = await askedClaim(1);
    const again = (await advisor.ok(RESUBMIT, { input: { ...input(file.id), claimId: second.id, version: second.version } })).resubmitClaim;
    expect(again.errors).toEqual([{ field: ['attachment'], message: 'The uploaded file was not found: attach it again', code: 'NOT_FOUND' }]);
    expect((await advisor.ok(ONE, { id: second.id })).claim.status).toBe('NEEDS_INFO');
  });

  it('refuses an upload that is signed out, without the CSRF header, of another kind, empty or too large, and stores nothing', async () => {
    const before = await storedFiles();
    const refusals: [Response, number, string][] = [
      [await upload(null, PNG), 401, 'Sign in to attach a file'],
      [await upload(advisor, PNG, { csrf: false }), 403, `Send the ${CSRF_HEADER} header with an upload`],
      [await upload(advisor, new TextEncoder().encode('<script>alert(1)</script>'), { type: 'text/html', name: 'page.html' }), 415, 'Attach a PDF or a photo (JPEG, PNG, HEIC or WebP)'],
      [await upload(advisor, new Uint8Array(0)), 400, 'The file is empty'],
      [await upload(advisor, new Uint8Array(10 * 1024 * 1024 + 1)), 413, 'The file must be at most 10 MB'],
      [await upload(advisor, PNG, { name: ' ' }), 400, 'The file name must be 1 to 200 characters'],
    ];
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect((await response.json()).errors).toEqual([{ field: ['attachment'], message, code: expect.any(String) }]);
    }
    expect(await storedFiles()).toBe(before);
  });

  it(`keeps at most ${UNSENT_FILES_MAX} files waiting for an answer per user`, async () => {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from claim_files where claim_id is null and owner_user_id = (
      select user_id from accounts where email = ${DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR})`.execute(app.app.sql.db);
    const room = UNSENT_FILES_MAX - rows[0]!.count;
    const statuses = [];
    for (let i = 0; i < room; i += 1) statuses.push((await upload(advisor, PNG)).status);
    expect(statuses).toEqual(Array.from({ length: room }, () => 201));
    const over = await upload(advisor, PNG);
    expect(over.status).toBe(429);
    expect((await over.json()).errors[0].message).toMatch(/^You have 20 files waiting to be sent/);
    // Another user's room is their own.
    expect((await upload(admin, PNG)).status).toBe(201);
  });

  it('takes a file by what its bytes are: a text file sent as a PNG is refused and nothing is kept', async () => {
    const before = await storedFiles();
    const disguised = await upload(dealer, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), { type: 'image/png', name: 'photo.png' });
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).errors[0].message).toBe('The file is not the image/png it says it is: attach a PDF, JPEG, PNG, HEIC or WebP file');
    const pdfAsJpeg = await upload(dealer, new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), { type: 'image/jpeg', name: 'invoice.jpg' });
    expect(pdfAsJpeg.status).toBe(415);
    expect(await storedFiles()).toBe(before);
  });

  it(`keeps at most ${UNSENT_FILES_MAX} waiting files when they are all sent at once`, async () => {
    const waiting = async () => {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from claim_files where claim_id is null and owner_user_id = (
        select user_id from accounts where email = ${DEMO_ACCOUNT_EMAILS.DEALER})`.execute(app.app.sql.db);
      return rows[0]!.count;
    };
    const room = UNSENT_FILES_MAX - (await waiting());
    const statuses = await Promise.all(Array.from({ length: room + 10 }, () => upload(dealer, PNG).then((response) => response.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(room);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await waiting()).toBe(UNSENT_FILES_MAX);
  });
});

describe.each(STORES)('uploads received at once on %s', (kind) => {
  it('are capped: past the cap an upload is answered 503 with Retry-After, and the held ones still arrive', async () => {
    const app = await startOn(kind, { demo: true, settings: { maxConcurrentUploads: 2 } });
    try {
      const advisor = await signedIn(app, DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
      const headers = { cookie: advisor.cookie ?? '', [CSRF_HEADER]: '1', 'content-type': 'image/png', 'x-file-name': 'plate.png', 'content-length': String(PNG.byteLength) };
      // Two uploads whose bodies are still on their way hold both places.
      const held = [0, 1].map(() => {
        const request = httpRequest(`${app.url}/files/claim-evidence`, { method: 'POST', headers });
        const answered = new Promise<number>((resolve, reject) => {
          request.on('response', (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject);
        });
        request.write(PNG.subarray(0, 8));
        return { request, answered };
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const third = await fetch(`${app.url}/files/claim-evidence`, { method: 'POST', headers, body: PNG });
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      for (const { request } of held) request.end(PNG.subarray(8));
      expect(await Promise.all(held.map(({ answered }) => answered))).toEqual([201, 201]);
      const fourth = await fetch(`${app.url}/files/claim-evidence`, { method: 'POST', headers, body: PNG });
      expect(fourth.status).toBe(201);
    } finally {
      await app.close();
    }
  });
});
