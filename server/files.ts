import contentDisposition from 'content-disposition';
import { fileTypeFromBuffer } from 'file-type';
import { parse as parseCookies } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../domain/context';
import { scopeOf } from '../domain/scope';
import { CLAIM_FILES_PATH } from '../src/lib/claim-files';
import { CSRF_HEADER } from '../src/graphql/csrf';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, validateAttachment, type FieldError } from '../src/lib/validation';
import type { Accounts } from './accounts/accounts';
import { bodyOf } from './request-body';
import type { PortalServerSettings } from './config';
import { sessionCookieName, viewerFor } from './context';
import type { StoredClaimFile } from '../domain/repositories/claim-files';
import { SqlClaimFiles, UNSENT_FILE_HOURS, UNSENT_FILES_MAX } from './repositories/claim-files';
import { SqlUsers } from './repositories/users';
import type { SqlDb } from './sql/database';

/**
 * Evidence files over HTTP (docs/server.md, "Evidence files"):
 * - `POST /files/claim-evidence` keeps a file a signed-in user uploads for a claim's answer. The body is
 *   the file itself; `Content-Type` is its media type, `X-File-Name` its name (percent-encoded), and the
 *   CSRF header is required as for /graphql. It answers 201 with `{ file: { id, name, type, size } }`,
 *   or an error status with `{ errors: [{ field, message, code }] }` as a UserError reads.
 * - `GET /files/claim-evidence/{id}` sends the file to the administrators, to whoever uploaded it and to
 *   the participant of the claim it belongs to; to anyone else it does not exist (404).
 */

export interface FilesOptions {
  sqlDb: SqlDb;
  accounts: Accounts;
  settings: PortalServerSettings;
  now: () => Date;
  /** Uploads being received now: each is held in memory until it is stored, so at most `settings.maxConcurrentUploads` at once. */
  uploads: { active: number };
}

/** The media types a browser shows in place; every other file downloads. */
const SHOWN_IN_PLACE = new Set(['image/jpeg', 'image/png', 'image/webp']);

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, message: string, code: FieldError['code'] | 'UNAUTHENTICATED' | 'FORBIDDEN'): void {
  answer(res, status, { errors: [{ field: ['attachment'], message, code }] });
}

/** Refuses an upload; what is left of its body is read and dropped. */
function dropUpload(req: IncomingMessage, res: ServerResponse, status: number, message: string, code: Parameters<typeof refuse>[3]): void {
  req.resume();
  refuse(res, status, message, code);
}

/** The viewer the request's session cookie signs in, as /graphql sees them; null when signed out. */
async function viewerOf(req: IncomingMessage, options: FilesOptions): Promise<Viewer | null> {
  const token = parseCookies(req.headers.cookie ?? '')[sessionCookieName(options.settings)];
  if (!token) return null;
  const found = await options.accounts.session(options.sqlDb, token, options.now());
  if (!found) return null;
  return viewerFor(new SqlUsers(options.sqlDb), found.account, found.session.role, options.settings.demo);
}


/** A percent-encoded header or path segment as text; '' when it is missing or malformed. */
function decoded(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return '';
  try {
    return decodeURIComponent(header).trim();
  } catch {
    return '';
  }
}

async function upload(req: IncomingMessage, res: ServerResponse, options: FilesOptions): Promise<void> {
  if (req.headers[CSRF_HEADER] === undefined) return dropUpload(req, res, 403, `Send the ${CSRF_HEADER} header with an upload`, 'FORBIDDEN');
  const viewer = await viewerOf(req, options);
  if (!viewer) return dropUpload(req, res, 401, 'Sign in to attach a file', 'UNAUTHENTICATED');
  const length = req.headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length)) return dropUpload(req, res, 411, 'The upload must give its length', 'INVALID');
  const file = { name: decoded(req.headers['x-file-name']), type: (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(), size: Number(length) };
  const problem = validateAttachment(file)[0];
  if (problem) {
    const status = !ATTACHMENT_TYPES.includes(file.type) ? 415 : file.size > ATTACHMENT_MAX_BYTES ? 413 : 400;
    return dropUpload(req, res, status, problem.message, problem.code);
  }
  if (options.uploads.active >= options.settings.maxConcurrentUploads) {
    res.setHeader('Retry-After', '5');
    return dropUpload(req, res, 503, 'Many files are being uploaded right now: attach it again in a moment', 'RATE_LIMITED');
  }
  options.uploads.active += 1;
  let bytes: Uint8Array | null;
  try {
    const body = await bodyOf(req, file.size);
    bytes = body && new Uint8Array(body);
  } finally {
    options.uploads.active -= 1;
  }
  if (!bytes) return dropUpload(req, res, 400, 'The file did not arrive whole: attach it again', 'INVALID');
  // The file's kind is what its bytes are, not what its Content-Type says.
  const kind = await fileTypeFromBuffer(bytes);
  if (kind?.mime !== file.type && !(file.type === 'image/heic' && kind?.mime === 'image/heif')) {
    return dropUpload(req, res, 415, `The file is not the ${file.type} it says it is: attach a PDF, JPEG, PNG, HEIC or WebP file`, 'INVALID');
  }
  const stored = await new SqlClaimFiles(options.sqlDb, scopeOf(viewer)).store(viewer.user.id, { name: file.name, type: file.type, bytes }, options.now());
  if (!stored) {
    return dropUpload(req, res, 429, `You have ${UNSENT_FILES_MAX} files waiting to be sent: send an answer first, or try again within ${UNSENT_FILE_HOURS} hours`, 'OUT_OF_RANGE');
  }
  answer(res, 201, { file: { id: stored.id, name: stored.name, type: stored.type, size: stored.size } });
}

