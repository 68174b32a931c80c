import type { ReviewFilter, ReviewSource, ReviewTab } from '../../graphql/__generated__/graphql';

/** Reviews shown per page; 'Load more' asks for the next page after the last cursor. */
export const REVIEWS_PAGE_SIZE = 10;

/** The Recent Reviews tabs in order (docs/product.md, "Screens and navigation"), with their URL value (`?tab=`). */
export const REVIEW_TABS: readonly { value: string; tab: ReviewTab; label: string }[] = [
  { value: 'all', tab: 'ALL', label: 'All Reviews' },
  { value: 'needs-response', tab: 'NEEDS_RESPONSE', label: 'Needs Response' },
  { value: 'five-stars', tab: 'FIVE_STARS', label: '5 Stars' },
];

export const DEFAULT_TAB = 'all';

/** Review sources with their labels and URL values (`?source=`). */
export const REVIEW_SOURCES: readonly { value: string; source: ReviewSource; label: string }[] = [
  { value: 'google', source: 'GOOGLE', label: 'Google' },
  { value: 'yelp', source: 'YELP', label: 'Yelp' },
  { value: 'facebook', source: 'FACEBOOK', label: 'Facebook' },
  { value: 'dealer-locator', source: 'DEALER_LOCATOR', label: 'Dealer Locator' },
];

export const SOURCE_LABELS = Object.fromEntries(REVIEW_SOURCES.map((entry) => [entry.source, entry.label])) as Record<ReviewSource, string>;

/** The URL keys of the filter panel (the tab is kept separately). */
export const FILTER_KEYS = ['rating', 'product', 'source', 'from', 'to'] as const;

/** What the filter panel edits; empty strings and an empty list mean "any". */
export interface ReviewFilterValues {
  ratings: number[];
  product: string;
  source: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the filter from the URL, leaving out what the server would refuse (stars outside 1-5, a
 * malformed day, an end before the start), so a hand-edited address never breaks the screen.
 */
export function filterValuesFromParams(params: URLSearchParams): ReviewFilterValues {
  const ratings = [
    ...new Set(
      (params.get('rating') ?? '')
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5),
    ),
  ].sort((a, b) => b - a);
  const source = REVIEW_SOURCES.some((entry) => entry.value === params.get('source')) ? (params.get('source') ?? '') : '';
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '';
  let to = DAY.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '';
  if (from && to && to < from) to = '';
  return { ratings, product: params.get('product')?.trim() ?? '', source, from, to };
}

export function tabFromParams(params: URLSearchParams): string {
  const value = params.get('tab');
  return REVIEW_TABS.find((entry) => entry.value === value)?.value ?? DEFAULT_TAB;
}

/** The GraphQL filter of a tab and the filter panel's values. */
export function toReviewFilter(tabValue: string, values: ReviewFilterValues): ReviewFilter {
  const tab = REVIEW_TABS.find((entry) => entry.value === tabValue)?.tab ?? 'ALL';
  const filter: ReviewFilter = { tab };
  if (values.ratings.length > 0) filter.ratings = values.ratings;
  if (values.product) filter.product = values.product;
  const source = REVIEW_SOURCES.find((entry) => entry.value === values.source)?.source;
  if (source) filter.source = source;
  if (values.from) filter.from = values.from;
  if (values.to) filter.to = values.to;
  return filter;
}

/** The screen's filter from its URL: the loader and the component read the same thing. */
export function reviewFilterFromParams(params: URLSearchParams): ReviewFilter {
  return toReviewFilter(tabFromParams(params), filterValuesFromParams(params));
}

/** Writes the filter panel's values into the URL params (other params are kept). */
export function applyFilterValues(params: URLSearchParams, values: ReviewFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: Record<(typeof FILTER_KEYS)[number], string> = {
    rating: values.ratings.join(','),
    product: values.product,
    source: values.source,
    from: values.from,
    to: values.to,
  };
  for (const key of FILTER_KEYS) {
    if (entries[key]) next.set(key, entries[key]);
    else next.delete(key);
  }
  return next;
}

export function countActiveFilters(values: ReviewFilterValues): number {
  return (values.ratings.length > 0 ? 1 : 0) + (values.product ? 1 : 0) + (values.source ? 1 : 0) + (values.from || values.to ? 1 : 0);
}

export const EMPTY_FILTER_VALUES: ReviewFilterValues = { ratings: [], product: '', source: '', from: '', to: '' };
