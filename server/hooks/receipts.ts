import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { EQUIPMENT_LINES } from '../../domain/lib/claims/equipment';
import { submitClaimAs } from '../../domain/resolvers/claim-submission';
import type { Account } from '../accounts/accounts';
import { SIGN_IN_LIMITS_TABLE, storeOf } from '../accounts/throttle';
import type { ReceiptWebhookSettings } from '../config';
import type { ServerContext } from '../context';
import type { PortalYoga } from '../graphql';
import type { SqlDb, Tables } from '../sql/database';
import { bodyOf } from '../request-body';

/**
 * `POST /hooks/receipts`: the receipt service reports a receipt a participant sent through the receipt
 * form the portal embeds (domain/lib/money/receipt-form.ts signs the participant's `earnerId` into the
 * form's address), and the server files it as that participant's claim (docs/server.md, "The receipt
 * service's webhook"):
 *
 * 1. Without RECEIPT_WEBHOOK_SECRET the endpoint answers 503 NOT_CONFIGURED.
 * 2. Each client address may send `perAddress` requests a minute (rate-limiter-flexible in the sign-in
 *    limits' table, counted before anything else is read), else 429.
 * 3. The body (JSON, at most RECEIPT_HOOK_MAX_BYTES) must carry `X-Receipt-Signature: t=<unix seconds>,
 *    v1=<hex HMAC-SHA256 of "<t>.<body>">` under the shared secret, with `t` within 5 minutes of the
 *    server's clock, else 401.
 * 4. The event must be whole (422 with each problem), its earner a dealer or comfort advisor whose account
 *    and dealership are active (422).
 * 5. In one transaction: the event id is locked, a repeat is answered with its claim (200), and a new
 *    event's claim is submitted as its earner (`submitClaimAs`, source RECEIPT_SERVICE) and kept in
 *    `receipt_events` with the event (201). A refusal of the claim's own checks is 422, with nothing kept.
 */

export const RECEIPT_HOOK_PATH = '/hooks/receipts';
export const RECEIPT_SIGNATURE_HEADER = 'x-receipt-signature';
/** The largest event accepted, in bytes: an event carries a receipt's fields and its file's name, type and size, never the file. */
export const RECEIPT_HOOK_MAX_BYTES = 16_384;
/** The longest event id and earner id accepted. */
const ID_MAX_LENGTH = 200;

/** Why a request was refused, as the service reads it in `errors[].code`. */
export type HookCode =
  | 'NOT_CONFIGURED'
  | 'METHOD_NOT_ALLOWED'
  | 'RATE_LIMITED'
  | 'LENGTH_REQUIRED'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SIGNATURE_MISSING'
  | 'SIGNATURE_INVALID'
  | 'SIGNATURE_EXPIRED'
  | 'INVALID_JSON'
  | 'EARNER_UNKNOWN'
  | 'EARNER_INACTIVE'
  | 'EVENT_ID_REUSED';

/** One problem of a refused request: `field` is the path in the event (`["receipt", "amount"]`), null when it is not one field's. */
export interface HookProblem {
  field: string[] | null;
  message: string;
  code: string;
}

/** A receipt event as the service sends it, once checked. */
export interface ReceiptEvent {
  eventId: string;
  occurredAt: Date;
  earnerId: string;
  receipt: {
    invoiceNumber: string;
    model: string;
    serialNumber: string;
    quantity: number;
    installedOn: string;
    customerZip: string;
    amount: string;
    file: { name: string; type: string; size: number };
  };
}

/** The signature of `body` signed at `timestamp` (unix seconds) with `secret`: hex HMAC-SHA256 of `<timestamp>.<body>`. */
export function receiptSignature(secret: string, timestamp: number, body: Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; code: 'SIGNATURE_MISSING' | 'SIGNATURE_INVALID' | 'SIGNATURE_EXPIRED'; message: string };

/**
 * Checks the `X-Receipt-Signature` header of `body`: `t=<unix seconds>,v1=<64 hex digits>` (several `v1`
 * while the service changes its secret: one must match), compared in constant time, then `t` within
 * `toleranceMs` of `now` either way. A stale timestamp is told apart only once the signature is right.
 */
