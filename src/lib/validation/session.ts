import { Rules, type FieldError } from './core';

/** docs/product.md, "Validation": sign-up password hint (shown, not enforced). */
export const PASSWORD_HINT = 'At least 8 characters with uppercase, lowercase and a number';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const PASSWORDS_DONT_MATCH_DESCRIPTION = 'Please make sure both passwords are the same.';
/** Sign-in of an account that signed up without an invitation while it waits for an administrator (the HTTP server outside demo mode). */
export const AWAITING_APPROVAL = "Your account is waiting for the program's approval. You can sign in once an administrator has added you to your dealership.";
/** Sign-in of an account whose request to join the program an administrator turned down. */
export const ENROLMENT_REJECTED = "Your request to join the program was not approved, so this account cannot sign in. Contact the program's support if you think this is a mistake.";
/** Sign-up's dealer number (docs/server.md, "Accounts"): what the field's help says, and its messages. */
export const DEALER_NUMBER_HELP = "The number on your dealership's program statements, such as D-204817. Your dealership's owner has it.";
export const DEALER_NUMBER_REQUIRED = "Enter your dealership's dealer number";
export const DEALER_NUMBER_INVALID = 'A dealer number has 3 to 20 letters, digits or hyphens, such as D-204817';
const DEALER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,19}$/;
/** An administrator's reason for turning a sign-up down: optional, at most this many characters. */
export const REJECTION_REASON_MAX = 500;
export const TERMS_REQUIRED = 'Please accept the Terms and Conditions';
export const TERMS_REQUIRED_DESCRIPTION = 'You must agree to continue with registration.';

/** The 50 US states, two-letter codes with names, for profile forms. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const STATE_CODES = new Set(US_STATES.map((state) => state.code));

export function isUsState(code: string | null | undefined): boolean {
  return code != null && STATE_CODES.has(code.trim().toUpperCase());
}

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const PHONE_PATTERN = /^[+()\-.\s\d]{7,20}$/;

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface SignInValues {
  email?: string | null;
  password?: string | null;
}

export function validateSignIn(values: SignInValues): FieldError[] {
  return new Rules().email('email', values.email).required('password', values.password, 'Password').errors;
}

export interface SignUpAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  accountType: string | null | undefined;
  password: string;
  confirmPassword: string;
  /** The dealer number of the dealership the person belongs to; required where a sign-up waits for approval. */
  dealerNumber?: string | null;
}

export interface SignUpRules {
  /**
   * The dealer number is required: outside demo mode, where an administrator approves the sign-up into
   * a dealership. In demo mode it may be given and is checked, but the account joins the sample dealership.
   */
  dealerNumberRequired?: boolean;
}

/** The dealer number as stored: trimmed and upper-cased; null when none was given. */
export function normalizeDealerNumber(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.toUpperCase();
}

/** Sign-up step 1: every field required, a valid e-mail, matching passwords, a well-formed dealer number. */
export function validateSignUpAccount(values: SignUpAccountValues, { dealerNumberRequired = false }: SignUpRules = {}): FieldError[] {
  const rules = new Rules()
    .required('firstName', values.firstName, 'First name')
    .required('lastName', values.lastName, 'Last name')
    .email('email', values.email)
    .check(!!values.accountType, 'accountType', 'Account type is required', 'REQUIRED')
    .required('password', values.password, 'Password')
    .required('confirmPassword', values.confirmPassword, 'Confirm password')
    .maxLength('firstName', values.firstName, 60, 'First name')
    .maxLength('lastName', values.lastName, 60, 'Last name');
  if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
    rules.add('confirmPassword', PASSWORDS_DONT_MATCH, 'MISMATCH');
  }
  const dealerNumber = normalizeDealerNumber(values.dealerNumber);
  if (dealerNumber === null) rules.check(!dealerNumberRequired, 'dealerNumber', DEALER_NUMBER_REQUIRED, 'REQUIRED');
  else rules.check(DEALER_NUMBER_PATTERN.test(dealerNumber), 'dealerNumber', DEALER_NUMBER_INVALID, 'INVALID');
  return rules.errors;
}

/** An administrator's rejection of a sign-up: the reason is optional and at most REJECTION_REASON_MAX characters. */
export function validateRejectEnrolment(values: { reason?: string | null }): FieldError[] {
  return new Rules().maxLength('reason', values.reason ?? '', REJECTION_REASON_MAX, 'Reason').errors;
}

export interface ProfileSetupValues {
  companyName: string;
  businessType: string | null | undefined;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  website?: string | null;
}

