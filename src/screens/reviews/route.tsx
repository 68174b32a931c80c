import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Tabs, Tag, Text } from '@chakra-ui/react';
import { Download, MessageSquareText, Share2 } from 'lucide-react';
import { useState, useTransition } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { ReviewsScreenDocument } from '../../graphql/__generated__/graphql';
import { usePagedConnection } from '../../graphql/paging';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { formatDate, formatNumber } from '../../lib/format';
import { useUrlParams } from '../../lib/url-state';
import { exportReviews, shareReviews } from './review-actions';
import { ReviewCard } from './review-card';
import { ReviewFilterPopover } from './review-filter-popover';
import {
  applyFilterValues,
  countActiveFilters,
  DEFAULT_TAB,
  EMPTY_FILTER_VALUES,
  filterValuesFromParams,
  REVIEW_SOURCES,
  REVIEW_TABS,
  REVIEWS_PAGE_SIZE,
  reviewFilterFromParams,
  tabFromParams,
  toReviewFilter,
  type ReviewFilterValues,
} from './review-filters';
import { RatingDistribution, ReviewSources, ReviewSummaryCards } from './review-summary';
import { formatStars } from './star-rating';

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, ReviewsScreenDocument, { filter: reviewFilterFromParams(args.url.searchParams), first: REVIEWS_PAGE_SIZE });
}

