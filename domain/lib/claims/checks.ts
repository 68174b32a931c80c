import type { ClaimStatus } from '../../__generated__/resolvers-types';
import type { ClaimFlagRow, ClaimRow } from '../../fixtures/claims';
import { formatUsd } from '../../../src/lib/validation';
import { CLAIM_INSTALL_WINDOW_DAYS } from '../../../src/lib/validation/claim-submission';
import { dayNumber } from '../admin/dates';
import { EQUIPMENT_LINE_BY_ID } from './equipment';

/**
 * The checks a claim goes through when it is submitted and when it is resubmitted (docs/product.md,
 * "Claim checks"). They refuse nothing: each finding is kept on the claim (`Claim.flags`) for the
 * administrators who decide it. The one rule that stops a decision, a serial already paid, is checked
 * again when the claim is approved (domain/resolvers/claim-lifecycle.ts).
 */

/** More claims than this by one participant in the 24 hours before a submission is unusual. */
export const VELOCITY_LIMIT = 10;
/** An amount above this share of its units' list price, in percent, is far above it. */
export const AMOUNT_FLAG_PERCENT = 150;

/** Another claim that shares a serial number (anywhere in the network) or an invoice number (in the dealership). */
export interface ClaimMatch {
  id: string;
  dealerId: string;
  status: ClaimStatus;
  sameSerial: boolean;
  sameInvoice: boolean;
}

const STATUS_TEXT: Record<ClaimStatus, string> = {
  PENDING: 'pending',
  NEEDS_INFO: 'waiting for information',
  APPROVED: 'approved',
  PAID: 'paid',
  REJECTED: 'rejected',
};

/** Whether a claim with this status has been paid, or is approved to be: its serial pays no second time without an override. */
export function paysOut(status: ClaimStatus): boolean {
  return status === 'APPROVED' || status === 'PAID';
}

export interface ClaimCheckInput {
  claim: Pick<ClaimRow, 'id' | 'productId' | 'serialNumber' | 'invoiceNumber' | 'installedOn' | 'amountCents' | 'quantity' | 'dealerId'>;
  /** The day the claim was (re)submitted, `YYYY-MM-DD`. */
  submittedOn: string;
  /** Other claims, not rejected, with its serial or (in its dealership) its invoice number. */
  matches: readonly ClaimMatch[];
  /** Claims its participant submitted in the 24 hours before it. */
  recentSubmissions: number;
  /** A dealership's name, for the messages. */
  dealerName: (dealerId: string) => string;
}

/** What the checks find on a claim, in the order of the codes. */
export function claimFlags({ claim, submittedOn, matches, recentSubmissions, dealerName }: ClaimCheckInput): ClaimFlagRow[] {
  const flags: ClaimFlagRow[] = [];
  for (const match of matches) {
    if (!match.sameSerial || match.id === claim.id) continue;
    flags.push({
      code: 'DUPLICATE_SERIAL',
      message: `Serial ${claim.serialNumber} is also on claim ${match.id} (${dealerName(match.dealerId)}), ${STATUS_TEXT[match.status]}`,
      relatedClaimId: match.id,
    });
  }
  for (const match of matches) {
    if (!match.sameInvoice || match.id === claim.id) continue;
    flags.push({
      code: 'INVOICE_REUSED',
      message: `Invoice ${claim.invoiceNumber} is also on claim ${match.id} of this dealership, ${STATUS_TEXT[match.status]}`,
      relatedClaimId: match.id,
    });
  }
  const age = dayNumber(submittedOn) - dayNumber(claim.installedOn);
  if (age < 0) {
    flags.push({ code: 'INSTALL_DATE', message: `Installed on ${claim.installedOn}, after the claim was submitted on ${submittedOn}`, relatedClaimId: null });
  } else if (age > CLAIM_INSTALL_WINDOW_DAYS) {
    flags.push({
      code: 'INSTALL_DATE',
      message: `Installed ${age} days before the claim was submitted; the program's window is ${CLAIM_INSTALL_WINDOW_DAYS} days`,
      relatedClaimId: null,
    });
  }
  const line = EQUIPMENT_LINE_BY_ID.get(claim.productId);
  if (line) {
    const listCents = line.listPriceCents * claim.quantity;
    if (claim.amountCents * 100 > listCents * AMOUNT_FLAG_PERCENT) {
      const above = claim.amountCents - listCents;
      const units = claim.quantity === 1 ? 'one unit' : `${claim.quantity} units`;
      flags.push({
        code: 'AMOUNT_ABOVE_LIST',
        message: `Amount ${formatUsd(claim.amountCents / 100)} is ${formatUsd(above / 100)} (${Math.round((above / listCents) * 100)}%) above the list price of ${units}, ${formatUsd(listCents / 100)}`,
        relatedClaimId: null,
      });
    }
  }
  if (recentSubmissions > VELOCITY_LIMIT) {
    flags.push({ code: 'VELOCITY', message: `Its participant submitted ${recentSubmissions} other claims in the 24 hours before it`, relatedClaimId: null });
  }
  return flags;
}