/** Profile setup: company, type, address, city, state, ZIP and phone required; website optional but a URL. */
export function validateProfileSetup(values: ProfileSetupValues): FieldError[] {
  const rules = new Rules()
    .required('companyName', values.companyName, 'Company name')
    .check(!!values.businessType, 'businessType', 'Business type is required', 'REQUIRED')
    .required('address', values.address, 'Street address')
    .required('city', values.city, 'City')
    .required('state', values.state, 'State')
    .required('zipCode', values.zipCode, 'ZIP code')
    .required('phoneNumber', values.phoneNumber, 'Phone number')
    .maxLength('companyName', values.companyName, 120, 'Company name');
  if (!rules.has('state')) rules.check(isUsState(values.state), 'state', 'Choose a US state', 'INVALID');
  if (!rules.has('zipCode')) rules.check(ZIP_PATTERN.test(values.zipCode.trim()), 'zipCode', 'Enter a 5-digit ZIP code', 'INVALID');
  if (!rules.has('phoneNumber')) rules.check(PHONE_PATTERN.test(values.phoneNumber.trim()), 'phoneNumber', 'Enter a valid phone number', 'INVALID');
  if (values.website && values.website.trim() !== '') {
    rules.check(isValidUrl(values.website), 'website', 'Enter a full web address, like https://example.com', 'INVALID');
  }
  return rules.errors;
}

export interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string;
}

export function validatePersonalInfo(values: PersonalInfoValues): FieldError[] {
  const rules = new Rules()
    .required('firstName', values.firstName, 'First name')
    .required('lastName', values.lastName, 'Last name')
    .email('email', values.email)
    .maxLength('firstName', values.firstName, 60, 'First name')
    .maxLength('lastName', values.lastName, 60, 'Last name')
    .maxLength('jobTitle', values.jobTitle, 80, 'Job title');
  if (!isBlankish(values.phone)) rules.check(PHONE_PATTERN.test(values.phone.trim()), 'phone', 'Enter a valid phone number', 'INVALID');
  return rules.errors;
}

export interface DealerInfoValues {
  businessName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  businessPhone: string;
  website: string;
  yearEstablished: string;
}

export function validateDealerInfo(values: DealerInfoValues, currentYear: number): FieldError[] {
  const rules = new Rules()
    .required('businessName', values.businessName, 'Business name')
    .maxLength('businessName', values.businessName, 120, 'Business name');
  if (!isBlankish(values.state)) rules.check(isUsState(values.state), 'state', 'Choose a US state', 'INVALID');
  if (!isBlankish(values.zipCode)) rules.check(ZIP_PATTERN.test(values.zipCode.trim()), 'zipCode', 'Enter a 5-digit ZIP code', 'INVALID');
  if (!isBlankish(values.businessPhone)) {
    rules.check(PHONE_PATTERN.test(values.businessPhone.trim()), 'businessPhone', 'Enter a valid phone number', 'INVALID');
  }
  if (!isBlankish(values.website)) {
    rules.check(isValidUrl(values.website), 'website', 'Enter a full web address, like https://example.com', 'INVALID');
  }
  if (!isBlankish(values.yearEstablished)) {
    const year = Number(values.yearEstablished);
    rules.check(
      /^\d{4}$/.test(values.yearEstablished.trim()) && year >= 1800 && year <= currentYear,
      'yearEstablished',
      `Enter a year between 1800 and ${currentYear}`,
    'OUT_OF_RANGE',
    );
  }
  return rules.errors;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** docs/product.md, "Validation": the current password is required and the confirmation must match. */
export function validateChangePassword(values: ChangePasswordValues): FieldError[] {
  const rules = new Rules()
    .required('currentPassword', values.currentPassword, 'Current password')
    .required('newPassword', values.newPassword, 'New password')
    .required('confirmPassword', values.confirmPassword, 'Confirm password');
  if (values.newPassword && values.confirmPassword && values.newPassword !== values.confirmPassword) {
    rules.add('confirmPassword', PASSWORDS_DONT_MATCH, 'MISMATCH');
  }
  if (values.newPassword && values.currentPassword && values.newPassword === values.currentPassword) {
    rules.add('newPassword', 'Choose a password different from the current one', 'CONFLICT');
  }
  return rules.errors;
}

/** The shortest password the portal's server accepts for a new password (docs/server.md, "Accounts"). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_TOO_SHORT = `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`;
/** What a one-time password link answers when it cannot be used: expired, used, or never given. */
export const PASSWORD_LINK_CLOSED = 'This link has expired or was already used.';

export interface SetPasswordValues {
  password: string;
  /** The form's second entry; the server is given the password once and leaves it out. */
  confirmPassword?: string;
}

/** Set Password (a one-time link): a password of at least 8 characters (at most 200), typed twice alike. */
export function validateSetPassword(values: SetPasswordValues): FieldError[] {
  const rules = new Rules().required('password', values.password, 'Password').maxLength('password', values.password, 200, 'Password');
  if (values.password && values.password.length < NEW_PASSWORD_MIN_LENGTH) rules.add('password', NEW_PASSWORD_TOO_SHORT, 'INVALID');
  if (values.confirmPassword !== undefined) {
    rules.required('confirmPassword', values.confirmPassword, 'Confirm password');
    if (values.password && values.confirmPassword && values.password !== values.confirmPassword) rules.add('confirmPassword', PASSWORDS_DONT_MATCH, 'MISMATCH');
  }
  return rules.errors;
}

function isBlankish(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
