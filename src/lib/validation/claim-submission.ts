import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { parseMoneyText } from '../money';
import { validateAttachment } from './claims';
import { isBlank, Rules, type FieldError } from './core';

/**
 * Submit a claim's rules (docs/product.md, "Submitting a claim"), shared by the form and `submitClaim`.
 * A module of its own: the in-browser server's first load holds the other claims rules, and not these.
 */
/** An install claimed must be at most this many days old when submitted (the program's claim window). */
export const CLAIM_INSTALL_WINDOW_DAYS = 60;
/** Most units one claim may carry. */
export const CLAIM_QUANTITY_MAX = 50;
/** Largest amount one claim may claim, in dollars. */
export const CLAIM_AMOUNT_MAX = 50_000;
/** Longest invoice or receipt number. */
export const INVOICE_NUMBER_MAX_LENGTH = 40;
/** A US ZIP code: five digits, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** A serial number as the line's pattern reads it: upper-cased, without spaces and dashes. */
export function serialAsWritten(serial: string): string {
  return serial.trim().toUpperCase().replace(/[\s-]+/g, '');
}

export interface ClaimSubmissionValues {
  productId: string | null | undefined;
  model: string | null | undefined;
  serialNumber: string | null | undefined;
  quantity: number | null | undefined;
  /** `YYYY-MM-DD`. */
  installedOn: string | null | undefined;
  customerZip: string | null | undefined;
  invoiceNumber: string | null | undefined;
  /** Dollars as decimal text, e.g. `845.00`. */
  amount: string | null | undefined;
  attachment: { name: string; type: string; size: number } | null | undefined;
}

/** What the rule needs of the chosen equipment line (`ClaimEquipment`). */
export interface ClaimLineRules {
  models: readonly string[];
  serialPattern: string;
  serialFormat: string;
}

/**
 * Submit a claim (docs/product.md, "Submitting a claim"): an equipment line and one of its models; a
 * serial number in the line's form; 1 to 50 units; an install date not in the future and at most 60
 * days before today; a ZIP code; an invoice number of at most 40 characters; an amount above $0 and at
 * most $50,000 in dollars and cents; and the invoice or a photo. `line` is the chosen line's rules, or
 * null when no line (or no line of that id) is chosen; `today` is `YYYY-MM-DD`. The form checks it
 * before sending and `submitClaim` again on the server.
 */
export function validateClaimSubmission(values: ClaimSubmissionValues, line: ClaimLineRules | null, today: string): FieldError[] {
  const rules = new Rules();
  if (isBlank(values.productId)) rules.add('productId', 'Choose the equipment', 'REQUIRED');
  else if (!line) rules.add('productId', 'Choose the equipment from the list', 'NOT_FOUND');
  if (isBlank(values.model)) rules.add('model', 'Choose the model', 'REQUIRED');
  else if (line && !line.models.includes((values.model ?? '').trim())) rules.add('model', 'Choose one of this equipment’s models', 'INVALID');
  const serial = serialAsWritten(values.serialNumber ?? '');
  if (serial === '') rules.add('serialNumber', 'Enter the serial number from the rating plate', 'REQUIRED');
  else if (line && !new RegExp(line.serialPattern).test(serial)) rules.add('serialNumber', `Enter the serial number as on the rating plate: ${line.serialFormat}`, 'INVALID');
  const quantity = values.quantity;
  if (quantity == null || Number.isNaN(quantity)) rules.add('quantity', 'Enter how many units were installed', 'REQUIRED');
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > CLAIM_QUANTITY_MAX) rules.add('quantity', `Quantity must be a whole number from 1 to ${CLAIM_QUANTITY_MAX}`, 'OUT_OF_RANGE');
  const installed = values.installedOn ? parseISO(values.installedOn) : null;
  if (!installed || !isValid(installed) || !/^\d{4}-\d{2}-\d{2}$/.test(values.installedOn ?? '')) rules.add('installedOn', 'Enter the install date', 'REQUIRED');
  else {
    const age = differenceInCalendarDays(parseISO(today), installed);
    if (age < 0) rules.add('installedOn', 'The install date cannot be in the future', 'OUT_OF_RANGE');
    else if (age > CLAIM_INSTALL_WINDOW_DAYS) rules.add('installedOn', `Claims must be submitted within ${CLAIM_INSTALL_WINDOW_DAYS} days of the installation`, 'CLOSED');
  }
  const zip = (values.customerZip ?? '').trim();
  if (zip === '') rules.add('customerZip', 'Enter the customer’s ZIP code', 'REQUIRED');
  else if (!ZIP_PATTERN.test(zip)) rules.add('customerZip', 'Enter a 5-digit ZIP code (or ZIP+4)', 'INVALID');
  rules.required('invoiceNumber', values.invoiceNumber, 'Invoice number').maxLength('invoiceNumber', values.invoiceNumber?.trim(), INVOICE_NUMBER_MAX_LENGTH, 'Invoice number');
  const parsed = isBlank(values.amount) ? null : parseMoneyText(values.amount ?? '');
  if (parsed === null) rules.add('amount', 'Enter the amount claimed', 'REQUIRED');
  else if ('problem' in parsed) rules.add('amount', 'Amount must be in dollars and cents', 'INVALID');
  else if (parsed.cents <= 0) rules.add('amount', 'Amount must be more than $0', 'OUT_OF_RANGE');
  else if (parsed.cents > CLAIM_AMOUNT_MAX * 100) rules.add('amount', `Amount must be at most $${CLAIM_AMOUNT_MAX.toLocaleString('en-US')}`, 'OUT_OF_RANGE');
  if (!values.attachment) rules.add('attachment', 'Attach the invoice or a photo of the installation', 'REQUIRED');
  else rules.errors.push(...validateAttachment(values.attachment));
  return rules.errors;
}
