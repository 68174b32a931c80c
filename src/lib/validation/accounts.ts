import { Rules, type FieldError } from './core';

/** Accounts and invitations (docs/server.md, "Invitations"): the rules the forms and the resolvers share. */

export const NAME_MAX_LENGTH = 50;
export const EMAIL_IN_USE = 'An account with this email already exists';
export const DEALERSHIP_REQUIRED = 'Choose the dealership';
export const NO_DEALERSHIP_FOR_ADMIN = 'A program administrator belongs to no dealership';
export const INVITATION_NOT_FOLLOWED = 'Your invitation is waiting: open the link in its e-mail to choose your password first.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Contact your program administrator to have it reactivated.';

export interface InvitationValues {
  email: string;
  firstName: string;
  lastName: string;
  /** For an administrator's invitation: the role and, for dealers and advisors, the dealership. */
  role?: string;
  dealerId?: string | null;
}

/** An invitation's e-mail address and name; with `role`, its dealership too (required for dealers and advisors, refused for administrators). */
export function validateInvitation(values: InvitationValues): FieldError[] {
  const rules = new Rules()
    .email('email', values.email)
    .required('firstName', values.firstName, 'First name')
    .maxLength('firstName', values.firstName?.trim(), NAME_MAX_LENGTH, 'First name')
    .required('lastName', values.lastName, 'Last name')
    .maxLength('lastName', values.lastName?.trim(), NAME_MAX_LENGTH, 'Last name');
  if (values.role !== undefined) {
    if (!['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'].includes(values.role)) rules.add('role', 'Choose a role', 'REQUIRED');
    else for (const error of validateRoleDealership(values.role, values.dealerId)) rules.add(error.field, error.message, error.code);
  }
  return rules.errors;
}

/** A role's dealership: a dealer or advisor has one, an administrator none. */
export function validateRoleDealership(role: string, dealerId: string | null | undefined, field = 'dealerId'): FieldError[] {
  const blank = !dealerId || dealerId.trim() === '';
  if (role === 'CLIENT_ADMIN') return blank ? [] : [{ field, message: NO_DEALERSHIP_FOR_ADMIN, code: 'INVALID' }];
  return blank ? [{ field, message: DEALERSHIP_REQUIRED, code: 'REQUIRED' }] : [];
}
