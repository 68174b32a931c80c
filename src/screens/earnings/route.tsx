import { useQueryRefHandlers, type QueryRef } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useTransition } from 'react';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { EarningsScreenDocument, type EarningsScreenQuery, type EarningsScreenQueryVariables } from '../../graphql/__generated__/graphql';
import { useUrlState } from '../../lib/url-state';
import { EarningsActivity } from './earnings-activity';
import { EarningsCards } from './earnings-cards';
import { TierProgressCard } from './tier-progress-card';

/** Recent Earnings Activity covers this many days. */
export const RECENT_DAYS = 30;
/** The most rows Recent Earnings Activity lists (View All has the rest). */
export const RECENT_LIMIT = 50;
/** Rows per page of the full history. */
export const ACTIVITY_PAGE_SIZE = 20;

const VARIABLES: EarningsScreenQueryVariables = { sinceDays: RECENT_DAYS, recentFirst: RECENT_LIMIT, first: ACTIVITY_PAGE_SIZE };

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, EarningsScreenDocument, VARIABLES);

/** My Earnings (dealers and advisors): funds, rebates, points, tier progress and earnings activity. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: QueryRef<EarningsScreenQuery, EarningsScreenQueryVariables> };
  const { fetchMore } = useQueryRefHandlers(queryRef);
  // After the handlers: they hand the query's current promise to the read below (Load more).
  const data = useScreenQuery<EarningsScreenQuery>();
  // `?view=all` shows the full history instead of the last 30 days.
  const [view, setView] = useUrlState('view');
  const showingAll = view === 'all';
  const [loadingMore, startLoadingMore] = useTransition();
  const overview = data.earnings;
  const activity = showingAll ? overview.history : overview.recent;
  const dealer = overview.marketingFunds != null;

  const loadMore = () => {
    const after = overview.history.pageInfo.endCursor;
    if (!after) return;
    startLoadingMore(async () => {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          previous.earnings && fetchMoreResult.earnings
            ? {
                ...previous,
                earnings: {
                  ...previous.earnings,
                  history: {
                    ...fetchMoreResult.earnings.history,
                    edges: [...previous.earnings.history.edges, ...fetchMoreResult.earnings.history.edges],
                  },
                },
              }
            : previous,
      });
    });
  };

  return (
    <>
      <PageHeader
        title="My Earnings"
        description={dealer ? 'Marketing funds, rebates, points and your loyalty tier in one place.' : 'Your rebates, points and loyalty tier in one place.'}
      />
      <Stack gap={{ base: '5', md: '6' }}>
        <EarningsCards overview={overview} />
        <TierProgressCard overview={overview} />
        <EarningsActivity
          rows={activity.edges.map((edge) => edge.node)}
          totalCount={activity.totalCount}
          showingAll={showingAll}
          recentDays={RECENT_DAYS}
          hasMore={showingAll && activity.pageInfo.hasNextPage}
          loadingMore={loadingMore}
          onLoadMore={loadMore}
          onShowAllChange={(all) => setView(all ? 'all' : '')}
        />
      </Stack>
    </>
  );
}
