import { startOfQuarter } from 'date-fns/startOfQuarter';
import { startOfYear } from 'date-fns/startOfYear';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAM_TIME_ZONE,
  PROGRAM_TIME_ZONE,
  dayOf,
  programAt,
  programCalendarDay,
  programDay,
  programInstant,
  programTime,
  programTimeZoneFrom,
  programZoneLabel,
} from '../../../src/lib/program-time';

// 03:00 UTC on Jan 1, 2027 is still 9:00 PM on Dec 31, 2026 in Chicago.
const NEW_YEAR_IN_UTC = new Date('2027-01-01T03:00:00.000Z');

describe('the program time zone', () => {
  it('is America/Chicago unless the build names another IANA zone', () => {
    expect(PROGRAM_TIME_ZONE).toBe('America/Chicago');
    expect(programTimeZoneFrom(undefined)).toBe(DEFAULT_PROGRAM_TIME_ZONE);
    expect(programTimeZoneFrom('  ')).toBe(DEFAULT_PROGRAM_TIME_ZONE);
    expect(programTimeZoneFrom(' Europe/Berlin ')).toBe('Europe/Berlin');
    expect(() => programTimeZoneFrom('Central')).toThrow('The program time zone "Central" is not an IANA time zone such as America/Chicago');
  });

  it("reads today on the program's calendar, not the machine's (these tests run in UTC)", () => {
    expect(NEW_YEAR_IN_UTC.getUTCDate()).toBe(1);
    expect(programDay(NEW_YEAR_IN_UTC)).toBe('2026-12-31');
    expect(programDay(new Date('2027-01-01T06:00:00.000Z'))).toBe('2027-01-01');
    expect(programDay(NEW_YEAR_IN_UTC, 'Asia/Tokyo')).toBe('2027-01-01');
  });

  it("works out this year and this quarter in the program's zone with date-fns, and keeps the instant in UTC", () => {
    const now = programTime(NEW_YEAR_IN_UTC);
    expect(now.getTime()).toBe(NEW_YEAR_IN_UTC.getTime());
    expect(now.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(now.getFullYear()).toBe(2026);
    expect(startOfYear(now).toISOString()).toBe('2026-01-01T06:00:00.000Z');
    expect(startOfQuarter(now).toISOString()).toBe('2026-10-01T05:00:00.000Z');
  });

  it('gives the program day as a plain calendar date for date-fns arithmetic, and reads a day from any date', () => {
    const day = programCalendarDay(NEW_YEAR_IN_UTC);
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 11, 31, 0]);
    expect(dayOf(day)).toBe('2026-12-31');
    expect(dayOf(programTime(NEW_YEAR_IN_UTC))).toBe('2026-12-31');
    expect(dayOf(NEW_YEAR_IN_UTC)).toBe('2027-01-01'); // a plain instant reads in the machine's zone (UTC here)
    expect(dayOf(new Date(2027, 2, 5))).toBe('2027-03-05');
  });

  it('places a clock reading on a program day in standard and in daylight time', () => {
    expect(programInstant('2026-12-09', '14:00')).toBe('2026-12-09T20:00:00.000Z');
    expect(programInstant('2027-06-09', '14:00')).toBe('2027-06-09T19:00:00.000Z');
    expect(programAt('2026-11-22').toISOString()).toBe('2026-11-22T06:00:00.000Z');
    // The spring-forward night: 2:30 AM does not exist in Chicago on Mar 14, 2027; it reads as 3:30 AM CDT.
    expect(programInstant('2027-03-14', '02:30')).toBe('2027-03-14T08:30:00.000Z');
  });

  it('names the zone as people there write it on that day', () => {
    expect(programZoneLabel(new Date('2026-12-09T20:00:00Z'))).toBe('CST');
    expect(programZoneLabel(new Date('2027-06-09T19:00:00Z'))).toBe('CDT');
  });
});
