/**
 * Display formatters (Intl): every figure on screen goes through one of these, so money, counts,
 * percentages and dates look the same everywhere.
 */
/**
 * Intl formatters are costly to make and cheap to reuse: each is made on its first use (not while the
 * portal's code loads) and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `options` from `made`, making it with `make` the first time. */
function reuse<O, F>(made: Map<string, F>, options: O, make: (options: O) => F): F {
  const key = JSON.stringify(options);
  let formatter = made.get(key);
  if (!formatter) {
    formatter = make(options);
    made.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (options: Intl.NumberFormatOptions) => reuse(numberFormats, options, (given) => new Intl.NumberFormat('en-US', given));
const dateFormat = (options: Intl.DateTimeFormatOptions) => reuse(dateFormats, options, (given) => new Intl.DateTimeFormat('en-US', given));

const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 };
const USD_CENTS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 };
const USD_COMPACT: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 };
const INTEGER: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * An amount as a number, or as the exact decimal text of a `Money` amount (`"850.30"`), which Intl
 * formats digit for digit without turning it into a float first.
 */
type Amount = number | `${number}`;

/** $12,500 */
export const formatMoney = (amount: Amount | string): string => numberFormat(USD).format(amount as Amount);
/** $12,500.00 */
export const formatMoneyCents = (amount: Amount | string): string => numberFormat(USD_CENTS).format(amount as Amount);
/** $1.24M */
export const formatMoneyCompact = (amount: Amount | string): string => numberFormat(USD_COMPACT).format(amount as Amount);
/** 28,450 */
export const formatNumber = (value: number): string => numberFormat(INTEGER).format(value);
/** 28,450 pts */
export const formatPoints = (value: number): string => `${formatNumber(value)} pts`;

/** A share as a progress bar shows it: 0 to 100, whatever the figure (NaN counts as 0). */
export function clampPercent(value: number): number {
  return Number.isNaN(value) ? 0 : Math.max(0, Math.min(100, value));
}

/** 60.9% (decimals as given, trailing zeros kept only when asked) */
export function formatPercent(value: number, decimals = 0): string {
  return `${numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}%`;
}

function parseDay(value: string): Date {
  // `YYYY-MM-DD` is a calendar day: read it at local noon so no time zone moves it to another day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

/** Nov 22, 2026 */
export function formatDate(value: string): string {
  return dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(parseDay(value));
}

/** Nov 22 */
export function formatMonthDay(value: string): string {
  return dateFormat({ month: 'short', day: 'numeric' }).format(parseDay(value));
}

/** Nov, for a month (`YYYY-MM`) or a day */
export function formatMonthName(value: string): string {
  return dateFormat({ month: 'short' }).format(parseDay(value.length === 7 ? `${value}-01` : value));
}

/** Nov 2026, for a month (`YYYY-MM`) or a day */
export function formatMonthYear(value: string): string {
  return dateFormat({ month: 'short', year: 'numeric' }).format(parseDay(value.length === 7 ? `${value}-01` : value));
}

/** November 2026, for a month (`YYYY-MM`) or a day */
export function formatLongMonthYear(value: string): string {
  return dateFormat({ month: 'long', year: 'numeric' }).format(parseDay(value.length === 7 ? `${value}-01` : value));
}

/** 2:00 PM, for a clock reading (`HH:mm`), with a plain space before AM or PM whatever Intl's version puts there */
export function formatClock(time: string): string {
  return dateFormat({ hour: 'numeric', minute: '2-digit' })
    .format(new Date(`2000-01-01T${time}:00`))
    .replace(/\s/g, ' ');
}

/** November 22, 2026 */
export function formatLongDate(value: string): string {
  return dateFormat({ month: 'long', day: 'numeric', year: 'numeric' }).format(parseDay(value));
}

/** Nov 22, 2026, 3:00 PM */
export function formatDateTime(value: string): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** 117 kB, 2.4 MB: a file's size in decimal units, as file managers show it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return numberFormat({ style: 'unit', unit: 'byte', unitDisplay: 'long', maximumFractionDigits: 0 }).format(bytes);
  if (bytes < 1_000_000) return numberFormat({ style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(bytes / 1000);
  return numberFormat({ style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}

/** '1 day', '6 days' */
export function formatDays(days: number): string {
  return `${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;
}
