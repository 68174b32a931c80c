import { format, max, parseISO, startOfYear, subDays } from 'date-fns';

/** A calendar date as the schema's `Date` scalar carries it (`YYYY-MM-DD`, local time). */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local calendar day of a `Date` scalar value. */
export function fromIsoDate(value: string): Date {
  return parseISO(value);
}

/** `days` before `now`, but never before the first day of `now`'s year: sample rows that must count as year to date. */
export function daysAgoThisYear(now: Date, days: number): Date {
  return max([startOfYear(now), subDays(now, days)]);
}
