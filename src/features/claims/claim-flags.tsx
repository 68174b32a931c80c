import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import type { ClaimFlagCode } from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';

/** What the checks found on a claim (`Claim.flags`), as the administrators' screens read it. */
export interface ClaimFinding {
  code: ClaimFlagCode;
  message: string;
  relatedClaimId?: string | null;
}

/** How each check's finding reads (schema.graphql, `ClaimFlagCode`). */
export const CLAIM_FLAG_LABELS: Record<ClaimFlagCode, string> = {
  DUPLICATE_SERIAL: 'Duplicate serial number',
  INVOICE_REUSED: 'Invoice number reused',
  INSTALL_DATE: 'Install date out of range',
  AMOUNT_ABOVE_LIST: 'Amount above list price',
  VELOCITY: 'Many claims in 24 hours',
};

/** A check's label, or the code itself for one the portal does not know (a newer server may send more). */
export function claimFlagLabel(code: string): string {
  return (CLAIM_FLAG_LABELS as Record<string, string | undefined>)[code] ?? code;
}

/**
 * Whether approving the claim may need an override reason: its serial number is on another claim.
 * The server refuses the approval (APPROVAL_REQUIRED) only when that other claim is approved or paid,
 * which a flag made at submission cannot know, so the decision asks for a reason on every such claim.
 */
export function hasDuplicateSerial(flags: readonly ClaimFinding[]): boolean {
  return flags.some((flag) => flag.code === 'DUPLICATE_SERIAL');
}

/**
 * A flagged claim's marker in a queue row: "Flagged" and how many findings, in words for assistive
 * technology, so that it never rests on its colour alone. Nothing for a claim without findings.
 */
export function FlaggedBadge({ flags }: { flags: readonly ClaimFinding[] }) {
  if (flags.length === 0) return null;
  const count = flags.length;
  return (
    <Badge colorPalette="red" variant="surface" gap="1" data-flagged={count}>
      <ShieldAlert aria-hidden size={12} />
      Flagged
      <span aria-hidden>· {formatNumber(count)}</span>
      <VisuallyHidden>
        , {formatNumber(count)} {count === 1 ? 'finding' : 'findings'}
      </VisuallyHidden>
    </Badge>
  );
}
