export { ACCOUNT_ROLE_LABELS, ACCOUNT_STATUS_LABELS, AccountStatusBadge, invitationSentText } from './labels';
export { InviteDialog, type InviteDialogProps } from './invite-dialog';
