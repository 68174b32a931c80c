import { parseMoneyText } from '../money';
import { isBlank, Rules, type FieldError } from './core';

/** Validation rules of the claims screens (Claims Management, spot awards), shared by forms and resolvers. */

/** docs/product.md, "Validation": the Issue Spot Award form's message when amount or reason is empty. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/** Largest spot award in dollars. */
export const SPOT_AWARD_MAX_AMOUNT = 10_000;
/** Longest spot award reason and claim rejection reason. */
export const REASON_MAX_LENGTH = 500;
/** A pending claim waiting more than this many days is flagged (the Days Pending badge turns to a warning). */
export const CLAIM_OVERDUE_AFTER_DAYS = 4;

export interface SpotAwardValues {
  /** Dollars as decimal text, e.g. `250.00`; null or empty when the field is empty. */
  amount: string | null | undefined;
  reason: string | null | undefined;
}

/**
 * Issue Spot Award: amount and reason must both be filled ('Please fill in all fields' on each empty
 * field); the amount is more than $0 and at most $10,000 in dollars and cents; the reason at most 500
 * characters. The award type and participant are chosen from lists, so they are not checked here.
 */
export function validateSpotAward(values: SpotAwardValues): FieldError[] {
  const rules = new Rules();
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
