import type { Claim, ClaimAction, ClaimAttachmentInput, ClaimDecisionKind, ClaimStatus, DecideClaimsInput, MutationResolvers } from '../__generated__/resolvers-types';
import {
  BULK_DECISION_MAX,
  REASON_MAX_LENGTH,
  validateInfoRequest,
  validateRejectReason,
  validateResubmission,
  type FieldError,
} from '../../src/lib/validation';
import type { Context, Viewer } from '../context';
import type { ClaimAttachmentRow, ClaimHistoryRow, ClaimRow } from '../fixtures/claims';
import { claimPointsOf, entriesToStore, historyEntryId, historyOf, type Submitter } from '../lib/admin/claim-history';
import { dayNumber, isoDay, todayNumber } from '../lib/admin/dates';
import { requireAdmin, requireMember } from '../lib/auth';
import { encodeCursor, NO_FIGURES, type SortKey } from '../lib/connection';
import { userError } from '../lib/errors';
import { centsOfDecimal } from '../lib/money/cents';
import { sendableFile } from '../repositories/claim-files';
import type { ClaimPatch } from '../repositories/claims';
import { CLAIM_PRODUCT_BY_ID, participantLookup, toClaim, toHistoryEntry } from './claim-nodes';
import { checkClaim } from './claim-submission';
import { paysOut } from '../lib/claims/checks';
import { comparisonKeyOf } from '../lib/claims/keys';

/**
 * The claim lifecycle (docs/server.md, "Claims and their history"): decisions, requests for
 * information, answers and bulk decisions, each with its history entry and version check. The claims
 * resolvers load this module when a claim is first changed or its history read, so the in-browser
 * server's first load does not carry it (BENCHMARKS.md, "Where a target is missed").
 */

const STATUS_LABELS: Record<ClaimStatus, string> = {
  PENDING: 'pending',
  NEEDS_INFO: 'waiting for information',
  APPROVED: 'approved',
  PAID: 'paid',
  REJECTED: 'rejected',
};

/** What every claim change returns: the claim after it (or as it stands when refused) and why not. */
interface ChangePayload {
  claim: Claim | null;
  errors: FieldError[];
}

/** A change of a claim's status, as an administrator or its participant asks for it. */
interface Transition {
  /** The statuses the claim may be in. */
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  action: ClaimAction;
  /** How the refusal names the change: "approved", "sent back for information". */
  verb: string;
  note?: string | null;
  /** What else the change writes on the claim, given the claim as it was read. */
  patch?: (row: ClaimRow) => ClaimPatch;
  attachment?: ClaimAttachmentRow | null;
  /** An approval's reason for paying a serial already paid on another claim (docs/product.md, "Claim checks"). */
  overrideReason?: string | null;
}

/**
 * An approval of a claim whose serial another claim was already approved or paid for: refused without a
 * written reason (APPROVAL_REQUIRED); with one, the note the history keeps. The serial's lock is held
 * from here to the end of the operation, so of two such claims approved at once the second sees the first.
 */
async function paidSerialCheck(ctx: Context, row: ClaimRow, reason: string | null | undefined): Promise<{ error: FieldError } | { note: string | null }> {
  const matches = await ctx.repositories.claims.matches(
    { id: row.id, serialKey: comparisonKeyOf(row.serialNumber), invoiceKey: '', dealerId: row.dealerId },
    true,
  );
  const paid = matches.filter((match) => match.sameSerial && paysOut(match.status));
  if (paid.length === 0) return { note: null };
  const written = reason?.trim() ?? '';
  const first = paid[0] as (typeof paid)[number];
  const where = `claim ${first.id} (${ctx.dealers().get(first.dealerId).name}, ${STATUS_LABELS[first.status]})`;
  if (written === '') {
    return { error: userError('overrideReason', `Serial ${row.serialNumber} was already paid on ${where}. Give a reason to approve it anyway`, 'APPROVAL_REQUIRED') };
  }
  if (written.length > REASON_MAX_LENGTH) return { error: userError('overrideReason', `Reason must be at most ${REASON_MAX_LENGTH} characters`, 'TOO_LONG') };
  return { note: `Approved although serial ${row.serialNumber} was already paid on ${paid.map((match) => match.id).join(', ')}. Reason: ${written}` };
}

