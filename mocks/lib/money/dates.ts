import { max, parseISO, startOfYear, subDays } from 'date-fns';
import { dayOf } from '../../../src/lib/program-time';

/** A calendar date as the schema's `Date` scalar carries it (`YYYY-MM-DD`), in the date's own zone (the program's, for the server's `now`). */
export const toIsoDate = dayOf;

/** A `Date` scalar value as a date at that day's midnight in the process's zone, for calendar arithmetic between days. */
export function fromIsoDate(value: string): Date {
  return parseISO(value);
}

/** `days` before `now`, but never before the first day of `now`'s year: sample rows that must count as year to date. */
export function daysAgoThisYear(now: Date, days: number): Date {
  return max([startOfYear(now), subDays(now, days)]);
}
