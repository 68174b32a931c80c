import { createEvents, type EventAttributes } from 'ics';
import { downloadFile } from './download';

/** One dated item for a calendar file: event, webinar, course deadline or meeting. */
export interface CalendarItem {
  /** Stable id; becomes the event's UID so re-importing updates instead of duplicating. */
  id: string;
  title: string;
  /** ISO-8601 instants. */
  startsAt: string;
  endsAt: string;
  description?: string;
  location?: string | null;
  url?: string;
  organizer?: { name: string; email: string };
}

const PRODUCT_ID = 'dealer-loyalty-portal/calendar';

function toEvent(item: CalendarItem): EventAttributes {
  const start = new Date(item.startsAt).getTime();
  const end = new Date(item.endsAt).getTime();
  return {
    uid: `${item.id}@dealer-loyalty-portal`,
    productId: PRODUCT_ID,
    title: item.title,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(end, start + 60_000),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(item.description ? { description: item.description } : {}),
    ...(item.location ? { location: item.location } : {}),
    ...(item.url ? { url: item.url } : {}),
    ...(item.organizer ? { organizer: item.organizer } : {}),
  };
}

/** An iCalendar (.ics) document of the items, built with the `ics` library. */
export function buildCalendar(items: readonly CalendarItem[]): string {
  const { error, value } = createEvents(items.map(toEvent));
  if (error || !value) throw error ?? new Error('The calendar file could not be created');
  return value;
}

/** Downloads the items as an .ics file the user's calendar app can import. */
export function downloadCalendar(filename: string, items: readonly CalendarItem[]): void {
  downloadFile(filename.endsWith('.ics') ? filename : `${filename}.ics`, buildCalendar(items), 'text/calendar;charset=utf-8');
}
