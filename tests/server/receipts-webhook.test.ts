import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID } from '../../domain/fixtures/constants';
import { DEMO_ACCOUNT_EMAILS } from '../../server/config';
import { checkSignature, eventDigest, readReceiptEvent, receiptSignature } from '../../server/hooks/receipts';
import { CSRF_HEADER } from '../../src/graphql/csrf';
import { DEMO_PASSWORD, SIGN_IN, STORES, freshPostgresSchema, startApp, tempDataDir } from './harness';
import { fakeBuild, startServerProcess, stopServerProcess, START_TIMEOUT_MS, type ServerProcess } from './process';

/**
 * The receipt service's webhook (docs/server.md, "The receipt service's webhook"), against the server
 * started as `npm run server` starts it, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. A stand-in
 * sender signs events with the shared secret: a good one files a pending claim for its participant, which
 * an administrator reads over GraphQL with its history's first entry; the same event again, or twice at
 * once, is the same claim; a wrong, missing or stale signature, an unknown or inactive earner and an event
 * that is not whole are refused, and the claims stay as they were.
 */

vi.setConfig({ testTimeout: START_TIMEOUT_MS + 60_000, hookTimeout: START_TIMEOUT_MS + 60_000 });

const SECRET = 'receipt-webhook-secret-for-tests-0123456789';
/** Requests per minute from one address: more than the suite sends before its burst. */
const ADDRESS_LIMIT = 40;

const build = fakeBuild();
afterAll(() => build.remove());

interface Answer {
  status: number;
  headers: Headers;
  body: { eventId?: string; claimId?: string; created?: boolean; errors?: { field: string[] | null; message: string; code: string }[] };
}

