import type { Money } from '../../__generated__/resolvers-types';
import { decimalFromCents, parseMoneyText, type Cents } from '../../../src/lib/money';

/**
 * Money on the server is whole cents (integers), so sums are exact: 10 + 20 cents is 30 cents, where
 * 0.1 + 0.2 dollars as floats is 0.30000000000000004. It leaves as a `Money` whose amount is a decimal
 * text (`"850.30"`); see the `Decimal` scalar in schema.graphql.
 */
export type { Cents };

/** Whole cents of a dollar figure written as a number in a fixture: 12.5 -> 1250. */
export function centsOf(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** Whole cents as two-decimal text: 85030 -> `850.30`. */
export const decimalOf = decimalFromCents;

/** An amount of US dollars in whole cents, as the schema's Money. */
export function money(cents: Cents): Money {
  return { amount: decimalFromCents(cents), currencyCode: 'USD' };
}

/** Cents (a whole or an average) rounded to the nearest whole dollar: 57_249.5 -> 57_200, 57_250 -> 57_300. */
export function toWholeDollars(cents: number): Cents {
  return Math.round(cents / 100) * 100;
}

/** The average of a sum over `count` items, to the cent; zero when there are none. */
export function averageCents(totalCents: Cents, count: number): Cents {
  return count === 0 ? 0 : Math.round(totalCents / count);
}

/** Whole cents of a decimal text that validation has already accepted (`"25.5"` -> 2550). */
export function centsOfDecimal(text: string): Cents {
  const parsed = parseMoneyText(text);
  if ('problem' in parsed) throw new Error(`The amount was checked before: ${text}`);
  return parsed.cents;
}
