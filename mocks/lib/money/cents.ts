import type { Money } from '../../__generated__/resolvers-types';
import { decimalFromCents, type Cents } from '../../../src/lib/money';

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
