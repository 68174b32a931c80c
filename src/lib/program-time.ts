import { TZDateMini } from '@date-fns/tz/date/mini';
import { tzName } from '@date-fns/tz/tzName';
import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * The program's calendar. The program runs on one time zone (America/Chicago unless the build sets
 * `VITE_PROGRAM_TIME_ZONE` to another IANA zone; see the README's settings), and every "today", "this
 * month", "this quarter" and "this year" of the portal is read in it, by the in-browser server and by
 * the screens alike, whatever zone the device or the machine running the server is in. An event at
 * 2:00 PM program time is 2:00 PM in Chicago in winter (CST) and in summer (CDT).
 *
 * Instants made here are `Date`s whose calendar getters (`getFullYear`, `getDate`, `getHours`…) read
 * the program's zone, so date-fns' calendar functions (`startOfYear`, `subMonths`, `format`…) work in
 * it; `getTime()` and `toISOString()` stay the instant itself (UTC, `…Z`), as the `DateTime` scalar
 * sends it.
 */
export const DEFAULT_PROGRAM_TIME_ZONE = 'America/Chicago';

/** Checks a configured zone: an unknown name is a setup mistake that must not pass as UTC. */
export function programTimeZoneFrom(configured: string | undefined): string {
  const zone = configured?.trim() || DEFAULT_PROGRAM_TIME_ZONE;
  if (Number.isNaN(tzOffset(zone, new Date()))) {
    throw new Error(`The program time zone "${zone}" is not an IANA time zone such as America/Chicago`);
  }
  return zone;
}

export const PROGRAM_TIME_ZONE = programTimeZoneFrom(import.meta.env?.VITE_PROGRAM_TIME_ZONE);

/** `instant` (now when omitted) read on the program's calendar and clock. */
export function programTime(instant: Date | number = Date.now(), zone = PROGRAM_TIME_ZONE): Date {
  return new TZDateMini(+instant, zone);
}

/** The program's calendar day of `instant` (today when omitted), `YYYY-MM-DD`. */
export function programDay(instant: Date | number = Date.now(), zone = PROGRAM_TIME_ZONE): string {
  // A date made by `programTime` for this zone reads its day from its own fields, without asking Intl again.
  if (instant instanceof TZDateMini && instant.timeZone === zone) return dayOf(instant);
  // The zone's offset at that instant (one Intl lookup), added to the instant, gives the wall clock in UTC fields.
  return new Date(+instant + tzOffset(zone, new Date(+instant)) * 60_000).toISOString().slice(0, 10);
}

/**
 * The program's calendar day of `instant` as a plain `Date` at that day's midnight in the process's
 * own zone: for calendar arithmetic with date-fns (start of year, quarters, days between) at plain
 * `Date` speed. It stands for the day, not the instant: never send it as a `DateTime`.
 */
export function programCalendarDay(instant: Date | number = Date.now(), zone = PROGRAM_TIME_ZONE): Date {
  const day = programDay(instant, zone);
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/**
 * `YYYY-MM-DD` of a date's own calendar fields: for the server's `now` (made by `programTime`) the
 * program's day, for a plain calendar date its day. Read from the fields, without copying the date.
 */
export function dayOf(date: Date): string {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return `${date.getFullYear()}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** The instant of a program clock reading (`HH:mm`, midnight when omitted) on a program day (`YYYY-MM-DD`). */
export function programAt(day: string, time = '00:00', zone = PROGRAM_TIME_ZONE): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallClock = new TZDateMini(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hours, minutes, zone);
  return new Date(wallClock.getTime());
}

/** The same instant as ISO-8601 UTC, as a `DateTime` is kept and sent. */
export function programInstant(day: string, time: string, zone = PROGRAM_TIME_ZONE): string {
  return programAt(day, time, zone).toISOString();
}

/** The zone's short name at `instant`, as people in it write it: `CST` in winter, `CDT` in summer. */
export function programZoneLabel(instant: Date | number, zone = PROGRAM_TIME_ZONE): string {
  return tzName(zone, new Date(+instant), 'short');
}
