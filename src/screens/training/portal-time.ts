import { PROGRAM_TIME_ZONE, programZoneLabel } from '../../lib/program-time';

/**
 * Instants shown in program time (src/lib/program-time.ts): the portal gives every hour in Central time
 * ("2:00 PM CST"; docs/product.md, "Business constants"), so calendar entries read the same wherever
 * the user is, with the zone's name on that day (CST in winter, CDT in summer).
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROGRAM_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROGRAM_TIME_ZONE, month: 'short' });
const dayOfMonthFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROGRAM_TIME_ZONE, day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROGRAM_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** Tue, Dec 9, 2026 */
export function portalDayLabel(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** { month: 'Dec', day: '9' } for a date tile. */
export function portalDateParts(iso: string): { month: string; day: string } {
  const date = new Date(iso);
  return { month: monthFormat.format(date), day: dayOfMonthFormat.format(date) };
}

/** 1:00 PM CST */
export function portalTime(iso: string): string {
  const instant = new Date(iso);
  return `${timeFormat.format(instant)} ${programZoneLabel(instant)}`;
}

/** 1:00 PM - 1:45 PM CST */
export function portalTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  return `${timeFormat.format(start)} - ${timeFormat.format(new Date(endIso))} ${programZoneLabel(start)}`;
}
