import { Badge } from '@chakra-ui/react';
import type { AccountStatus, Role } from '../../graphql/__generated__/graphql';

/** The roles as the Accounts screen names them. */
export const ACCOUNT_ROLE_LABELS: Record<Role, string> = { DEALER: 'Dealer', COMFORT_ADVISOR: 'Comfort Advisor', CLIENT_ADMIN: 'Program Administrator' };

/** Where an account stands, as the Accounts screen and the Team tab say it. */
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  PENDING_APPROVAL: 'Pending approval',
  DEACTIVATED: 'Deactivated',
};

const STATUS_PALETTES: Record<AccountStatus, string> = { ACTIVE: 'green', INVITED: 'blue', PENDING_APPROVAL: 'orange', DEACTIVATED: 'gray' };

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">
      {ACCOUNT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** What the toast after an invitation says: where the link went, or that the in-browser portal mails nothing. */
export function invitationSentText(email: string, mailed: boolean): string {
  return mailed
    ? `An invitation with a link to choose a password was e-mailed to ${email}. The link works once, for 7 days.`
    : `The account for ${email} is ready, but the in-browser portal sends no e-mail: nothing was mailed.`;
}
