import { describe, expect, it } from 'vitest';
import { clampPercent, formatClock, formatDate, formatLongMonthYear, formatMonthDay, formatMonthName, formatMonthYear, formatPercent } from '../../../src/lib/format';

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

describe('day, month and clock labels', () => {
  it('reads a calendar day as that day, whatever the zone', () => {
    expect(formatDate('2027-02-20')).toBe('Feb 20, 2027');
    expect(formatMonthDay('2026-11-16')).toBe('Nov 16');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('names a month from `YYYY-MM` or from a day', () => {
    expect(formatMonthName('2026-09')).toBe('Sep');
    expect(formatMonthName('2026-12-31')).toBe('Dec');
    expect(formatMonthYear('2026-11')).toBe('Nov 2026');
    expect(formatLongMonthYear('2026-05-18')).toBe('May 2026');
    expect(formatLongMonthYear('2026-09')).toBe('September 2026');
  });

  it('writes a clock reading with a plain space before AM or PM', () => {
    expect(formatClock('14:00')).toBe('2:00 PM');
    expect(formatClock('08:30')).toBe('8:30 AM');
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClock('12:45')).toBe('12:45 PM');
  });
});