export function checkSignature(header: string | string[] | undefined, body: Uint8Array, secret: string, now: Date, toleranceMs: number): SignatureCheck {
  if (typeof header !== 'string' || header.trim() === '') return { ok: false, code: 'SIGNATURE_MISSING', message: `Sign the request with the ${RECEIPT_SIGNATURE_HEADER} header` };
  let timestamp: number | null = null;
  const given: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) given.push(Buffer.from(value, 'hex'));
  }
  const invalid = { ok: false, code: 'SIGNATURE_INVALID', message: 'The signature does not match the body: sign "<t>.<body>" with the shared secret' } as const;
  if (timestamp === null || given.length === 0) return invalid;
  const expected = Buffer.from(receiptSignature(secret, timestamp, body), 'hex');
  if (!given.some((signature) => timingSafeEqual(signature, expected))) return invalid;
  if (Math.abs(now.getTime() - timestamp * 1000) > toleranceMs) {
    return { ok: false, code: 'SIGNATURE_EXPIRED', message: `The signature's time is more than ${toleranceMs / 60_000} minutes from the server's: sign each attempt anew` };
  }
  return { ok: true };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An instant with its offset, as ISO 8601 writes it: `2026-11-29T09:30:00Z`, `…T09:30:00.123-06:00`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
/** 1 to 200 visible ASCII characters. */
const ID = /^[\x21-\x7e]{1,200}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `text` is a day of the calendar (`2026-02-30` is not). */
function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * The event in a parsed body, or every problem of its form: each field present with its type (text not
 * blank, whole numbers, a day, an instant). What the values must be for a claim (the model's line, the
 * serial number's form, the amount's range, the file's kind and size) is the claim's checks' to say.
 */
export function readReceiptEvent(body: unknown): { event: ReceiptEvent } | { problems: HookProblem[] } {
  const problems: HookProblem[] = [];
  const problem = (field: string[], message: string, code = 'INVALID') => problems.push({ field, message, code });
  const text = (record: Record<string, unknown>, path: string[], max = 500): string => {
    const value = record[path.at(-1)!];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) problem(path, `${path.join('.')} is required`, 'REQUIRED');
    else if (typeof value !== 'string') problem(path, `${path.join('.')} must be text`);
    else if (value.length > max) problem(path, `${path.join('.')} must be at most ${max} characters`, 'TOO_LONG');
    else return value.trim();
    return '';
  };
  const whole = (record: Record<string, unknown>, path: string[]): number => {
    const value = record[path.at(-1)!];
    if (value === undefined || value === null) problem(path, `${path.join('.')} is required`, 'REQUIRED');
    else if (typeof value !== 'number' || !Number.isSafeInteger(value)) problem(path, `${path.join('.')} must be a whole number`);
    else return value;
    return 0;
  };
  if (!isRecord(body)) return { problems: [{ field: null, message: 'The body must be a JSON object', code: 'INVALID' }] };
  const eventId = text(body, ['eventId'], ID_MAX_LENGTH);
  if (eventId && !ID.test(eventId)) problem(['eventId'], 'eventId must be 1 to 200 visible ASCII characters');
  const occurredText = text(body, ['occurredAt'], 40);
  const occurredAt = new Date(occurredText);
  if (occurredText && (!INSTANT.test(occurredText) || Number.isNaN(occurredAt.getTime()))) problem(['occurredAt'], 'occurredAt must be an ISO 8601 instant with its offset, such as 2026-11-29T09:30:00Z');
  const earnerId = text(body, ['earnerId'], ID_MAX_LENGTH);
  const receipt = body.receipt;
  if (!isRecord(receipt)) {
    problem(['receipt'], receipt === undefined || receipt === null ? 'receipt is required' : 'receipt must be an object', receipt == null ? 'REQUIRED' : 'INVALID');
    return { problems };
  }
  const at = (name: string) => ['receipt', name];
  const values = {
    invoiceNumber: text(receipt, at('invoiceNumber')),
    model: text(receipt, at('model')),
    serialNumber: text(receipt, at('serialNumber')),
    quantity: whole(receipt, at('quantity')),
    installedOn: text(receipt, at('installedOn'), 10),
    customerZip: text(receipt, at('customerZip')),
    amount: text(receipt, at('amount'), 40),
  };
  if (values.installedOn && !isCalendarDay(values.installedOn)) problem(at('installedOn'), 'receipt.installedOn must be a day, YYYY-MM-DD');
  const file = receipt.file;
  let fileValues = { name: '', type: '', size: 0 };
  if (!isRecord(file)) problem(at('file'), file == null ? 'receipt.file is required' : 'receipt.file must be an object', file == null ? 'REQUIRED' : 'INVALID');
  else fileValues = { name: text(file, ['receipt', 'file', 'name']), type: text(file, ['receipt', 'file', 'type'], 200), size: whole(file, ['receipt', 'file', 'size']) };
  if (problems.length > 0) return { problems };
  return { event: { eventId, occurredAt, earnerId, receipt: { ...values, file: fileValues } } };
}