/** Whether the viewer may open a stored file: administrators, whoever uploaded it, and the participant of the claim it belongs to. */
async function mayOpen(sqlDb: SqlDb, viewer: Viewer, file: StoredClaimFile): Promise<boolean> {
  if (viewer.role === 'CLIENT_ADMIN' || file.ownerUserId === viewer.user.id) return true;
  if (!file.claimId) return false;
  const claim = await sqlDb.selectFrom('claims').select('participant_id').where('id', '=', file.claimId).executeTakeFirst();
  return claim !== undefined && claim.participant_id === viewer.user.participantId;
}

async function download(req: IncomingMessage, res: ServerResponse, id: string, options: FilesOptions): Promise<void> {
  const viewer = await viewerOf(req, options);
  if (!viewer) return refuse(res, 401, 'Sign in to open this file', 'UNAUTHENTICATED');
  // Found in the viewer's scope only (domain/scope.ts), then checked against the rule above.
  const files = new SqlClaimFiles(options.sqlDb, scopeOf(viewer));
  // The bytes are read only for someone who may have them.
  const found = await files.find(id);
  const file = found && (await mayOpen(options.sqlDb, viewer, found)) ? await files.content(id) : null;
  if (!file) return refuse(res, 404, 'The file was not found', 'NOT_FOUND');
  res.statusCode = 200;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Length', String(file.bytes.byteLength));
  res.setHeader('Content-Disposition', contentDisposition(file.name, { type: SHOWN_IN_PLACE.has(file.type) ? 'inline' : 'attachment' }));
  // A stored file never changes; it is private to the people above, and runs nothing.
  res.setHeader('Cache-Control', 'private, max-age=3600');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(file.bytes));
}

/** A failure the requests above did not foresee (the database went away): logged, and answered with 500. */
function guarded(req: IncomingMessage, res: ServerResponse, work: Promise<void>): Promise<void> {
  return work.catch((error: unknown) => {
    (req as IncomingMessage & { log?: { error(details: object, message: string): void } }).log?.error({ err: error }, 'an evidence file request failed');
    if (!res.headersSent) answer(res, 500, { errors: [{ field: null, message: 'The file could not be handled: try again', code: 'INTERNAL' }] });
    else res.destroy();
  });
}

/** Answers a request under /files/claim-evidence; false when the path is not one of its own. */
export function claimFilesRoute(req: IncomingMessage, res: ServerResponse, pathname: string, options: FilesOptions): Promise<void> | false {
  if (pathname === CLAIM_FILES_PATH) {
    if (req.method === 'POST') return guarded(req, res, upload(req, res, options));
    res.setHeader('Allow', 'POST');
    return Promise.resolve(refuse(res, 405, 'Upload a file with POST', 'INVALID'));
  }
  if (!pathname.startsWith(`${CLAIM_FILES_PATH}/`)) return false;
  const match = decoded(pathname.slice(CLAIM_FILES_PATH.length + 1));
  if (!/^[\w-]{1,64}$/.test(match)) return Promise.resolve(refuse(res, 404, 'The file was not found', 'NOT_FOUND'));
  if (req.method === 'GET' || req.method === 'HEAD') return guarded(req, res, download(req, res, match, options));
  res.setHeader('Allow', 'GET, HEAD');
  return Promise.resolve(refuse(res, 405, 'Open a file with GET', 'INVALID'));
}
