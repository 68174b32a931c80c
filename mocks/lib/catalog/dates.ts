import { addDays, format } from 'date-fns';

/** A calendar day, `YYYY-MM-DD`, in the local time zone of the browser the server runs in. */
export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The calendar day `days` away from `date` (negative for earlier days). */
export function dayOffset(date: Date, days: number): string {
  return isoDay(addDays(date, days));
}
