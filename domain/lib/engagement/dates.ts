import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import { formatClock } from '../../../src/lib/format';
import { programAt, programZoneLabel } from '../../../src/lib/program-time';

/**
 * Dates of the engagement domains (training, events, reviews) are read in the program's time zone
 * (src/lib/program-time.ts): the portal gives every hour in Central time ("2:00 PM CST"; docs/product.md,
 * "Business constants"). Days are `YYYY-MM-DD` strings; date-fns does the calendar arithmetic on them
 * as calendar days, so the result never depends on the time zone of the machine that runs the server.
 */

/** A day moved by a number of calendar days (negative moves back). */
export function shiftDay(day: string, days: number): string {
  return lightFormat(addDays(parseISO(day), days), 'yyyy-MM-dd');
}

/** A day moved by a number of calendar months, clamped to the month's last day. */
export function shiftMonth(day: string, months: number): string {
  return lightFormat(addMonths(parseISO(day), months), 'yyyy-MM-dd');
}

/** The first day of the day's month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  return lightFormat(startOfWeek(parseISO(day), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** A day as a count of days since 1970-01-01, for fast runs of consecutive days. */
export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

/** A clock reading with the zone's name on that day: `14:00` on a winter day → `2:00 PM CST`. */
export function zonedClockLabel(day: string, time: string): string {
  return `${formatClock(time)} ${programZoneLabel(programAt(day, time))}`;
}
