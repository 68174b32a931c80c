import type { Claim, ClaimHistoryEntry, Participant, SpotAward } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { ClaimHistoryRow, ClaimRow, SpotAwardRow } from '../fixtures/claims';
import { claimPointsOf, historyEntryId, waitingTooLong } from '../lib/admin/claim-history';
import { CLAIM_PRODUCTS } from '../lib/admin/generate';
import { claimDays, isOverdue } from '../lib/admin/claims-index';
import { dayNumber } from '../lib/admin/dates';
import { money } from '../lib/money/cents';
import type { ParticipantRecord } from '../repositories/participants';
import { participantOf } from './admin-participants';

/**
 * Claims as the schema shows them, shared by the claims resolvers (domain/resolvers/claims.ts) and the
 * lifecycle they load when a claim changes (domain/resolvers/claim-lifecycle.ts).
 */

/** The equipment of a claim, by id. */
export const CLAIM_PRODUCT_BY_ID = new Map(CLAIM_PRODUCTS.map((product) => [product.id, { id: product.id, name: product.name }]));

/** The participants a set of claims or awards names, read in one call when first asked for. */
export type ParticipantLookup = (id: string) => Promise<Participant>;

/**
 * A lookup of the participants of these ids (with their totals over every claim) and their dealerships,
 * made with one repository call the first time an operation selects any of them; a decision that asks
 * for the claim's status alone never reads them.
 */
export function participantLookup(ctx: Context, ids: Iterable<string>): ParticipantLookup {
  const wanted = [...new Set(ids)];
  let records: Promise<Map<string, ParticipantRecord>> | null = null;
  return async (id) => {
    records ??= ctx.repositories.participants.byIds(wanted);
    const record = (await records).get(id);
    if (!record) throw new Error(`No participant ${id}`);
    return participantOf(ctx, record);
  };
}

/**
 * Where the participant of a claim or award the resolvers made comes from: `Claim.participant` and
 * `SpotAward.participant` resolve through it, so a participant is read only when selected.
 */
export const participantLookups = new WeakMap<object, () => Promise<Participant>>();

/** The row each claim the resolvers made came from: `Claim.history` reads the claim's entries when selected. */
export const claimRows = new WeakMap<object, ClaimRow>();

export function toHistoryEntry(row: ClaimHistoryRow): ClaimHistoryEntry {
  return {
    id: historyEntryId(row),
    at: row.at,
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    fromAmount: row.fromAmountCents === null ? null : money(row.fromAmountCents),
    toAmount: row.toAmountCents === null ? null : money(row.toAmountCents),
    note: row.note,
    attachment: row.attachment,
  };
}

/** A claim as the schema shows it: its participant, dealership and equipment joined by id. */
export function toClaim(ctx: Context, row: ClaimRow, today: number, participants: ParticipantLookup): Claim {
  const day = dayNumber(row.date);
  const product = CLAIM_PRODUCT_BY_ID.get(row.productId);
  if (!product) throw new Error(`Claim ${row.id} names a product that does not exist`);
  const claim: Omit<Claim, 'participant' | 'history'> = {
    id: row.id,
    get dealer() {
      return ctx.dealers().get(row.dealerId);
    },
    amount: money(row.amountCents),
    status: row.status,
    date: row.date,
    days: claimDays(row, day, today),
    issue: row.issue,
    product,
    rejectionReason: row.rejectionReason,
    decidedAt: row.decidedAt,
    overdue: isOverdue(row, day, today),
    version: row.version,
    serialNumber: row.serialNumber,
    quantity: row.quantity,
    installedOn: row.installedOn,
    points: claimPointsOf(row.amountCents),
    evidence: { invoiceNumber: row.invoiceNumber, attachment: row.attachment },
    infoRequestedAt: row.infoRequestedAt,
    waitingTooLong: waitingTooLong(row, ctx.now()),
    model: row.model ?? null,
    customerZip: row.customerZip ?? null,
    // What the checks found may name another dealership's claim: administrators read it, members an empty list.
    flags: ctx.viewer?.role === 'CLIENT_ADMIN' ? (row.flags ?? []) : [],
  };
  participantLookups.set(claim, () => participants(row.participantId));
  claimRows.set(claim, row);
  return claim as Claim;
}

/** A spot award as the contract gives it, its participant looked up when asked for. */
export function toSpotAward(row: SpotAwardRow, participants: ParticipantLookup): SpotAward {
  const { amountCents, ...rest } = row;
  const award: Omit<SpotAward, 'participant'> = { ...rest, amount: money(amountCents) };
  participantLookups.set(award, () => participants(row.participantId));
  return award as SpotAward;
}