/**
 * The attachment an answer sends (docs/server.md, "Evidence files"): the stored file it names by
 * `fileId` (the viewer's own upload, not yet another claim's evidence), or else the name, type and size
 * it gives; with the error at the attachment field when the named file cannot be sent.
 */
export async function attachmentOf(
  ctx: Context,
  viewer: Viewer,
  claimId: string,
  input: ClaimAttachmentInput | null | undefined,
): Promise<{ attachment: ClaimAttachmentRow | null; error: FieldError | null }> {
  if (!input) return { attachment: null, error: null };
  const described = { name: input.name.trim(), type: input.type.trim(), size: input.size };
  if (!input.fileId) return { attachment: described, error: null };
  const files = ctx.repositories.claimFiles;
  if (!files) {
    return { attachment: described, error: userError('attachment', 'This portal keeps only the name, type and size of a file: send the attachment without a file id', 'INVALID') };
  }
  const file = await files.find(input.fileId);
  if (!sendableFile(file, viewer.user.id, claimId)) return { attachment: described, error: userError('attachment', 'The uploaded file was not found: attach it again', 'NOT_FOUND') };
  return { attachment: { name: file.name, type: file.type, size: file.size, fileId: file.id }, error: null };
}

/** Who makes a change: the signed-in user, as the history keeps them. */
function actorOf(viewer: Viewer): Pick<ClaimHistoryRow, 'actorId' | 'actorName' | 'actorRole'> {
  return { actorId: viewer.user.id, actorName: `${viewer.user.firstName} ${viewer.user.lastName}`, actorRole: viewer.role };
}

/** Who submitted a claim, as its history names them. */
async function submitterOf(ctx: Context, row: ClaimRow): Promise<Submitter> {
  const record = (await ctx.repositories.participants.byIds([row.participantId])).get(row.participantId);
  return { name: record?.row.name ?? row.participantId, role: record?.row.role ?? 'DEALER' };
}

/** The user account of a claim's participant, if they have one (sample participants mostly do not). */
function accountOf(ctx: Context, participantId: string) {
  return ctx.repositories.users.byParticipant(participantId);
}

/** "Claim CLM-1 changed since you opened it: Alex Admin requested information at …". */
async function conflictError(ctx: Context, row: ClaimRow): Promise<FieldError> {
  const history = historyOf(row, await ctx.repositories.claims.history(row.id), await submitterOf(ctx, row));
  const last = history[history.length - 1];
  const by = last ? ` by ${last.actorName}` : '';
  return userError('claimId', `Claim ${row.id} was changed${by} since you opened it; it is ${STATUS_LABELS[row.status]} now. Reload it to see what changed.`, 'CONFLICT');
}

/**
 * Applies a transition to a claim at the version the caller read (or as it is now), appending its
 * history entry; otherwise returns why not and changes nothing. The points of an approval go to the
 * participant's ledger in the same operation.
 */
