import type { Review, ReviewFilter, ReviewSource, ReviewStats, ReviewsSummary } from '../../__generated__/resolvers-types';
import type { ReviewRow } from '../../fixtures/reviews';
import { compareKeys, type KeyOrder } from '../connection';
import { monthStart, shiftMonth } from './dates';

export const REVIEW_SOURCE_NAMES: Readonly<Record<ReviewSource, string>> = {
  GOOGLE: 'Google',
  YELP: 'Yelp',
  FACEBOOK: 'Facebook',
  DEALER_LOCATOR: 'Dealer Locator',
};

/** How many recent quotes the dashboard card shows, and how long each may be. */
export const SNIPPET_COUNT = 3;
export const SNIPPET_MAX_LENGTH = 120;

const AVATAR_COLORS = ['#2563eb', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#db2777', '#4f46e5', '#65a30d'];

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** A customer's picture: their initials on a colour, as an SVG data address (no network needed). */
export function customerImage(customer: string, id: string): string {
  const initials = customer
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const hash = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const color = AVATAR_COLORS[hash % AVATAR_COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${color}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function toReview(row: ReviewRow): Review {
  return {
    ...row,
    customerImage: customerImage(row.customer, row.id),
    responded: row.response !== null,
    response: row.response ? { ...row.response } : null,
  };
}

/** How many reviews a page of the list holds when the screen does not say. */
export const REVIEW_PAGE_SIZE = 20;

/** Reviews list newest first; one day's reviews by id, the later first. */
export const REVIEW_ORDER: KeyOrder<ReviewRow> = { direction: 'DESC', key: (row) => [row.date, row.id] };

export function newestFirst(a: ReviewRow, b: ReviewRow): number {
  return compareKeys(REVIEW_ORDER.key(a), REVIEW_ORDER.key(b), REVIEW_ORDER.direction);
}

/** The reviews list's filter: tab, stars, product, source and date range. */
export function matchesReviewFilter(row: ReviewRow, filter: ReviewFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.tab === 'NEEDS_RESPONSE' && row.response !== null) return false;
  if (filter.tab === 'FIVE_STARS' && row.rating !== 5) return false;
  if (filter.ratings && filter.ratings.length > 0 && !filter.ratings.includes(row.rating)) return false;
  if (filter.product && row.product !== filter.product) return false;
  if (filter.source && row.source !== filter.source) return false;
  if (filter.from && row.date < filter.from) return false;
  if (filter.to && row.date > filter.to) return false;
  return true;
}

/** The two calendar months the growth figure compares: this month up to `today`, and the month before. */
export interface ReviewMonths {
  today: string;
  /** The first day of this month. */
  thisMonth: string;
  /** The first day of last month. */
  lastMonth: string;
}

export function reviewMonthsOf(today: string): ReviewMonths {
  const thisMonth = monthStart(today);
  return { today, thisMonth, lastMonth: shiftMonth(thisMonth, -1) };
}

/**
 * The reviews counted by star rating, source and product: every figure of the Customer Reviews cards
 * and the dashboard's card is computed from these groups (`reviewStatsOf`, `reviewsSummaryOf`), whichever
 * store counted them (domain/repositories/reviews.ts).
 */
export interface ReviewGroup {
  rating: number;
  source: ReviewSource;
  product: string;
  count: number;
  /** How many of them have the dealer's response. */
  answered: number;
  /** How many were written this month (up to today), and last month. */
  thisMonth: number;
  lastMonth: number;
}

/** Groups in one order in every store: rating, then source and product by code units. */
export function compareReviewGroups(a: ReviewGroup, b: ReviewGroup): number {
  return compareKeys([a.rating, a.source, a.product], [b.rating, b.source, b.product]);
}

/** Counts rows into their groups (what the SQL store's `group by` answers), in `compareReviewGroups` order. */
export function reviewGroupsOf(rows: readonly ReviewRow[], months: ReviewMonths): ReviewGroup[] {
  const groups = new Map<string, ReviewGroup>();
  for (const row of rows) {
    const name = JSON.stringify([row.rating, row.source, row.product]);
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { rating: row.rating, source: row.source, product: row.product, count: 0, answered: 0, thisMonth: 0, lastMonth: 0 }));
    group.count += 1;
    if (row.response) group.answered += 1;
    if (row.date >= months.thisMonth && row.date <= months.today) group.thisMonth += 1;
    else if (row.date >= months.lastMonth && row.date < months.thisMonth) group.lastMonth += 1;
  }
  return [...groups.values()].sort(compareReviewGroups);
}

