import { addDays } from 'date-fns/addDays';
import { dayOf } from '../../../src/lib/program-time';

/** A calendar day, `YYYY-MM-DD`, in the date's own zone (the program's, for the server's `now`; src/lib/program-time.ts). */
export const isoDay = dayOf;

/** The calendar day `days` away from `date` (negative for earlier days). */
export function dayOffset(date: Date, days: number): string {
  return isoDay(addDays(date, days));
}