/** The active filters as removable tags under the header. */
function ActiveFilters({ values, onChange }: { values: ReviewFilterValues; onChange: (values: ReviewFilterValues) => void }) {
  const tags: { key: string; label: string; clear: Partial<ReviewFilterValues> }[] = [];
  if (values.ratings.length > 0) {
    tags.push({ key: 'rating', label: `Rating: ${values.ratings.map((stars) => `${stars}★`).join(', ')}`, clear: { ratings: [] } });
  }
  if (values.product) tags.push({ key: 'product', label: `Product: ${values.product}`, clear: { product: '' } });
  if (values.source) {
    const label = REVIEW_SOURCES.find((source) => source.value === values.source)?.label ?? values.source;
    tags.push({ key: 'source', label: `Source: ${label}`, clear: { source: '' } });
  }
  if (values.from || values.to) {
    const range = values.from && values.to ? `${formatDate(values.from)} – ${formatDate(values.to)}` : values.from ? `from ${formatDate(values.from)}` : `until ${formatDate(values.to)}`;
    tags.push({ key: 'date', label: `Date: ${range}`, clear: { from: '', to: '' } });
  }
  if (tags.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" align="center" mb="4" aria-label="Active filters" role="group">
      {tags.map((tag) => (
        <Tag.Root key={tag.key} size="lg" colorPalette="brand" variant="subtle">
          <Tag.Label>{tag.label}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger aria-label={`Remove filter ${tag.label}`} onClick={() => onChange({ ...values, ...tag.clear })} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Button size="xs" variant="plain" colorPalette="brand" textDecoration="underline" onClick={() => onChange(EMPTY_FILTER_VALUES)}>
        Clear all
      </Button>
    </Flex>
  );
}

/** Customer Reviews (dealers): summary figures, distribution, sources and the reviews to answer. */
export function Component() {
  const { data, refetch, fetchMore } = useScreenQuery(ReviewsScreenDocument);
  const client = useApolloClient();
  const [params, setParams] = useUrlParams();
  const location = useLocation();
  const [, startRefresh] = useTransition();
  const [exporting, setExporting] = useState(false);

  const tab = tabFromParams(params);
  const filterValues = filterValuesFromParams(params);
  const stats = data.reviewStats;
  const connection = data.reviews;
  const reviews = connection.edges.map((edge) => edge.node);
  const activeFilters = countActiveFilters(filterValues);

  const setTab = (value: string) => setParams({ tab: value === DEFAULT_TAB ? null : value });

  const setFilters = (values: ReviewFilterValues) => setParams((current) => applyFilterValues(current, values));

  const pagedReviews = usePagedConnection(fetchMore, {
    connection,
    variables: (after) => ({ after, first: REVIEWS_PAGE_SIZE }),
    page: (result) => result.reviews,
    get: (screen) => screen.reviews,
    set: (screen, reviews) => ({ ...screen, reviews }),
  });

  /**
   * After a reply: read the figures and the reviews shown again (as many as are loaded), and drop
   * other cached review lists so every tab shows the reply when opened.
   */
  const refresh = () =>
    new Promise<void>((resolve) => {
      startRefresh(async () => {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'reviews', broadcast: false });
        try {
          await refetch({ first: Math.max(REVIEWS_PAGE_SIZE, reviews.length) });
        } finally {
          resolve();
        }
      });
    });

  const handleExport = async () => {
    setExporting(true);
    await exportReviews(client, toReviewFilter(tab, filterValues));
    setExporting(false);
  };

  const handleShare = () =>
    shareReviews(`${window.location.origin}${location.pathname}${location.search}`, `${formatStars(stats.averageRating)} average rating from ${formatNumber(stats.totalReviews)} customer reviews`);

  return (
    <>
      <PageHeader
        title="Customer Reviews"
        description="See what customers say about your dealership and respond to their feedback."
        actions={
          <>
            <ReviewFilterPopover values={filterValues} products={stats.products} onApply={setFilters} />
            <Button variant="outline" onClick={handleExport} loading={exporting} loadingText="Exporting...">
              <Download aria-hidden />
              Export
            </Button>
            <Button colorPalette="brand" onClick={handleShare}>
              <Share2 aria-hidden />
              Share Reviews
            </Button>
          </>
        }
      />

      <ReviewSummaryCards stats={stats} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} mb={{ base: '6', md: '8' }}>
        <RatingDistribution stats={stats} />
        <ReviewSources stats={stats} />
      </SimpleGrid>

      <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="recent-reviews">
        <Card.Header pb="0" px={{ base: '4', md: '6' }}>
          <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
            <Heading as="h2" size="md" id="recent-reviews">
              Recent Reviews
            </Heading>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {`Showing ${formatNumber(reviews.length)} of ${formatNumber(connection.totalCount)} ${connection.totalCount === 1 ? 'review' : 'reviews'}`}
            </Text>
          </Flex>
        </Card.Header>
        <Card.Body pt="4" px={{ base: '4', md: '6' }}>
          <ActiveFilters values={filterValues} onChange={setFilters} />
          <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} colorPalette="brand" lazyMount unmountOnExit>
            <Box overflowX="auto" mx={{ base: '-1', md: '0' }} px={{ base: '1', md: '0' }}>
              <Tabs.List minW="max-content">
                {REVIEW_TABS.map((entry) => (
                  <Tabs.Trigger key={entry.value} value={entry.value}>
                    {entry.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {REVIEW_TABS.map((entry) => (
              <Tabs.Content key={entry.value} value={entry.value} pt="0">
                {reviews.length === 0 ? (
                  <Box py="10">
                    {activeFilters > 0 ? (
                      <EmptyState
                        icon={MessageSquareText}
                        title="No reviews match your filters"
                        description="Try other ratings, products, sources or dates."
                        action={
                          <Button variant="outline" onClick={() => setFilters(EMPTY_FILTER_VALUES)}>
                            Clear filters
                          </Button>
                        }
                      />
                    ) : entry.tab === 'NEEDS_RESPONSE' ? (
                      <EmptyState icon={MessageSquareText} title="All caught up" description="Every review has a response." />
                    ) : (
                      <EmptyState icon={MessageSquareText} title="No reviews yet" description="Reviews from your customers will appear here." />
                    )}
                  </Box>
                ) : (
                  <Stack gap="0" css={{ '& > article + article': { borderTopWidth: '1px', borderColor: 'border.muted' } }}>
                    {reviews.map((review) => (
                      <ReviewCard key={review.id} review={review} onResponded={refresh} />
                    ))}
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {pagedReviews.hasNextPage ? (
            <HStack justify="center" pt="4" borderTopWidth="1px" borderColor="border.muted">
              <Button variant="outline" onClick={pagedReviews.requestMore} loading={pagedReviews.loadingMore} loadingText="Loading...">
                Load more
              </Button>
            </HStack>
          ) : null}
        </Card.Body>
      </Card.Root>
    </>
  );
}