/** The stand-in receipt service: signs `body` as the service does, with `secret` at `time`, unless told to send another header. */
async function deliver(url: string, body: string, options: { secret?: string; time?: Date; signature?: string | null } = {}): Promise<Answer> {
  const t = Math.floor((options.time ?? new Date()).getTime() / 1000);
  const v1 = createHmac('sha256', options.secret ?? SECRET)
    .update(`${t}.${body}`)
    .digest('hex');
  const signature = options.signature === undefined ? `t=${t},v1=${v1}` : options.signature;
  const response = await fetch(`${url}/hooks/receipts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-receipt-signature': signature }) },
    body,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A day `days` before today, as the receipt carries it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(STORES)("the receipt service's webhook on %s", (kind) => {
  let server: ServerProcess | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  let admin = '';
  /** A model the program's claim form offers, and a serial number in its line's form. */
  let equipment = { model: '', serial: '' };

  async function gql(query: string, variables: Record<string, unknown> = {}, cookie = admin) {
    const response = await fetch(`${server!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return { data: body.data, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
  }

  async function signIn(email: string): Promise<string> {
    const { data, cookie } = await gql(SIGN_IN, { input: { email, password: DEMO_PASSWORD, rememberMe: false } }, '');
    expect(data.signIn.errors).toEqual([]);
    return cookie;
  }

  const claimsCount = async () => (await gql(`{ claims(first: 0) { totalCount } }`)).data.claims.totalCount as number;

  /** A good event of a new receipt for `earnerId`. */
  function event(earnerId = DEALER_PARTICIPANT_ID, changes: Record<string, unknown> = {}) {
    return {
      eventId: `evt_${randomUUID()}`,
      occurredAt: new Date().toISOString(),
      earnerId,
      receipt: {
        invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
        model: equipment.model,
        serialNumber: equipment.serial,
        quantity: 1,
        installedOn: daysAgo(3),
        customerZip: '62704',
        amount: '845.00',
        file: { name: 'invoice.jpg', type: 'image/jpeg', size: 12_345 },
        ...changes,
      },
    };
  }

  beforeAll(async () => {
    const env: Record<string, string> = {
      PORTAL_DEMO: '1',
      PORTAL_DEMO_PASSWORD: DEMO_PASSWORD,
      PORTAL_DIST_DIR: build.dir,
      RECEIPT_WEBHOOK_SECRET: SECRET,
      RECEIPT_WEBHOOK_ADDRESS_LIMIT: String(ADDRESS_LIMIT),
    };
    if (kind === 'postgres') {
      const schema = await freshPostgresSchema();
      cleanups.push(schema.drop);
      env.DATABASE_URL = schema.url;
    } else {
      const data = tempDataDir();
      cleanups.push(async () => data.remove());
      env.PORTAL_DATA_DIR = data.dir;
    }
    server = await startServerProcess(env);
    admin = await signIn(DEMO_ACCOUNT_EMAILS.CLIENT_ADMIN);
    const line = (await gql(`{ claimEquipment { models serialExample } }`)).data.claimEquipment[0];
    equipment = { model: line.models[0], serial: line.serialExample };
  });

  afterAll(async () => {
    await stopServerProcess(server);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('files a good event as a pending claim of its participant, with its history, and a repeat as the same claim', async () => {
    const before = await claimsCount();
    const sent = event();
    const body = JSON.stringify(sent);
    const first = await deliver(server!.url, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ eventId: sent.eventId, claimId: expect.stringMatching(/^CLM-\d+$/), created: true });

    const { data } = await gql(
      `query Claim($id: ID!) { claim(id: $id) {
        id status participant { id } serialNumber quantity installedOn amount { amount } evidence { invoiceNumber attachment { name type size } }
        history { action toStatus fromStatus note actor { id role } }
      } }`,
      { id: first.body.claimId },
    );
    expect(data.claim).toMatchObject({
      id: first.body.claimId,
      status: 'PENDING',
      participant: { id: DEALER_PARTICIPANT_ID },
      quantity: 1,
      installedOn: sent.receipt.installedOn,
      evidence: { invoiceNumber: sent.receipt.invoiceNumber, attachment: { name: 'invoice.jpg', type: 'image/jpeg', size: 12_345 } },
    });
    expect(data.claim.history).toHaveLength(1);
    expect(data.claim.history[0]).toMatchObject({ action: 'SUBMITTED', fromStatus: null, toStatus: 'PENDING', note: 'Submitted by the receipt service', actor: { role: 'DEALER' } });
    expect(await claimsCount()).toBe(before + 1);

    // The service sends the event again (its answer was lost): signed anew, the same claim, nothing created.
    const again = await deliver(server!.url, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ eventId: sent.eventId, claimId: first.body.claimId, created: false });
    expect(await claimsCount()).toBe(before + 1);
  });

  it('files a receipt installed outside the claim window, flagged for the administrators instead of refused', async () => {
    const answer = await deliver(server!.url, JSON.stringify(event(DEALER_PARTICIPANT_ID, { installedOn: daysAgo(90) })));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { data } = await gql(`query Claim($id: ID!) { claim(id: $id) { status flags { code } } }`, { id: answer.body.claimId });
    expect(data.claim.status).toBe('PENDING');
    expect(data.claim.flags.map((flag: { code: string }) => flag.code)).toContain('INSTALL_DATE');
  });

  it('files one claim for the same event sent three times at once', async () => {
    const before = await claimsCount();
    const body = JSON.stringify(event());
    const answers = await Promise.all([deliver(server!.url, body), deliver(server!.url, body), deliver(server!.url, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.claimId)).size).toBe(1);
    expect(await claimsCount()).toBe(before + 1);
  });

  it('refuses a wrong, missing or stale signature, and files nothing', async () => {
    const before = await claimsCount();
    const body = JSON.stringify(event());
    const wrong = await deliver(server!.url, body, { secret: 'another-secret-of-the-same-length-0123456789' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.map((error) => error.code)).toEqual(['SIGNATURE_INVALID']);
    const missing = await deliver(server!.url, body, { signature: null });
    expect(missing.status).toBe(401);
    expect(missing.body.errors?.map((error) => error.code)).toEqual(['SIGNATURE_MISSING']);
    const garbled = await deliver(server!.url, body, { signature: 't=abc,v1=xyz' });
    expect(garbled.status).toBe(401);
    expect(garbled.body.errors?.map((error) => error.code)).toEqual(['SIGNATURE_INVALID']);
    // A body changed after signing: the signature is another body's.
    const t = Math.floor(Date.now() / 1000);
    const signedOther = `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${JSON.stringify(event())}`).digest('hex')}`;
    expect((await deliver(server!.url, body, { signature: signedOther })).status).toBe(401);
    const stale = await deliver(server!.url, body, { time: new Date(Date.now() - 6 * 60_000) });
    expect(stale.status).toBe(401);
    expect(stale.body.errors?.map((error) => error.code)).toEqual(['SIGNATURE_EXPIRED']);
    const ahead = await deliver(server!.url, body, { time: new Date(Date.now() + 6 * 60_000) });
    expect(ahead.body.errors?.map((error) => error.code)).toEqual(['SIGNATURE_EXPIRED']);
    expect(await claimsCount()).toBe(before);
    // Signed now, the same event is filed: nothing of the refusals was kept.
    expect((await deliver(server!.url, body)).status).toBe(201);
  });

  it('refuses an unknown earner, an inactive one and an event that is not whole, with the problems, and files nothing', async () => {
    const before = await claimsCount();
    const unknown = await deliver(server!.url, JSON.stringify(event('PART-999')));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: ['earnerId'], message: expect.stringContaining('PART-999'), code: 'EARNER_UNKNOWN' }]);

    // The advisor's account, deactivated by an administrator: their receipts earn nothing.
    const accounts = await gql(`{ accounts(first: 100) { edges { node { id email } } } }`);
    const advisor = accounts.data.accounts.edges.map((edge: { node: { id: string; email: string } }) => edge.node).find((node: { email: string }) => node.email === DEMO_ACCOUNT_EMAILS.COMFORT_ADVISOR);
    await gql(`mutation Deactivate($id: ID!) { deactivateAccount(input: { accountId: $id }) { errors { code } } }`, { id: advisor.id });
    const inactive = await deliver(server!.url, JSON.stringify(event(ADVISOR_PARTICIPANT_ID)));
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors?.map((error) => [error.field, error.code])).toEqual([[['earnerId'], 'EARNER_INACTIVE']]);

    const broken = await deliver(server!.url, JSON.stringify({ ...event(), occurredAt: 'yesterday', receipt: { ...event().receipt, quantity: '1', installedOn: '2026-02-30', file: undefined } }));
    expect(broken.status).toBe(422);
    expect(broken.body.errors?.map((error) => error.field?.join('.'))).toEqual(['occurredAt', 'receipt.quantity', 'receipt.installedOn', 'receipt.file']);

    // The claim's own checks: a model the program does not offer.
    const model = await deliver(server!.url, JSON.stringify(event(DEALER_PARTICIPANT_ID, { model: 'NOT-A-MODEL' })));
    expect(model.status).toBe(422);
    expect(model.body.errors?.[0]?.field).toEqual(['receipt', 'model']);

    const notJson = await deliver(server!.url, '{"eventId": ');
    expect(notJson.status).toBe(400);
    expect(await claimsCount()).toBe(before);
  });

  it('refuses an event id sent again with another receipt', async () => {
    const sent = event();
    expect((await deliver(server!.url, JSON.stringify(sent))).status).toBe(201);
    const before = await claimsCount();
    const other = await deliver(server!.url, JSON.stringify({ ...sent, receipt: { ...sent.receipt, amount: '900.00' } }));
    expect(other.status).toBe(409);
    expect(other.body.errors?.map((error) => error.code)).toEqual(['EVENT_ID_REUSED']);
    expect(await claimsCount()).toBe(before);
  });

  it('answers 429 with Retry-After once an address has sent its requests for the minute', async () => {
    // Twice the limit and one: whichever minute windows the burst spans, one of them is over the limit.
    const answers = await Promise.all(Array.from({ length: 2 * ADDRESS_LIMIT + 1 }, () => deliver(server!.url, '{}', { signature: null })));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body.errors?.map((error) => error.code)).toEqual(['RATE_LIMITED']);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 429 || answer.status === 401)).toBe(true);
  });
});

describe('the receipt webhook without RECEIPT_WEBHOOK_SECRET', () => {
  it('answers 503 NOT_CONFIGURED, whatever is sent', async () => {
    // The tests' settings (tests/server/harness.ts) carry no secret.
    const app = await startApp();
    try {
      expect(app.app.settings.receiptWebhook.secret).toBeNull();
      const answer = await deliver(app.url, JSON.stringify({ eventId: 'evt_1' }));
      expect(answer.status).toBe(503);
      expect(answer.body.errors?.map((error) => error.code)).toEqual(['NOT_CONFIGURED']);
    } finally {
      await app.close();
    }
  });
});

describe('the signature and the event, read', () => {
  const body = new TextEncoder().encode('{"eventId":"evt_1"}');
  const now = new Date('2026-11-29T09:30:00Z');
  const t = now.getTime() / 1000;
  const good = receiptSignature(SECRET, t, body);

  it('accepts the body signed at a time within 5 minutes, with any of several v1, in either case', () => {
    expect(good).toBe(createHmac('sha256', SECRET).update(`${t}.{"eventId":"evt_1"}`).digest('hex'));
    expect(checkSignature(`t=${t},v1=${good}`, body, SECRET, now, 300_000)).toEqual({ ok: true });
    expect(checkSignature(`t=${t}, v1=${'0'.repeat(64)}, v1=${good.toUpperCase()}`, body, SECRET, now, 300_000)).toEqual({ ok: true });
    const early = receiptSignature(SECRET, t - 300, body);
    expect(checkSignature(`t=${t - 300},v1=${early}`, body, SECRET, now, 300_000)).toEqual({ ok: true });
    const late = receiptSignature(SECRET, t - 301, body);
    expect(checkSignature(`t=${t - 301},v1=${late}`, body, SECRET, now, 300_000)).toMatchObject({ ok: false, code: 'SIGNATURE_EXPIRED' });
  });

  it('refuses another time, another body, a short or missing v1', () => {
    expect(checkSignature(`t=${t + 1},v1=${good}`, body, SECRET, now, 300_000)).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect(checkSignature(`t=${t},v1=${good}`, new TextEncoder().encode('{"eventId":"evt_2"}'), SECRET, now, 300_000)).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect(checkSignature(`t=${t},v1=${good.slice(0, 62)}`, body, SECRET, now, 300_000)).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect(checkSignature(`t=${t}`, body, SECRET, now, 300_000)).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect(checkSignature(undefined, body, SECRET, now, 300_000)).toMatchObject({ code: 'SIGNATURE_MISSING' });
  });

  it('reads a whole event, and tells the same receipt written in another key order by its digest', () => {
    const receipt = { invoiceNumber: 'INV-1', model: 'HP16-036', serialNumber: '2318E12345', quantity: 1, installedOn: '2026-11-20', customerZip: '62704', amount: '845.00', file: { name: 'a.jpg', type: 'image/jpeg', size: 10 } };
    const read = readReceiptEvent({ eventId: 'evt_1', occurredAt: '2026-11-29T09:30:00.000-06:00', earnerId: 'PART-001', receipt });
    expect('event' in read && read.event.occurredAt.toISOString()).toBe('2026-11-29T15:30:00.000Z');
    const reordered = readReceiptEvent(JSON.parse(JSON.stringify({ receipt: { ...receipt, file: { size: 10, type: 'image/jpeg', name: 'a.jpg' } }, earnerId: 'PART-001', occurredAt: '2026-11-29T15:30:00Z', eventId: 'evt_1' })));
    if (!('event' in read) || !('event' in reordered)) throw new Error('both events are whole');
    expect(eventDigest(reordered.event)).toBe(eventDigest(read.event));
    expect(eventDigest({ ...read.event, receipt: { ...read.event.receipt, amount: '846.00' } })).not.toBe(eventDigest(read.event));
    expect(readReceiptEvent([])).toEqual({ problems: [{ field: null, message: 'The body must be a JSON object', code: 'INVALID' }] });
    expect(readReceiptEvent({ eventId: 'evt 1' })).toMatchObject({ problems: [{ field: ['eventId'] }, { field: ['occurredAt'], code: 'REQUIRED' }, { field: ['earnerId'] }, { field: ['receipt'] }] });
  });
});
