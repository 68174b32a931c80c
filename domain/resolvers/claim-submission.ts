import type { Role, SubmitClaimInput } from '../__generated__/resolvers-types';
import { validateClaimSubmission } from '../../src/lib/validation/claim-submission';
import type { FieldError } from '../../src/lib/validation';
import type { Context } from '../context';
import type { ClaimAttachmentRow, ClaimFlagRow, ClaimRow } from '../fixtures/claims';
import { isoDay } from '../lib/admin/dates';
import { claimFlags } from '../lib/claims/checks';
import { EQUIPMENT_LINE_BY_ID } from '../lib/claims/equipment';
import { comparisonKeyOf } from '../lib/claims/keys';
import { userError } from '../lib/errors';
import { centsOfDecimal } from '../lib/money/cents';
import { serialAsWritten } from '../../src/lib/validation/claim-submission';

/**
 * A sale claim coming in (docs/product.md, "Submitting a claim"): from the portal's form
 * (`submitClaim`), or from the receipt service's webhook on the portal server (docs/server.md, "The
 * receipt service's webhook"). Either way it is checked (domain/lib/claims/checks.ts), numbered and
 * stored pending, with its history's first entry, in the operation's one transaction.
 */

/** Where a claim came from: the portal's form refuses an install outside the window; a processed receipt is taken and flagged. */
export type ClaimSource = 'PORTAL' | 'RECEIPT_SERVICE';

/** Who submits: the participant the claim is theirs, and the user their history names. */
export interface ClaimSubmitter {
  participantId: string;
  userId: string;
  name: string;
  role: Role;
}

/** What `submitClaimAs` gives back: the stored claim, or why not (nothing stored then). */
export type SubmissionResult = { claim: ClaimRow; errors: [] } | { claim: null; errors: FieldError[] };

/** The submission's values with the attachment already resolved (a stored file, or what is kept of one). */
export type SubmissionValues = Omit<SubmitClaimInput, 'attachment'> & { attachment: ClaimAttachmentRow | null };

/** The findings of the checks on a claim (new or resubmitted) as it stands. */
export async function checkClaim(ctx: Context, claim: Omit<ClaimRow, 'id' | 'version'> & { id: string | null }): Promise<ClaimFlagRow[]> {
  const now = ctx.now();
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const claims = ctx.repositories.claims;
  const [matches, recentSubmissions] = await Promise.all([
    claims.matches({ id: claim.id, serialKey: comparisonKeyOf(claim.serialNumber), invoiceKey: comparisonKeyOf(claim.invoiceNumber), dealerId: claim.dealerId }),
    claims.submittedSince(claim.participantId, since),
  ]);
  // A resubmitted claim submitted within the day is not one of its own recent ones.
  const itself = claim.id !== null && (claim.submittedAt ?? '') > since ? 1 : 0;
  const dealers = ctx.dealers();
  return claimFlags({
    claim: { ...claim, id: claim.id ?? '' },
    submittedOn: isoDay(now),
    matches,
    recentSubmissions: recentSubmissions - itself,
    dealerName: (dealerId) => dealers.get(dealerId).name,
  });
}

/** Checks, numbers and stores a claim for a participant, with the first entry of its history. */
export async function submitClaimAs(ctx: Context, submitter: ClaimSubmitter, values: SubmissionValues, source: ClaimSource): Promise<SubmissionResult> {
  const now = ctx.now();
  const today = isoDay(now);
  const productId = values.productId.trim();
  const line = EQUIPMENT_LINE_BY_ID.get(productId) ?? null;
  const errors = validateClaimSubmission(
    { ...values, productId, attachment: values.attachment },
    line && { models: line.models, serialPattern: line.serial.pattern, serialFormat: line.serial.description },
    today,
  ).filter(
    // The receipt service reports installs as they were: one outside the window is flagged, not refused.
    (error) => source === 'PORTAL' || error.field !== 'installedOn' || error.code === 'REQUIRED',
  );
  const participant = (await ctx.repositories.participants.byIds([submitter.participantId])).get(submitter.participantId)?.row;
  if (!participant) errors.unshift(userError(null, 'Only a participant of a dealership can submit claims', 'NOT_FOUND'));
  else if (participant.status !== 'ACTIVE') errors.unshift(userError(null, 'This participant is inactive; an administrator can reactivate them', 'CONFLICT'));
  if (!participant || errors.length > 0) return { claim: null, errors };

  const claim: Omit<ClaimRow, 'id' | 'version'> = {
    participantId: participant.id,
    dealerId: participant.dealerId,
    productId,
    amountCents: centsOfDecimal(values.amount),
    status: 'PENDING',
    date: today,
    decidedAt: null,
    processingDays: null,
    issue: null,
    rejectionReason: null,
    serialNumber: serialAsWritten(values.serialNumber),
    quantity: values.quantity,
    installedOn: values.installedOn,
    invoiceNumber: values.invoiceNumber.trim(),
    attachment: values.attachment,
    infoRequestedAt: null,
    model: values.model.trim(),
    customerZip: values.customerZip.trim(),
    submittedAt: now.toISOString(),
  };
  const flags = await checkClaim(ctx, { ...claim, id: null });
  if (flags.length > 0) claim.flags = flags;
  const stored = await ctx.repositories.claims.add(claim, {
    at: now.toISOString(),
    actorId: submitter.userId,
    actorName: submitter.name,
    actorRole: submitter.role,
    action: 'SUBMITTED',
    fromStatus: null,
    toStatus: 'PENDING',
    fromAmountCents: null,
    toAmountCents: null,
    note: source === 'RECEIPT_SERVICE' ? 'Submitted by the receipt service' : null,
    attachment: values.attachment,
  });
  if (values.attachment?.fileId && !(await ctx.repositories.claimFiles?.attach(values.attachment.fileId, stored.id))) {
    // Sent with another claim at the same moment: this submission is undone whole.
    throw new Error(`The file ${values.attachment.fileId} was taken by another claim`);
  }
  return { claim: stored, errors: [] };
}