/** What identifies an event's content: a digest of its earner and receipt, whatever order the service wrote their keys in. */
export function eventDigest(event: ReceiptEvent): string {
  const { receipt } = event;
  const fields = [event.earnerId, receipt.invoiceNumber, receipt.model, receipt.serialNumber, receipt.quantity, receipt.installedOn, receipt.customerZip, receipt.amount, receipt.file.name, receipt.file.type, receipt.file.size];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/** The account a receipt earns for: a member of the program, found by the `earnerId` the form's address carried. */
export type Earner = { ok: true; account: Account } | { ok: false; problem: HookProblem };

/**
 * The account of the earner: the user whose participant id it is, or, for a user without one, whose user
 * id it is (the receipt form's `earnerId`, domain/resolvers/receipt-form.ts). Only a dealer or comfort
 * advisor whose account is active and whose dealership is not deactivated earns: as sign-in refuses the
 * others (server/accounts/accounts.ts), so does the webhook.
 */
export async function findEarner(trx: Transaction<Tables>, earnerId: string): Promise<Earner> {
  const row = await trx
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.user_id', 'users.id')
    .leftJoin('dealerships', 'dealerships.id', 'users.dealership_id')
    .select(['users.id as user_id', 'users.dealership_id', 'accounts.id as account_id', 'dealerships.status as dealership_status'])
    .where((where) => where.or([where('users.participant_id', '=', earnerId), where.and([where('users.participant_id', 'is', null), where('users.id', '=', earnerId)])]))
    .executeTakeFirst();
  const field = ['earnerId'];
  if (!row) return { ok: false, problem: { field, message: `No member of the program has the earner id ${earnerId}`, code: 'EARNER_UNKNOWN' } };
  const account = row.account_id ? await trx.selectFrom('accounts').selectAll().where('id', '=', row.account_id).executeTakeFirst() : undefined;
  const inactive = (why: string): Earner => ({ ok: false, problem: { field, message: `The earner ${earnerId} cannot earn: ${why}`, code: 'EARNER_INACTIVE' } });
  if (!account) return inactive('they have no account');
  if (account.role !== 'DEALER' && account.role !== 'COMFORT_ADVISOR') return inactive('they are not a dealer or comfort advisor');
  if (account.status !== 'active') return inactive(`their account is ${account.status}`);
  if (!row.dealership_id) return inactive('they belong to no dealership');
  if (row.dealership_status === 'INACTIVE') return inactive('their dealership is deactivated');
  return { ok: true, account };
}

/** Requests counted per client address with rate-limiter-flexible in the sign-in limits' table, outside any transaction. */
export class ReceiptHookThrottle {
  private readonly limiter: RateLimiterPostgres;

  constructor(db: SqlDb, settings: Pick<ReceiptWebhookSettings, 'perAddress' | 'windowMs'>) {
    this.limiter = new RateLimiterPostgres({
      storeClient: storeOf(db),
      storeType: 'client',
      tableName: SIGN_IN_LIMITS_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'receipt-hook',
      points: settings.perAddress,
      duration: settings.windowMs / 1000,
    });
  }

  /** Counts a request from `address`; the wait before the next is allowed when its count is spent, else null. */
  async refused(address: string): Promise<number | null> {
    try {
      await this.limiter.consume(address);
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
      throw refusal;
    }
  }
}

export interface ReceiptHookOptions {
  sqlDb: SqlDb;
  yoga: Pick<PortalYoga, 'contextAs' | 'committedAs'>;
  settings: ReceiptWebhookSettings;
  throttle: ReceiptHookThrottle;
  logger: Logger;
  now: () => Date;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Refuses the request with its problems; what is left of its body is read and dropped. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, problems: HookProblem[]): void {
  req.resume();
  answer(res, status, { errors: problems });
}

const problemOf = (message: string, code: HookCode): HookProblem => ({ field: null, message, code });


/** A refusal inside the event's transaction: thrown, so that nothing of it is kept. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly problems: HookProblem[],
  ) {
    super('The receipt event was refused');
  }
}

type Filed = { created: boolean; claimId: string };

/**
 * Files the event's claim in one transaction: the event id is locked first (a repeat under way waits here
 * for the first to commit), a kept event answers with its claim, and a new one's claim and event row are
 * written together.
 */
async function fileEvent(req: IncomingMessage, event: ReceiptEvent, options: ReceiptHookOptions): Promise<Filed> {
  const digest = eventDigest(event);
  // The context the claim was filed in, once its transaction commits.
  let filedIn: ServerContext | undefined;
  const filed = await options.sqlDb.transaction().execute(async (trx): Promise<Filed> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`receipt_events:${event.eventId}`}))`.execute(trx);
    const kept = await trx.selectFrom('receipt_events').select(['claim_id', 'digest']).where('event_id', '=', event.eventId).executeTakeFirst();
    if (kept) {
      if (kept.digest !== digest) throw new Refused(409, [{ field: ['eventId'], message: `The event ${event.eventId} was received with another receipt: send a new event id for a new receipt`, code: 'EVENT_ID_REUSED' }]);
      return { created: false, claimId: kept.claim_id };
    }
    const earner = await findEarner(trx, event.earnerId);
    if (!earner.ok) throw new Refused(422, [earner.problem]);
    // The request as the context reads it: its host names the portal in a message's links when PORTAL_PUBLIC_URL is unset.
    const host = /^[\w.-]+(:\d+)?$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
    const request = new Request(`http://${host}${RECEIPT_HOOK_PATH}`, { method: 'POST' });
    // From here on the transaction is held to the earner's scope, as an operation of theirs is.
    const context = await options.yoga.contextAs(trx, earner.account, { request, req });
    const user = context.viewer?.user;
    if (!context.viewer || !user?.participantId) throw new Refused(422, [{ field: ['earnerId'], message: `The earner ${event.earnerId} cannot earn: they are not a participant`, code: 'EARNER_INACTIVE' }]);
    const { receipt } = event;
    // The receipt names the model; the claim, the line that offers it.
    const line = EQUIPMENT_LINES.find((candidate) => candidate.models.includes(receipt.model));
    const submitter = { participantId: user.participantId, userId: user.id, name: `${user.firstName} ${user.lastName}`, role: context.viewer.role };
    const { file, ...values } = receipt;
    // The service keeps the file: the claim keeps its name, type and size, as a claim of the in-browser portal does.
    const result = await submitClaimAs(context, submitter, { ...values, productId: line?.id ?? '', attachment: file }, 'RECEIPT_SERVICE');
    if (!result.claim) {
      throw new Refused(
        422,
        result.errors.map((error) =>
          error.field === 'productId'
            ? { field: ['receipt', 'model'], message: `No equipment line of the program offers the model ${receipt.model}`, code: 'NOT_FOUND' }
            : { field: receiptField(error.field), message: error.message, code: error.code },
        ),
      );
    }
    await trx
      .insertInto('receipt_events')
      .values({ event_id: event.eventId, claim_id: result.claim.id, earner_id: event.earnerId, digest, occurred_at: event.occurredAt, received_at: options.now() })
      .execute();
    filedIn = context;
    return { created: true, claimId: result.claim.id };
  });
  if (filedIn) options.yoga.committedAs(filedIn);
  return filed;
}

