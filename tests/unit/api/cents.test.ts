import { describe, expect, it } from 'vitest';
import { centsOf, decimalOf, money } from '../../../domain/lib/money/cents';

describe('money in cents', () => {
  it('writes whole cents as two-decimal text', () => {
    expect(decimalOf(85_030)).toBe('850.30');
    expect(decimalOf(0)).toBe('0.00');
    expect(decimalOf(-5)).toBe('-0.05');
    expect(decimalOf(31_540_000)).toBe('315400.00');
    expect(money(30)).toEqual({ amount: '0.30', currencyCode: 'USD' });
  });

  it('adds exactly where floats do not: 0.10 + 0.20 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(decimalOf(centsOf(0.1) + centsOf(0.2))).toBe('0.30');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => decimalOf(12.5)).toThrow(RangeError);
  });
});
