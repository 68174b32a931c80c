/**
 * Money as the contract carries it (schema.graphql, `Money` and `Decimal`): an exact decimal text such
 * as `"850.30"`. Sums are done in whole cents, never in float dollars, on both sides of the API.
 */
export type Cents = number;

/** Decimal text as a person or a client may write it: digits, an optional fraction, an optional minus. */
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Why a typed amount is not money: not a number, or finer than a cent. */
export type MoneyTextProblem = 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS';

/** Whole cents of a decimal text (`"12.5"` -> 1250), or why it is not an amount of money. */
export function parseMoneyText(text: string): { cents: Cents } | { problem: MoneyTextProblem } {
  const value = text.trim();
  if (!DECIMAL.test(value)) return { problem: 'NOT_A_NUMBER' };
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = value.replace('-', '').split('.');
  if (fraction.length > 2) return { problem: 'TOO_MANY_DECIMALS' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { problem: 'NOT_A_NUMBER' };
  return { cents: negative && cents !== 0 ? -cents : cents };
}

/** Whole cents as two-decimal text: 85030 -> `850.30`, -5 -> `-0.05`. */
export function decimalFromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const size = Math.abs(cents);
  return `${sign}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** Whole cents of a `Money` the API sent (its amount has at most two decimals). */
export function centsOf(money: { amount: string }): Cents {
  const parsed = parseMoneyText(money.amount);
  if ('problem' in parsed) throw new RangeError(`Not an amount of money: ${money.amount}`);
  return parsed.cents;
}

/** Dollars of a `Money` as a number, for display and charts only (never for sums). */
export function dollarsOf(money: { amount: string }): number {
  return centsOf(money) / 100;
}

/** A `Money`'s amount as a person would type it in a form: `"50.00"` -> `50`, `"12.50"` -> `12.5`. */
export function editableAmount(money: { amount: string }): string {
  return money.amount.replace(/\.?0+$/, '').replace(/^$/, '0');
}
