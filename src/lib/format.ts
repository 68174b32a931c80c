/**
 * Display formatters (Intl): every figure on screen goes through one of these, so money, counts,
 * percentages and dates look the same everywhere.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $12,500 */
export const formatMoney = (amount: number): string => usd.format(amount);
/** $12,500.00 */
export const formatMoneyCents = (amount: number): string => usdCents.format(amount);
/** $1.24M */
export const formatMoneyCompact = (amount: number): string => usdCompact.format(amount);
/** 28,450 */
export const formatNumber = (value: number): string => integer.format(value);
/** 28,450 pts */
export const formatPoints = (value: number): string => `${integer.format(value)} pts`;

/** A share as a progress bar shows it: 0 to 100, whatever the figure (NaN counts as 0). */
export function clampPercent(value: number): number {
  return Number.isNaN(value) ? 0 : Math.max(0, Math.min(100, value));
}

/** 60.9% (decimals as given, trailing zeros kept only when asked) */
export function formatPercent(value: number, decimals = 0): string {
  return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}%`;
}

function parseDay(value: string): Date {
  // `YYYY-MM-DD` is a calendar day: read it at local noon so no time zone moves it to another day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

/** Nov 22, 2026 */
export function formatDate(value: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(parseDay(value));
}

/** November 22, 2026 */
export function formatLongDate(value: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(parseDay(value));
}

/** Nov 22, 2026, 3:00 PM */
export function formatDateTime(value: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