async function applyTransition(
  ctx: Context,
  viewer: Viewer,
  claimId: string,
  version: number | null | undefined,
  transition: Transition,
  errors: FieldError[] = [],
  owner: string | null = null,
): Promise<ChangePayload> {
  const today = todayNumber(ctx.now());
  const claims = ctx.repositories.claims;
  const show = (current: ClaimRow) => toClaim(ctx, current, today, participantLookup(ctx, [current.participantId]));
  const notFound = { claim: null, errors: [userError('claimId', `Claim ${claimId} was not found`, 'NOT_FOUND')] };
  const row = await claims.byId(claimId.trim());
  if (!row || (owner !== null && row.participantId !== owner)) return notFound;
  const refused = (current: ClaimRow): ChangePayload => {
    const only = transition.from.map((status) => (status === 'PENDING' ? 'pending claims' : 'claims waiting for information')).join(' and ');
    return { claim: show(current), errors: [userError('claimId', `Claim ${current.id} is ${STATUS_LABELS[current.status]}; only ${only} can be ${transition.verb}`, 'CONFLICT')] };
  };
  if (version != null && version !== row.version) return { claim: show(row), errors: [await conflictError(ctx, row)] };
  if (!transition.from.includes(row.status)) return refused(row);
  if (errors.length > 0) return { claim: show(row), errors };
  let note = transition.note ?? null;
  if (transition.to === 'APPROVED') {
    const checked = await paidSerialCheck(ctx, row, transition.overrideReason);
    if ('error' in checked) return { claim: show(row), errors: [checked.error] };
    if (checked.note) note = note ? `${checked.note}. Note: ${note}` : checked.note;
  }

  const now = ctx.now();
  const patch = transition.patch?.(row) ?? {};
  const amountCents = patch.amountCents;
  const amountChanged = amountCents !== undefined && amountCents !== row.amountCents;
  const entries = entriesToStore(row, await claims.history(row.id), await submitterOf(ctx, row), [
    {
      claimId: row.id,
      at: now.toISOString(),
      ...actorOf(viewer),
      action: transition.action,
      fromStatus: row.status,
      toStatus: transition.to,
      fromAmountCents: amountChanged ? row.amountCents : null,
      toAmountCents: amountChanged ? amountCents : null,
      note,
      attachment: transition.attachment ?? null,
    },
  ]);
  const changed = await claims.change(row.id, row.version, { ...patch, status: transition.to }, entries);
  if (!changed) {
    // Changed by someone else since it was read: say by whom and what it is now.
    const current = await claims.byId(row.id);
    if (!current) return notFound;
    return transition.from.includes(current.status) ? { claim: show(current), errors: [await conflictError(ctx, current)] } : refused(current);
  }
  await afterTransition(ctx, changed, transition, entries[entries.length - 1] as ClaimHistoryRow);
  return { claim: show(changed), errors: [] };
}

/** What a change sets going beyond the claim: an approval's points, a request's notification. */
async function afterTransition(ctx: Context, row: ClaimRow, transition: Transition, entry: ClaimHistoryRow): Promise<void> {
  const account = await accountOf(ctx, row.participantId);
  if (!account) return;
  const product = CLAIM_PRODUCT_BY_ID.get(row.productId)?.name ?? row.productId;
  let points = 0;
  if (transition.action === 'APPROVED') {
    points = claimPointsOf(row.amountCents);
    if (points > 0) {
      // The claim is the source: one claim credits once, whatever asks again (ALREADY_RECORDED changes nothing).
      await ctx.repositories.rewards.record({
        userId: account.id,
        date: isoDay(ctx.now()),
        at: entry.at,
        actorId: entry.actorId,
        action: 'EARNED',
        item: `Claim ${row.id} approved: ${product}`,
        points,
        carriedForward: false,
        sourceKind: 'CLAIM_APPROVAL',
        sourceId: row.id,
      });
    }
  }
  // The claim's owner hears of every decision and of every request for information in the bell.
  const notice = claimNotice(row, transition, product, points);
  if (!notice) return;
  await ctx.repositories.notifications.notify({
    id: `NTF-${historyEntryId(entry)}`,
    userId: account.id,
    ...notice,
    createdAt: entry.at,
    read: false,
    type: 'CLAIM',
    link: `/my-claims?claim=${row.id}`,
  });
}

/** The notification a change of a claim sends its owner: a request for information, an approval or a rejection. */
function claimNotice(row: ClaimRow, transition: Transition, product: string, points: number): { title: string; message: string } | null {
  switch (transition.action) {
    case 'INFO_REQUESTED':
      return { title: `Claim ${row.id} needs information`, message: transition.note ?? '' };
    case 'APPROVED':
      return {
        title: `Claim ${row.id} approved`,
        message: points > 0 ? `Your claim for the ${product} was approved: ${points.toLocaleString('en-US')} points were added to your balance.` : `Your claim for the ${product} was approved.`,
      };
    case 'REJECTED':
      return { title: `Claim ${row.id} rejected`, message: transition.note ?? `Your claim for the ${product} was rejected.` };
    default:
      return null;
  }
}

