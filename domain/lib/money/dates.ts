import { max } from 'date-fns/max';
import { startOfYear } from 'date-fns/startOfYear';
import { subDays } from 'date-fns/subDays';
import { dayOf } from '../../../src/lib/program-time';

/** A calendar date as the schema's `Date` scalar carries it (`YYYY-MM-DD`), in the date's own zone (the program's, for the server's `now`). */
export const toIsoDate = dayOf;

/** `days` before `now`, but never before the first day of `now`'s year: sample rows that must count as year to date. */
export function daysAgoThisYear(now: Date, days: number): Date {
  return max([startOfYear(now), subDays(now, days)]);
}
