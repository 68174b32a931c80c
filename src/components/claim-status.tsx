import { Badge, Button, Text } from '@chakra-ui/react';
import type { ClaimAction, ClaimStatus } from '../graphql/__generated__/graphql';

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

/**
 * A claim status as a coloured badge that names the status it shows in `data-claim-status` (e.g.
 * `PENDING`); a status the portal does not know shows as plain text, without it.
 */
export function ClaimStatusBadge({ status }: { status: string }) {
  const label = (CLAIM_STATUS_LABELS as Record<string, string>)[status];
  if (!label) return <Text as="span">{status}</Text>;
  return (
    <Badge colorPalette={STATUS_PALETTES[status as ClaimStatus]} variant="subtle" data-claim-status={status}>
      {label}
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
