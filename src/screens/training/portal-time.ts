/**
 * Instants shown in portal time: the spec gives every hour in Central time ("2:00 PM CST") and the
 * server keeps a fixed UTC-6 offset, so calendar entries read the same wherever the user is.
 */
const PORTAL_ZONE = 'Etc/GMT+6';
const PORTAL_ZONE_LABEL = 'CST';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_ZONE, month: 'short' });
const dayOfMonthFormat = new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_ZONE, day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_ZONE, hour: 'numeric', minute: '2-digit' });

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
  return `${timeFormat.format(new Date(iso))} ${PORTAL_ZONE_LABEL}`;
}

/** 1:00 PM - 1:45 PM CST */
export function portalTimeRange(startIso: string, endIso: string): string {
  return `${timeFormat.format(new Date(startIso))} - ${timeFormat.format(new Date(endIso))} ${PORTAL_ZONE_LABEL}`;
}
