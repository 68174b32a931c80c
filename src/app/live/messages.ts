export { claimChangeMessage } from '../../features/claims/claim-change-message';
import { formatNumber } from '../../lib/format';

export function balanceMessage(balance: number): string {
  return `Your points balance is now ${formatNumber(balance)}.`;
}

/** How many announcements the live region reads out one by one; more are summed up. */
export const ANNOUNCED_ONE_BY_ONE = 3;

/**
 * What the live region says for the changes that arrived together (a bulk decision sends one per
 * claim): up to three sentences, or the first and how many more.
 */
export function combineAnnouncements(messages: readonly string[]): string {
  if (messages.length <= ANNOUNCED_ONE_BY_ONE) return messages.join(' ');
  const more = messages.length - 1;
  return `${messages[0]} ${formatNumber(more)} more changes arrived.`;
}

export const OFFLINE_TITLE = 'The portal is offline.';
export const OFFLINE_DETAIL = 'Changes made elsewhere will show here when the connection is back.';