/** A claim's field as the event names it: `serialNumber` is `["receipt", "serialNumber"]`, the attachment the receipt's file. */
function receiptField(field: string | null): string[] | null {
  if (!field) return null;
  const [name, ...rest] = field.split('.');
  return ['receipt', name === 'attachment' ? 'file' : name!, ...rest];
}

/** `POST /hooks/receipts` (above); answers every request itself, with 500 when something failed unexpectedly (the service sends it again). */
export async function receiptHook(req: IncomingMessage, res: ServerResponse, options: ReceiptHookOptions): Promise<void> {
  try {
    await handle(req, res, options);
  } catch (error) {
    options.logger.error({ err: error }, 'a receipt event could not be filed');
    if (!res.headersSent) refuse(req, res, 500, [{ field: null, message: 'The event could not be filed: send it again', code: 'INTERNAL' }]);
    else res.destroy();
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, options: ReceiptHookOptions): Promise<void> {
  const { settings, logger } = options;
  if (!settings.secret) {
    // The service's retries deliver the event once the setting is there; a 404 would tell it to give up.
    return refuse(req, res, 503, [problemOf('The receipt webhook is not configured on this server (RECEIPT_WEBHOOK_SECRET)', 'NOT_CONFIGURED')]);
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return refuse(req, res, 405, [problemOf(`Send receipt events with POST to ${RECEIPT_HOOK_PATH}`, 'METHOD_NOT_ALLOWED')]);
  }
  const address = req.socket.remoteAddress ?? 'unknown';
  const waitMs = await options.throttle.refused(address);
  if (waitMs !== null) {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    return refuse(req, res, 429, [problemOf('Too many requests from this address: try again in a moment', 'RATE_LIMITED')]);
  }
  const length = req.headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length)) return refuse(req, res, 411, [problemOf('The request must give its length (Content-Length)', 'LENGTH_REQUIRED')]);
  if (Number(length) > RECEIPT_HOOK_MAX_BYTES) return refuse(req, res, 413, [problemOf(`The event is larger than ${RECEIPT_HOOK_MAX_BYTES} bytes`, 'TOO_LARGE')]);
  if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/json') {
    return refuse(req, res, 415, [problemOf('Send the event as application/json', 'UNSUPPORTED_MEDIA_TYPE')]);
  }
  const body = await bodyOf(req, Number(length));
  if (!body) return answer(res, 400, { errors: [problemOf('The body did not arrive whole', 'LENGTH_REQUIRED')] });
  const signed = checkSignature(req.headers[RECEIPT_SIGNATURE_HEADER], body, settings.secret, options.now(), settings.toleranceMs);
  if (!signed.ok) {
    logger.warn({ code: signed.code, address }, 'a receipt event was refused: its signature is missing, wrong or stale');
    return answer(res, 401, { errors: [problemOf(signed.message, signed.code)] });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return answer(res, 400, { errors: [problemOf('The body is not JSON', 'INVALID_JSON')] });
  }
  const read = readReceiptEvent(parsed);
  if ('problems' in read) return answer(res, 422, { errors: read.problems });
  let filed: Filed;
  try {
    filed = await fileEvent(req, read.event, options);
  } catch (error) {
    if (error instanceof Refused) return answer(res, error.status, { errors: error.problems });
    throw error;
  }
  if (filed.created) logger.info({ eventId: read.event.eventId, claimId: filed.claimId }, 'a receipt event was filed as a claim');
  answer(res, filed.created ? 201 : 200, { eventId: read.event.eventId, claimId: filed.claimId, created: filed.created });
}
