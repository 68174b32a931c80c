import { Badge, Button, Text } from '@chakra-ui/react';
import type { ClaimAction, ClaimStatus } from '../../graphql/__generated__/graphql';

/**
 * docs/product.md, "Entities and names": how claim statuses read. Pending claims are "Pending Review",
 * as on the dashboard's Claims by Status card.
 */
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  PENDING: 'Pending Review',
  NEEDS_INFO: 'Needs Info',
  APPROVED: 'Approved',
  PAID: 'Paid',
  REJECTED: 'Rejected',
};

/** Every claim status, in the order of a claim's life. */
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['PENDING', 'NEEDS_INFO', 'APPROVED', 'PAID', 'REJECTED'];

/** What each entry of a claim's history reads as (docs/product.md, "Claims"). */
export const CLAIM_ACTION_LABELS: Record<ClaimAction, string> = {
  SUBMITTED: 'Submitted',
  INFO_REQUESTED: 'Information requested',
  RESUBMITTED: 'Answered and resubmitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PAID: 'Paid',
};

const STATUS_PALETTES: Record<ClaimStatus, string> = {
  APPROVED: 'green',
  PAID: 'blue',
  PENDING: 'yellow',
  NEEDS_INFO: 'orange',
  REJECTED: 'red',
};

/** A status the portal knows, or null for one it does not (a newer server may send more). */
export function knownClaimStatus(status: string): ClaimStatus | null {
  return CLAIM_STATUSES.find((known) => known === status) ?? null;
}

/** How a claim status reads: its label, or the status itself when the portal does not know it. */
export function claimStatusLabel(status: string): string {
  const known = knownClaimStatus(status);
  return known ? CLAIM_STATUS_LABELS[known] : status;
}

/**
 * A claim status as a coloured badge that names the status it shows in `data-claim-status` (e.g.
 * `PENDING`); a status the portal does not know shows as plain text, without it.
 */
export function ClaimStatusBadge({ status }: { status: string }) {
  const known = knownClaimStatus(status);
  if (!known) return <Text as="span">{status}</Text>;
  return (
    <Badge colorPalette={STATUS_PALETTES[known]} variant="subtle" data-claim-status={known}>
      {CLAIM_STATUS_LABELS[known]}
    </Badge>
  );
}

/** A claim's id in a table: opens its details (the claim drawer). */
export function ClaimIdButton({ id, onOpen }: { id: string; onOpen: () => void }) {
  return (
    <Button variant="plain" size="sm" px="0" h="auto" fontFamily="mono" fontWeight="medium" color="fg.info" textDecoration="underline" aria-label={`Open claim ${id}`} onClick={onOpen}>
      {id}
    </Button>
  );
}
