import { parseMoneyText } from '../money';
import { isBlank, Rules, type FieldError } from './core';

/** Validation rules of the claims screens (Claims Management, spot awards), shared by forms and resolvers. */

/** docs/product.md, "Validation": the Issue Spot Award form's message when amount or reason is empty. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/** Issue Spot Award's message when no participant is chosen, or the one sent is not in the program. */
export const CHOOSE_PARTICIPANT = 'Choose a participant from the list';

/** Largest spot award in dollars. */
export const SPOT_AWARD_MAX_AMOUNT = 10_000;
/** Longest spot award reason and claim rejection reason. */
export const REASON_MAX_LENGTH = 500;
/** A pending claim waiting more than this many days is flagged (the Days Pending badge turns to a warning). */
export const CLAIM_OVERDUE_AFTER_DAYS = 4;

export interface SpotAwardValues {
  /** The chosen participant's id; empty while none is chosen. */
  participantId: string | null | undefined;
  /** Dollars as decimal text, e.g. `250.00`; null or empty when the field is empty. */
  amount: string | null | undefined;
  reason: string | null | undefined;
}

/**
 * Issue Spot Award: a participant is chosen from the list; amount and reason must both be filled
 * ('Please fill in all fields' on each empty field); the amount is more than $0 and at most $10,000 in
 * dollars and cents; the reason at most 500 characters. The award type is chosen from a list, and
 * whether the chosen participant exists and is active is the server's to say.
 */
export function validateSpotAward(values: SpotAwardValues): FieldError[] {
  const rules = new Rules();
  if (isBlank(values.participantId)) rules.add('participantId', CHOOSE_PARTICIPANT, 'REQUIRED');
  const parsed = isBlank(values.amount) ? null : parseMoneyText(values.amount ?? '');
  if (parsed === null) rules.add('amount', FILL_IN_ALL_FIELDS, 'REQUIRED');
  if (isBlank(values.reason)) rules.add('reason', FILL_IN_ALL_FIELDS, 'REQUIRED');
  if (parsed !== null) {
    if ('problem' in parsed) rules.add('amount', 'Amount must be in dollars and cents', 'INVALID');
    else if (parsed.cents <= 0) rules.add('amount', 'Amount must be more than $0', 'OUT_OF_RANGE');
    else if (parsed.cents > SPOT_AWARD_MAX_AMOUNT * 100) rules.add('amount', 'Amount must be at most $10,000', 'OUT_OF_RANGE');
  }
  rules.maxLength('reason', values.reason?.trim(), REASON_MAX_LENGTH, 'Reason');
  return rules.errors;
}

/** Reject a claim: a reason is required, at most 500 characters. */
export function validateRejectReason(reason: string | null | undefined): FieldError[] {
  const rules = new Rules();
  if (isBlank(reason)) rules.add('reason', 'Enter a reason for rejecting this claim', 'REQUIRED');
  return rules.maxLength('reason', reason?.trim(), REASON_MAX_LENGTH, 'Reason').errors;
}

/** A claim needing info that has waited on its participant more than this many days is flagged, for them and for the administrators. */
export const CLAIM_INFO_WAIT_DAYS = 14;
/** Longest answer to a request for information. */
export const ANSWER_MAX_LENGTH = 1_000;
/** Most claims one bulk decision may decide. */
export const BULK_DECISION_MAX = 500;
/** Largest file a claim may carry: 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Longest attached file name. */
export const ATTACHMENT_NAME_MAX_LENGTH = 200;
/** The kinds of file a claim's evidence may be: PDF, JPEG, PNG, HEIC and WebP. */
export const ATTACHMENT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/webp'];

/** Ask for information: a message is required, at most 500 characters. */
export function validateInfoRequest(message: string | null | undefined): FieldError[] {
  const rules = new Rules();
  if (isBlank(message)) rules.add('message', 'Enter what the participant should send', 'REQUIRED');
  return rules.maxLength('message', message?.trim(), REASON_MAX_LENGTH, 'Message').errors;
}

export interface ResubmissionValues {
  answer: string | null | undefined;
  /** Dollars as decimal text; empty or null keeps the amount. */
  amount?: string | null;
  attachment?: { name: string; type: string; size: number } | null;
}

/**
 * Answer a request for information: an answer is required (at most 1,000 characters); a corrected
 * amount is more than $0 in dollars and cents; a file is a PDF or an image of at most 10 MB.
 */
export function validateResubmission(values: ResubmissionValues): FieldError[] {
  const rules = new Rules();
  if (isBlank(values.answer)) rules.add('answer', 'Enter your answer to the request', 'REQUIRED');
  rules.maxLength('answer', values.answer?.trim(), ANSWER_MAX_LENGTH, 'Answer');
  if (!isBlank(values.amount)) {
    const parsed = parseMoneyText(values.amount ?? '');
    if ('problem' in parsed) rules.add('amount', 'Amount must be in dollars and cents', 'INVALID');
    else if (parsed.cents <= 0) rules.add('amount', 'Amount must be more than $0', 'OUT_OF_RANGE');
  }
  if (values.attachment) rules.errors.push(...validateAttachment(values.attachment));
  return rules.errors;
}

/**
 * A file for a claim's evidence: a PDF or a photo (JPEG, PNG, HEIC or WebP) of more than 0 bytes and at
 * most 10 MB, named in 1 to 200 characters. The answer form checks it before sending, the API when the
 * claim is resubmitted, and the portal server when the file itself is uploaded (docs/server.md,
 * "Evidence files").
 */
export function validateAttachment(file: { name: string; type: string; size: number }): FieldError[] {
  const rules = new Rules();
  if (!ATTACHMENT_TYPES.includes(file.type)) rules.add('attachment', 'Attach a PDF or a photo (JPEG, PNG, HEIC or WebP)', 'INVALID');
  else if (file.size <= 0) rules.add('attachment', 'The file is empty', 'INVALID');
  else if (file.size > ATTACHMENT_MAX_BYTES) rules.add('attachment', 'The file must be at most 10 MB', 'OUT_OF_RANGE');
  else if (isBlank(file.name) || file.name.length > ATTACHMENT_NAME_MAX_LENGTH) rules.add('attachment', 'The file name must be 1 to 200 characters', 'INVALID');
  return rules.errors;
}

/** Claims Analytics' filter: the submission days it covers, either end optional. */
export interface ClaimFilterValues {
  from?: string | null;
  to?: string | null;
}

export function validateClaimFilter(values: ClaimFilterValues): FieldError[] {
  return new Rules().dayRange('to', values.from, values.to).errors;
}

