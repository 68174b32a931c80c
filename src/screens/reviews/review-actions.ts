import type { ApolloClient } from '@apollo/client';
import { toaster } from '../../components/ui/toaster';
import { ReviewsExportDocument, type ReviewFilter, type ReviewsExportQuery } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { downloadCsv } from '../../lib/download';
import { SOURCE_LABELS } from './review-filters';
import { programDay } from '../../lib/program-time';

/** Rows fetched per request while exporting (the server's largest page). */
const EXPORT_PAGE_SIZE = 100;

export const REVIEW_CSV_COLUMNS = [
  'Date',
  'Customer',
  'Rating',
  'Verified',
  'Product',
  'Source',
  'Comment',
  'Helpful Votes',
  'Status',
  'Response',
  'Responded By',
  'Responded At',
] as const;

type ExportedReview = NonNullable<ReviewsExportQuery['reviews']>['edges'][number]['node'];

function toRow(review: ExportedReview) {
  return [
    review.date,
    review.customer,
    review.rating,
    review.verified ? 'Yes' : 'No',
    review.product,
    SOURCE_LABELS[review.source],
    review.comment,
    review.helpfulCount,
    review.response ? 'Responded' : 'Needs Response',
    review.response?.text ?? '',
    review.response?.author ?? '',
    review.response?.respondedAt ?? '',
  ];
}

/** Downloads every review matching the filter (all pages, not just the ones shown) as a CSV file. */
export async function exportReviews(client: ApolloClient, filter: ReviewFilter): Promise<void> {
  try {
    const rows: ExportedReview[] = [];
    let after: string | null = null;
    do {
      const result: ApolloClient.QueryResult<ReviewsExportQuery> = await client.query({
        query: ReviewsExportDocument,
        variables: { filter, first: EXPORT_PAGE_SIZE, after },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.reviews;
      if (!page) break;
      rows.push(...page.edges.map((edge) => edge.node));
      after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
    } while (after);
    await downloadCsv(`customer-reviews-${programDay()}.csv`, REVIEW_CSV_COLUMNS, rows.map(toRow));
    toaster.create({
      type: 'success',
      title: 'Reviews exported',
      description: `${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? 'review' : 'reviews'} downloaded as a CSV file.`,
    });
  } catch (caught) {
    toaster.create({ type: 'error', title: 'Could not export reviews', description: errorMessage(caught).message });
  }
}

/**
 * Shares a link to the reviews as shown (filters included): the device's share sheet where there is
 * one, otherwise the link goes to the clipboard.
 */
export async function shareReviews(url: string, summary: string): Promise<void> {
  const share = typeof navigator.share === 'function' ? navigator.share.bind(navigator) : null;
  if (share) {
    try {
      await share({ title: 'Customer Reviews', text: summary, url });
      return;
    } catch (caught) {
      // Closing the share sheet is not an error.
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toaster.create({ type: 'success', title: 'Link copied', description: 'A link to these reviews is on your clipboard, ready to share.' });
  } catch {
    toaster.create({ type: 'error', title: 'Could not copy the link', description: url });
  }
}