/** An approval's optional note: at most 500 characters. */
function validateApprovalNote(note: string | null | undefined): FieldError[] {
  return note && note.trim().length > REASON_MAX_LENGTH ? [userError('reason', `Reason must be at most ${REASON_MAX_LENGTH} characters`, 'TOO_LONG')] : [];
}

/** The claims a bulk decision is about: those picked, or every pending claim matching the filter (at most 500). */
async function pickedClaims(ctx: Context, input: DecideClaimsInput, errors: FieldError[]): Promise<{ claimId: string; version: number | null }[]> {
  const tooMany = `Decide at most ${BULK_DECISION_MAX.toLocaleString('en-US')} claims at once; narrow the filter or pick fewer`;
  if ((input.claims == null) === (input.filter == null)) {
    errors.push(userError('claims', 'Pick the claims to decide, or decide every claim matching the filter', 'REQUIRED'));
    return [];
  }
  if (input.claims) {
    const seen = new Set<string>();
    const picked = input.claims
      .map((ref) => ({ claimId: ref.claimId.trim(), version: ref.version ?? null }))
      .filter((ref) => !seen.has(ref.claimId) && seen.add(ref.claimId));
    if (picked.length === 0) errors.push(userError('claims', 'Pick at least one claim', 'REQUIRED'));
    if (picked.length > BULK_DECISION_MAX) errors.push(userError('claims', tooMany, 'LIMIT_EXCEEDED'));
    return picked;
  }
  const today = todayNumber(ctx.now());
  const picked: { claimId: string; version: number }[] = [];
  let after: string | null = null;
  // The pending queue's own order, a page at a time, until one more than the most allowed is known.
  do {
    const page = await ctx.repositories.claims.list({ filter: { ...input.filter, statuses: ['PENDING'] }, field: 'DAYS', direction: 'DESC', today }, { first: 100, after, needs: NO_FIGURES });
    picked.push(...page.rows.map((row) => ({ claimId: row.id, version: row.version })));
    after = page.hasNextPage && page.keys.length > 0 ? encodeCursor(page.keys[page.keys.length - 1] as SortKey) : null;
  } while (after && picked.length <= BULK_DECISION_MAX);
  if (picked.length === 0) errors.push(userError('filter', 'No pending claim matches the filter', 'NOT_FOUND'));
  if (picked.length > BULK_DECISION_MAX) errors.push(userError('filter', tooMany, 'LIMIT_EXCEEDED'));
  return picked;
}

/** A decision: approve or reject a pending claim, or approve a claim needing info despite it. */
function decision(kind: ClaimDecisionKind | 'OVERRIDE', now: Date, reason?: string | null): Transition {
  const note = reason?.trim() || null;
  const patch = (row: ClaimRow): ClaimPatch => ({
    decidedAt: now.toISOString(),
    processingDays: Math.max(0, todayNumber(now) - dayNumber(row.date)),
    rejectionReason: kind === 'REJECT' ? note : null,
    issue: null,
    infoRequestedAt: null,
  });
  if (kind === 'REJECT') return { from: ['PENDING'], to: 'REJECTED', action: 'REJECTED', verb: 'rejected', note, patch };
  if (kind === 'OVERRIDE') return { from: ['NEEDS_INFO'], to: 'APPROVED', action: 'APPROVED', verb: 'approved with an override', note, patch };
  return { from: ['PENDING'], to: 'APPROVED', action: 'APPROVED', verb: 'approved', note, patch };
}

/** A claim's history, newest first. */
export async function claimHistory(ctx: Context, row: ClaimRow) {
  const entries = historyOf(row, await ctx.repositories.claims.history(row.id), await submitterOf(ctx, row));
  return entries.reverse().map(toHistoryEntry);
}

type Mutation<K extends keyof MutationResolvers> = Parameters<Extract<MutationResolvers[K], (...args: never[]) => unknown>>;

