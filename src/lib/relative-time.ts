import { useEffect, useState } from 'react';

/**
 * How long ago (or how soon) an instant is, in words: `2 hours ago`, `1 day ago`, `in 5 minutes`.
 * The API sends instants (`Notification.createdAt`); the words are the client's, in the viewer's
 * language, by the platform's Intl.RelativeTimeFormat.
 *
 * The unit is the largest one the distance fills, counted to the nearest whole: under a minute in
 * seconds, under an hour in minutes, under a day in hours, under 30 days in days, under a year in
 * months (12 rounds up to a year), else years.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: readonly [limit: number, unit: Intl.RelativeTimeFormatUnit, size: number][] = [
  [MINUTE, 'second', SECOND],
  [HOUR, 'minute', MINUTE],
  [DAY, 'hour', HOUR],
  [MONTH, 'day', DAY],
  [YEAR, 'month', MONTH],
  [Number.POSITIVE_INFINITY, 'year', YEAR],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

export function relativeTime(instant: Date | string, now: Date, locale = 'en-US'): string {
  const distance = new Date(instant).getTime() - now.getTime();
  if (Number.isNaN(distance)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const size = Math.abs(distance);
  const [, fittingUnit, unitSize] = UNITS.find(([limit]) => size < limit) ?? UNITS[UNITS.length - 1]!;
  let unit = fittingUnit;
  let count = Math.round(size / unitSize);
  if (unit === 'month' && count === 12) [unit, count] = ['year', 1];
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  // -0 words "now" as the past ("0 seconds ago").
  return format.format(distance <= 0 ? -count : count, unit);
}

/** The current time, renewed every `intervalMs` while the component is shown, so relative times move on. */
export function useNow(intervalMs = MINUTE): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
