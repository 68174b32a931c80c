import type { ClaimAction } from '../../graphql/__generated__/graphql';

/**
 * What happened to a claim, as one sentence (docs/product.md, "Live updates"): the page's live region
 * says it, and the administrators' queue notes a decision someone else made. With the actor's name when
 * the reader should know who (an administrator reading of another administrator's decision).
 */
export function claimChangeMessage(claimId: string, action: ClaimAction, actorName: string | null = null): string {
  const by = actorName ? ` by ${actorName}` : '';
  switch (action) {
    case 'SUBMITTED':
      return `Claim ${claimId} was submitted${by}.`;
    case 'INFO_REQUESTED':
      return `More information was requested on claim ${claimId}${by}.`;
    case 'RESUBMITTED':
      return `Claim ${claimId} was resubmitted${by}.`;
    case 'APPROVED':
      return `Claim ${claimId} was approved${by}.`;
    case 'REJECTED':
      return `Claim ${claimId} was rejected${by}.`;
    case 'PAID':
      return `Claim ${claimId} was paid${by}.`;
  }
}

/** The decisions that take a claim out of the administrators' queue of pending claims. */
export const LEAVES_PENDING: ReadonlySet<ClaimAction> = new Set(['APPROVED', 'REJECTED', 'INFO_REQUESTED', 'PAID']);
