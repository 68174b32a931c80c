/**
 * Validation rules of the Dealerships screen, shared by its forms, its CSV import and the resolvers
 * (domain/resolvers/mutations/admin-dealerships.ts): a dealership's values and the rows of a dealer list.
 */
import type { TierName } from '../../graphql/__generated__/graphql';
import { Rules, isBlank, isValidEmail, type FieldError } from './core';
import { isUsState } from './session';

/** The program's tiers, lowest first, as the screen names them. */
export const DEALERSHIP_TIER_LABELS: Record<TierName, string> = { ESSENTIAL: 'Essential', SELECT: 'Select', ELITE: 'Elite', PREMIER: 'Premier' };

export const DEALERSHIP_NAME_MAX = 120;
export const DEALER_NUMBER_MAX = 20;
export const REGION_MAX = 60;
export const STREET_ADDRESS_MAX = 200;
export const CITY_MAX = 100;
/** Letters, digits and dashes, starting with a letter or digit: `D-204817`. */
export const DEALER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** A dealership's values as a form or a CSV row holds them (texts as typed). */
export interface DealershipValues {
  dealerNumber: string;
  name: string;
  region: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  /** A tier's name (`SELECT`), or what a CSV cell said when it names none. */
  tier: string;
  principalEmail?: string | null;
}

/** The key dealer numbers are compared by: trimmed and case-insensitive. */
export function dealerNumberKey(dealerNumber: string): string {
  return dealerNumber.trim().toLowerCase();
}

export function isTierName(value: string | null | undefined): value is TierName {
  return value != null && Object.hasOwn(DEALERSHIP_TIER_LABELS, value);
}

/** The sign-in refusal of a member of a deactivated dealership (both servers). */
export const DEALERSHIP_INACTIVE = 'Your dealership is not active in the program. Contact your program administrator to have it reactivated.';

export const DEALER_NUMBER_TAKEN = (dealerNumber: string) => `Dealer number ${dealerNumber.trim()} is already used by another dealership`;

/**
 * A dealership's values: every field but the principal's e-mail is required (`principalRequired`: an
 * import's rows need it, for the invitation); `isNumberTaken` gets the number's key.
 */
export function validateDealership(
  values: DealershipValues,
  options: { principalRequired?: boolean; isNumberTaken?: (key: string) => boolean } = {},
): FieldError[] {
  const rules = new Rules()
    .required('dealerNumber', values.dealerNumber, 'Dealer number')
    .maxLength('dealerNumber', values.dealerNumber.trim(), DEALER_NUMBER_MAX, 'Dealer number');
  if (!rules.has('dealerNumber')) {
    rules.check(DEALER_NUMBER_PATTERN.test(values.dealerNumber.trim()), 'dealerNumber', 'Use letters, digits and dashes only', 'INVALID');
  }
  if (!rules.has('dealerNumber') && options.isNumberTaken?.(dealerNumberKey(values.dealerNumber))) {
    rules.add('dealerNumber', DEALER_NUMBER_TAKEN(values.dealerNumber), 'CONFLICT');
  }
  rules
    .required('name', values.name, 'Dealership name')
    .maxLength('name', values.name.trim(), DEALERSHIP_NAME_MAX, 'Dealership name')
    .required('region', values.region, 'Region')
    .maxLength('region', values.region.trim(), REGION_MAX, 'Region')
    .required('streetAddress', values.streetAddress, 'Street address')
    .maxLength('streetAddress', values.streetAddress.trim(), STREET_ADDRESS_MAX, 'Street address')
    .required('city', values.city, 'City')
    .maxLength('city', values.city.trim(), CITY_MAX, 'City')
    .required('state', values.state, 'State');
  if (!rules.has('state')) rules.check(isUsState(values.state.trim().toUpperCase()), 'state', 'Choose a US state', 'INVALID');
  rules.required('zipCode', values.zipCode, 'ZIP code');
  if (!rules.has('zipCode')) rules.check(ZIP_PATTERN.test(values.zipCode.trim()), 'zipCode', 'Enter a 5-digit ZIP code', 'INVALID');
  if (isBlank(values.tier)) rules.add('tier', 'Tier is required', 'REQUIRED');
  else rules.check(isTierName(values.tier), 'tier', 'Choose a tier: Essential, Select, Elite or Premier', 'INVALID');
  if (options.principalRequired) rules.email('principalEmail', values.principalEmail);
  else if (!isBlank(values.principalEmail)) rules.check(isValidEmail(values.principalEmail), 'principalEmail', 'Enter a valid email address', 'INVALID');
  return rules.errors;
}

