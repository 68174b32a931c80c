import { startOfQuarter } from 'date-fns/startOfQuarter';
import { subMonths } from 'date-fns/subMonths';
import { formatDate, formatMonthDay, formatMonthYear } from '../../../src/lib/format';
import { dayOf, programCalendarDay } from '../../../src/lib/program-time';

/**
 * Calendar days of the admin domains (claims, participants, spot awards, redemptions).
 *
 * Days are `YYYY-MM-DD` strings on the program's calendar (src/lib/program-time.ts): the server's
 * `now` reads in the program's time zone, so `format` and date-fns' calendar functions work in it. For
 * arithmetic over many rows (100,000 claims) a day is also a day number: whole days since
 * 1970-01-01 of that calendar day, so "days between" is a subtraction and never a Date per row.
 */
const MS_PER_DAY = 86_400_000;

/** The calendar day of a date, in its own zone (the program's, for the server's `now`). */
export const isoDay = dayOf;

/** The day number of a `YYYY-MM-DD` day. */
export function dayNumber(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return Math.round(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

/** The `YYYY-MM-DD` day of a day number. */
export function dayFromNumber(value: number): string {
  return new Date(value * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The day number of `now`'s calendar day. */
export function todayNumber(now: Date): number {
  return dayNumber(isoDay(now));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `Nov 2026` */
export function monthLabel(month: string): string {
  return formatMonthYear(month);
}

/** The twelve months (`YYYY-MM`) ending with `now`'s month on the program's calendar, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const today = programCalendarDay(now);
  return Array.from({ length: 12 }, (_, index) => dayOf(subMonths(today, 11 - index)).slice(0, 7));
}

/** The first day of `now`'s calendar quarter on the program's calendar. */
export function quarterStartDay(now: Date): string {
  return dayOf(startOfQuarter(programCalendarDay(now)));
}

/** `Nov 16 - Nov 22, 2026`, or `Dec 23, 2025 - Jan 22, 2026` across a year end. */
export function periodLabel(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? formatMonthDay(from) : formatDate(from)} - ${formatDate(to)}`;
}
