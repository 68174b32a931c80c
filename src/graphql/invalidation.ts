import type { ApolloCache } from '@apollo/client';

/**
 * What a mutation changes on screens other than the one it was made on: the root Query fields whose
 * cached copy is dropped once the mutation succeeded, so those screens load afresh when next shown (a
 * field the current screen reads loads again at once). The screen the mutation was made on refreshes
 * its own query with `refetchQueries`.
 *
 * Keys are Mutation fields and values Query fields of schema.graphql (a unit test holds both to it).
 */

/** A claim decided or sent back: the claim lists and figures of the admin screens and reports. */
const CLAIM_DECISION = ['claims', 'claim', 'claimsAnalytics', 'adminDashboard', 'participants', 'participant', 'participantStats', 'reportDefinitions'] as const;
/** A member's claim moved on: the figures of their dashboard and My Earnings. */
const MEMBER_CLAIM = ['advisorDashboard', 'dealerDashboard', 'earnings'] as const;
/** A participant's points or status: the participants list, details and figures of the admin screens. */
const PARTICIPANT = ['participants', 'participant', 'participantStats', 'adminDashboard'] as const;
/** The points balance or reward stock: the dashboards, My Earnings and the rewards admin figures. */
const POINTS = ['dealerDashboard', 'advisorDashboard', 'adminDashboard', 'earnings', 'rewardsAdminStats'] as const;

export const INVALIDATES = {
  approveClaim: CLAIM_DECISION,
  rejectClaim: CLAIM_DECISION,
  overrideApproveClaim: CLAIM_DECISION,
  decideClaims: CLAIM_DECISION,
  requestClaimInfo: CLAIM_DECISION,
  resubmitClaim: MEMBER_CLAIM,
  // A new claim is pending: the member's pending claims and claimed sales on the dashboards and My Earnings.
  submitClaim: MEMBER_CLAIM,
  issueSpotAward: PARTICIPANT,
  setParticipantStatus: PARTICIPANT,
  submitFundClaim: ['earnings', 'dealerDashboard'],
  registerForEvent: ['trainingCalendar'],
  cancelEventRegistration: ['trainingCalendar'],
  redeemReward: POINTS,
  setCartLine: POINTS,
  checkoutCart: POINTS,
} as const satisfies Record<string, readonly string[]>;

export type InvalidatingMutation = keyof typeof INVALIDATES;

/** Drops what `mutation` changed from the cache (call it only when the mutation succeeded). */
export function invalidate(cache: ApolloCache, mutation: InvalidatingMutation): void {
  for (const fieldName of INVALIDATES[mutation]) cache.evict({ id: 'ROOT_QUERY', fieldName });
}

/**
 * A mutation's `update` option: once `succeeded` says the answer is a success (not a refusal with
 * errors), drops what the mutation changed.
 */
export function invalidateOnSuccess<TData>(mutation: InvalidatingMutation, succeeded: (data: TData) => boolean) {
  return (cache: ApolloCache, result: { data?: TData | null }) => {
    if (result.data && succeeded(result.data)) invalidate(cache, mutation);
  };
}