/** The lifecycle's mutations, as the claims resolvers hand them on. */
export const lifecycleMutations = {
    approveClaim: ({ input }: Mutation<'approveClaim'>[1], ctx: Context) =>
      applyTransition(ctx, requireAdmin(ctx), input.claimId, input.version, { ...decision('APPROVE', ctx.now()), overrideReason: input.overrideReason }),
    rejectClaim: ({ input }: Mutation<'rejectClaim'>[1], ctx: Context) =>
      applyTransition(ctx, requireAdmin(ctx), input.claimId, input.version, decision('REJECT', ctx.now(), input.reason), validateRejectReason(input.reason)),
    overrideApproveClaim: ({ input }: Mutation<'overrideApproveClaim'>[1], ctx: Context) =>
      applyTransition(ctx, requireAdmin(ctx), input.claimId, input.version, { ...decision('OVERRIDE', ctx.now()), overrideReason: input.overrideReason }),
    requestClaimInfo: ({ input }: Mutation<'requestClaimInfo'>[1], ctx: Context) => {
      const viewer = requireAdmin(ctx);
      const message = input.message.trim();
      const now = ctx.now();
      return applyTransition(
        ctx,
        viewer,
        input.claimId,
        input.version,
        {
          from: ['PENDING'],
          to: 'NEEDS_INFO',
          action: 'INFO_REQUESTED',
          verb: 'sent back for information',
          note: message,
          patch: () => ({ issue: message, infoRequestedAt: now.toISOString() }),
        },
        validateInfoRequest(input.message),
      );
    },
    resubmitClaim: async ({ input }: Mutation<'resubmitClaim'>[1], ctx: Context) => {
      const viewer = requireMember(ctx);
      const claimId = input.claimId.trim();
      const { attachment, error } = await attachmentOf(ctx, viewer, claimId, input.attachment);
      const amount = input.amount?.trim() || null;
      const errors = validateResubmission({ answer: input.answer, amount, attachment });
      if (error) errors.push(error);
      // The checks run again on the claim as the answer leaves it (its amount may change).
      const before = errors.length === 0 ? await ctx.repositories.claims.byId(claimId) : null;
      const flags =
        before && before.participantId === viewer.user.participantId
          ? await checkClaim(ctx, { ...before, ...(amount ? { amountCents: centsOfDecimal(amount) } : {}) })
          : undefined;
      const result = await applyTransition(
        ctx,
        viewer,
        input.claimId,
        input.version,
        {
          from: ['NEEDS_INFO'],
          to: 'PENDING',
          action: 'RESUBMITTED',
          verb: 'resubmitted',
          note: input.answer.trim(),
          attachment,
          patch: () => ({
            issue: null,
            infoRequestedAt: null,
            ...(amount && errors.length === 0 ? { amountCents: centsOfDecimal(amount) } : {}),
            ...(attachment ? { attachment } : {}),
            ...(flags ? { flags } : {}),
          }),
        },
        errors,
        // A member answers for their own claims only; anyone else's is as if there were none.
        viewer.user.participantId ?? '',
      );
      if (result.errors.length === 0 && attachment?.fileId && !(await ctx.repositories.claimFiles?.attach(attachment.fileId, claimId))) {
        // Sent with another claim at the same moment: this answer is undone whole.
        throw new Error(`The file ${attachment.fileId} was taken by another claim`);
      }
      return result;
    },
    decideClaims: async ({ input }: Mutation<'decideClaims'>[1], ctx: Context) => {
      const viewer = requireAdmin(ctx);
      const errors: FieldError[] = input.decision === 'REJECT' ? validateRejectReason(input.reason) : validateApprovalNote(input.reason);
      const picked = await pickedClaims(ctx, input, errors);
      if (errors.length > 0) return { results: [], decided: 0, failed: 0, errors };
      const results = [];
      // One claim after another, in the one operation: each is decided as a single decision would be.
      for (const { claimId, version } of picked) {
        const result = await applyTransition(ctx, viewer, claimId, version, decision(input.decision, ctx.now(), input.reason));
        results.push({ claimId, claim: result.claim, error: result.errors[0] ?? null });
      }
      const failed = results.filter((result) => result.error !== null).length;
      return { results, decided: results.length - failed, failed, errors: [] };
    },
};
