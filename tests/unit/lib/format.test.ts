import { describe, expect, it } from 'vitest';
import { clampPercent, formatPercent } from '../../../src/lib/format';

describe('clampPercent', () => {
  it('keeps shares between 0 and 100 for progress bars', () => {
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('rounds to the given decimals and adds the percent sign', () => {
    expect(formatPercent(60)).toBe('60%');
    expect(formatPercent(63.64, 1)).toBe('63.6%');
    expect(formatPercent(12, 1)).toBe('12.0%');
  });
});