/** The import's limits and file-wide messages. */
export const DEALERSHIP_IMPORT_MAX_ROWS = 2000;
export const DEALERSHIP_IMPORT_NO_ROWS = 'The file has no dealership rows';
export const DEALERSHIP_IMPORT_TOO_MANY_ROWS = `The file has more than ${DEALERSHIP_IMPORT_MAX_ROWS.toLocaleString('en-US')} dealership rows; split it into smaller files`;

/**
 * Every row of a dealer list: the dealership rules with the principal's e-mail required, and dealer
 * numbers that another dealership holds or that an earlier row of the file repeats. Each row's errors
 * name `rows.<index>.<field>`.
 */
export function validateDealershipImportRows(rows: readonly DealershipValues[], isNumberTaken: (key: string) => boolean): FieldError[][] {
  const firstRow = new Map<string, number>();
  return rows.map((row, index) => {
    const key = dealerNumberKey(row.dealerNumber);
    const earlier = firstRow.get(key);
    if (key !== '' && earlier === undefined) firstRow.set(key, index);
    const errors = validateDealership(row, { principalRequired: true, isNumberTaken });
    if (earlier !== undefined && !errors.some((error) => error.field === 'dealerNumber')) {
      errors.push({ field: 'dealerNumber', message: `Dealer number ${row.dealerNumber.trim()} repeats row ${earlier + 1}`, code: 'CONFLICT' });
    }
    return errors.map((error) => ({ ...error, field: `rows.${index}.${error.field ?? 'row'}` }));
  });
}

/** Column headings of the dealer list CSV file, as the import reads them (case and spacing ignored). */
export const DEALERSHIP_CSV_COLUMNS = ['Dealer Number', 'Name', 'Region', 'Street Address', 'City', 'State', 'ZIP Code', 'Tier', 'Principal Email'] as const;

const DEALERSHIP_CSV_ALIASES: Record<string, keyof DealershipValues> = {
  dealernumber: 'dealerNumber',
  number: 'dealerNumber',
  name: 'name',
  dealershipname: 'name',
  dealername: 'name',
  region: 'region',
  streetaddress: 'streetAddress',
  address: 'streetAddress',
  city: 'city',
  state: 'state',
  zipcode: 'zipCode',
  zip: 'zipCode',
  tier: 'tier',
  principalemail: 'principalEmail',
  email: 'principalEmail',
};

/** The dealership field a CSV heading fills, or null when the import does not know it. */
export function dealershipCsvTarget(heading: string): keyof DealershipValues | null {
  return DEALERSHIP_CSV_ALIASES[heading.replace(/[\s_-]/g, '').toLowerCase()] ?? null;
}

/** One parsed CSV record (heading → cell text) as a dealership's values; a tier may be written as its label (`Premier`). */
export function dealershipFromCsvRecord(record: Record<string, string | undefined>): DealershipValues {
  const values: DealershipValues = { dealerNumber: '', name: '', region: '', streetAddress: '', city: '', state: '', zipCode: '', tier: '', principalEmail: '' };
  for (const [heading, cell] of Object.entries(record)) {
    const target = dealershipCsvTarget(heading);
    const text = cell?.trim() ?? '';
    if (target === 'tier') values.tier = text.toUpperCase();
    else if (target === 'state') values.state = text.toUpperCase();
    else if (target) values[target] = text;
  }
  return values;
}