/**
 * Growth of reviews this calendar month against the previous one, percent (whole number).
 * With no reviews last month: 100 when there are some this month, else 0.
 */
export function growthPercentOf(groups: readonly ReviewGroup[]): number {
  let current = 0;
  let previous = 0;
  for (const group of groups) {
    current += group.thisMonth;
    previous += group.lastMonth;
  }
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** The growth figure of some reviews on a day (`growthPercentOf` their groups). */
export function monthlyGrowthPercent(rows: readonly ReviewRow[], today: string): number {
  return growthPercentOf(reviewGroupsOf(rows, reviewMonthsOf(today)));
}

/** The Customer Reviews summary cards, distribution, sources and product list. */
export function reviewStatsOf(groups: readonly ReviewGroup[]): ReviewStats {
  let total = 0;
  const counts = [0, 0, 0, 0, 0, 0];
  let stars = 0;
  let answered = 0;
  const bySource = new Map<ReviewSource, { count: number; stars: number }>();
  const products = new Set<string>();
  for (const group of groups) {
    total += group.count;
    counts[group.rating] = (counts[group.rating] ?? 0) + group.count;
    stars += group.rating * group.count;
    answered += group.answered;
    const source = bySource.get(group.source) ?? { count: 0, stars: 0 };
    source.count += group.count;
    source.stars += group.rating * group.count;
    bySource.set(group.source, source);
    products.add(group.product);
  }
  const fiveStarCount = counts[5] ?? 0;
  return {
    averageRating: total === 0 ? 0 : oneDecimal(stars / total),
    totalReviews: total,
    monthlyGrowthPercent: growthPercentOf(groups),
    responseRate: percent(answered, total),
    fiveStarCount,
    fiveStarPercent: percent(fiveStarCount, total),
    distribution: [5, 4, 3, 2, 1].map((star) => ({ stars: star, count: counts[star] ?? 0, percentage: percent(counts[star] ?? 0, total) })),
    sources: [...bySource.entries()]
      .map(([source, figures]) => ({
        source,
        platform: REVIEW_SOURCE_NAMES[source],
        count: figures.count,
        averageRating: oneDecimal(figures.stars / figures.count),
      }))
      .sort((a, b) => b.count - a.count || a.platform.localeCompare(b.platform)),
    products: [...products].sort((a, b) => a.localeCompare(b)),
  };
}

/** A comment cut at a word boundary to fit the dashboard card. */
export function toSnippet(comment: string, maxLength = SNIPPET_MAX_LENGTH): string {
  if (comment.length <= maxLength) return comment;
  const cut = comment.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!-]+$/, '')}…`;
}

/** The dealer dashboard's Customer Reviews card: average stars and count (from the groups) and quotes from the newest reviews. */
export function reviewsSummaryOf(groups: readonly ReviewGroup[], newest: readonly ReviewRow[]): ReviewsSummary {
  let total = 0;
  let stars = 0;
  for (const group of groups) {
    total += group.count;
    stars += group.rating * group.count;
  }
  return {
    averageRating: total === 0 ? 0 : oneDecimal(stars / total),
    totalReviews: total,
    snippets: newest.slice(0, SNIPPET_COUNT).map((row) => ({ name: row.customer, rating: row.rating, snippet: toSnippet(row.comment) })),
  };
}
